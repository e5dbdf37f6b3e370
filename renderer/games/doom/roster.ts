/**
 * The figures on the table across updates: a figure that leaves the view
 * because it was fragged stays on the table, marked as leaving, until its
 * death animation has played; one that leaves for another reason (lifted
 * aside by a large demon, about to be placed again) simply goes. One that
 * comes back (a respawn, a displaced figure placed) is a new arrival.
 */
import type { GameEvent } from '../../../core/engine/types';

export interface RosterEntry<F extends { id: string }> {
  figure: F;
  leaving: boolean;
  /**
   * How many times this figure has come back after leaving: part of its key
   * on the table, so a figure that returns (even mid-death) is a fresh piece.
   */
  life: number;
}

/**
 * Figures an event frags (they play a death). Without an event (the table
 * jumping to a new update before its beats play) nobody dies on the table:
 * the figure may well be back in the first beat's view.
 */
export function fraggedBy(event: GameEvent | null): Set<string> {
  const out = new Set<string>();
  if (!event) return out;
  if (['killed', 'fragged', 'telefragged', 'gloryKill'].includes(event.type) && typeof event.figure === 'string') out.add(event.figure);
  return out;
}

export function mergeRoster<F extends { id: string }>(prev: readonly RosterEntry<F>[], current: readonly F[], fragged: ReadonlySet<string> | null = null): RosterEntry<F>[] {
  const now = new Set(current.map((f) => f.id));
  const before = new Map(prev.map((e) => [e.figure.id, e]));
  const out: RosterEntry<F>[] = current.map((figure) => {
    const was = before.get(figure.id);
    return { figure, leaving: false, life: was ? was.life + (was.leaving ? 1 : 0) : 0 };
  });
  for (const p of prev) {
    if (now.has(p.figure.id)) continue;
    // Already dying, or leaving now because this event frags it.
    if (p.leaving || !fragged || fragged.has(p.figure.id)) out.push({ ...p, leaving: true });
  }
  return out;
}

/** Drops a figure whose death animation has finished (unless it is back in the view). */
export function dropLeaver<F extends { id: string }>(roster: readonly RosterEntry<F>[], id: string): RosterEntry<F>[] {
  return roster.filter((e) => !(e.leaving && e.figure.id === id));
}
