import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { referenceGame } from '../games/reference';
import type { LastLightState } from '../games/reference/state';
import { createDriver } from './driver';
import { ChoiceError, RulesError } from './errors';
import { Match, type MatchRecord } from './match';
import type { GameModule } from './module';
import { eventsFor } from './view';

const allRandom = (players: number) =>
  Object.fromEntries(Array.from({ length: players }, (_, i) => [`s${i + 1}`, { type: 'ai' as const, bot: 'random' }]));

function playOut(seed: number, players: number): Match {
  const m = Match.start(referenceGame, { gameId: 'reference', options: { players }, controllers: allRandom(players), seed });
  while (m.isAiTurn()) m.playAi();
  return m;
}

describe('replay', () => {
  it('1,000 seeded random reference games each replay to the same hash', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const m = playOut(seed, 1 + (seed % 4));
      expect(m.state.result, `seed ${seed} finished`).not.toBeNull();
      const record: MatchRecord = JSON.parse(JSON.stringify(m.record));
      const again = Match.replay(referenceGame, record, { keepEvents: false });
      expect(again.hash(), `seed ${seed}`).toBe(m.hash());
    }
  });

  it('different seeds give different games, the same seed the same one', () => {
    expect(playOut(7, 3).hash()).toBe(playOut(7, 3).hash());
    expect(playOut(7, 3).hash()).not.toBe(playOut(8, 3).hash());
  });

  it('state stays plain JSON through a whole game', () => {
    const m = playOut(3, 4);
    expect(JSON.parse(JSON.stringify(m.state))).toEqual(m.state);
  });

  it('a record whose choices no longer fit names the failing choice', () => {
    const m = playOut(11, 2);
    const record = m.record;
    record.choices[2] = { ...record.choices[2]!, optionIds: ['no-such-option'] };
    expect(() => Match.replay(referenceGame, record)).toThrow(/Choice 3 of \d+ does not replay/);
  });
});

describe('choice validation', () => {
  const fresh = () => createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 5 });

  function rejects(code: string, act: (d: ReturnType<typeof fresh>) => void) {
    const d = fresh();
    const before = d.match.hash();
    let err: unknown;
    try {
      act(d);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ChoiceError);
    expect((err as ChoiceError).code).toBe(code);
    expect((err as Error).message.length).toBeGreaterThan(10);
    expect(d.match.hash()).toBe(before);
    expect(d.match.choices).toHaveLength(0);
  }

  it('rejects an option that is not offered', () => rejects('illegal', (d) =>
    d.match.choose('s1', { promptId: d.prompt.id, optionIds: ['fly'] })));
  it('rejects too many options', () => rejects('illegal', (d) =>
    d.match.choose('s1', { promptId: d.prompt.id, optionIds: ['run', 'scavenge'] })));
  it('rejects no option for a single choice', () => rejects('illegal', (d) =>
    d.match.choose('s1', { promptId: d.prompt.id, optionIds: [] })));
  it('rejects the same option twice', () => rejects('illegal', (d) =>
    d.match.choose('s1', { promptId: d.prompt.id, optionIds: ['run', 'run'] })));
  it('rejects the wrong seat', () => rejects('wrong-seat', (d) =>
    d.match.choose('s2', { promptId: d.prompt.id, optionIds: ['run'] })));
  it('rejects a stale prompt id', () => rejects('stale', (d) =>
    d.match.choose('s1', { promptId: 'p0', optionIds: ['run'] })));

  it('rejects choices after the game is over', () => {
    const m = playOut(2, 2);
    const before = m.hash();
    expect(() => m.choose('s1', { promptId: 'p1', optionIds: ['run'] })).toThrow(ChoiceError);
    expect(m.hash()).toBe(before);
  });

  it('multi-select takes exactly the count asked for', () => {
    // Give Ash a full hand so scavenging a fourth card forces a discard of one.
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 1 }, seed: 9 });
    for (let i = 0; i < 4; i++) {
      d.forceDice('Howl');
      d.answer('scavenge');
      if (d.state.prompt?.kind === 'discard') break;
    }
    expect(d.prompt.kind).toBe('discard');
    expect([d.prompt.min, d.prompt.max]).toEqual([1, 1]);
    const before = d.match.hash();
    const two = d.prompt.options.slice(0, 2).map((o) => o.id);
    expect(() => d.answer(two)).toThrow(/Choose 1 option/);
    expect(d.match.hash()).toBe(before);
    d.answer(two[0]!);
    expect(d.g.survivors[0]!.hand).toHaveLength(3);
    expect(d.g.deck.discard).toContain(two[0]);
  });
});

