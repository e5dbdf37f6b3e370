/**
 * The figure silhouettes a game maps its unit kinds to. Each one is built
 * from primitives so it reads at a glance from the default camera: outline
 * first (cape, rifle, wings, legs, hover), detail second. A figure faces +z
 * and stands on a base whose top is at BASE_TOP; one board space is about
 * one unit wide.
 */
import type { BufferGeometry } from 'three';
import { BASE_TOP as B, baseParts, box, capsule, cone, cylinder, lathe, mergeParts, mirrored, place, sphere, type Part, type Role } from './geometryParts';

export type SilhouetteId =
  | 'hero'
  | 'soldier'
  | 'marine'
  | 'blob'
  | 'crawler'
  | 'brute'
  | 'floater'
  | 'beast'
  | 'giant'
  | 'imp'
  | 'tank'
  | 'behemoth'
  | 'zombie';

export interface SilhouetteSpec {
  id: SilhouetteId;
  /** What it looks like, for a game author choosing one. */
  description: string;
  /** Base size in board units: width (x) and depth (z). Multi-space figures have larger ones. */
  footprint: [number, number];
  build: () => Part[];
}

const PI = Math.PI;

/** Two legs, a torso from a lathe profile and a head: the start of every upright figure. */
function humanoid(opts: { hip: number; legR: number; chest: number; torsoH: number; headR: number; lean?: number }): Part[] {
  const { hip, legR, chest, torsoH, headR, lean = 0 } = opts;
  const legLen = hip - B - 2 * legR;
  const torsoTop = hip + torsoH;
  return [
    ...mirrored((s) => [place(capsule(legR, legLen), 'body', { p: [s * legR * 1.25, B + legR + legLen / 2, 0] })]),
    place(lathe([[0, 0], [chest * 0.62, 0], [chest * 0.75, torsoH * 0.45], [chest, torsoH * 0.85], [chest * 0.55, torsoH], [0, torsoH]]), 'body', {
      p: [0, hip, 0],
      r: [lean, 0, 0],
    }),
    place(sphere(headR), 'body', { p: [0, torsoTop + headR * 0.9, Math.sin(lean) * torsoH] }),
  ];
}

/** An arm from the shoulder, swung forward by `pitch` and out by `spread`. */
function arm(side: 1 | -1, shoulder: [number, number, number], r: number, length: number, pitch: number, spread: number, role: Role = 'body'): Part {
  const [x, y, z] = shoulder;
  const dy = -Math.cos(pitch) * Math.cos(spread) * (length / 2 + r);
  const dz = Math.sin(pitch) * Math.cos(spread) * (length / 2 + r);
  const dx = Math.sin(spread) * (length / 2 + r) * side;
  // Euler XYZ turns the capsule's axis by the spread (about z) first, then swings it forward (about x).
  return place(capsule(r, length), role, { p: [x * side + dx, y + dy, z + dz], r: [-pitch, 0, side * spread] });
}

