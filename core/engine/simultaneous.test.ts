// Simultaneous secret decisions: several seats asked at once, answers hidden
// until all are in, then resolved in the rules' order. Tested with the tiny
// "Sealed Bids" game (core/games/reference/sealedBids.ts).
import { describe, expect, it } from 'vitest';
import { referenceGame } from '../games/reference';
import { sealedBids, type BidsState } from '../games/reference/sealedBids';
import { createDriver } from './driver';
import { ChoiceError } from './errors';
import { Match } from './match';
import { eventsFor } from './view';

const bids = (seed = 1) => createDriver<BidsState>(sealedBids, { options: { players: 3 }, seed });

describe('a simultaneous decision', () => {
  it('asks every seat at once, each with its own prompt id', () => {
    const d = bids();
    expect(d.prompts.map((p) => p.seat)).toEqual(['s1', 's2', 's3']);
    expect(new Set(d.prompts.map((p) => p.id)).size).toBe(3);
    expect(d.state.prompt).toBeNull();
    // Each seat sees its own question; nobody is "waiting" while they still have one.
    for (const seat of ['s1', 's2', 's3']) {
      const v = d.view(seat);
      expect(v.prompt?.seat).toBe(seat);
      expect(v.waitingFor).toBeNull();
      expect(v.group?.seats.map((s) => s.answered)).toEqual([false, false, false]);
    }
  });

  it('keeps an answer secret: others see only that the seat has decided', () => {
    const d = bids();
    const events = d.answerAs('s2', 'bid:4');
    expect(events).toEqual([{ type: 'promptAnswered', seat: 's2', promptId: expect.any(String), text: 'Ben has decided.' }]);
    const own = d.view('s2');
    expect(own.prompt).toBeNull();
    expect(own.waitingFor?.seat).toBe('s1');
    expect(own.group?.seats[1]).toEqual({ seat: 's2', kind: 'bid', text: 'How many coins do you bid?', answered: true, answer: ['bid:4'], answerLabels: ['4'] });
    for (const seat of ['s1', 's3', null]) {
      const v = d.view(seat);
      expect(v.group?.seats[1]).toEqual({ seat: 's2', kind: 'bid', text: 'How many coins do you bid?', answered: true });
      // Only the seat's own options may name bid:4; the rest of the view must not.
      expect(JSON.stringify({ ...v, prompt: null })).not.toContain('bid:4');
      expect(JSON.stringify(eventsFor(d.match.events.flat(), seat))).not.toContain('bid:4');
    }
  });

  it('refuses a second answer, another seat\'s prompt and a stale id, changing nothing', () => {
    const d = bids();
    const p2 = d.promptFor('s2');
    d.answerAs('s2', 'bid:1');
    const before = d.match.hash();
    const code = (act: () => void) => {
      try {
        act();
      } catch (e) {
        return (e as ChoiceError).code;
      }
      return 'none';
    };
    expect(code(() => d.match.choose('s2', { promptId: p2.id, optionIds: ['bid:2'] }))).toBe('stale');
    expect(code(() => d.match.choose('s3', { promptId: d.promptFor('s1').id, optionIds: ['bid:2'] }))).toBe('wrong-seat');
    expect(code(() => d.match.choose('s1', { promptId: 'p999', optionIds: ['bid:2'] }))).toBe('stale');
    expect(code(() => d.match.choose('s1', { promptId: d.promptFor('s1').id, optionIds: ['bid:9'] }))).toBe('illegal');
    expect(d.match.hash()).toBe(before);
  });

  it('resolves when the last answer is in, in the rules\' order, and the reveal event carries the answers', () => {
    const d = bids();
    d.answerAs('s3', 'bid:2');
    d.answerAs('s1', 'bid:3');
    const events = d.answerAs('s2', 'bid:0');
    expect(events.map((e) => e.type)).toEqual(['promptAnswered', 'bidsRevealed', 'lotWon', 'roundStarted']);
    expect(events[1]).toMatchObject({ bids: { s1: 3, s2: 0, s3: 2 }, text: 'The bids: Ada 3, Ben 0, Cy 2.' });
    expect(d.g.coins).toEqual({ s1: 2, s2: 5, s3: 5 });
    expect(d.prompts).toHaveLength(3); // the next lot is up
  });
});

