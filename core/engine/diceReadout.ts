/**
 * The result strip of a throw, written by the game that rolled: what the dice
 * were rolled for and how each die counts in that game (pairs won and lost, a
 * combo, hits against a target number, a running total). The kernel's
 * `diceRolled` event carries it as `readout` (the DiceReadout type is in
 * types.ts); the renderer reads it (renderer/hud/diceReadout.ts) and shows it
 * beside the dice, and never works out a game's dice by itself. Display data
 * only: no rule reads it and it is not part of the match state (the state
 * hash is unchanged by it).
 */
import type { DiceReadout, GameEvent, Json } from './types';

export type { DiceReadout };

/** Puts the readout on the newest `diceRolled` event (the throw just made). */
export function setDiceReadout(events: readonly GameEvent[], readout: DiceReadout): void {
  const e = events[events.length - 1];
  if (e && e.type === 'diceRolled') e.readout = readout as unknown as Json;
}

/** The readout on a throw, as the game wrote it (for tests and tools; the renderer checks its shape itself). */
export function readoutOn(event: GameEvent | undefined): DiceReadout | undefined {
  return event?.readout as unknown as DiceReadout | undefined;
}

/** "1 hit" / "2 hits". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
