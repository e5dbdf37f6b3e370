/**
 * How long a dice event's throw takes to settle on the tray at 1x, measured by
 * running the tray's own physics (precomputeThrow, with the seed the dice
 * overlay gives that throw) and timing its replay (playback.ts). Each throw
 * costs milliseconds of CPU, so after SAMPLES_PER_COUNT real throws of a
 * given number of dice the mean of those stands in for the rest (the bench
 * plays thousands of rolls).
 */
import type { DieDef, DieRoll, GameEvent } from '../../core/engine/types';
import { diceCatalogue } from '../../electron/host/diceService';
import { throwSeed } from '../../renderer/dice/throwSeed';
import { replaySeconds } from '../../renderer/dice/playback';
import { precomputeThrow } from '../../renderer/dice/replayPose';

const SAMPLES_PER_COUNT = 12;

let catalogue: Record<string, DieDef> | null = null;
const byCount = new Map<number, number[]>();

/** Milliseconds from the throw to the dice resting, at 1x; null for an event without rolls. */
export function diceSettleMs(event: GameEvent): number | null {
  const rolls = (event.rolls ?? []) as unknown as DieRoll[];
  if (!Array.isArray(rolls) || rolls.length === 0) return null;
  catalogue ??= Object.fromEntries(diceCatalogue().map((d) => [d.id, d]));
  const seen = byCount.get(rolls.length) ?? [];
  if (seen.length >= SAMPLES_PER_COUNT) return seen.reduce((a, b) => a + b, 0) / seen.length;
  const recorded = precomputeThrow({ id: 0, rolls, dice: catalogue, seed: throwSeed(rolls, String(event.purpose ?? '')) });
  const ms = replaySeconds(recorded.frameCount, '1x') * 1000;
  seen.push(ms);
  byCount.set(rolls.length, seen);
  return ms;
}

/** The measured settle times so far, by number of dice (for the measure's notes). */
export function settleSamples(): Record<number, number> {
  return Object.fromEntries([...byCount].map(([n, ms]) => [n, Math.round(ms.reduce((a, b) => a + b, 0) / ms.length)]));
}