describe('undo', () => {
  it('takes back a decision that revealed nothing, and refuses to cross a die roll', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 21 });
    d.answer('scavenge'); // Ash draws: a reveal
    d.forceDice(1, 'Shamble').answer('run'); // Brook runs (a die roll), then the horde rolls
    expect(d.match.undoDepth('s1')).toBe(0);
    expect(d.match.undo('s1')).toBe(false);

    const card = d.g.survivors[0]!.hand[0]!;
    const before = d.match.hash();
    d.answer(`play:${card}`); // reveals nothing, rolls nothing
    expect(d.prompt.seat).toBe('s2');
    expect(d.match.undoDepth('s1')).toBe(1);
    expect(d.match.undo('s1')).toBe(true);
    expect(d.match.hash()).toBe(before);
    expect(d.prompt.seat).toBe('s1');

    d.forceDice(6).answer('run');
    expect(d.match.undo('s1')).toBe(false);
    // Forced dice are logged with their choice, so even a driven match replays exactly.
    expect(Match.replay(referenceGame, d.match.record).hash()).toBe(d.match.hash());
  });

  it('takes back the bot answers that followed the human decision', () => {
    const d = createDriver<LastLightState>(referenceGame, {
      options: { players: 2 }, seed: 4, controllers: { s2: { type: 'ai', bot: 'steady' } },
    });
    d.answer('scavenge');
    d.playAi();
    while (d.state.prompt?.kind === 'chooseAction' && !d.prompt.options.some((o) => o.id.startsWith('play:'))) {
      d.answer('scavenge');
      d.playAi();
    }
    const before = d.match.hash();
    const n = d.match.choices.length;
    const play = d.prompt.options.find((o) => o.id.startsWith('play:'))!;
    d.answer(play.id);
    d.playAi(1); // Brook answers without rolling only if he plays a card; either way undo decides correctly
    if (d.match.barriers.slice(n).some(Boolean)) {
      expect(d.match.undo('s1')).toBe(false);
    } else {
      expect(d.match.undo('s1')).toBe(true);
      expect(d.match.hash()).toBe(before);
    }
  });
});

describe('views and hidden information', () => {
  it('a seat sees its own hand, only the size of others\' hands, never the deck order', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 5 });
    d.answer('scavenge');
    const drawn = d.g.survivors[0]!.hand[0]!;
    const mine = d.view<{ survivors: { hand: unknown; handSize: number }[]; deckSize: number }>('s1');
    const theirs = d.view<{ survivors: { hand: unknown; handSize: number }[] }>('s2');
    expect(JSON.stringify(mine.game)).toContain(drawn);
    expect(JSON.stringify(theirs.game)).not.toContain(drawn);
    expect(theirs.game.survivors[0]!.handSize).toBe(1);
    expect(JSON.stringify(theirs.game)).not.toContain(d.g.deck.draw[0]!);
    // The draw event shows the card to Ash alone.
    const all = d.match.events[1]!;
    expect(JSON.stringify(eventsFor(all, 's1'))).toContain(drawn);
    expect(JSON.stringify(eventsFor(all, 's2'))).not.toContain(drawn);
    expect(eventsFor(all, 's2').some((e) => e.type === 'cardsDrawn' && e.count === 1)).toBe(true);
  });

  it('another seat\'s prompt shows who decides but not the options', () => {
    const d = createDriver(referenceGame, { options: { players: 2 }, seed: 5 });
    const v = d.view('s2');
    expect(v.prompt).toBeNull();
    expect(v.waitingFor).toEqual({ seat: 's1', kind: 'chooseAction', text: d.prompt.text });
  });
});

describe('bots', () => {
  it('an AI seat plays from its view and its reasons reach the log', () => {
    const m = Match.start(referenceGame, {
      gameId: 'reference', options: { players: 1 }, controllers: { s1: { type: 'ai', bot: 'steady' } }, seed: 3,
    });
    while (m.isAiTurn()) m.playAi();
    expect(m.state.result).not.toBeNull();
    expect(m.choices.every((c) => c.by === 'ai' && typeof c.reason === 'string')).toBe(true);
    expect(m.events.flat().some((e) => e.type === 'reason' && /Ash|s1/.test(String(e.text)))).toBe(true);
  });
});

describe('rules errors', () => {
  const base: GameModule<{ n: number }, { x: number }, null> = {
    id: 'broken', title: 'Broken', summary: '', playable: false,
    optionsSchema: z.object({ x: z.number() }), defaultOptions: { x: 0 }, optionFields: [],
    seats: () => [{ id: 'a', name: 'A', side: 'a' }],
    initialState: () => ({ n: 0 }),
    setup: () => [{ kind: 'missing' }],
    handlers: {}, view: () => null, bots: {}, defaultBot: () => 'none', round: () => 0, roundCap: 1, dice: [], rules: [],
  };

  it('names a step without a handler', () => {
    expect(() => Match.start(base, { gameId: 'broken', options: { x: 0 }, controllers: {}, seed: 1 })).toThrow(RulesError);
  });

  it('rejects a prompt with duplicate option ids', () => {
    const dup = { ...base, handlers: { missing: (ctx: import('./context').Ctx<{ n: number }>) => ctx.ask({
      seat: 'a', kind: 'k', text: 't', options: [{ id: 'x', label: 'X' }, { id: 'x', label: 'Y' }],
    }, { kind: 'then' }) } };
    expect(() => Match.start(dup, { gameId: 'broken', options: { x: 0 }, controllers: {}, seed: 1 })).toThrow(/duplicate option ids/);
  });

  it('rejects options that do not match the schema', () => {
    expect(() => Match.start(base, { gameId: 'broken', options: { x: 'no' }, controllers: {}, seed: 1 })).toThrow();
  });

  it('an empty stack without an end is a rules error', () => {
    const empty = { ...base, setup: () => [] };
    expect(() => Match.start(empty, { gameId: 'broken', options: { x: 0 }, controllers: {}, seed: 1 })).toThrow(/ran empty/);
  });
});
