/**
 * The dice replay's one tie to the sound: the knocks (impacts.ts) a replay
 * passed from one drawn frame to the next go to the sound engine, which
 * clicks each as loud as the knock was hard (renderer/sound/clatter.ts).
 * Kept to one call so wherever the dice are drawn (the tray, the table) the
 * replay only has to say which frames it went between.
 */
import { soundEngine } from '../sound';
import { impactsBetween, type Impact } from './impacts';
import type { Speed } from './playback';

/** Sounds the knocks after frame `from` (already shown) up to frame `to` (shown now). */
export function soundKnocks(impacts: readonly Impact[], from: number, to: number, speed: Speed): void {
  if (to <= from) return;
  const passed = impactsBetween(impacts, from, to);
  if (passed.length > 0) soundEngine().diceKnocks(passed, speed);
}