describe('undo in a simultaneous decision', () => {
  it('takes back only the seat\'s own answer while the group is open', () => {
    const d = bids(4);
    d.answerAs('s1', 'bid:2');
    d.answerAs('s2', 'bid:3');
    expect(d.match.undoDepth('s1')).toBe(1);
    expect(d.match.undoDepth('s3')).toBe(0);
    expect(d.match.undo('s1')).toBe(true);
    expect(d.view('s1').prompt?.kind).toBe('bid');
    expect(d.view('s2').group?.seats.map((s) => s.answered)).toEqual([false, true, false]);
    // The log without the withdrawn answer replays to exactly this state.
    expect(d.match.choices.map((c) => c.seat)).toEqual(['s2']);
    expect(Match.replay(sealedBids, d.match.record).hash()).toBe(d.match.hash());
    d.answerAs('s1', 'bid:1');
    d.answerAs('s3', 'bid:0');
    expect(d.g.lots.s2).toBe(1);
  });

  it('after the group closes, the usual rule: back to the seat\'s answer unless a die or reveal is in the way', () => {
    const d = bids(4);
    d.answerAs('s1', 'bid:2');
    d.answerAs('s2', 'bid:3');
    const open = d.match.hash();
    d.answerAs('s3', 'bid:1'); // no tie: nothing random, nothing hidden came out
    expect(d.match.undoDepth('s3')).toBe(1);
    expect(d.match.undo('s3')).toBe(true);
    expect(d.match.hash()).toBe(open);
    d.answerAs('s3', 'bid:3'); // a tie: the die breaks it, and undo may not cross the roll
    expect(d.events.some((e) => e.type === 'diceRolled')).toBe(true);
    expect(d.match.undo('s3')).toBe(false);
  });
});

describe('bots, replay and the driver in simultaneous decisions', () => {
  it('playAi answers every AI seat of a group and stops at a human one', () => {
    const d = createDriver<BidsState>(sealedBids, {
      options: { players: 3 }, seed: 2, controllers: { s1: { type: 'ai', bot: 'thrifty' }, s3: { type: 'ai', bot: 'random' } },
    });
    d.playAi();
    expect(d.prompts.map((p) => p.seat)).toEqual(['s2']);
    expect(d.match.choices.map((c) => c.seat)).toEqual(['s1', 's3']);
    // The thrifty bot's reason would give its bid away: it waits for the reveal.
    expect(d.match.events.flat().some((e) => e.type === 'reason')).toBe(false);
    d.answer('bid:5');
    expect(d.events[0]).toMatchObject({ type: 'reason', seat: 's1', text: 's1: bids low to keep coins' });
    expect(d.events.findIndex((e) => e.type === 'reason')).toBeLessThan(d.events.findIndex((e) => e.type === 'bidsRevealed'));
  });

  it('random games replay to the same hash, and the state stays plain JSON', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const m = Match.start(sealedBids, {
        gameId: 'sealed-bids', options: { players: 2 + (seed % 2) }, seed,
        controllers: { s1: { type: 'ai', bot: 'random' }, s2: { type: 'ai', bot: 'random' }, ...(seed % 2 ? { s3: { type: 'ai', bot: 'thrifty' } } : {}) },
      });
      while (m.isAiTurn()) m.playAi();
      expect(m.state.result, `seed ${seed}`).not.toBeNull();
      expect(JSON.parse(JSON.stringify(m.state))).toEqual(m.state);
      expect(Match.replay(sealedBids, JSON.parse(JSON.stringify(m.record)), { inPlace: true }).hash()).toBe(m.hash());
    }
  });

  it('a game that never asks several seats at once keeps the hashes it had before groups existed', () => {
    // Hashes recorded with the kernel before simultaneous decisions were added (main at b496686, whose reference game names its prompts' facts).
    const golden: Record<number, string> = { 1: 'b53497d69c79d929', 2: '6324aeddd5467717', 3: '1af79b49cd99b203' };
    for (const seed of [1, 2, 3]) {
      const m = Match.start(referenceGame, {
        gameId: 'reference', options: { players: 3 }, seed,
        controllers: { s1: { type: 'ai', bot: 'random' }, s2: { type: 'ai', bot: 'steady' }, s3: { type: 'ai', bot: 'random' } },
      });
      while (m.isAiTurn()) m.playAi();
      expect('group' in m.state).toBe(false);
      expect(m.hash()).toBe(golden[seed]);
    }
  });
});

describe('core/engine/README.md', () => {
  it('the simultaneous decisions example runs as written', () => {
    const d = createDriver<BidsState>(sealedBids, { options: { players: 3 }, seed: 1 });
    expect(d.prompts.map((p) => p.seat)).toEqual(['s1', 's2', 's3']); // three questions open at once
    d.answerAs('s3', 'bid:2'); // in any order
    expect(d.view('s1').group?.seats[2]).toEqual({ seat: 's3', kind: 'bid', text: 'How many coins do you bid?', answered: true });
    d.answerAs('s1', 'bid:3');
    expect(d.match.undo('s1')).toBe(true); // takes back Ada's bid alone; Cy's stays in
    d.answerAs('s1', 'bid:3');
    d.answerAs('s2', 'bid:0'); // the last answer closes the group and the rules resolve it
    expect(d.eventsOf('bidsRevealed')[0]).toMatchObject({ bids: { s1: 3, s2: 0, s3: 2 } });
  });
});
