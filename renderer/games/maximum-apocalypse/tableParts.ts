/**
 * What lies on the felt around the map, as a player would lay out the box:
 * along the far edge the shared piles (monster deck, insanity, the blue,
 * green and red scavenge piles, the day/night deck when it is used), along
 * the near edge each character's deck in its seat colour with its
 * survivor's hunger die beside it. Pile heights follow the live counts, so
 * a deck running low (an empty one kills) shows from across the table.
 * Pure, so the layout is tested without a GPU; the targets are the core's
 * (inspectTable.ts).
 */
import { SHARED_PILES, sharedPileCounts } from '../../../core/games/maximum-apocalypse/inspectTable';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import type { CardPile } from '../../pieces';

/** A card's footprint on the table (the map's tiles are 2.3 apart). */
export const PILE_CARD: [number, number] = [0.9, 1.26];
/** Felt between two piles, and between a row and the map. */
const GAP = 0.45;
/** The hunger die's edge, in table units. */
export const HUNGER_DIE_SIZE = 0.55;

const SHARED_COLOUR: Record<string, string> = {
  monster: '#6e1d1d', insanity: '#4d2f6e', blue: '#2f6fd6', green: '#3a8a3a', red: '#b8352b', daynight: '#b08a2a',
};

export interface HungerDieSpot {
  survivor: string;
  value: number;
  position: [number, number, number];
}

export interface TableParts {
  piles: CardPile[];
  hungerDice: HungerDieSpot[];
  /** The map's size grown to hold both rows: what the table and camera frame. */
  size: [number, number];
}

/** Positions for `n` things of width `w` in a row centred on x = 0. */
const row = (n: number, w: number) => Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * (w + GAP));

export function tableParts(view: MAView, mapSize: [number, number], seatColour: (seat: string) => string): TableParts {
  const [cw, cd] = PILE_CARD;
  const farZ = -(mapSize[1] / 2 + cd / 2);
  const nearZ = mapSize[1] / 2 + cd / 2;

  const shared = SHARED_PILES.flatMap((p) => {
    const n = sharedPileCounts(view, p.id);
    return n ? [{ ...p, count: n.draw }] : [];
  });
  const farX = row(shared.length, cw);
  const piles: CardPile[] = shared.map((p, i) => ({
    id: p.id, count: p.count, centre: [farX[i]!, 0, farZ], colour: SHARED_COLOUR[p.id]!, mark: p.mark, name: p.short,
  }));

  // Near row: each pool's deck, then a hunger die for each living survivor drawing from it.
  const groups = view.pools.map((pool) => ({ pool, owners: view.survivors.filter((s) => s.pool === pool.id) })).filter((g) => g.owners.length > 0);
  const slotW = (g: (typeof groups)[number]) => cw + g.owners.length * (HUNGER_DIE_SIZE + 0.2);
  const width = groups.reduce((sum, g) => sum + slotW(g), 0) + GAP * Math.max(0, groups.length - 1);
  let x = -width / 2;
  const hungerDice: HungerDieSpot[] = [];
  for (const g of groups) {
    const first = g.owners[0]!;
    piles.push({
      id: `pool:${g.pool.id}`, count: g.pool.draw.length, centre: [x + cw / 2, 0, nearZ], colour: seatColour(first.seat),
      mark: g.owners.map((s) => s.name.toUpperCase()).join(' + '), name: `${g.owners.map((s) => s.name).join(' and ')}'s deck`,
    });
    g.owners.forEach((s, k) => {
      if (!s.dead) hungerDice.push({ survivor: s.id, value: s.hunger, position: [x + cw + 0.2 + HUNGER_DIE_SIZE / 2 + k * (HUNGER_DIE_SIZE + 0.2), 0, nearZ - cd / 4] });
    });
    x += slotW(g) + GAP;
  }

  const rowWidth = Math.max(farX.length ? farX[farX.length - 1]! - farX[0]! + cw : 0, width);
  // Each row's names lie in front of it on the felt: half a card more.
  return { piles, hungerDice, size: [Math.max(mapSize[0], rowWidth + 2 * GAP), mapSize[1] + 2 * (cd + GAP) + cd / 2] };
}