export const SILHOUETTES: Record<SilhouetteId, SilhouetteSpec> = {
  hero: {
    id: 'hero',
    description: 'Upright fighter with a long cape, shoulder guards and a raised blade.',
    footprint: [0.62, 0.62],
    build: () => [
      ...baseParts(0.62, 0.62),
      ...humanoid({ hip: 0.4, legR: 0.065, chest: 0.17, torsoH: 0.36, headR: 0.085 }),
      // Cape: a half cone open at the front, flaring to the ground behind.
      place(cylinder(0.17, 0.3, 0.62, 14), 'accent', { p: [0, 0.5, -0.09], s: [1, 1, 0.55] }),
      ...mirrored((s) => [place(sphere(0.085), 'accent', { p: [s * 0.18, 0.74, 0], s: [1.1, 0.8, 1] })]),
      arm(-1, [0.2, 0.74, 0], 0.045, 0.26, 0.15, 0.2),
      arm(1, [0.2, 0.74, 0], 0.045, 0.22, 2.3, 0.25),
      place(box(0.035, 0.52, 0.07), 'trim', { p: [0.3, 1.08, 0.2], r: [0.5, 0, -0.1] }),
      place(box(0.16, 0.03, 0.05), 'accent', { p: [0.28, 0.83, 0.07], r: [0.5, 0, -0.1] }),
    ],
  },
  soldier: {
    id: 'soldier',
    description: 'Trooper in a helmet holding a long rifle across the body, with a pack.',
    footprint: [0.56, 0.56],
    build: () => [
      ...baseParts(0.56, 0.56),
      ...humanoid({ hip: 0.38, legR: 0.06, chest: 0.14, torsoH: 0.33, headR: 0.08 }),
      place(sphere(0.095), 'accent', { p: [0, 0.8, 0], s: [1, 0.7, 1.05] }),
      place(box(0.2, 0.24, 0.11), 'accent', { p: [0, 0.56, -0.15] }),
      arm(1, [0.16, 0.68, 0], 0.04, 0.2, 1.2, 0.1),
      arm(-1, [0.16, 0.68, 0], 0.04, 0.22, 1.3, -0.35),
      // Rifle: long barrel out in front, stock against the shoulder.
      place(box(0.045, 0.06, 0.7), 'accent', { p: [0.05, 0.62, 0.2], r: [-0.12, 0.12, 0] }),
      place(box(0.05, 0.12, 0.06), 'accent', { p: [0.06, 0.56, 0.18] }),
    ],
  },
  marine: {
    id: 'marine',
    description: 'Bulky armoured figure: huge shoulder plates, box helmet, arm cannon.',
    footprint: [0.72, 0.72],
    build: () => [
      ...baseParts(0.72, 0.72),
      ...mirrored((s) => [place(capsule(0.095, 0.22), 'body', { p: [s * 0.12, B + 0.2, 0] })]),
      place(box(0.44, 0.4, 0.3), 'body', { p: [0, 0.62, 0] }),
      place(box(0.3, 0.14, 0.26), 'accent', { p: [0, 0.4, 0] }),
      place(box(0.17, 0.17, 0.19), 'accent', { p: [0, 0.92, 0.02] }),
      place(box(0.13, 0.04, 0.02), 'eye', { p: [0, 0.94, 0.12] }),
      ...mirrored((s) => [place(sphere(0.15), 'body', { p: [s * 0.29, 0.8, 0], s: [1, 0.75, 1.05] })]),
      arm(-1, [0.3, 0.72, 0], 0.07, 0.22, 0.2, 0.15),
      arm(1, [0.3, 0.72, 0], 0.07, 0.12, 1.5, 0.05),
      place(cylinder(0.075, 0.075, 0.42, 10), 'accent', { p: [0.33, 0.66, 0.3], r: [PI / 2, 0, 0] }),
    ],
  },
  blob: {
    id: 'blob',
    description: 'Low segmented slug crawling on the board, with eye stalks.',
    footprint: [0.6, 0.7],
    build: () => [
      ...baseParts(0.6, 0.7),
      ...[0, 1, 2, 3].map((i) =>
        place(sphere(0.2 - i * 0.03), 'body', { p: [0, B + 0.13 - i * 0.02, 0.14 - i * 0.15], s: [1.15, 0.75, 1] }),
      ),
      ...mirrored((s) => [
        place(cylinder(0.018, 0.025, 0.16, 6), 'trim', { p: [s * 0.07, B + 0.32, 0.2], r: [0.4, 0, s * -0.3] }),
        place(sphere(0.035), 'eye', { p: [s * 0.1, B + 0.4, 0.23] }),
      ]),
    ],
  },
  crawler: {
    id: 'crawler',
    description: 'Flat many-legged bug body close to the ground, with mandibles.',
    footprint: [0.78, 0.78],
    build: () => [
      ...baseParts(0.78, 0.78),
      place(sphere(0.22), 'body', { p: [0, B + 0.17, -0.05], s: [1.1, 0.5, 1.45] }),
      place(sphere(0.11), 'body', { p: [0, B + 0.17, 0.27], s: [1.1, 0.7, 0.9] }),
      ...mirrored((s) => [
        place(cone(0.025, 0.14, 6), 'trim', { p: [s * 0.05, B + 0.15, 0.39], r: [PI / 2, 0, s * 0.5] }),
        // Four legs a side: each goes up and out from the body, then down to the base.
        ...[0, 1, 2, 3].flatMap((i): Part[] => {
          const z = 0.18 - i * 0.15;
          return [
            place(cylinder(0.02, 0.02, 0.22, 5), 'accent', { p: [s * 0.28, B + 0.24, z], r: [0, 0, s * 1.1] }),
            place(cylinder(0.02, 0.012, 0.26, 5), 'accent', { p: [s * 0.4, B + 0.12, z], r: [0, 0, s * -0.35] }),
          ];
        }),
      ]),
    ],
  },
  brute: {
    id: 'brute',
    description: 'Hulking horned brawler leaning forward, knuckles near the ground.',
    footprint: [0.8, 0.8],
    build: () => [
      ...baseParts(0.8, 0.8),
      ...mirrored((s) => [place(capsule(0.09, 0.14), 'body', { p: [s * 0.14, B + 0.16, -0.04] })]),
      place(sphere(0.3), 'body', { p: [0, 0.58, 0.03], s: [1.2, 1, 0.85], r: [0.35, 0, 0] }),
      place(sphere(0.1), 'body', { p: [0, 0.78, 0.25] }),
      place(box(0.12, 0.04, 0.04), 'trim', { p: [0, 0.73, 0.34] }),
      ...mirrored((s) => [
        place(cone(0.045, 0.24, 8), 'trim', { p: [s * 0.13, 0.92, 0.22], r: [0.2, 0, s * -0.9] }),
        place(cone(0.03, 0.1, 6), 'trim', { p: [s * 0.22, 1.02, 0.22], r: [0, 0, s * -0.2] }),
        arm(s, [0.32, 0.74, 0.05], 0.08, 0.38, 0.25, 0.12),
        place(sphere(0.1), 'body', { p: [s * 0.38, 0.27, 0.18] }),
      ]),
    ],
  },
  floater: {
    id: 'floater',
    description: 'Round hovering body with one big eye and spikes, on a flight stand.',
    footprint: [0.7, 0.7],
    build: () => [
      ...baseParts(0.7, 0.7),
      place(cylinder(0.02, 0.02, 0.45, 6), 'accent', { p: [0, B + 0.22, 0] }),
      place(sphere(0.3), 'body', { p: [0, 0.8, 0] }),
      place(sphere(0.13), 'trim', { p: [0, 0.84, 0.22], s: [1, 1, 0.7] }),
      place(sphere(0.06), 'eye', { p: [0, 0.84, 0.3] }),
      place(box(0.28, 0.05, 0.1), 'accent', { p: [0, 0.64, 0.22], r: [-0.3, 0, 0] }),
      ...[-0.6, 0, 0.6].map((a) => place(cone(0.06, 0.2, 8), 'trim', { p: [Math.sin(a) * 0.22, 1.08, -0.02], r: [0, 0, -a] })),
    ],
  },
  beast: {
    id: 'beast',
    description: 'Four-legged hound with a long body, snout, ears and tail.',
    footprint: [0.55, 0.9],
    build: () => [
      ...baseParts(0.55, 0.9),
      place(capsule(0.13, 0.34), 'body', { p: [0, 0.42, -0.02], r: [PI / 2, 0, 0] }),
      ...mirrored((s) => [
        place(capsule(0.045, 0.2), 'body', { p: [s * 0.09, B + 0.16, 0.2] }),
        place(capsule(0.05, 0.2), 'body', { p: [s * 0.09, B + 0.16, -0.24] }),
        place(cone(0.04, 0.1, 6), 'body', { p: [s * 0.06, 0.7, 0.3], r: [-0.2, 0, s * -0.3] }),
        place(sphere(0.018), 'eye', { p: [s * 0.05, 0.6, 0.43] }),
      ]),
      place(sphere(0.11), 'body', { p: [0, 0.58, 0.32] }),
      place(box(0.1, 0.08, 0.16), 'body', { p: [0, 0.54, 0.44] }),
      place(box(0.08, 0.02, 0.1), 'trim', { p: [0, 0.5, 0.48] }),
      place(cylinder(0.02, 0.04, 0.3, 6), 'body', { p: [0, 0.55, -0.42], r: [-0.7, 0, 0] }),
    ],
  },
  giant: {
    id: 'giant',
    description: 'Towering winged lord with a crown of horns: the biggest figure.',
    footprint: [1.1, 1.1],
    build: () => [
      ...baseParts(1.1, 1.1),
      ...humanoid({ hip: 0.62, legR: 0.1, chest: 0.27, torsoH: 0.58, headR: 0.13 }),
      ...mirrored((s) => [
        arm(s, [0.3, 1.12, 0], 0.075, 0.46, 0.35, 0.3),
        place(sphere(0.12), 'accent', { p: [s * 0.3, 1.15, 0], s: [1.2, 0.8, 1.1] }),
        // Wing: a flattened three-sided cone reads as a membrane from most angles.
        place(cone(0.4, 0.95, 3), 'accent', { p: [s * 0.46, 1.35, -0.2], r: [0.2, 0, s * -0.85], s: [1, 1, 0.12] }),
        place(cone(0.05, 0.32, 8), 'trim', { p: [s * 0.12, 1.6, 0], r: [0, 0, s * -0.5] }),
      ]),
      place(cone(0.04, 0.22, 8), 'trim', { p: [0, 1.63, 0.04] }),
      place(sphere(0.035), 'eye', { p: [0, 1.46, 0.12] }),
    ],
  },
  imp: {
    id: 'imp',
    description: 'Small thin horned figure with long arms, a tail and a hunch.',
    footprint: [0.48, 0.48],
    build: () => [
      ...baseParts(0.48, 0.48),
      ...humanoid({ hip: 0.28, legR: 0.035, chest: 0.09, torsoH: 0.22, headR: 0.085, lean: 0.35 }),
      ...mirrored((s) => [
        arm(s, [0.1, 0.46, 0.06], 0.03, 0.24, 0.9, 0.35),
        place(cone(0.025, 0.16, 6), 'trim', { p: [s * 0.07, 0.7, 0.08], r: [-0.3, 0, s * -0.45] }),
        place(sphere(0.016), 'eye', { p: [s * 0.035, 0.6, 0.19] }),
      ]),
      place(cylinder(0.01, 0.025, 0.34, 6), 'body', { p: [0, 0.3, -0.2], r: [-1.0, 0, 0] }),
      place(cone(0.04, 0.07, 4), 'body', { p: [0, 0.42, -0.35], r: [-1.0, 0, 0] }),
    ],
  },
  tank: {
    id: 'tank',
    description: 'Tracked war machine two spaces long: hull, treads, turret and gun.',
    footprint: [0.95, 1.85],
    build: () => [
      ...baseParts(0.95, 1.85),
      place(box(0.62, 0.22, 1.3), 'body', { p: [0, B + 0.2, 0] }),
      ...mirrored((s) => [place(box(0.16, 0.2, 1.45), 'accent', { p: [s * 0.36, B + 0.11, 0] })]),
      place(cylinder(0.22, 0.26, 0.18, 14), 'body', { p: [0, B + 0.4, -0.12] }),
      place(cylinder(0.045, 0.05, 0.8, 8), 'accent', { p: [0, B + 0.42, 0.4], r: [PI / 2, 0, 0] }),
      place(sphere(0.05), 'eye', { p: [0.14, B + 0.45, 0.06] }),
    ],
  },
  behemoth: {
    id: 'behemoth',
    description: 'Wide, fat multi-space monster with a gun arm on each side.',
    footprint: [1.7, 1.2],
    build: () => [
      ...baseParts(1.7, 1.2),
      ...mirrored((s) => [place(capsule(0.12, 0.14), 'body', { p: [s * 0.26, B + 0.19, 0] })]),
      place(sphere(0.5), 'body', { p: [0, 0.72, 0], s: [1.25, 0.9, 0.95] }),
      place(sphere(0.13), 'body', { p: [0, 1.17, 0.18] }),
      place(box(0.2, 0.05, 0.05), 'trim', { p: [0, 1.1, 0.3] }),
      ...mirrored((s) => [
        place(sphere(0.024), 'eye', { p: [s * 0.05, 1.21, 0.29] }),
        place(cylinder(0.1, 0.12, 0.55, 10), 'accent', { p: [s * 0.7, 0.72, 0.15], r: [PI / 2, 0, 0] }),
        place(sphere(0.13), 'body', { p: [s * 0.66, 0.78, -0.12] }),
      ]),
    ],
  },
  zombie: {
    id: 'zombie',
    description: 'Hunched shambler with its head low and both arms reaching forward.',
    footprint: [0.55, 0.55],
    build: () => [
      ...baseParts(0.55, 0.55),
      ...mirrored((s) => [place(capsule(0.055, 0.22), 'body', { p: [s * 0.08, B + 0.17, s * 0.04], r: [s * 0.15, 0, 0] })]),
      place(lathe([[0, 0], [0.09, 0], [0.13, 0.14], [0.15, 0.26], [0.08, 0.32], [0, 0.32]]), 'body', { p: [0, 0.36, 0], r: [0.65, 0, 0] }),
      place(sphere(0.085), 'body', { p: [0.03, 0.64, 0.28], r: [0, 0, 0.3] }),
      place(box(0.07, 0.03, 0.03), 'trim', { p: [0.03, 0.6, 0.36] }),
      ...mirrored((s) => [place(capsule(0.04, 0.26), 'body', { p: [s * 0.15, 0.56, 0.3], r: [PI / 2 - 0.15, 0, 0] })]),
    ],
  },
};

export const SILHOUETTE_IDS = Object.keys(SILHOUETTES) as SilhouetteId[];

export function isSilhouetteId(id: string): id is SilhouetteId {
  return Object.prototype.hasOwnProperty.call(SILHOUETTES, id);
}

export interface BuiltSilhouette {
  geometry: BufferGeometry;
  /** The role of each draw group of `geometry`, in order. */
  roles: Role[];
  /** Height of the top of the figure, for labels and badges. */
  height: number;
  footprint: [number, number];
}

const cache = new Map<SilhouetteId, BuiltSilhouette>();

/** The merged geometry of a silhouette, built once and shared by every figure that uses it. */
export function silhouetteGeometry(id: SilhouetteId): BuiltSilhouette {
  let built = cache.get(id);
  if (!built) {
    const spec = SILHOUETTES[id];
    const { geometry, roles } = mergeParts(spec.build());
    built = { geometry, roles, height: geometry.boundingBox!.max.y, footprint: spec.footprint };
    cache.set(id, built);
  }
  return built;
}
