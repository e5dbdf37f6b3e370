/**
 * The views bots get (Match.decideAi, BotSim.view) build the game's part
 * only when the bot reads it, and carry nothing of the full state.
 */
import { describe, expect, it, vi } from 'vitest';
import { referenceGame } from '../games/reference';
import { Match } from './match';
import type { AnyGameModule } from './module';
import type { Bot } from './types';
import { viewFor, type GameView } from './view';

function withBot(decide: Bot<GameView>['decide']): { module: AnyGameModule; views: ReturnType<typeof vi.fn> } {
  const views = vi.fn(referenceGame.view);
  const module: AnyGameModule = { ...referenceGame, view: views, bots: { ...referenceGame.bots, probe: { id: 'probe', name: 'Probe', decide } } };
  return { module, views };
}

function start(module: AnyGameModule): Match {
  return Match.start(module, { gameId: module.id, options: { players: 2 }, controllers: { s1: { type: 'ai', bot: 'probe' }, s2: { type: 'ai', bot: 'probe' } }, seed: 3 });
}

describe('bot views', () => {
  it('a bot that answers from the prompt alone never has the game view built', () => {
    const { module, views } = withBot((_view, prompt) => ({ optionIds: [prompt.options[0]!.id] }));
    const m = start(module);
    for (let i = 0; i < 5 && m.isAiTurn(); i++) m.playAi();
    expect(views).not.toHaveBeenCalled();
  });

  it('a bot that reads the game gets the same view as the screen, built once per decision', () => {
    let seen: unknown[] = [];
    const { module, views } = withBot((view, prompt) => {
      seen = [view.game, view.game];
      return { optionIds: [prompt.options[0]!.id] };
    });
    const m = start(module);
    const eager = viewFor(referenceGame, m.state, m.state.prompt!.seat);
    const { decision } = m.decideAi();
    expect(views).toHaveBeenCalledTimes(1);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toEqual(eager.game);
    expect(decision.optionIds).toHaveLength(1);
  });

  it('a lazy view has the eager one\'s fields and carries no full state when copied or sent', () => {
    const m = start(withBot((_v, p) => ({ optionIds: [p.options[0]!.id] })).module);
    const seat = m.state.prompt!.seat;
    const lazy = viewFor(referenceGame, m.state, seat, { lazyGame: true });
    const eager = viewFor(referenceGame, m.state, seat);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).filter((k) => k !== 'game').sort());
    expect(JSON.stringify(lazy)).not.toContain('"stack"');
    expect({ ...lazy, game: lazy.game }).toEqual(eager);
  });
});
