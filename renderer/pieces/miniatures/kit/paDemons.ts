/**
 * Planet Apocalypse's demons: the four minion circles, the Fourth Circle and
 * the Lords. Minions stand on hex bases, the Fourth Circle and the Lords on
 * octagons (no letter repeats within a base shape). Each reads by outline:
 * the larva a low worm, the gryllus a head on legs, the fiend a hunched
 * horned brute, the cacodemon a winged eye on a flight stand, the hellhound
 * a flaming dog, the catoblepas a buffalo with its head to the ground, and
 * the Lords giants: Baphomet the winged goat, Jabootu the many-armed
 * serpent, Procrustes the smith of the iron bed.
 */
import { arm, beast, body, flightStand, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { hammer, hornPair, wingPair } from '../props';
import { add, ball, block, limb, ring, rod, slab, spike, turned, type V3 } from '../shapes';
import { BASE_TOP } from '../base';
import { defineKit, type MiniatureSpec } from '../spec';

const MINION: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'planet-apocalypse', kind: 'minion' };
const FOURTH: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'planet-apocalypse', kind: 'demon' };
const LORD: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'planet-apocalypse', kind: 'lord' };
const B = BASE_TOP;

function larva(): PaintedPart[] {
  const parts: PaintedPart[] = [];
  // Segments shrinking to the tail, in an S curve along the ground.
  for (let i = 0; i < 6; i++) {
    const z = 0.2 - i * 0.085;
    const x = Math.sin(i * 0.9) * 0.06;
    parts.push(ball([x, B + 0.075 - i * 0.007, z], 0.085 - i * 0.009, 'team', [1.1, 0.8, 0.9]));
  }
  // The head rears up with a round mouth of teeth.
  parts.push(ball([0, B + 0.16, 0.26], 0.07, 'team'), ring([0, B + 0.18, 0.32], 0.04, 0.014, 'flesh', [0.5, 0, 0]));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    parts.push(spike([Math.cos(a) * 0.035, B + 0.18 + Math.sin(a) * 0.035, 0.33], [Math.cos(a) * 0.012, B + 0.18 + Math.sin(a) * 0.012, 0.37], 0.01, 'bone', 4));
  }
  return parts;
}

function gryllus(): PaintedPart[] {
  // A grotesque: a big face walking on spindly legs, no body.
  const head: V3 = [0, 0.42, 0];
  const parts: PaintedPart[] = [ball(head, 0.17, 'team', [1.1, 0.95, 0.9])];
  for (const s of [1, -1]) {
    parts.push(limb([s * 0.08, 0.3, 0], [s * 0.2, 0.2, 0.06], 0.028, 'teamDark'), limb([s * 0.2, 0.2, 0.06], [s * 0.14, B + 0.02, 0.1], 0.024, 'teamDark'));
    parts.push(ball([s * 0.06, 0.47, 0.14], 0.032, 'glow'), spike([s * 0.12, 0.55, 0], [s * 0.2, 0.68, -0.04], 0.03, 'bone'));
    // Little arms sprouting from the cheeks.
    parts.push(limb([s * 0.16, 0.38, 0.04], [s * 0.27, 0.45, 0.14], 0.018, 'team'), spike([s * 0.27, 0.45, 0.14], [s * 0.3, 0.5, 0.22], 0.014, 'bone', 4));
  }
  parts.push(block([0, 0.35, 0.14], [0.18, 0.04, 0.04], 'flesh'));
  return parts;
}

function fiend(): PaintedPart[] {
  const b = body({ height: 0.74, build: 1.3, crouch: 0.25, lean: 0.45, stance: 0.12, skin: 'team', legs: 'teamDark' });
  const l = reachTo(b, 0, [0.6, -0.7, 0.6], 1);
  const r = reachTo(b, 1, [-0.6, -0.7, 0.6], 1);
  return [
    ...b.parts,
    ...arm(b, 0, l, 'team', 'team'),
    ...arm(b, 1, r, 'team', 'team'),
    ...[0, 1, 2].flatMap((i) => [spike(l, add(l, [0.02 * i, -0.1, 0.08]), 0.012, 'bone', 4), spike(r, add(r, [-0.02 * i, -0.1, 0.08]), 0.012, 'bone', 4)]),
    ...hornPair(add(b.head, [b.headR * 0.6, b.headR * 0.5, 0]), [0.1, 0.1, -0.06], 0.022),
    // A ridge of spines down the hunched back.
    ...[0, 1, 2].map((i) => spike(add(b.back, [0, 0.08 - i * 0.07, 0.02]), add(b.back, [0, 0.14 - i * 0.07, -0.1]), 0.025, 'bone', 5)),
    ball(add(b.head, [0, -0.02, b.headR * 0.85]), 0.03, 'glow', [1.6, 0.5, 0.5]),
  ];
}

