/**
 * What a miniature is, as data: a game supplies one spec per unit type (its
 * base's size, outline and letter, and a sculpt made of painted parts), and
 * the kit builds it once into one geometry shared by every figure of that
 * type. See renderer/table/README.md, "Miniatures".
 */
import type { PaintedPart } from './bake';
import type { BaseSpec } from './base';

/** The games (and games to come) the kit has miniatures for. */
export type KitGame = 'planet-apocalypse' | 'doom' | 'reference' | 'apocalypse-risk' | 'repossession' | 'maximum-apocalypse';

export type MiniatureKind =
  | 'hero'
  | 'trooper'
  | 'minion'
  | 'demon'
  | 'lord'
  | 'marine'
  | 'survivor'
  | 'army'
  | 'apocalyte'
  | 'faction'
  | 'monster'
  | 'boss'
  | 'companion'
  | 'marker';

export interface MiniatureSpec {
  game: KitGame;
  kind: MiniatureKind;
  /** The unit's name, as the game calls it. */
  name: string;
  /** What to look for on the table: the silhouette cue. */
  description: string;
  /** Base width (x) and depth (z) in board units; multi-space figures have larger ones. */
  footprint: [number, number];
  base: BaseSpec;
  /** Everything standing on the base, facing +z, base top at BASE_TOP. */
  sculpt: () => PaintedPart[];
  /** Stackable pieces (armies): the height one piece adds to a stack. */
  stackStep?: number;
}

/** Typed identity for a game's table of specs: keeps the literal ids so boards get checked names. */
export function defineKit<K extends string>(kit: Record<K, MiniatureSpec>): Record<K, MiniatureSpec> {
  return kit;
}
