/**
 * The game's record for the end-of-game summary: what each seat killed,
 * dealt and took, and the weightiest moment (the turning point). The rules
 * call these where the things happen; nothing here changes play.
 */
import type { PAState, SeatStats } from '../state';

function statsOf(g: PAState, seat: string | null): SeatStats | null {
  return seat ? (g.stats[seat] ?? null) : null;
}

/** A hit landed by a seat (null: an ambush); `kill` when it killed. */
export function recordHit(g: PAState, seat: string | null, kill: boolean, byAmbush = false): void {
  if (byAmbush) {
    if (kill) g.ambushKills += 1;
    return;
  }
  const s = statsOf(g, seat);
  if (!s) return;
  s.dealt += 1;
  if (kill) s.kills += 1;
}

/** A kill that is not a hit (Silat's larva, Autopsy). */
export function recordKill(g: PAState, seat: string): void {
  const s = statsOf(g, seat);
  if (s) s.kills += 1;
}

export function recordTaken(g: PAState, seat: string, amount: number): void {
  const s = statsOf(g, seat);
  if (s && amount > 0) s.taken += amount;
}

export function recordDeath(g: PAState, seat: string): void {
  const s = statsOf(g, seat);
  if (s) s.deaths += 1;
}

export function recordGift(g: PAState, seat: string): void {
  const s = statsOf(g, seat);
  if (s) s.gifts += 1;
}

export function recordHero(g: PAState, seat: string, heroId: string): void {
  statsOf(g, seat)?.heroes.push(heroId);
}

/** Weights: a fallen hero 5, a Fourth Circle demon slain 4, doom scored at once its amount, entering Hell 3. */
export function recordMoment(g: PAState, weight: number, text: string): void {
  if (g.turningPoint && g.turningPoint.weight >= weight) return;
  g.turningPoint = { round: g.round, weight, text };
}
