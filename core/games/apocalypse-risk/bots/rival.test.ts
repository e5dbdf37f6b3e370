// The rival: decides from its own view, plays its persona and says so.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { apocalypseRisk } from '..';
import { battleWinChance } from '../odds';
import { clearBoard, put, runSteps, start } from '../tests/helpers';
import { RIVAL_BOTS } from './rival';
import type { RiskView } from '../view';
import type { GameView } from '../../../engine/view';

const rng = { int: (lo: number) => lo, pick: <T>(xs: readonly T[]) => xs[0]! };

describe('rival bots', () => {
  it('offers every persona at every level', () => {
    for (const p of ['cooperator', 'opportunist', 'betrayer']) for (const l of ['easy', 'normal', 'hard']) expect(RIVAL_BOTS[`${p}-${l}`]).toBeDefined();
    expect(apocalypseRisk.bots.rival).toBeDefined();
  });

  it('personas answer a permission request differently, and say who they are', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 9 });
    put(d, 'alberta', { p2: 9 });
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    const view = d.view<RiskView>('p2') as GameView<RiskView>;
    const coop = RIVAL_BOTS['cooperator-normal']!.decide(view, d.prompt, rng);
    const bet = RIVAL_BOTS['betrayer-normal']!.decide(view, d.prompt, rng);
    expect(coop.optionIds).toEqual(['yes']);
    expect(bet.optionIds).toEqual(['no']);
    expect(coop.reason).toMatch(/^Cooperator: /);
    expect(bet.reason).toMatch(/^Betrayer: /);
  });

  it('attacks when the exact odds favour it and explains with the chance', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 12 });
    put(d, 'alberta', { apoc: 1 });
    put(d, 'peru', { p2: 3 });
    runSteps(d, []);
    const view = d.view<RiskView>('p1') as GameView<RiskView>;
    const pick = RIVAL_BOTS['cooperator-hard']!.decide(view, d.prompt, rng);
    expect(pick.optionIds).toEqual(['atk:alaska']);
    expect(pick.reason).toMatch(/apocalypse.*Alberta.*\d+% to win/);
    expect(battleWinChance({ attackers: 11, defenders: 1, tie: 'defender' })).toBeGreaterThan(0.99);
  });

  // "two successes are necessary to break a strong border barricade"; a demon moves alone and rolls one die.
  it('walls a demon off with a strong barricade, which no lone demon can break', () => {
    const d = start({ players: 3, scenario: 'demons' });
    clearBoard(d);
    put(d, 'alaska', { p1: 4, supplies: 2 });
    put(d, 'kamchatka', { apoc: 1 });
    put(d, 'peru', { p2: 3 });
    runSteps(d, []);
    const bot = RIVAL_BOTS['betrayer-hard']!;
    const ask = () => bot.decide(d.view<RiskView>('p1') as GameView<RiskView>, d.prompt, rng);
    const turn = ask();
    expect(turn.optionIds).toEqual(['close:alaska']);
    d.answer(turn.optionIds);
    d.answer(ask().optionIds);
    expect(d.prompt.kind).toBe('barricadeStrength');
    d.answer(ask().optionIds);
    expect(d.g.barricades).toEqual([{ terr: 'alaska', other: 'kamchatka', strong: true }]);
  });

  it('never sees another seat\'s cure parts', () => {
    const d = start({ players: 3, scenario: 'plague' });
    d.g.players[0]!.cureParts = 2;
    const view = d.view<RiskView>('p2');
    expect(view.game.players[0]!.cureParts).toBeNull();
    expect(JSON.stringify(view.game)).not.toContain('"cureParts":2');
  });

  it('answers every question of a whole game within the time budget', () => {
    const options = { players: 4, scenario: 'zombies', endMode: 'prevented', selection: 'deal', roundLimit: 15 };
    const controllers = Object.fromEntries(['p1', 'p2', 'p3', 'p4'].map((s, i) => [s, { type: 'ai' as const, bot: ['cooperator-hard', 'opportunist-hard', 'betrayer-hard', 'opportunist-easy'][i]! }]));
    const m = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: options as never, controllers, seed: 5 }, { keepEvents: true });
    let slowest = 0;
    for (let i = 0; i < 20_000 && !m.state.result; i++) {
      const t0 = Date.now();
      m.playAi();
      slowest = Math.max(slowest, Date.now() - t0);
    }
    expect(m.state.result).not.toBeNull();
    const reasons = m.events.flat().filter((e) => e.type === 'reason').map((e) => String(e.text));
    expect(reasons.some((r) => r.includes('Cooperator:'))).toBe(true);
    expect(reasons.some((r) => r.includes('Betrayer:'))).toBe(true);
    expect(slowest).toBeLessThan(1000);
  });

  // "The borders must be closed ahead of time by spending supply tokens." (Plague: the spread only crosses open borders.)
  it('the hard level walls its land off from the infected before attacking, with one supply', () => {
    const d = start({ players: 2, scenario: 'plague' });
    clearBoard(d);
    put(d, 'alaska', { p1: 6, supplies: 2 });
    put(d, 'kamchatka', { apoc: 3 });
    put(d, 'alberta', { p2: 1 });
    runSteps(d, []);
    const hard = RIVAL_BOTS['opportunist-hard']!;
    const say = () => hard.decide(d.view<RiskView>('p1') as GameView<RiskView>, d.prompt, rng);
    expect(say().optionIds).toEqual(['close:alaska']);
    d.answer('close:alaska');
    expect(say().optionIds).toEqual(['kamchatka']);
    d.answer('kamchatka');
    expect(say().optionIds).toEqual(['weak']);
    d.answer('weak');
    expect(d.g.barricades).toEqual([{ terr: 'alaska', other: 'kamchatka', strong: false }]);
  });

  it('the hard level leads its armies out of a territory it shares with the infected', () => {
    const d = start({ players: 2, scenario: 'plague' });
    clearBoard(d);
    put(d, 'alaska', { p1: 6, apoc: 2 });
    put(d, 'northwest-territory', { p1: 2 });
    runSteps(d, []);
    const pick = RIVAL_BOTS['opportunist-hard']!.decide(d.view<RiskView>('p1') as GameView<RiskView>, d.prompt, rng);
    expect(pick.optionIds).toEqual(['mv:alaska']);
    expect(pick.reason).toMatch(/out of the infected/);
  });
});