function paCacodemon(): PaintedPart[] {
  const c: V3 = [0, 0.62, 0];
  return [
    flightStand(0.5),
    ball(c, 0.16, 'team'),
    // One great eye and a wide mouth.
    ball(add(c, [0, 0.04, 0.13]), 0.06, 'glow'),
    ball(add(c, [0, 0.04, 0.17]), 0.025, 'cloth'),
    block(add(c, [0, -0.07, 0.13]), [0.18, 0.035, 0.06], 'flesh'),
    ...wingPair([0.1, 0.66, -0.06], [0.42, 0.82, -0.12], 0.2),
    ...hornPair([0.06, 0.75, 0], [0.05, 0.12, 0], 0.018),
  ];
}

function hellhound(): PaintedPart[] {
  const b = beast({ length: 0.62, height: 0.42, girth: 0.1, headR: 0.08, neck: 0.1, headDrop: 0.08, tail: 0.18 });
  return [
    ...b.parts,
    // Long snapping jaw and a mane of flame over the shoulders.
    slab(add(b.head, [0, -0.02, 0.02]), add(b.head, [0, -0.04, 0.15]), 0.08, 0.04, 'team'),
    slab(add(b.head, [0, -0.06, 0.02]), add(b.head, [0, -0.09, 0.13]), 0.07, 0.03, 'flesh'),
    ball(add(b.head, [0.035, 0.02, 0.06]), 0.016, 'glow'),
    ball(add(b.head, [-0.035, 0.02, 0.06]), 0.016, 'glow'),
    ...[0, 1, 2, 3].map((i) => spike(add(b.withers, [(i % 2 ? 1 : -1) * 0.03, -0.02, -i * 0.06]), add(b.withers, [(i % 2 ? 1 : -1) * 0.04, 0.16 - i * 0.03, -i * 0.06 - 0.08]), 0.04, 'fire', 6)),
    spike(add(b.head, [0.04, 0.05, -0.02]), add(b.head, [0.06, 0.13, -0.06]), 0.02, 'team', 4),
    spike(add(b.head, [-0.04, 0.05, -0.02]), add(b.head, [-0.06, 0.13, -0.06]), 0.02, 'team', 4),
  ];
}

function catoblepas(): PaintedPart[] {
  const b = beast({ length: 0.95, height: 0.5, girth: 0.17, headR: 0.1, neck: 0.16, headDrop: -0.22, legR: 0.05, tail: 0.22 });
  return [
    ...b.parts,
    // A heavy hump, and the head hung low to the ground on its thick neck.
    ball(add(b.withers, [0, -0.04, -0.04]), 0.16, 'team', [1, 0.8, 1.2]),
    ...hornPair(add(b.head, [0.06, 0.04, 0]), [0.14, 0.02, 0.08], 0.03),
    ball(add(b.head, [0, -0.05, 0.08]), 0.06, 'teamDark'),
    ...[0, 1, 2].map((i) => ball(add(b.rump, [0, 0.02, 0.12 + i * 0.1]), 0.05, 'bone', [1, 0.6, 1])),
  ];
}

function baphomet(): PaintedPart[] {
  const b = body({ height: 0.95, build: 1.35, stance: 0.14, coat: { length: 0.14, flare: 0.24, paint: 'cloth' } });
  const raised = reachTo(b, 0, [0.3, 1, 0.2], 1);
  const pointing = reachTo(b, 1, [-0.4, -0.8, 0.4], 1);
  return [
    ...b.parts,
    // Goat head: snout forward, huge ram horns curling out.
    ball(add(b.head, [0, -0.03, b.headR * 0.7]), b.headR * 0.7, 'team', [0.8, 0.8, 1.3]),
    ...hornPair(add(b.head, [b.headR * 0.7, b.headR * 0.6, -0.02]), [0.24, 0.16, -0.12], 0.035),
    ball(add(b.head, [0, b.headR * 1.2, 0]), 0.028, 'fire'),
    ...wingPair(add(b.back, [0.06, 0.12, -0.02]), [0.6, 1.12, -0.2], 0.34),
    ...arm(b, 0, raised, 'team', 'team'),
    ...arm(b, 1, pointing, 'team', 'team'),
    spike(raised, add(raised, [0, 0.12, 0]), 0.03, 'fire', 6),
  ];
}

