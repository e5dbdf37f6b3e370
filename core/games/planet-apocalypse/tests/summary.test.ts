// Saves and endings: the line a save is known by, and the end-of-game
// summary, checked against what the log of whole bot games says happened.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { MatchState } from '../../../engine/types';
import { planetApocalypse } from '..';
import type { PAState } from '../state';

function play(seed: number, opts: Record<string, unknown>) {
  const heroes = Number(opts.heroes ?? 2);
  const controllers = Object.fromEntries(Array.from({ length: heroes }, (_, i) => [`h${i + 1}`, { type: 'ai' as const, bot: 'hero' }]));
  const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, ...opts }, controllers, seed });
  while (!m.state.result) m.playAi();
  return m;
}

describe('describeMatch and matchSummary', () => {
  it('a save is known by its map, heroes, round and who is ahead', () => {
    const m = Match.start(planetApocalypse, {
      gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, heroes: 2, hero1: 'hannah', hero2: 'moose', lord: 'baphomet' }, controllers: {}, seed: 3,
    });
    const state = m.state as unknown as MatchState<PAState>;
    expect(planetApocalypse.describeMatch!(state)).toBe('Invasion, Hannah Hazard and Moose Kowalski, round 1, doom 0/13, Baphomet 9/9, neck and neck');
    state.g.doom = 6;
    expect(planetApocalypse.describeMatch!(state)).toMatch(/round 1, doom 6\/13, Baphomet 9\/9, Hell leads$/);
    state.g.lords[0]!.health = 1;
    expect(planetApocalypse.describeMatch!(state)).toMatch(/Baphomet 1\/9, the heroes lead$/);
    // A secret Lord's name and health are not given away by a save's title.
    const secret = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, secretLord: true }, controllers: {}, seed: 3 });
    expect(planetApocalypse.describeMatch!(secret.state as unknown as MatchState<PAState>)).toMatch(/doom 0\/13, the hidden Lord, neck and neck$/);
  });

  it.each([[11, { heroes: 2 }], [12, { heroes: 4, map: 'doomgate' }], [13, { heroes: 1, miniboss: true }]])(
    'seed %i: the summary\'s numbers are what the log shows', (seed, opts) => {
      const m = play(seed, opts);
      const state = m.state as unknown as MatchState<PAState>;
      const s = planetApocalypse.matchSummary!(state);
      const events = m.events.flat();
      expect(s.headline).toBe(state.result!.text);
      expect(s.rounds).toBe(state.g.round);
      expect(s.seats.map((x) => x.seat)).toEqual(state.g.seatOrder);
      for (const { seat, stats } of s.seats) {
        const value = (label: string) => Number(stats.find((x) => x.label === label)!.value);
        const taken = events.filter((e) => e.type === 'damaged' && e.figure === seat).reduce((n, e) => n + Number(e.from) - Number(e.to), 0);
        const kills = events.filter((e) => e.type === 'killed' && e.by === seat).length;
        const deaths = events.filter((e) => e.type === 'killed' && e.figure === seat).length;
        const gifts = events.filter((e) => e.type === 'giftEarned' && e.seat === seat).length;
        expect([value('Damage taken'), value('Kills'), value('Heroes lost'), value('Gifts earned')]).toEqual([taken, kills, deaths, gifts]);
        expect(value('Damage dealt')).toBeGreaterThanOrEqual(value('Kills') - 1);
      }
      expect(s.turningPoint).toMatch(/^Round \d+: /);
      expect(planetApocalypse.describeMatch!(state)).toMatch(/(the heroes won|Hell won)$/);
    }, 60_000);
});
