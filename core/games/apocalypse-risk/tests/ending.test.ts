// Winning and losing (designed: ASSUMPTIONS.md "Winning and losing", END_RULES in content/numbers.ts).
import { describe, expect, it } from 'vitest';
import { TERRITORY_IDS } from '../content/board';
import { END_RULES } from '../content/numbers';
import { clearBoard, put, runSteps, start } from './helpers';

describe('the end of the game', () => {
  it('world domination: prevention is announced and play goes on until one player is left', () => {
    const d = start({ players: 2, scenario: 'zombies', endMode: 'domination' });
    clearBoard(d, 'zombies', false);
    put(d, 'alaska', { p1: 9 });
    put(d, 'alberta', { apoc: 1 });
    put(d, 'kamchatka', { p2: 1 });
    d.g.players.forEach((p) => { p.standing.defendMost = true; });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:apoc');
    d.forceDice(6, 6, 6, 1).answer('3');
    d.answer('3');
    expect(d.match.events.at(-1)!.some((e) => e.type === 'apocalypsePrevented')).toBe(true);
    expect(d.state.result).toBeNull();
    d.answer('atk:alaska');
    d.answer('to:kamchatka:p2');
    d.forceDice(6, 6, 6, 1).answer('3');
    if (d.state.prompt?.kind === 'advance') d.answer(d.prompt.options[0]!.id);
    expect(d.state.result).toMatchObject({ outcome: 'domination', winners: ['p1'] });
  });

  it('everyone loses when half the territories on the map have fallen after an apocalyte turn', () => {
    const d = start({ players: 3, scenario: 'zombies' });
    clearBoard(d, 'zombies', false);
    const half = Math.ceil(TERRITORY_IDS.length * END_RULES.fallenLossShare);
    TERRITORY_IDS.slice(0, half).forEach((id) => put(d, id, { apoc: 1 }));
    TERRITORY_IDS.slice(half).forEach((id, i) => put(d, id, { [`p${(i % 3) + 1}`]: 2 }));
    runSteps(d, [{ kind: 'afterApocTurn' }]);
    expect(d.state.result).toMatchObject({ outcome: 'apocalypse', winners: [] });
  });

  it('one fewer fallen territory and the game goes on', () => {
    const d = start({ players: 3, scenario: 'zombies' });
    clearBoard(d, 'zombies', false);
    const half = Math.ceil(TERRITORY_IDS.length * END_RULES.fallenLossShare);
    TERRITORY_IDS.slice(0, half - 1).forEach((id) => put(d, id, { apoc: 1 }));
    TERRITORY_IDS.slice(half - 1).forEach((id, i) => put(d, id, { [`p${(i % 3) + 1}`]: 2 }));
    runSteps(d, [{ kind: 'afterApocTurn' }]);
    expect(d.state.result).toBeNull();
  });

  it('the round limit: a raging apocalypse wins; after prevention in world domination the biggest player does', () => {
    const d = start({ players: 3, scenario: 'aliens', roundLimit: 10 });
    clearBoard(d);
    put(d, 'peru', { p1: 3 });
    put(d, 'brazil', { p2: 3 });
    put(d, 'iceland', { p3: 3 });
    runSteps(d, [{ kind: 'endRound' }], 'p1', 10);
    expect(d.state.result).toMatchObject({ outcome: 'apocalypse' });
    const e = start({ players: 3, scenario: 'aliens', roundLimit: 10, endMode: 'domination' });
    clearBoard(e);
    put(e, 'peru', { p1: 3 });
    put(e, 'brazil', { p2: 3 });
    put(e, 'argentina', { p2: 3 });
    put(e, 'iceland', { p3: 3 });
    e.g.prevented = 4;
    runSteps(e, [{ kind: 'endRound' }], 'p1', 10);
    expect(e.state.result).toMatchObject({ outcome: 'timeLimit', winners: ['p2'] });
  });

  it('Meteors: the meteor arrives at the end of round 15 unless the missile flew', () => {
    const d = start({ players: 3, scenario: 'meteors' });
    clearBoard(d);
    put(d, 'peru', { p1: 3 });
    put(d, 'brazil', { p2: 3 });
    put(d, 'iceland', { p3: 3 });
    runSteps(d, [{ kind: 'endRound' }], 'p1', END_RULES.meteorDeadlineRound - 1);
    expect(d.state.result).toBeNull();
    runSteps(d, [{ kind: 'endRound' }], 'p1', END_RULES.meteorDeadlineRound);
    expect(d.state.result).toMatchObject({ outcome: 'apocalypse' });
    expect(d.state.result!.text).toContain('meteor');
  });
});
