/**
 * Shared three.js resources for dice: one material (with its atlas texture)
 * per die definition and style, one geometry per kind, and one InstancedMesh
 * per definition in a throw. Twelve dice of four definitions are four draw
 * calls, and a second throw of the same dice reuses every texture.
 */
import { CanvasTexture, InstancedMesh, LinearMipmapLinearFilter, MeshStandardMaterial, SRGBColorSpace } from 'three';
import type { DieDef } from '../../core/engine/types';
import { dieGeometry } from './diceGeometry';
import type { FaceStyle } from './faceContent';
import { dieAtlasCanvas } from './faceTextures';
import { kindOfDie } from './faces';

const materials = new Map<string, MeshStandardMaterial>();

/** Cache key: everything that changes the printed atlas. */
export function materialKey(die: DieDef, style: FaceStyle = {}): string {
  return JSON.stringify([die.id, die.color ?? null, die.faces, !!style.pips]);
}

/** The (cached) material of a die definition: its atlas as the colour map, a little satin sheen. */
export function dieMaterial(die: DieDef, style: FaceStyle = {}): MeshStandardMaterial {
  const key = materialKey(die, style);
  let m = materials.get(key);
  if (!m) {
    const texture = new CanvasTexture(dieAtlasCanvas(die, style));
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    texture.minFilter = LinearMipmapLinearFilter;
    m = new MeshStandardMaterial({ map: texture, roughness: 0.45, metalness: 0.05 });
    m.name = `die:${die.id}`;
    materials.set(key, m);
  }
  return m;
}

/** Number of cached materials (for tests and the bench's draw-call notes). */
export const cachedMaterialCount = (): number => materials.size;

/** A group of dice of one definition in a throw: which throw indices it draws. */
export interface DiceGroup {
  die: DieDef;
  /** Indices into the throw's rolls, in instance order. */
  indices: number[];
}

/** Groups a throw's dice by definition, keeping first-seen order. */
export function groupDice(dieIds: readonly string[], dice: Readonly<Record<string, DieDef>>): DiceGroup[] {
  const groups = new Map<string, DiceGroup>();
  dieIds.forEach((id, i) => {
    const die = dice[id];
    if (!die) throw new Error(`The throw names a die "${id}" it has no definition for.`);
    let g = groups.get(id);
    if (!g) {
      g = { die, indices: [] };
      groups.set(id, g);
    }
    g.indices.push(i);
  });
  return [...groups.values()];
}

/** One InstancedMesh for a group: shared geometry and material, one instance per die. */
export function groupMesh(group: DiceGroup, style: FaceStyle = {}): InstancedMesh {
  const mesh = new InstancedMesh(dieGeometry(kindOfDie(group.die)), dieMaterial(group.die, style), group.indices.length);
  mesh.name = `dice:${group.die.id}`;
  // Dice move every frame of a throw; the bounding sphere of the instances would go stale.
  mesh.frustumCulled = false;
  return mesh;
}
