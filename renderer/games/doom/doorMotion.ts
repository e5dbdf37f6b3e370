/**
 * Doors opening on the table: which doors just opened between two maps, and
 * how much of an opening door still stands at time t (its halves slide apart
 * into the posts and are gone: doors never close again).
 */
export const DOOR_OPEN_SECONDS = 0.6;

/** Ids of doors closed in `before` and open in `after`. */
export function doorsJustOpened(before: readonly { id: string; open: boolean }[], after: readonly { id: string; open: boolean }[]): string[] {
  const wasClosed = new Set(before.filter((d) => !d.open).map((d) => d.id));
  return after.filter((d) => d.open && wasClosed.has(d.id)).map((d) => d.id);
}

/** How much of the door still stands (1 closed .. 0 gone) at `t` seconds of a `duration`-second opening; eased. */
export function doorStanding(t: number, duration: number): number {
  if (duration <= 0 || t >= duration) return 0;
  const u = Math.max(0, t / duration);
  return 1 - u * u * (3 - 2 * u);
}
