/**
 * Xanadu's points for moving second, a house rule chosen in New game (a
 * designed value, ASSUMPTIONS.md "Second-mover bonus"). Gaia always moves first, and the game ends the
 * moment the last Tier 3 Raid falls, so Gaia's players often get one more
 * turn than Xanadu's; with more players a side that extra turn is worth more.
 * Keyed by the number of Gaia players; tuned with `npm run sim` between equal
 * normal bots until neither faction wins more than 55%.
 */
export const SECOND_MOVER_BONUS: Readonly<Record<number, number>> = { 1: 0, 2: 1, 3: 4, 4: 4 };

export function secondMoverBonus(gaiaPlayers: number): number {
  return SECOND_MOVER_BONUS[gaiaPlayers] ?? 0;
}

/** The New game option that turns the bonus on (off by default: the printed score has none). */
export const SECOND_MOVER_LABEL = `House rule: Xanadu scores ${SECOND_MOVER_BONUS[2]} more for moving second against 2 Gaia players, ${SECOND_MOVER_BONUS[3]} against 3 or more`;
