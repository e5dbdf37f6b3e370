import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../core/engine/view';
import type { MatchUpdate } from '../../core/protocol/messages';
import { MatchManager } from './matchManager';
import { HUMAN, playHumanChoices, RANDOM, STEADY } from './testSupport';

function recording(deps: ConstructorParameters<typeof MatchManager>[0] = {}) {
  const manager = new MatchManager({ log: () => {}, ...deps });
  const updates: (MatchUpdate | null)[] = [];
  manager.onUpdate((u) => updates.push(u));
  return { manager, updates };
}

function prompt(manager: MatchManager) {
  return manager.match!.state.prompt!;
}

describe('MatchManager', () => {
  it('starts a match and pushes the first update for the human seat', async () => {
    const { manager, updates } = recording();
    const update = await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 5);
    expect(updates).toEqual([update]);
    expect(update).toMatchObject({
      gameId: 'reference', title: 'Last Light (reference game)', viewer: 's1', handoff: false, canUndo: false, choices: 0,
    });
    expect(update.seats).toEqual([
      { id: 's1', name: 'Ash', side: 'survivors', controller: HUMAN },
      { id: 's2', name: 'Brook', side: 'survivors', controller: STEADY },
    ]);
    expect((update.view as { prompt: { seat: string } }).prompt.seat).toBe('s1');
    expect(update.events.length).toBeGreaterThan(0);
    expect(update.log.map((l) => l.text)).toContain('Round 1 begins.');
    expect(update.hash).toBe(manager.match!.hash());
  });

  it('answers AI seats after each human decision; events arrive once, in order', async () => {
    const { manager, updates } = recording();
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const p = prompt(manager);
    const update = await manager.choose('s1', p.id, ['run']);
    expect(update.choices).toBeGreaterThanOrEqual(2); // s1 and the bot for s2
    expect(manager.match!.choices.map((c) => c.by)).toEqual(['human', 'ai']);
    expect(update.viewer).toBe('s1');
    expect(prompt(manager).seat).toBe('s1');
    const types = (update.events as { type: string }[]).map((e) => e.type);
    // Ash's roll comes before the bot's reason, which comes before the horde's advance.
    expect(types.indexOf('diceRolled')).toBeLessThan(types.indexOf('reason'));
    expect(types.lastIndexOf('hordeMoved')).toBeGreaterThan(types.indexOf('reason'));
    expect(update.log.some((l) => l.kind === 'reason' && l.text.startsWith('s2: '))).toBe(true);
    // The log holds the whole match; the events only what is new.
    expect(update.log.length).toBeGreaterThan(updates[0]!.log.length);
    expect(update.events).not.toEqual(expect.arrayContaining([{ type: 'roundStarted', round: 1, text: 'Round 1 begins.' }]));
  });

  it('hot-seat: the view follows the human deciding, handoff flags a new person, secrets stay hidden', async () => {
    const { manager, updates } = recording();
    const first = await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: HUMAN }, 9);
    expect(first.viewer).toBe('s1');
    expect(first.handoff).toBe(true);
    const afterS1 = await manager.choose('s1', prompt(manager).id, ['scavenge']);
    expect(afterS1).toMatchObject({ viewer: 's2', handoff: true, events: [] });
    const brook = await manager.takeSeat('s2');
    // Ash's draw reaches Brook only as a count.
    const drawn = (brook.events as { type: string; cards?: unknown; count?: number }[]).find((e) => e.type === 'cardsDrawn')!;
    expect(drawn).toEqual({ type: 'cardsDrawn', deck: 'supply', count: 1 });
    expect(JSON.stringify(brook)).not.toContain('visibleTo');
    const ash = (brook.view as { game: { survivors: { seat: string; hand: unknown }[] } }).game.survivors[0]!;
    expect(ash.hand).toBeNull();
    expect(updates.length).toBe(3);
  });

  it('an all-AI match plays to the end with no human, watched by a spectator', async () => {
    const { manager, updates } = recording();
    const update = await manager.newGame('reference', { players: 3 }, { s1: STEADY, s2: RANDOM, s3: STEADY }, 12);
    expect(manager.match!.state.result).not.toBeNull();
    expect(update.viewer).toBeNull();
    expect(update.handoff).toBe(false);
    expect((update.view as { result: unknown }).result).not.toBeNull();
    expect(update.events.at(-1)).toMatchObject({ type: 'gameOver' });
    expect(updates).toHaveLength(1);
    expect(manager.match!.choices.every((c) => c.by === 'ai')).toBe(true);
  });

  it('runAi steps an all-AI match in batches, keeping every event in order', async () => {
    const { manager, updates } = recording({ aiStepCap: 2 });
    await manager.newGame('reference', { players: 2 }, { s1: RANDOM, s2: STEADY }, 4);
    expect(manager.match!.choices).toHaveLength(2);
    let batches = 1;
    while ((await manager.runAi(2)).waiting) batches++;
    expect(manager.match!.state.result).not.toBeNull();
    expect(batches).toBeGreaterThan(1);
    // The updates together carry every event of the match once, in order (as a spectator sees them).
    expect(updates.flatMap((u) => u!.events)).toEqual(eventsFor(manager.match!.events.flat(), null));
  });

  it('illegal and stale choices are refused with code "choice" and change nothing', async () => {
    const { manager, updates } = recording();
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const hash = manager.match!.hash();
    const p = prompt(manager);
    await expect(manager.choose('s1', p.id, ['fly'])).rejects.toMatchObject({ code: 'choice' });
    await expect(manager.choose('s1', 'p999', ['run'])).rejects.toMatchObject({ code: 'choice', message: expect.stringMatching(/question/) });
    await expect(manager.choose('s1', p.id, [])).rejects.toMatchObject({ code: 'choice' });
    await expect(manager.choose('s2', p.id, ['run'])).rejects.toMatchObject({ code: 'choice' });
    await expect(manager.choose('s9', p.id, ['run'])).rejects.toMatchObject({ code: 'choice' });
    expect(manager.match!.hash()).toBe(hash);
    expect(updates).toHaveLength(1);
  });

  it('refuses unknown games, bad options, unknown seats and bots', async () => {
    const { manager } = recording();
    await expect(manager.newGame('nope', {}, {})).rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('nope') });
    await expect(manager.newGame('doom', {}, {})).rejects.toMatchObject({ code: 'bad-request' });
    await expect(manager.newGame('reference', { players: 7 }, {})).rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('players') });
    await expect(manager.newGame('reference', { players: 1 }, { s2: HUMAN })).rejects.toMatchObject({ code: 'bad-request' });
    await expect(manager.newGame('reference', { players: 1 }, { s1: { type: 'ai', bot: 'genius' } })).rejects.toMatchObject({ code: 'bad-request' });
    expect(manager.match).toBeNull();
    await expect(manager.choose('s1', 'p1', ['run'])).rejects.toMatchObject({ code: 'no-match' });
  });

  it('draws a random 31-bit seed when none is given', async () => {
    const { manager } = recording();
    await manager.newGame('reference', { players: 1 }, {});
    const seed = manager.match!.setup.seed;
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
  });

  it('undo takes back a decision when no die or draw is in the way', async () => {
    const { manager } = recording();
    // Solo, only a Barricade rolls nothing (it stops the horde's roll): scavenge until one is played.
    let played: MatchUpdate | null = null;
    for (let seed = 1; seed <= 40 && !played; seed++) {
      await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, seed);
      for (let i = 0; i < 20 && !played && !manager.match!.state.result; i++) {
      const p = prompt(manager);
      const card = p.options.find((o) => o.id.startsWith('play:'));
      const before = manager.match!.hash();
      if (card && p.kind === 'chooseAction') {
        played = await manager.choose('s1', p.id, [card.id]);
        if (!played.canUndo) played = null;
        else {
          const undone = await manager.undo('s1');
          expect(undone.hash).toBe(before);
          expect(undone.canUndo).toBe(false);
          expect(undone.events).toEqual([]);
          expect(undone.viewer).toBe('s1');
        }
      } else {
        await manager.choose('s1', p.id, p.kind === 'discard' ? p.options.slice(0, p.min).map((o) => o.id) : ['scavenge']);
      }
      }
    }
    expect(played).not.toBeNull();
    await expect(manager.undo('s1')).rejects.toMatchObject({ code: 'choice' });
  });

  it('current() repeats the state without consuming events; leave() pushes null', async () => {
    const { manager, updates } = recording();
    expect(manager.current()).toBeNull();
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const now = manager.current()!;
    expect(now.events).toEqual([]);
    expect(now.hash).toBe(updates[0]!.hash);
    await playHumanChoices(manager, 1);
    expect(updates[1]!.events.length).toBeGreaterThan(0);
    manager.leave();
    expect(updates.at(-1)).toBeNull();
    expect(manager.current()).toBeNull();
  });
});
