/**
 * The figures on the table across updates: a figure that leaves the view
 * (fragged, killed) stays on the table, marked as leaving, until its death
 * animation has played; one that comes back (a respawn) is a new arrival.
 */
export interface RosterEntry<F extends { id: string }> {
  figure: F;
  leaving: boolean;
}

export function mergeRoster<F extends { id: string }>(prev: readonly RosterEntry<F>[], current: readonly F[]): RosterEntry<F>[] {
  const now = new Set(current.map((f) => f.id));
  const out: RosterEntry<F>[] = current.map((figure) => ({ figure, leaving: false }));
  for (const p of prev) if (!now.has(p.figure.id)) out.push({ figure: p.figure, leaving: true });
  return out;
}

/** Drops a figure whose death animation has finished (unless it is back in the view). */
export function dropLeaver<F extends { id: string }>(roster: readonly RosterEntry<F>[], id: string): RosterEntry<F>[] {
  return roster.filter((e) => !(e.leaving && e.figure.id === id));
}
