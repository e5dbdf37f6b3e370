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
