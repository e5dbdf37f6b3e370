/**
 * Every key or click is tied to the question the player saw when making it.
 *
 * The screen follows the prompts it shows (`seePrompt`). A click is meant
 * for the question on screen; a key, or the second click of a double click,
 * is meant for it once it has been up long enough to be read (SETTLE_MS),
 * else for the one before it (a quick second key; the second click landing
 * on the next question's button). An input made while the question cannot be
 * answered (events still playing, an answer on its way, a dialog open) is
 * held for its question: applied once that question is answerable again (a
 * replay watched over an open question, another seat's answer arriving), or,
 * if a different question is up by then, dropped with a note that says so.
 * So a number pressed during playback can never pick an option of a
 * question whose options were renumbered meanwhile. Pure, for tests.
 */
import type { Prompt } from '../../core/engine/types';

/** How long a new question must be on screen before an input counts as meant for it (ms). */
export const SETTLE_MS = 350;

export interface PromptsSeen {
  /** The last question shown (still this one while events play and the prompt is hidden). */
  prompt: Prompt | null;
  /** When it came on screen (performance.now()). */
  since: number;
  /** The question shown before it. */
  previous: Prompt | null;
}

export const nothingSeen: PromptsSeen = { prompt: null, since: Number.NEGATIVE_INFINITY, previous: null };

/** Follows the prompt on screen: a question with a new id becomes the one seen; a hidden prompt (null) leaves what was seen. */
export function seePrompt(seen: PromptsSeen, shown: Prompt | null, now: number): PromptsSeen {
  if (!shown || shown.id === seen.prompt?.id) return seen;
  return { prompt: shown, since: now, previous: seen.prompt };
}

/**
 * The question an input made at `at` was meant for; `repeat`: a key, or a
 * click that follows another at once. `at` is when the player made it (the
 * event's own time stamp), not when the page got round to it: on a busy
 * machine a key pressed before a question came up can be handled after,
 * and it was meant for the question before, click or key.
 */
export function intendedPrompt(seen: PromptsSeen, at: number, repeat: boolean): Prompt | null {
  if (at < seen.since) return seen.previous;
  return !repeat || at - seen.since >= SETTLE_MS ? seen.prompt : seen.previous;
}

export type InputAct = { type: 'option'; id: string } | { type: 'confirm' };

/** An input kept for its question until that question can be answered. */
export interface HeldInput {
  promptId: string;
  act: InputAct;
  /** How the player made it, in words: 'key 2 ("Draw a card")', 'your click on "Draw a card"'. */
  what: string;
}

/** The input in the player's words, naming the option as the question showed it. */
export function describeInput(act: InputAct, meant: Prompt, key: string | null): string {
  const name = act.type === 'confirm' ? 'Confirm' : (meant.options.find((o) => o.id === act.id)?.label ?? 'an option');
  return key ? `key ${key.length === 1 ? key.toUpperCase() : key} ("${name}")` : `the click on "${name}"`;
}

export type InputOutcome = { type: 'apply'; act: InputAct } | { type: 'hold'; held: HeldInput } | { type: 'note'; text: string };

/**
 * What to do with an input: apply it now (its question is on screen and
 * answerable), hold it for its question, or say why nothing happens.
 */
export function routeInput(act: InputAct, meant: Prompt | null, onScreen: Prompt | null, answerable: boolean, key: string | null): InputOutcome {
  if (!meant) return { type: 'note', text: 'There is no question to answer yet: nothing was chosen.' };
  if (answerable && onScreen && onScreen.id === meant.id) return { type: 'apply', act };
  // A key names an option of the question it was meant for; a click lands on a button of the question on screen.
  const shown = key === null && onScreen ? onScreen : meant;
  return { type: 'hold', held: { promptId: meant.id, act, what: describeInput(act, shown, key) } };
}

/** A held input once a question is answerable: applied to its own question, else dropped with a note. */
export function settleHeld(held: HeldInput, answerable: Prompt): InputOutcome {
  if (answerable.id === held.promptId) return { type: 'apply', act: held.act };
  return { type: 'note', text: `The question changed before ${held.what} could count: nothing was chosen.` };
}
