/**
 * Tokens (discs, cubes, hex counters) drawn with instancing: every token of
 * one shape is one instance of one InstancedMesh, with its colour per
 * instance, so a hundred tokens cost a few draw calls. A stack shows up to
 * MAX_VISIBLE_STACK pieces and a count label; a token's letter is a decal on
 * its top, instanced per letter, so colour is never the only cue.
 */
import { BoxGeometry, Color, CylinderGeometry, InstancedMesh, Matrix4, MeshBasicMaterial, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3, type Texture } from 'three';
import { textOn, type TokenShape } from '../lib/palette';

export type { TokenShape };

export interface TokenSpec {
  id: string;
  shape: TokenShape;
  colour: string;
  /** Where the stack stands on the table (y is the surface it stands on). */
  position: [number, number, number];
  /** How many tokens the stack holds (default 1). */
  count?: number;
  /** A letter or digit printed on the top token. */
  letter?: string;
  /** Turn about the vertical axis, radians. */
  rotation?: number;
}

export const TOKEN_SHAPES: readonly TokenShape[] = ['disc', 'cube', 'hex'];
export const MAX_VISIBLE_STACK = 5;

/** Size of each shape: footprint radius (or half side) and thickness. */
export const TOKEN_SIZE: Record<TokenShape, { radius: number; thickness: number }> = {
  disc: { radius: 0.2, thickness: 0.06 },
  cube: { radius: 0.13, thickness: 0.26 },
  hex: { radius: 0.24, thickness: 0.07 },
};

export interface InstanceGroup {
  matrices: Matrix4[];
  colours: Color[];
  /** The token each instance belongs to, for picking by instanceId. */
  tokenIds: string[];
}

export interface TokenLayout {
  bodies: Map<TokenShape, InstanceGroup>;
  letters: Map<string, InstanceGroup>;
  /** Stacks of more than one token: where their count label goes. */
  counts: { tokenId: string; text: string; position: [number, number, number] }[];
}

const UP = new Vector3(0, 1, 0);
const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2);

function group(map: Map<string, InstanceGroup>, key: string): InstanceGroup {
  let g = map.get(key);
  if (!g) map.set(key, (g = { matrices: [], colours: [], tokenIds: [] }));
  return g;
}

/** Where every instance goes: pure, so it can be tested without a GPU. */
export function layoutTokens(tokens: readonly TokenSpec[]): TokenLayout {
  const bodies = new Map<TokenShape, InstanceGroup>();
  const letters = new Map<string, InstanceGroup>();
  const counts: TokenLayout['counts'] = [];
  for (const t of tokens) {
    const count = Math.max(1, Math.floor(t.count ?? 1));
    const shown = Math.min(count, MAX_VISIBLE_STACK);
    const { radius, thickness } = TOKEN_SIZE[t.shape];
    const turn = new Quaternion().setFromAxisAngle(UP, t.rotation ?? 0);
    const colour = new Color(t.colour);
    const g = group(bodies as Map<string, InstanceGroup>, t.shape);
    const [x, y, z] = t.position;
    for (let i = 0; i < shown; i++) {
      // Stacked pieces sit a hair apart and slightly askew, like real counters.
      const jitter = i === 0 ? 0 : ((i * 37) % 7 - 3) * 0.004;
      g.matrices.push(new Matrix4().compose(new Vector3(x + jitter, y + thickness * (i + 0.5) + i * 0.002, z - jitter), turn, new Vector3(1, 1, 1)));
      g.colours.push(colour.clone());
      g.tokenIds.push(t.id);
    }
    const top = y + shown * (thickness + 0.002);
    if (t.letter) {
      const lg = group(letters, t.letter);
      const size = radius * 1.3;
      lg.matrices.push(new Matrix4().compose(new Vector3(x, top + 0.002, z), turn.clone().multiply(FLAT), new Vector3(size, size, 1)));
      lg.colours.push(new Color(textOn(t.colour)));
      lg.tokenIds.push(t.id);
    }
    if (count > 1) counts.push({ tokenId: t.id, text: `×${count}`, position: [x + radius * 0.9, top + 0.12, z + radius * 0.9] });
  }
  return { bodies, letters, counts };
}

