/**
 * How each tile type looks on the table: the ground's colour, a second
 * colour for its painted detail, and the low-poly props that stand on it
 * (TileProps.tsx builds them), so a forest reads as trees and a gas station
 * as pumps from across the table before anyone reads the name. Every type in
 * content/tiles.ts has a look (the test checks); unknown types get a plain one.
 */
import type { ScavengeColor } from '../../../core/games/maximum-apocalypse/content/types';

export type PropKind =
  | 'van' | 'pump' | 'building' | 'tree' | 'fence' | 'cross' | 'tower' | 'tent' | 'car'
  | 'grave' | 'rock' | 'mill' | 'water' | 'crate' | 'torii' | 'wreck' | 'boat' | 'crop';

export interface TileLook {
  ground: string;
  detail: string;
  /** Props at the back of the tile, left to right. */
  props: PropKind[];
}

const LOOKS: Record<string, TileLook> = {
  van: { ground: '#6d6a63', detail: '#d8c25a', props: ['van'] },
  'gas-station': { ground: '#5f5a55', detail: '#c9463d', props: ['pump', 'building'] },
  'police-station': { ground: '#55606b', detail: '#3d6fc9', props: ['building', 'car'] },
  forest: { ground: '#35522c', detail: '#5b7a3a', props: ['tree', 'tree', 'tree'] },
  'open-field': { ground: '#8a8a4a', detail: '#a6a35c', props: ['fence', 'rock'] },
  hospital: { ground: '#7d8286', detail: '#e8e8e8', props: ['building', 'cross'] },
  'bandit-camp': { ground: '#6b4e34', detail: '#a0522d', props: ['tent', 'crate', 'tent'] },
  farm: { ground: '#7a6a3a', detail: '#c8b04a', props: ['crop', 'building'] },
  supermarket: { ground: '#6a6660', detail: '#4aa3c8', props: ['building', 'car'] },
  junkyard: { ground: '#5a4a3c', detail: '#8a7a66', props: ['wreck', 'crate', 'wreck'] },
  swamp: { ground: '#3d4a33', detail: '#4d6a5a', props: ['water', 'tree'] },
  graveyard: { ground: '#4a4d45', detail: '#8d8f86', props: ['grave', 'grave', 'tree'] },
  church: { ground: '#6b665c', detail: '#d9d2bf', props: ['building', 'cross'] },
  manor: { ground: '#4f4a3f', detail: '#7d5a3a', props: ['building', 'tree'] },
  crypt: { ground: '#3f3d44', detail: '#6e6a7a', props: ['grave', 'building'] },
  village: { ground: '#6e6547', detail: '#a8744a', props: ['building', 'building', 'tree'] },
  windmill: { ground: '#7b7645', detail: '#c9b98a', props: ['mill', 'crop'] },
  catacombs: { ground: '#3e3832', detail: '#8a7d66', props: ['rock', 'grave', 'rock'] },
  'bell-tower': { ground: '#5e5a52', detail: '#b49a5a', props: ['tower', 'tree'] },
  shrine: { ground: '#4f5a40', detail: '#c0392b', props: ['torii', 'rock'] },
  temple: { ground: '#5a5040', detail: '#c0392b', props: ['building', 'torii'] },
  'crash-site': { ground: '#4a4038', detail: '#d35400', props: ['wreck', 'rock'] },
  lighthouse: { ground: '#4d5d66', detail: '#e8e1c8', props: ['tower', 'water'] },
  harbor: { ground: '#46525a', detail: '#2f6f9c', props: ['water', 'boat', 'crate'] },
};

const PLAIN: TileLook = { ground: '#5a5a55', detail: '#8a8a80', props: ['rock'] };

export function tileLook(type: string): TileLook {
  return LOOKS[type] ?? PLAIN;
}

export function hasLook(type: string): boolean {
  return type in LOOKS;
}

/** The scavenge icons' colours and letters (the legend's B, G, R), so the colour is never the only cue. */
export const SCAVENGE_LOOK: Record<ScavengeColor, { colour: string; letter: string; name: string }> = {
  blue: { colour: '#2f6fd6', letter: 'B', name: 'Blue' },
  green: { colour: '#3a9a3a', letter: 'G', name: 'Green' },
  red: { colour: '#c43a2f', letter: 'R', name: 'Red' },
};

/** A face-down tile's back. */
export const TILE_BACK = { ground: '#2a2622', detail: '#b5651d' };

/**
 * Where a tile's props stand across its back row (offsets in half sides):
 * from beside the spawn number up to the first scavenge icon, which takes
 * more room the more icons the tile prints.
 */
export function propSlots(count: number, icons: number): number[] {
  const from = -0.36;
  const to = Math.max(from, 0.8 - 0.36 * icons);
  if (count <= 1) return [(from + Math.min(to, from + 0.5)) / 2];
  const step = Math.min(0.26, (to - from) / (count - 1));
  return Array.from({ length: count }, (_, i) => from + step * i);
}
