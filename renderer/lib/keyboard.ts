/** Maps a key press in the game screen to what it does; pure so it can be tested. */

export type KeyAction =
  | { type: 'option'; index: number }
  | { type: 'confirm' }
  | { type: 'menu' }
  | { type: 'handoff' }
  | { type: 'skip' };

export interface KeyContext {
  /** How many options the current prompt has (0 when none is shown). */
  optionCount: number;
  multiSelect: boolean;
  /** A handoff screen is up: only Enter (accept) and Esc (menu) apply. */
  handoff: boolean;
  /** A typing target has focus (input, select, textarea): keys belong to it. */
  typing: boolean;
  /** The table is playing events: Space skips to the end (options wait until it is done). */
  animating?: boolean;
}

export function keyAction(key: string, ctx: KeyContext): KeyAction | null {
  if (key === 'Escape') return { type: 'menu' };
  if (ctx.typing) return null;
  if (ctx.handoff) return key === 'Enter' ? { type: 'handoff' } : null;
  if (ctx.animating) return key === ' ' || key === 'Spacebar' ? { type: 'skip' } : null;
  if (key === 'Enter') return ctx.multiSelect && ctx.optionCount > 0 ? { type: 'confirm' } : null;
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return index < ctx.optionCount ? { type: 'option', index } : null;
  }
  return null;
}
