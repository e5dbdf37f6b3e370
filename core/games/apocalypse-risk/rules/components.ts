/**
 * Counters left in the box (content/components.ts). Worked out from the
 * table, not kept in the state: every counter not on the map is in the box,
 * so the count can never drift from the board.
 */
import { TERRITORY_IDS } from '../content/board';
import { COMPONENTS, type ComponentId } from '../content/components';
import { byPlayers } from '../content/numbers';
import type { RiskState } from '../state';

/** How many of a component the table has (Infinity when it never runs out). */
export function boxCount(g: RiskState, id: ComponentId): number {
  const c = COMPONENTS[id].count;
  if (c === null) return Infinity;
  return typeof c === 'number' ? c : byPlayers(c, g.players.length);
}

export function suppliesOnMap(g: RiskState): number {
  let n = 0;
  for (const id of TERRITORY_IDS) n += g.territories[id]?.supplies ?? 0;
  return n;
}

/** Supply counters still in the box: a new supply can only be prepared from these. */
export function suppliesLeft(g: RiskState): number {
  return boxCount(g, 'supplies') - suppliesOnMap(g);
}

/** Closed-border counters still in the box: every barricade, bought or won by opposing, takes one. */
export function barricadesLeft(g: RiskState): number {
  return boxCount(g, 'barricades') - g.barricades.length;
}
