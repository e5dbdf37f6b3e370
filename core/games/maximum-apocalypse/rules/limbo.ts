/** Cards in transit between two places while a step that moves them is pending (kept in state so none is lost). */
import type { MAState } from '../state';

export function toLimbo(g: MAState, card: string): void {
  g.limbo.push(card);
}

/** Takes the card out of limbo; false when it is not there (already handled). */
export function fromLimbo(g: MAState, card: string): boolean {
  const i = g.limbo.indexOf(card);
  if (i < 0) return false;
  g.limbo.splice(i, 1);
  return true;
}
