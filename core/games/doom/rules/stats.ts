/**
 * What the end-of-game screen reports, counted as the game goes: per seat the
 * demons (or marines) fragged, Glory Kills, damage dealt and taken, times
 * fragged; and the moments that swung the game (big frags, objective steps,
 * a marine lost), of which the winner's weightiest is the turning point.
 * Plain JSON in the state, kept over every mission of an operation.
 */
import { demonDef, missionDef } from '../catalog';
import type { DoomState } from '../state';
import { INVADER, findFigure, marineOf, nameOf } from './common';

export interface SeatStats {
  kills: number;
  gloryKills: number;
  dealt: number;
  taken: number;
  fragged: number;
}

export interface Moment {
  round: number;
  mission: string;
  side: 'marines' | 'invader';
  /** How much it swung the game (a frag of a big demon, an objective step ...). */
  weight: number;
  text: string;
}

export interface MatchStats {
  seats: Record<string, SeatStats>;
  moments: Moment[];
}

/** Keeps the weightiest moments only: enough for a turning point, small in saves. */
const MOMENTS_KEPT = 24;

export function emptyStats(): MatchStats {
  return { seats: {}, moments: [] };
}

function seatStats(g: DoomState, seat: string): SeatStats {
  return (g.stats.seats[seat] ??= { kills: 0, gloryKills: 0, dealt: 0, taken: 0, fragged: 0 });
}

/** The seat answering for a figure (a marine's seat, or the invader for demons); null for none. */
export function seatOfFigure(g: DoomState, id: string | undefined): string | null {
  if (!id) return null;
  if (id === INVADER) return INVADER;
  const m = g.marines.find((x) => x.id === id);
  if (m) return m.seat;
  return findFigure(g, id)?.side === 'demon' || /-\w+$/.test(id) ? INVADER : null;
}

/** Damage suffered by `target`, dealt by `by` (a figure id or 'invader'; none for mission effects). */
export function noteDamage(g: DoomState, target: string, amount: number, by?: string): void {
  if (amount <= 0) return;
  const victim = seatOfFigure(g, target);
  const from = seatOfFigure(g, by);
  if (victim) seatStats(g, victim).taken += amount;
  // Damage dealt counts what reaches the other side (splash on a fellow marine is not a marine's score).
  if (from && victim && (from === INVADER) !== (victim === INVADER)) seatStats(g, from).dealt += amount;
}

export function noteMoment(g: DoomState, side: Moment['side'], weight: number, text: string): void {
  g.stats.moments.push({ round: g.round, mission: g.mission, side, weight, text });
  if (g.stats.moments.length > MOMENTS_KEPT) {
    // Drop the lightest (the earliest of equals): the heaviest and latest matter for the turning point.
    let drop = 0;
    g.stats.moments.forEach((m, i) => { if (m.weight < g.stats.moments[drop]!.weight) drop = i; });
    g.stats.moments.splice(drop, 1);
  }
}

/** A demon fragged (before it leaves the map), by `by` if a figure did it. */
export function noteDemonFragged(g: DoomState, demon: string, by: string | undefined, glory: boolean): void {
  const f = findFigure(g, demon);
  const killer = seatOfFigure(g, by);
  if (killer && killer !== INVADER) {
    const s = seatStats(g, killer);
    s.kills += 1;
    if (glory) s.gloryKills += 1;
  }
  if (!f) return;
  const def = demonDef(f.type);
  const boss = missionDef(g.mission).objective.marinesWin.some((c) => c.id === 'demonFragged' && c.params?.demon === f.type);
  const who = by && g.marines.some((m) => m.id === by) ? nameOf(g, by) : 'the marines';
  const how = glory ? `${who}'s Glory Kill on ${nameOf(g, demon)}` : `${who} frags ${nameOf(g, demon)}`;
  noteMoment(g, 'marines', def.health + (boss ? 20 : 0) + (glory ? 2 : 0), `Round ${g.round}: ${how}`);
}

/** A marine fragged, by `by` if a figure did it. */
export function noteMarineFragged(g: DoomState, marine: string, by: string | undefined): void {
  const m = marineOf(g, marine);
  seatStats(g, m.seat).fragged += 1;
  const killer = seatOfFigure(g, by);
  if (killer === INVADER) seatStats(g, INVADER).kills += 1;
  const who = by && killer === INVADER && by !== INVADER ? nameOf(g, by) : 'the invader';
  noteMoment(g, 'invader', 8 + g.invader.frags, `Round ${g.round}: ${who} frags ${m.name}`);
}
