// The lookahead hero bot: legal answers, a bounded time per decision, and no
// use of what a hero cannot see (the order of the gift, legion and Fourth
// Circle piles, the dice to come): its choice is the same when only those differ.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { planetApocalypse as M } from '../index';
import type { PAState } from '../state';
import type { PAView } from '../view';
import { createLookaheadBot } from './lookahead';

const rng = (): BotRng => ({ int: (lo, hi) => (lo + hi) >> 1, pick: (items) => items[0]! });

/** A two-hero match played by the old bot until a hero must choose an action with several options. */
function midGame(seed: number): Match {
  const controllers = { h1: { type: 'ai' as const, bot: 'hero' }, h2: { type: 'ai' as const, bot: 'hero' } };
  const m = Match.start(M, { gameId: M.id, options: { heroes: 2 }, controllers, seed }, { keepEvents: false });
  for (let i = 0; i < 400 && !m.state.result; i++) {
    const p = m.state.prompt;
    if (i > 60 && p?.kind === 'heroAction' && p.options.length >= 3) return m;
    m.playAi();
  }
  throw new Error(`seed ${seed}: no mid-game hero action found`);
}

function decide(m: Match, bot = createLookaheadBot({ samples: 2 })) {
  const seat = m.state.prompt!.seat;
  const view = m.view<PAView>(seat) as GameView<PAView>;
  return bot.decide(view, view.prompt as Prompt, rng(), m.botSim(seat) as never);
}

describe('lookahead hero bot', () => {
  it('answers every question of a game legally (the match rejects any illegal answer)', () => {
    const bot = createLookaheadBot({ samples: 1, maxOptions: 3 });
    const controllers = { h1: { type: 'ai' as const, bot: 'hero' }, h2: { type: 'ai' as const, bot: 'hero' } };
    const m = Match.start(M, { gameId: M.id, options: { heroes: 2 }, controllers, seed: 3 }, { keepEvents: false });
    let looked = 0;
    for (let i = 0; i < 120 && !m.state.result; i++) {
      const p = m.state.prompt!;
      const d = bot.decide(m.view<PAView>(p.seat) as GameView<PAView>, p, rng(), m.botSim(p.seat) as never);
      if (d.reason?.includes('looked ahead')) looked++;
      m.choose(p.seat, { promptId: p.id, optionIds: d.optionIds }, 'ai', d.reason);
    }
    expect(looked).toBeGreaterThan(0);
  });

  it('stops starting new futures once its work budget is spent', () => {
    const m = midGame(5);
    const t0 = performance.now();
    const d = decide(m, createLookaheadBot({ samples: 50, maxWork: 0 }));
    // Only the first future runs past a spent budget (every option gets one).
    expect(d.reason).toContain('over 1 futures');
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('decides the same when only the hidden piles and the dice to come differ', () => {
    const a = midGame(7);
    const b = midGame(7);
    const g = b.state.g as unknown as PAState;
    g.giftDeck.draw.reverse();
    g.legionDeck.draw.reverse();
    g.fourthDeck.reverse();
    b.state.rng = [1, 2, 3, 4];
    expect(b.state.g).not.toEqual(a.state.g);
    const da = decide(a);
    expect(da.reason).toContain('looked ahead over 2 futures');
    expect(decide(b)).toEqual(da);
  });

  it('samples redraw the hidden piles independently of their true order', () => {
    const a = midGame(9);
    const b = midGame(9);
    (b.state.g as unknown as PAState).giftDeck.draw.reverse();
    const sa = a.botSim('h1')!.sample(42).g as unknown as PAState;
    const sb = b.botSim('h1')!.sample(42).g as unknown as PAState;
    expect(sb.giftDeck.draw).toEqual(sa.giftDeck.draw);
    expect([...sa.giftDeck.draw].sort()).toEqual([...(a.state.g as unknown as PAState).giftDeck.draw].sort());
  });

  it('Bernice at 1 health never buys a gift (her cough would kill her)', async () => {
    const { policyDecide } = await import('./policy');
    const m = midGame(11);
    const view = m.view<PAView>('h1') as GameView<PAView>;
    const h = view.game.heroes.find((x) => x.seat === 'h1')!;
    h.heroId = 'bernice';
    h.health = 1;
    const prompt: Prompt = { id: 'p', seat: 'h1', kind: 'teamAction', text: 'Team action?', min: 1, max: 1,
      options: [{ id: 'gift:0:1', label: 'A gift' }, { id: 'done', label: 'Done' }] };
    expect(policyDecide(view, prompt, rng()).optionIds).toEqual(['done']);
  });
});