let geometries: Record<TokenShape, CylinderGeometry | BoxGeometry> | null = null;
let decalGeometry: PlaneGeometry | null = null;
let bodyMaterial: MeshStandardMaterial | null = null;

/** One geometry per shape, shared by every token mesh; the origin is the token's centre. */
export function tokenGeometry(shape: TokenShape): CylinderGeometry | BoxGeometry {
  geometries ??= {
    disc: new CylinderGeometry(TOKEN_SIZE.disc.radius, TOKEN_SIZE.disc.radius, TOKEN_SIZE.disc.thickness, 24),
    cube: new BoxGeometry(TOKEN_SIZE.cube.radius * 2, TOKEN_SIZE.cube.thickness, TOKEN_SIZE.cube.radius * 2),
    hex: new CylinderGeometry(TOKEN_SIZE.hex.radius, TOKEN_SIZE.hex.radius, TOKEN_SIZE.hex.thickness, 6),
  };
  return geometries[shape];
}

/** White material: the per-instance colour gives each token its colour. */
function tokenMaterial(): MeshStandardMaterial {
  bodyMaterial ??= new MeshStandardMaterial({ color: '#ffffff', roughness: 0.55, metalness: 0.05 });
  return bodyMaterial;
}

const decalMaterials = new Map<Texture, MeshBasicMaterial>();

function decalMaterial(texture: Texture): MeshBasicMaterial {
  let m = decalMaterials.get(texture);
  if (!m) {
    m = new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 });
    decalMaterials.set(texture, m);
  }
  return m;
}

function instanced(geometry: CylinderGeometry | BoxGeometry | PlaneGeometry, material: MeshStandardMaterial | MeshBasicMaterial, g: InstanceGroup): InstancedMesh {
  const mesh = new InstancedMesh(geometry, material, g.matrices.length);
  g.matrices.forEach((m, i) => mesh.setMatrixAt(i, m));
  g.colours.forEach((c, i) => mesh.setColorAt(i, c));
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
  mesh.userData.tokenIds = g.tokenIds;
  // Where each instance rests; tokenMotion.ts offsets from these while a token slides.
  mesh.userData.restMatrices = g.matrices;
  return mesh;
}

export interface TokenMeshes {
  /** One InstancedMesh per shape in use. */
  bodies: InstancedMesh[];
  /** One InstancedMesh per letter in use (empty when no letter texture is given). */
  letters: InstancedMesh[];
  counts: TokenLayout['counts'];
  dispose(): void;
}

/**
 * Builds the instanced meshes for a set of tokens. `letterTexture` draws a
 * letter in white on a clear background (the instance colour tints it).
 */
export function tokenMeshes(tokens: readonly TokenSpec[], letterTexture?: (letter: string) => Texture): TokenMeshes {
  const layout = layoutTokens(tokens);
  const bodies = [...layout.bodies].map(([shape, g]) => {
    const mesh = instanced(tokenGeometry(shape), tokenMaterial(), g);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    mesh.name = `tokens:${shape}`;
    return mesh;
  });
  const letters = letterTexture
    ? [...layout.letters].map(([letter, g]) => {
        decalGeometry ??= new PlaneGeometry(1, 1);
        const mesh = instanced(decalGeometry, decalMaterial(letterTexture(letter)), g);
        mesh.name = `token-letters:${letter}`;
        return mesh;
      })
    : [];
  return {
    bodies,
    letters,
    counts: layout.counts,
    // Geometries and materials are shared; only the per-instance buffers belong to these meshes.
    dispose: () => [...bodies, ...letters].forEach((m) => m.dispose()),
  };
}

/** The token under the pointer, from an InstancedMesh hit. */
export function tokenIdAt(mesh: InstancedMesh, instanceId: number | undefined): string | null {
  const ids = mesh.userData.tokenIds as string[] | undefined;
  return instanceId === undefined || !ids ? null : (ids[instanceId] ?? null);
}