function jabootu(): PaintedPart[] {
  // A serpent body coiled on the base rising into a torso with four arms.
  const parts: PaintedPart[] = [];
  for (let i = 0; i < 8; i++) {
    const a = i * 0.85;
    const r = 0.28 - i * 0.015;
    parts.push(ball([Math.cos(a) * r, B + 0.07 + i * 0.012, Math.sin(a) * r * 0.8], 0.085 - i * 0.003, i % 2 ? 'team' : 'teamDark', [1.2, 0.8, 1.2]));
  }
  const waist: V3 = [0, B + 0.1, 0];
  const chest: V3 = [0, 0.78, 0.02];
  parts.push(rod(waist, chest, 0.12, 'team', 0.15), ball(chest, 0.15, 'team', [1.3, 1, 0.9]));
  const head: V3 = [0, 1.0, 0.04];
  parts.push(ball(head, 0.09, 'team'), ball(add(head, [0.035, 0.01, 0.08]), 0.018, 'glow'), ball(add(head, [-0.035, 0.01, 0.08]), 0.018, 'glow'));
  // A cobra hood behind the head.
  parts.push(ball(add(head, [0, -0.02, -0.05]), 0.17, 'teamDark', [1.3, 1.1, 0.3]));
  for (const s of [1, -1]) {
    for (const [y, up] of [[0.86, 0.3], [0.7, -0.1]] as const) {
      const sh: V3 = [s * 0.17, y, 0.02];
      const el: V3 = [s * 0.34, y + up * 0.4, 0.08];
      const hand: V3 = [s * 0.42, y + up, 0.14];
      parts.push(limb(sh, el, 0.035, 'team'), limb(el, hand, 0.03, 'team'), spike(hand, add(hand, [s * 0.04, 0.1, 0.04]), 0.03, 'bone', 5));
    }
  }
  return parts;
}

function procrustes(): PaintedPart[] {
  const b = body({ height: 1.0, build: 1.5, stance: 0.16, coat: { length: 0.12, flare: 0.22, paint: 'leather' } });
  const grip = reachTo(b, 0, [0.5, -0.5, 0.6], 0.95);
  return [
    ...b.parts,
    ...helmet(b),
    // The smith's great hammer held out, and the iron bed carried upright at his side.
    ...arm(b, 0, grip, 'team', 'team'),
    ...hammer(add(grip, [-0.05, -0.15, -0.05]), add(grip, [0.1, 0.3, 0.1]), 0.11, 'gunmetal'),
    ...arm(b, 1, [-0.38, 0.5, 0.04], 'team', 'team'),
    slab([-0.46, B, -0.12], [-0.46, 1.0, -0.12], 0.03, 0.03, 'gunmetal'),
    slab([-0.46, B, 0.16], [-0.46, 1.0, 0.16], 0.03, 0.03, 'gunmetal'),
    ...[0.25, 0.45, 0.65, 0.85].map((y) => slab([-0.46, y, -0.13], [-0.46, y, 0.17], 0.02, 0.02, 'metal')),
    ball(add(b.chest, [0, 0, 0.02]), 0.06, 'leather', [1.6, 1.4, 0.5]),
  ];
}

/** Procrustes' iron mask: a flat-topped bucket helm with a glowing slit. */
function helmet(b: ReturnType<typeof body>): PaintedPart[] {
  return [
    turned(add(b.head, [0, -b.headR * 1.1, 0]), [[0, 0], [b.headR * 1.15, 0], [b.headR * 1.1, b.headR * 2.3], [0, b.headR * 2.3]], 'gunmetal'),
    block(add(b.head, [0, 0, b.headR * 1.1]), [b.headR * 1.4, 0.02, 0.02], 'fire'),
  ];
}

export const PA_DEMONS = defineKit({
  'pa-larva': { ...MINION, name: 'Larva', description: 'A fat worm crawling low in an S curve, its toothed mouth rearing.', footprint: [0.6, 0.7], base: { shape: 'hex', letter: 'L', letterAt: 0.85 }, sculpt: larva },
  'pa-gryllus': { ...MINION, name: 'Gryllus', description: 'A huge horned face walking on spindly legs, little arms from its cheeks.', footprint: [0.6, 0.6], base: { shape: 'hex', letter: 'G' }, sculpt: gryllus },
  'pa-fiend': { ...MINION, name: 'Fiend', description: 'Hunched horned brute with long clawed arms and a spined back.', footprint: [0.7, 0.7], base: { shape: 'hex', letter: 'F' }, sculpt: fiend },
  'pa-cacodemon': { ...MINION, name: 'Cacodemon', description: 'A one-eyed ball on bat wings, hovering on a flight stand.', footprint: [0.62, 0.62], base: { shape: 'hex', letter: 'C' }, sculpt: paCacodemon },
  'pa-hellhound': { ...FOURTH, name: 'Hellhound', description: 'A lean dog with a snapping jaw and a mane of fire.', footprint: [0.55, 0.9], base: { shape: 'octagon', letter: 'H', letterAt: 0.9 }, sculpt: hellhound },
  'pa-catoblepas': { ...FOURTH, name: 'Catoblepas', description: 'A humped buffalo with its heavy horned head hung to the ground.', footprint: [1.1, 1.5], base: { shape: 'octagon', letter: 'C', letterAt: 0.95 }, sculpt: catoblepas },
  'pa-baphomet': { ...LORD, name: 'Baphomet', description: 'Winged goat-headed giant with ram horns, a flame in its raised hand.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'B' }, sculpt: baphomet },
  'pa-jabootu': { ...LORD, name: 'Jabootu', description: 'Four-armed serpent: a coiled tail rising into a hooded torso.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'J' }, sculpt: jabootu },
  'pa-procrustes': { ...LORD, name: 'Procrustes', description: 'Giant smith in an iron helm, a great hammer in one hand and his iron bed at his side.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'P' }, sculpt: procrustes },
});
