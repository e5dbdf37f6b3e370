/**
 * The 10x10 board. The rulebook shows it only as pictures the text lost, so
 * the layout is ours (ASSUMPTIONS.md "Board"): four 5x5 quadrants with gaps
 * between them, each quadrant the mirror image of its neighbours so that no
 * seat or faction has a better map. Each quadrant's inner corner (the centre
 * of the board) holds its Tier 3 Raid, locked behind the three Tier 3
 * Creatures around it; Tier 2 lies in the middle ring, Tier 1 on the outside
 * toward the factions' Start Zones. Gaia drops in from the north edge,
 * Xanadu from the south.
 */
import type { DeckId, Quadrant, StartPadDef, Tier, TileDef } from './types';

export const SIZE = 10;
export const HALF = 5;

/**
 * The north-west quadrant, row by row from the north edge; (4,4) is the
 * board's centre corner. Letter = deck (S Supplies, E Settlements,
 * C Creatures, R Raids), digit = Tier. The others are its mirror images.
 */
export const QUADRANT_LAYOUT: readonly string[] = [
  'C1 S1 E1 S1 C1',
  'E1 R1 C1 E1 S2',
  'S1 S1 R2 E2 C2',
  'C1 R1 S2 C3 C3',
  'E1 E2 C2 C3 R3',
];

const DECK_OF: Record<string, DeckId> = { S: 'supplies', E: 'settlements', C: 'creatures', R: 'raids' };

/** Start pads touch these columns of the faction's own edge (mirrored into the other quadrant). */
export const PAD_COLUMNS: readonly number[] = [1, 3, 6, 8];

export function columnLetter(x: number): string {
  return String.fromCharCode(65 + x);
}

export function tileIdAt(x: number, y: number): string {
  return `${columnLetter(x)}${y + 1}`;
}

export function quadrantOf(x: number, y: number): Quadrant {
  return `${y < HALF ? 'n' : 's'}${x < HALF ? 'w' : 'e'}` as Quadrant;
}

function buildTiles(): TileDef[] {
  const tiles: TileDef[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      // Fold every cell onto the north-west quadrant.
      const lx = x < HALF ? x : SIZE - 1 - x;
      const ly = y < HALF ? y : SIZE - 1 - y;
      const code = QUADRANT_LAYOUT[ly]!.split(' ')[lx]!;
      tiles.push({
        id: tileIdAt(x, y), index: y * SIZE + x, x, y, quadrant: quadrantOf(x, y),
        deck: DECK_OF[code[0]!]!, tier: Number(code[1]) as Tier,
      });
    }
  }
  return tiles;
}

export const TILES: readonly TileDef[] = buildTiles();

export const TILE_BY_ID: Readonly<Record<string, TileDef>> = Object.fromEntries(TILES.map((t) => [t.id, t]));

function buildPads(): StartPadDef[] {
  const pads: StartPadDef[] = [];
  PAD_COLUMNS.forEach((x, i) => {
    pads.push({ id: `gaia-${i + 1}`, name: `Gaia Drop Zone ${i + 1}`, faction: 'gaia', tile: x, x, y: -1 });
    pads.push({ id: `xanadu-${i + 1}`, name: `Xanadu Drop Zone ${i + 1}`, faction: 'xanadu', tile: (SIZE - 1) * SIZE + x, x, y: SIZE });
  });
  return pads;
}

export const START_PADS: readonly StartPadDef[] = buildPads();

export const PAD_BY_ID: Readonly<Record<string, StartPadDef>> = Object.fromEntries(START_PADS.map((p) => [p.id, p]));

/** True when two orthogonal neighbours lie in different quadrants: the step crosses a gap. */
export function crossesGap(a: number, b: number): boolean {
  return TILES[a]!.quadrant !== TILES[b]!.quadrant;
}

/** Orthogonal neighbours (the rulebook allows no diagonal moves), including those across a gap. */
export const NEIGHBOURS: readonly (readonly number[])[] = TILES.map((t) => {
  const out: number[] = [];
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    const x = t.x + dx;
    const y = t.y + dy;
    if (x >= 0 && x < SIZE && y >= 0 && y < SIZE) out.push(y * SIZE + x);
  }
  return out;
});

/** Faction tokens a conquered tile holds (Conquering): 1 for Tier 1 and 2, 3 for a Tier 3 Creature, 5 for a Tier 3 Raid. */
export function tileValue(t: TileDef): number {
  if (t.tier < 3) return 1;
  return t.deck === 'raids' ? 5 : t.deck === 'creatures' ? 3 : 1;
}

const GUARDS: Readonly<Record<Quadrant, number[]>> = (() => {
  const out = {} as Record<Quadrant, number[]>;
  for (const q of ['nw', 'ne', 'sw', 'se'] as const) out[q] = TILES.filter((t) => t.quadrant === q && t.tier === 3 && t.deck === 'creatures').map((t) => t.index);
  return out;
})();

/** The Tier 3 Creatures around a quadrant's Tier 3 Raid: defeating all three unlocks it. */
export function guardsOf(raid: number): number[] {
  return GUARDS[TILES[raid]!.quadrant];
}

export const FINAL_RAIDS: readonly number[] = TILES.filter((t) => t.tier === 3 && t.deck === 'raids').map((t) => t.index);

export const COLOUR_OF: Readonly<Record<DeckId, 'green' | 'blue' | 'yellow' | 'red'>> = {
  supplies: 'green', settlements: 'blue', creatures: 'yellow', raids: 'red',
};

/** Singular names of a tile's Action, for the log ("a Tier 2 Creature tile"). */
export const ACTION_NAME: Readonly<Record<DeckId, string>> = {
  supplies: 'Supplies', settlements: 'Settlement', creatures: 'Creature', raids: 'Raid',
};

export function tileLabel(t: TileDef): string {
  return `${t.id} (Tier ${t.tier} ${ACTION_NAME[t.deck]})`;
}

export function isSupportTile(t: TileDef): boolean {
  return t.deck === 'supplies' || t.deck === 'settlements';
}
