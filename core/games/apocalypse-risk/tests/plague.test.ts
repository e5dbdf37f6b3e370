// Rulebook "Plague" and "Finding a Cure", through the test driver.
import { describe, expect, it } from 'vitest';
import { apoc, apocTurn, clearBoard, put, runSteps, start, troops } from './helpers';
import type { RiskView } from '../view';

function board() {
  const d = start({ players: 3, scenario: 'plague' });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; });
  return d;
}

describe('Plague', () => {
  // "Choose a territory card at random. Place one infected ... in this territory."
  it('starts with one infected', () => {
    const d = start({ players: 3, scenario: 'plague' }, 4);
    const placed = d.match.events.flat().filter((e) => e.type === 'apocalytesPlaced');
    expect(placed[0]).toMatchObject({ count: 1 });
  });

  // "In each contested territory, roll an intra-territory attack. Instead of removing armies, replace all player armies that would be removed with infected armies."
  it('contested territories: lost armies become infected, infected are not removed', () => {
    const d = board();
    put(d, 'peru', { p1: 5, apoc: 3 });
    d.forceDice(6, 6, 1, 5, 5, 4);
    apocTurn(d, 1);
    expect(troops(d, 'peru', 'p1')).toBe(3);
    expect(apoc(d, 'peru')).toBe(5);
  });

  // "Roll a die. If the result is greater than three, turn one of the player armies in the target territory into an infected army. ... supply token, the roll must be greater than four ... two or more ... greater than five."
  it('spreads across open borders: above 3, above 4 with a supply, above 5 with two', () => {
    const d = board();
    put(d, 'peru', { apoc: 1 });
    put(d, 'venezuela', { p1: 3 });
    put(d, 'brazil', { p2: 3, supplies: 1 });
    put(d, 'argentina', { p3: 3, supplies: 2 });
    // Spread rolls in board order: Venezuela 4 (infected), Brazil 4 (held), Argentina 5 (held); die-off 1.
    d.forceDice(4, 4, 5, 1);
    apocTurn(d, 2);
    expect([apoc(d, 'venezuela'), apoc(d, 'brazil'), apoc(d, 'argentina')]).toEqual([1, 0, 0]);
    expect(troops(d, 'venezuela', 'p1')).toBe(2);
  });

  // "This action does not count as a movement, and can not be opposed by closing the border. The borders must be closed ahead of time"
  it('a barricade stops the spread', () => {
    const d = board();
    put(d, 'peru', { apoc: 1 });
    put(d, 'venezuela', { p1: 3 });
    d.g.barricades.push({ terr: 'venezuela', other: 'peru', strong: false });
    d.forceDice(1);
    apocTurn(d, 2);
    expect(apoc(d, 'venezuela')).toBe(0);
  });

  // "for each fallen territory, roll a die. If the die is six, remove half the infected units, rounded up ... the territory becomes barren"
  it('dies off on a 6, half rounded up; the last one gone leaves barren land; not in round 1', () => {
    const d = board();
    put(d, 'peru', { apoc: 3 });
    put(d, 'iceland', { apoc: 1 });
    d.forceDice(6, 6);
    apocTurn(d, 2);
    expect(apoc(d, 'peru')).toBe(1);
    expect(apoc(d, 'iceland')).toBe(0);
    expect(d.g.barren).toEqual(['iceland']);
    clearBoard(d);
    put(d, 'peru', { apoc: 3 });
    d.forceDice(6);
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(3);
  });

  // "The infected may not be attacked as normal."
  it('without the cure the infected cannot be attacked', () => {
    const d = board();
    put(d, 'peru', { p1: 5, apoc: 1 });
    put(d, 'brazil', { p1: 5 });
    runSteps(d, []);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('atk:peru');
  });

  // "territories with at least one supply token bordering or containing the infected may make one attack against the infected per turn. Roll against two defense die ... If there are two successes, roll two die. On doubles, a part of the cure is found."
  it('a cure attempt: two successes against two dice earn a secret roll; doubles find a part', () => {
    const d = board();
    put(d, 'peru', { apoc: 2 });
    put(d, 'brazil', { p1: 4, supplies: 1 });
    runSteps(d, []);
    d.answer('atk:brazil');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['cure:peru', 'back']);
    d.answer('cure:peru');
    d.forceDice(6, 6, 1, 5, 5, 3, 3).answer('3');
    expect(d.g.players[0]!.cureParts).toBe(1);
    expect(apoc(d, 'peru')).toBe(2);
    expect(troops(d, 'brazil', 'p1')).toBe(4);
    // The roll and the part are Red's secret.
    const secret = d.events.filter((e) => e.type === 'curePartFound' || e.purpose === 'Cure (secret)');
    expect(secret.every((e) => (e.visibleTo as string[] | undefined)?.join() === 'p1')).toBe(true);
    expect(d.view<RiskView>('p2').game.players[0]!.cureParts).toBeNull();
    expect(d.view<RiskView>('p1').game.players[0]!.cureParts).toBe(1);
    // Once a turn per territory.
    d.answer('atk:brazil'.replace('atk:brazil', 'end'));
  });

  // "Players with the cure can attack the infected. Do not remove attacking armies ... replace them with attacker armies instead."
  it('a cure holder attacks the infected, loses nothing, and beaten infected join them', () => {
    const d = board();
    d.g.players[0]!.cured = true;
    d.g.players[0]!.cureParts = 3;
    put(d, 'peru', { apoc: 3 });
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 1, 1, 5, 5).answer('3');
    expect(apoc(d, 'peru')).toBe(2);
    expect(troops(d, 'peru', 'p1')).toBe(1);
    expect(troops(d, 'brazil', 'p1')).toBe(4);
  });

  // "Players with the cure are treated as having two supply tokens in all territories when the infection spreads."
  it('a cure holder resists the spread as if holding two supplies', () => {
    const d = board();
    d.g.players[0]!.cured = true;
    put(d, 'peru', { apoc: 1 });
    put(d, 'venezuela', { p1: 3 });
    d.forceDice(5, 1);
    apocTurn(d, 2);
    expect(apoc(d, 'venezuela')).toBe(0);
  });

  // "the territory becomes barren ... it may not be entered except by players with the cure"
  it('barren land is closed to all but cure holders', () => {
    const d = board();
    d.g.barren.push('peru');
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('mv:brazil');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('peru');
  });

  // Issue 28: the star on "1 die" looked like a slip where 2 were allowed; it now says why.
  it('defending against the infected, one die is suggested and the prompt says why', () => {
    const d = board();
    d.g.players[0]!.standing.defendMost = false;
    put(d, 'peru', { p1: 5, apoc: 3 });
    d.forceDice(6, 6, 1, 5, 5, 4);
    runSteps(d, [{ kind: 'plagueTurn' }], 'p1', 1);
    expect(d.prompt).toMatchObject({ seat: 'p1', kind: 'defendDice', suggested: ['1'] });
    expect(d.prompt.options.map((o) => o.id)).toContain('2');
    expect(d.prompt.suggestedWhy).toMatch(/one die/);
  });
});
