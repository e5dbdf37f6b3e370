/**
 * Xanadu's points for moving second (a designed value, ASSUMPTIONS.md
 * "Second-mover bonus"). Gaia always moves first, and the game ends the
 * moment the last Tier 3 Raid falls, so Gaia's players often get one more
 * turn than Xanadu's; with more players a side that extra turn is worth more.
 * Keyed by the number of Gaia players; tuned with `npm run sim` between equal
 * normal bots until neither faction wins more than 55%.
 */
export const SECOND_MOVER_BONUS: Readonly<Record<number, number>> = { 1: 0, 2: 1, 3: 4, 4: 4 };

export function secondMoverBonus(gaiaPlayers: number): number {
  return SECOND_MOVER_BONUS[gaiaPlayers] ?? 0;
}
