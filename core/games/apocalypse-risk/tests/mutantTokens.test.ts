// Mutant Combat: "Mutants can take control of headquarters and supply tokens and use them like players."
// Like a player they oppose an attack into a territory they control with supplies, close the border when it
// holds ("a weak barricade (if the player spends no supply tokens) or a strong barricade (if the player spends
// a supply token)"), and take their own barricade down to march through it.
import { describe, expect, it } from 'vitest';
import { apoc, clearBoard, put, runSteps, start, texts, troops } from './helpers';

function board() {
  const d = start({ players: 3, scenario: 'mutants' });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; });
  return d;
}

describe('mutants use supplies like players', () => {
  it('"use them like players": they oppose an attack, hold, and spend a spare supply on a strong barricade', () => {
    const d = board();
    put(d, 'peru', { apoc: 6, supplies: 2 });
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    // Two attack dice against the mutants' three: one success of the two that two supplies demand.
    d.forceDice(6, 1, 5, 5, 5).answer('2');
    expect(texts(d)).toContain('The mutants in Peru use their supplies to try to close the border against Red (87% to hold).');
    expect(apoc(d, 'peru')).toBe(5); // only the defenders lose armies
    expect(troops(d, 'brazil', 'p1')).toBe(4);
    expect(d.g.barricades).toEqual([{ terr: 'peru', other: 'brazil', strong: true }]);
    expect(d.g.territories.peru!.supplies).toBe(1);
    expect(texts(d)).toContain('A strong barricade closes the border between Peru and Brazil; the mutants spend a supply on it.');
    expect(d.prompt).toMatchObject({ kind: 'turnAction', seat: 'p1' });
  });

  it('with a single supply they keep it: the border closes with a weak barricade', () => {
    const d = board();
    put(d, 'peru', { apoc: 6, supplies: 1 });
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(4, 5, 5, 5).answer('1');
    expect(d.g.barricades).toEqual([{ terr: 'peru', other: 'brazil', strong: false }]);
    expect(d.g.territories.peru!.supplies).toBe(1);
  });

  it('a headquarters they stand on counts for them: it lets them oppose, though it is never spent', () => {
    const d = board();
    put(d, 'peru', { apoc: 6, hq: 1 });
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(4, 5, 5, 5).answer('1');
    expect(d.g.barricades).toEqual([{ terr: 'peru', other: 'brazil', strong: false }]);
    expect(d.g.territories.peru!.hq).toBe(true);
  });

  it('when the roll would likely break through they do not oppose, and meet the attack with dice and rerolls', () => {
    const d = board();
    put(d, 'peru', { apoc: 1, supplies: 1 });
    put(d, 'brazil', { p1: 6 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(1, 1, 1, 6).answer('3');
    expect(texts(d)).toContain('The mutants in Peru do not try to close the border (34% to hold): they meet the attack.');
    expect(d.events.some((e) => e.type === 'borderOpposed')).toBe(false);
    expect(d.g.barricades).toEqual([]);
  });

  it('marching out, they take their own barricade down instead of attacking it', () => {
    const d = board();
    put(d, 'peru', { apoc: 4 });
    put(d, 'brazil', { p1: 1 });
    d.g.barricades.push({ terr: 'peru', other: 'brazil', strong: true });
    runSteps(d, [{ kind: 'apocMove', from: 'peru', to: 'brazil', count: 2 }]);
    expect(d.g.barricades).toEqual([]);
    expect(texts(d)).toContain('The mutants in Peru take down their barricade towards Brazil to march through.');
    expect(apoc(d, 'brazil')).toBe(2);
  });
});
