/**
 * Map rules of the campaign maps that the shared phases ask about, kept in
 * one place so each phase needs only a one-line hook.
 */
import type { PAState } from '../state';
import { mapOf } from './board';

/**
 * St. Peter's "The Three Tracks": a track's tokens and minions move only while
 * its Lord is active, and keep moving once he has been (the rulebook's example:
 * Lord 1 killed, his demons "keep moving toward the Vatican"). A track is awake
 * when its number is at most the active Lord's (all are once every Lord is dead).
 * Areas on no track (the Vatican) always move.
 */
export function idleArea(g: PAState, area: string): boolean {
  const rule = mapOf(g).rules.find((r) => r.rule === 'lordTracks');
  if (!rule || rule.rule !== 'lordTracks') return false;
  const track = rule.tracks.findIndex((t) => t.includes(area));
  if (track < 0) return false;
  const active = g.lords.findIndex((l) => !l.dead);
  return active >= 0 && track > active;
}

