/**
 * Updates carry only the log lines the screen does not have yet (`logFrom` is
 * the index of the first line sent; 0 means the whole log). This puts the
 * whole log back together, or says the screen must ask for the full state
 * because it missed lines.
 */
import type { MatchUpdate } from './types';

export function mergeLog(held: MatchUpdate | null, next: MatchUpdate): MatchUpdate | 'resync' {
  const from = next.logFrom ?? 0;
  if (from === 0) return next;
  if (!held || held.matchId !== next.matchId || held.log.length < from) return 'resync';
  // Lines before `from` are the same for the same viewer (the log only grows); keep ours, add the new ones.
  return { ...next, log: [...held.log.slice(0, from), ...next.log], logFrom: 0 };
}

/**
 * A busy page can receive several updates before it renders one: React keeps
 * only the newest, and the events of the ones never shown (a fight's blows,
 * a throw's dice) would be lost to the animation and the boards that fold
 * them. When the update still waiting to be shown is for the same match and
 * the same viewer, its events and frames go in front of the next one's. A
 * different viewer's events stay out (they were filtered for another seat).
 */
export function carryUnshown(unshown: MatchUpdate | null, next: MatchUpdate): MatchUpdate {
  if (!unshown || unshown.matchId !== next.matchId || unshown.viewer !== next.viewer || unshown.events.length === 0) return next;
  return { ...next, events: [...unshown.events, ...next.events], frames: [...unshown.frames, ...next.frames] };
}
