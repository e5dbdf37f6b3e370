/**
 * Match.replay replays a long record in place up to its last choices
 * (REPLAY_UNDO_TAIL) and copy-on-write after: the result must be the very
 * match a copy-on-write replay throughout gives: state hash, events,
 * barriers, and what undo can take back and to which state.
 */
import { describe, expect, it } from 'vitest';
import { openPrompts } from './group';
import { Match, REPLAY_UNDO_TAIL, type MatchRecord } from './match';
import { getGame } from '../games/registry';

function copyOnWriteThroughout(record: MatchRecord): Match {
  const { choices, ...setup } = record;
  const m = Match.start(getGame(record.gameId)!, setup, { keepEvents: true });
  for (const c of choices) m.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason);
  return m;
}

describe('Match.replay of a long record', () => {
  const module = getGame('repossession')!;
  const controllers = Object.fromEntries(module.seats(module.defaultOptions).map((s) => [s.id, { type: 'human' as const }]));
  const played = Match.start(module, { gameId: module.id, options: module.defaultOptions, controllers, seed: 3 });
  while (played.choices.length < 3 * REPLAY_UNDO_TAIL && openPrompts(played.state)[0]) {
    const p = openPrompts(played.state)[0]!;
    played.choose(p.seat, { promptId: p.id, optionIds: played.decideAi(p.seat).decision.optionIds });
  }

  it.each([REPLAY_UNDO_TAIL - 1, REPLAY_UNDO_TAIL + 5, played.choices.length])('gives the copy-on-write match after %i choices', (n) => {
    const record = { ...played.record, choices: played.record.choices.slice(0, n) };
    const fast = Match.replay(module, record, { keepEvents: true });
    const slow = copyOnWriteThroughout(record);
    expect(fast.hash()).toBe(slow.hash());
    expect(JSON.stringify(fast.events)).toBe(JSON.stringify(slow.events));
    expect(fast.barriers).toEqual(slow.barriers);
    for (const seat of slow.state.seats.map((s) => s.id)) {
      expect(fast.undoDepth(seat)).toBe(slow.undoDepth(seat));
      expect(fast.undo(seat)).toBe(slow.undo(seat));
      expect(fast.hash()).toBe(slow.hash());
    }
  });
});
