/**
 * Keys of the game screen, pure so they can be tested.
 *
 * Each option of a prompt gets one key for as long as the prompt is up:
 * Done, End turn and Pass always get their letters (D, E, P); the others are
 * numbered 1-9 then 0 in list order. Options past the tenth are reached with
 * the arrow keys and Enter. A key names an option of the question the player
 * saw when pressing it: the screen passes that question's keys (see
 * inputBinding.ts, which also holds a key pressed while events play and
 * never lets it answer a different question).
 */

export type KeyAction =
  | { type: 'option'; id: string }
  | { type: 'confirm' }
  | { type: 'menu' }
  | { type: 'handoff' }
  | { type: 'skip' }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'legend' };

/** Option ids with a fixed letter key, whatever else the prompt offers. */
export const LETTER_KEYS: Readonly<Record<string, string>> = { done: 'd', 'end-turn': 'e', pass: 'p' };

const NUMBER_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** The key of every option that has one, for the panel's labels and the key handler. */
export function optionKeys(options: readonly { id: string }[]): Map<string, string> {
  const keys = new Map<string, string>();
  let n = 0;
  for (const o of options) {
    const letter = LETTER_KEYS[o.id];
    if (letter) keys.set(o.id, letter);
    else if (n < NUMBER_KEYS.length) keys.set(o.id, NUMBER_KEYS[n++]!);
  }
  return keys;
}

export interface KeyContext {
  /** Keys of the current prompt's options (empty when none is shown). */
  keys: ReadonlyMap<string, string>;
  multiSelect: boolean;
  /** A handoff screen is up: only Enter (accept) and Esc (menu) apply. */
  handoff: boolean;
  /** A typing target has focus (input, select, textarea): keys belong to it. */
  typing: boolean;
  /** The table is playing events: Space skips to the end (option keys are still read, for the question they were meant for). */
  animating?: boolean;
  /** An option has keyboard focus (arrow keys): Enter picks it. */
  focused?: string | null;
}

export function keyAction(key: string, ctx: KeyContext): KeyAction | null {
  if (key === 'Escape') return { type: 'menu' };
  if (ctx.typing) return null;
  if (ctx.handoff) return key === 'Enter' ? { type: 'handoff' } : null;
  if (key === ' ' || key === 'Spacebar') return ctx.animating ? { type: 'skip' } : null;
  const lower = key.length === 1 ? key.toLowerCase() : key;
  if (lower === 'l') return { type: 'legend' };
  if (ctx.keys.size === 0) return null;
  if (key === 'ArrowDown') return { type: 'move', by: 1 };
  if (key === 'ArrowUp') return { type: 'move', by: -1 };
  if (key === 'Enter') {
    if (ctx.focused) return { type: 'option', id: ctx.focused };
    return ctx.multiSelect ? { type: 'confirm' } : null;
  }
  for (const [id, k] of ctx.keys) if (k === lower) return { type: 'option', id };
  return null;
}
