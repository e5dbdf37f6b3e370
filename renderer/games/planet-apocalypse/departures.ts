/**
 * Figures that leave the table with a death animation: a minion or demon
 * the rules remove is simply gone from the next view, so the board keeps its
 * last piece and plays its death there when the event that removed it is the
 * one playing (killed, exited, removed). Pure.
 */
import type { GameEvent } from '../../../core/engine/types';
import type { FigurePiece } from './tableModel';

const LEAVING = new Set(['killed', 'exited', 'removed']);

/** Pieces of `before` that are gone from `after` because of `event`. */
export function departures(before: readonly FigurePiece[], after: readonly FigurePiece[], event: GameEvent | null): FigurePiece[] {
  if (!event || !LEAVING.has(event.type) || typeof event.figure !== 'string') return [];
  const still = new Set(after.map((f) => f.key));
  const figure = event.figure;
  return before.filter((f) => !still.has(f.key) && f.members.includes(figure)).map((f) => ({ ...f, label: undefined, badges: [] }));
}
