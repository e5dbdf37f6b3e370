/**
 * The miniature kit's registry: every id, its spec, and its geometry built
 * once (base + sculpt baked into one geometry) and shared by every figure of
 * that type.
 */
import type { BufferGeometry } from 'three';
import { bakeParts } from './bake';
import { baseParts } from './base';
import { MINIATURES, type MiniatureId } from './kit';
import type { KitGame, MiniatureSpec } from './spec';

export { MINIATURES, type MiniatureId };

export const MINIATURE_IDS = Object.keys(MINIATURES) as MiniatureId[];

export function isMiniatureId(id: string): id is MiniatureId {
  return Object.prototype.hasOwnProperty.call(MINIATURES, id);
}

export function miniatureSpec(id: MiniatureId): MiniatureSpec {
  return MINIATURES[id];
}

/** The kit's ids for one game, in the order the kit lists them. */
export function miniaturesOf(game: KitGame): MiniatureId[] {
  return MINIATURE_IDS.filter((id) => MINIATURES[id].game === game);
}

export interface BuiltMiniature {
  geometry: BufferGeometry;
  /** Top of the figure (labels and badges go above it). */
  height: number;
  footprint: [number, number];
}

const cache = new Map<string, BuiltMiniature>();

/** Base and sculpt as one baked geometry; `withBase: false` leaves the base out (for measuring the sculpt alone). */
export function miniatureGeometry(id: MiniatureId, withBase = true): BuiltMiniature {
  const key = withBase ? id : `${id}:bare`;
  let built = cache.get(key);
  if (!built) {
    const spec = MINIATURES[id];
    const [w, d] = spec.footprint;
    const geometry = bakeParts([...(withBase ? baseParts(w, d, spec.base) : []), ...spec.sculpt()]);
    built = { geometry, height: geometry.boundingBox!.max.y, footprint: spec.footprint };
    cache.set(key, built);
  }
  return built;
}
