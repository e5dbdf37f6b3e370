/**
 * Where everything of Planet Repossession Force lies on the table, in table
 * units (x to the east, z to the south, one tile = one unit): the 10x10
 * board with a gap between the quadrants, the Start Zones one row off the
 * north (Gaia) and south (Xanadu) edges, and the twelve piles in two columns
 * each side of the board (Support piles west, enemy piles east, Tier 1 to 3
 * from north to south). Pure, so it is tested without a canvas.
 */
import { HALF, PAD_BY_ID, SIZE, TILES, TILE_BY_ID } from '../../../core/games/repossession/content/board';
import type { DeckId } from '../../../core/games/repossession/content/types';

/** Width of the gap between quadrants: wide enough to read as a break from the overview. */
export const GAP = 0.34;
export const TILE = 0.92;
export const TILE_HEIGHT = 0.12;
/** A Tier 3 tile stands a little higher: the centre of the board reads as the goal. */
export const TIER3_EXTRA = 0.06;
/** The Start Zones sit this far beyond the edge tile's centre. */
const PAD_OFFSET = 1.25;

export const CARD_WIDTH = 0.72;
export const CARD_DEPTH = CARD_WIDTH * 1.4;

/** One axis: grid index to table coordinate, with the gap between 4 and 5. */
export function axis(i: number): number {
  return i - (SIZE - 1) / 2 + (i < HALF ? -GAP / 2 : GAP / 2);
}

export function tileTop(tier: number): number {
  return TILE_HEIGHT + (tier === 3 ? TIER3_EXTRA : 0);
}

/** Centre of a tile's top face, by tile id. */
export function tileCentre(id: string): [number, number, number] {
  const t = TILE_BY_ID[id];
  if (!t) throw new Error(`No tile ${id}`);
  return [axis(t.x), tileTop(t.tier), axis(t.y)];
}

/** Centre of a Start Zone pad (on the table). */
export function padCentre(id: string): [number, number, number] {
  const p = PAD_BY_ID[id];
  if (!p) throw new Error(`No Start Zone ${id}`);
  const edge = p.y < 0 ? axis(0) - PAD_OFFSET : axis(SIZE - 1) + PAD_OFFSET;
  return [axis(p.x), 0.03, edge];
}

/** Half the board's extent along an axis, tiles only. */
export const BOARD_HALF = axis(SIZE - 1) + TILE / 2;

const PILE_COLUMNS: Record<DeckId, number> = { supplies: -2, settlements: -1, creatures: 1, raids: 2 };

/** Centre of a pile (deck, tier) beside the board. */
export function pileCentre(deck: DeckId, tier: 1 | 2 | 3): [number, number, number] {
  const col = PILE_COLUMNS[deck];
  const out = BOARD_HALF + 0.3 + CARD_WIDTH / 2 + (Math.abs(col) - 1) * (CARD_WIDTH + 0.22);
  return [Math.sign(col) * out, 0, (tier - 2) * (CARD_DEPTH + 0.5)];
}

/** The table area the board, pads and piles take (width, depth), for the camera and the dice tray. */
export function tableArea(): [number, number] {
  const [px] = pileCentre('raids', 1);
  const [, , pz] = padCentre('xanadu-1');
  return [2 * (px + CARD_WIDTH / 2 + 0.3), 2 * (pz + 0.7)];
}

/**
 * Where the pieces on one tile stand: up to two players side by side on the
 * south half (facing the camera), the faction token stack in the north-east
 * corner so it never hides under a figure.
 */
export function figureSpot(id: string, index: number, count: number): [number, number, number] {
  const [x, y, z] = tileCentre(id);
  const dx = count <= 1 ? 0 : (index - (count - 1) / 2) * 0.36;
  return [x + dx, y, z + 0.12];
}

export function padSpot(id: string, index: number, count: number): [number, number, number] {
  const [x, y, z] = padCentre(id);
  const dx = count <= 1 ? 0 : (index - (count - 1) / 2) * 0.34;
  return [x + dx, y + 0.04, z];
}

export function tokenSpot(id: string): [number, number, number] {
  const [x, y, z] = tileCentre(id);
  return [x + 0.24, y, z - 0.24];
}

export const ALL_TILE_IDS: readonly string[] = TILES.map((t) => t.id);
