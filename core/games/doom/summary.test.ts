// Saves are recognised by one line, a finished match tells what happened per
// seat and where it turned, and an operation shows its standing and the next
// briefing between missions.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import type { MatchState } from '../../engine/types';
import { doomGame } from '.';
import { allOperations, missionDef } from './catalog';
import { describeMatch, matchSummary } from './summary';
import { arrange, newMatch, toMarineTurn } from './testing/arrange';
import type { DoomOptions, DoomState } from './state';
import type { DoomView } from './view';

function played(options: DoomOptions, seed: number): Match {
  const seats = doomGame.seats(options);
  const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: s.id === 'invader' ? 'invader' : 'marine' }]));
  const match = Match.start(doomGame, { gameId: 'doom', options: options as never, controllers, seed }, { keepEvents: false });
  for (let i = 0; i < 20_000 && !match.state.result; i++) match.playAi();
  return match;
}

describe('DOOM summaries', () => {
  it('a save line names the mission, the squad with classes, the round and how far each side is', () => {
    const d = toMarineTurn(newMatch({ mission: 'landing-zone', marines: 2 }, 3));
    const line = describeMatch(d.state as unknown as MatchState<DoomState>);
    expect(line).toMatch(/^Landing Zone · Alpha \(\w[\w ]*\) and Bravo \(\w[\w ]*\) · round 1 · marines 0 of 3 progress tokens, invader 0 of 4 frag tokens · (even|the marines lead|the invader leads)$/);
  });

  it('a finished mission: headline, rounds, each seat\'s numbers that add up, and the turning point', () => {
    const match = played({ marines: 2, mode: 'mission', mission: 'the-nest', difficulty: 'normal' }, 9);
    const state = match.state as unknown as MatchState<DoomState>;
    const s = matchSummary(state);
    const side = state.result!.outcome;
    expect(s.headline).toBe(side === 'marines' ? 'The marines win The Nest' : 'The invader wins The Nest');
    expect(s.rounds).toBe(state.g.operation[0]!.rounds);
    expect(s.seats.map((x) => x.seat)).toEqual(['m1', 'm2', 'invader']);
    const num = (seat: string, label: string) => Number(s.seats.find((x) => x.seat === seat)!.stats.find((x) => x.label === label)!.value);
    const marineDealt = num('m1', 'Damage dealt') + num('m2', 'Damage dealt');
    expect(marineDealt).toBeGreaterThan(0);
    // What the marines dealt, the demons took (the demons may also take damage from other demons' splash).
    expect(num('invader', 'Damage taken')).toBeGreaterThanOrEqual(marineDealt);
    expect(num('m1', 'Damage taken') + num('m2', 'Damage taken')).toBeGreaterThanOrEqual(num('invader', 'Damage dealt'));
    expect(num('invader', 'Demons lost')).toBe(num('m1', 'Demons fragged') + num('m2', 'Demons fragged'));
    expect(num('m1', 'Times fragged') + num('m2', 'Times fragged')).toBe(num('invader', 'Marines fragged'));
    expect(s.turningPoint).toMatch(/^Round \d+: /);
    expect(describeMatch(state)).toContain('over:');
  }, 60_000);

  it('between the missions of an operation the view shows the standing and the next briefing', () => {
    const d = toMarineTurn(newMatch({ mode: 'operation', marines: 1 }, 31));
    const op = allOperations()[0]!;
    expect((d.view('m1').game as DoomView).standing).toMatchObject({ marines: 0, invader: 0, played: [], next: { id: op.missions[0] } });
    arrange(d, (g) => { g.counters.progress = 99; });
    const standing = (d.view('m1').game as DoomView).standing!;
    expect(standing).toMatchObject({ mode: 'operation', winsNeeded: 4, marines: 1, invader: 0 });
    expect(standing.played).toEqual([{ mission: op.missions[0], name: missionDef(op.missions[0]!).name, winner: 'marines', rounds: 1, story: op.outcomes[op.missions[0]!]!.marines }]);
    expect(standing.next).toMatchObject({ id: op.missions[1], number: 2, briefing: missionDef(op.missions[1]!).briefing });
    expect(describeMatch(d.state as unknown as MatchState<DoomState>)).toMatch(/^Operation Black Foundry, mission 2: Data Vault \(missions 1 to 0\) · Alpha/);
  });
});
