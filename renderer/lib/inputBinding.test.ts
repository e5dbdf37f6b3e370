import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../core/engine/types';
import { intendedPrompt, nothingSeen, routeInput, seePrompt, settleHeld, SETTLE_MS } from './inputBinding';

const prompt = (id: string, ...labels: string[]): Prompt => ({
  id, seat: 'a', kind: 'act', text: 'What now?', min: 1, max: 1,
  options: labels.map((label, i) => ({ id: `o${i}`, label })),
});
// Maximum Apocalypse's case from issue 27: the turn's question, then after a move its options renumbered.
const turn = prompt('p1', 'Move north', 'Draw a card', 'Scavenge');
const after = prompt('p2', 'Move north', 'Move east to the Van', 'Draw a card');

describe('input bound to its question', () => {
  it('a question counts as seen by a key once it has been up SETTLE_MS; before that the key is meant for the one before', () => {
    let seen = seePrompt(nothingSeen, turn, 0);
    seen = seePrompt(seen, after, 1000);
    expect(intendedPrompt(seen, 1000 + SETTLE_MS - 1, true)?.id).toBe('p1');
    expect(intendedPrompt(seen, 1000 + SETTLE_MS, true)?.id).toBe('p2');
  });

  it('a single click is meant for the question on screen at once (its button is that question\'s); only a double click\'s second click waits', () => {
    let seen = seePrompt(nothingSeen, turn, 0);
    seen = seePrompt(seen, after, 1000);
    expect(intendedPrompt(seen, 1050, false)?.id).toBe('p2');
    expect(intendedPrompt(seen, 1050, true)?.id).toBe('p1');
  });

  it('an input is meant for the question on screen when it was made, though a busy page handles it after the next came up (hud e2e under load)', () => {
    let seen = seePrompt(nothingSeen, turn, 0);
    seen = seePrompt(seen, after, 1000);
    // Pressed at 990, handled at 1400: past SETTLE_MS by the clock, but the player never saw p2.
    expect(intendedPrompt(seen, 990, true)?.id).toBe('p1');
    expect(intendedPrompt(seen, 990, false)?.id).toBe('p1');
  });

  it('while events play the prompt is hidden and the last question shown stays the one seen', () => {
    let seen = seePrompt(nothingSeen, turn, 0);
    seen = seePrompt(seen, null, 2000);
    expect(seen.prompt?.id).toBe('p1');
    expect(intendedPrompt(seen, 5000, true)?.id).toBe('p1');
    // The same question coming back after a replay is not a new question.
    expect(seePrompt(seen, turn, 6000)).toBe(seen);
  });

  it('a key pressed during playback is held, then dropped with a note when another question is up: never answers the renumbered option', () => {
    const seen = seePrompt(nothingSeen, turn, 0);
    const key = routeInput({ type: 'option', id: 'o1' }, intendedPrompt(seen, 4000, true), null, false, '2');
    expect(key.type).toBe('hold');
    if (key.type !== 'hold') return;
    expect(key.held.what).toBe('key 2 ("Draw a card")');
    const outcome = settleHeld(key.held, after);
    expect(outcome).toEqual({ type: 'note', text: 'The question changed before key 2 ("Draw a card") could count: nothing was chosen.' });
  });

  it('held for a question that comes back answerable (a replay over an open question), it is applied to it', () => {
    const seen = seePrompt(nothingSeen, turn, 0);
    const key = routeInput({ type: 'option', id: 'o2' }, intendedPrompt(seen, 9000, true), null, false, '3');
    expect(key.type === 'hold' && settleHeld(key.held, turn)).toEqual({ type: 'apply', act: { type: 'option', id: 'o2' } });
  });

  it('an input on an answerable question it was meant for applies at once', () => {
    const seen = seePrompt(nothingSeen, turn, 0);
    expect(routeInput({ type: 'confirm' }, intendedPrompt(seen, 1000, false), turn, true, null)).toEqual({ type: 'apply', act: { type: 'confirm' } });
  });

  it("a double click's second click on the next question's button names the click and the option it landed on", () => {
    let seen = seePrompt(nothingSeen, turn, 0);
    seen = seePrompt(seen, after, 1000);
    const click = routeInput({ type: 'option', id: 'o1' }, intendedPrompt(seen, 1100, true), after, true, null);
    expect(click.type).toBe('hold');
    if (click.type !== 'hold') return;
    expect(click.held.promptId).toBe('p1');
    expect(click.held.what).toBe('the click on "Move east to the Van"');
    expect(settleHeld(click.held, after).type).toBe('note');
  });

  it('with no question seen yet, an input says so', () => {
    expect(routeInput({ type: 'option', id: 'o0' }, null, null, false, '1')).toEqual({ type: 'note', text: 'There is no question to answer yet: nothing was chosen.' });
  });
});
