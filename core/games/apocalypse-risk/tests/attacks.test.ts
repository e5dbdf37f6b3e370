// Rulebook "Attacks" and "Headquarters", through the test driver.
import { describe, expect, it } from 'vitest';
import { apoc, clearBoard, put, refresh, runSteps, start, troops } from './helpers';

function board() {
  const d = start({ players: 3 });
  clearBoard(d);
  return d;
}

describe('Attacks', () => {
  // "Pair their die highest against highest ... Unless otherwise noted, ties count as a success for the defender."
  it('pairs dice highest to highest; a tie goes to the defender', () => {
    const d = board();
    put(d, 'alaska', { p1: 5 });
    put(d, 'northwest-territory', { p2: 3 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    // The exact odds come with the options: 3 dice against 2 is 2890 / 2611 / 2275 out of 7776.
    expect(d.prompt.options[0]!.hint).toBe('Against 2 dice: you lose 0, they lose 2: 37%; you lose 1, they lose 1: 34%; you lose 2, they lose 0: 29%.');
    expect(d.prompt.options.find((o) => o.id === 'blitz')!.hint).toMatch(/Chance to wipe them out: \d+%/);
    d.answer('3');
    expect(d.prompt).toMatchObject({ kind: 'defendDice', seat: 'p2' });
    d.forceDice(6, 5, 1, 5, 5).answer('2');
    expect(troops(d, 'northwest-territory', 'p2')).toBe(2); // 6 beats 5
    expect(troops(d, 'alaska', 'p1')).toBe(4); // 5 ties 5: the defender wins
  });

  // "Players must move at least as many armies as they attacked with ... must leave at least one army behind"
  it('after a conquest the attacker moves in at least as many armies as dice, and leaves one behind', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'northwest-territory', { p2: 1 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.forceDice(6, 6, 6, 1).answer('3');
    expect(d.prompt.kind).toBe('advance');
    expect(d.prompt.options.map((o) => Number(o.id)).sort()).toEqual([3, 4, 5]);
    d.answer('4');
    expect(troops(d, 'northwest-territory', 'p1')).toBe(4);
    expect(troops(d, 'alaska', 'p1')).toBe(2);
    expect(d.g.territories['northwest-territory']!.owner).toBe('p1');
  });

  // "Only territory owners may initiate inter-territory attacks."
  it('only the owner attacks out of a territory', () => {
    const d = board();
    put(d, 'alaska', { p1: 2, p2: 5 });
    put(d, 'kamchatka', { p3: 1 });
    runSteps(d, []);
    expect(d.prompt.options.map((o) => o.id)).toContain('atk:alaska'); // intra only
    d.answer('atk:alaska');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['in:p2', 'back']);
  });

  // "If a player makes an inter-territory attack into a territory where they have troops then ties go to the attacker. Furthermore, attackers may count troops in the target territory as attacking troops."
  it('attacking into a territory where you have armies: ties are yours and those armies count', () => {
    const d = board();
    put(d, 'alaska', { p1: 2 });
    put(d, 'northwest-territory', { p2: 5, p1: 2 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    expect(d.prompt.options.map((o) => o.id)).toContain('3'); // 1 from Alaska + 2 already there
    d.answer('3');
    d.forceDice(4, 4, 1, 4, 4).answer('2');
    expect(troops(d, 'northwest-territory', 'p2')).toBe(3);
    expect(troops(d, 'northwest-territory', 'p1')).toBe(2);
  });

  // "In intra-territory attacks between players, ties always go to those with the more troops, or defender in the case of unowned territories."
  it('inside a territory ties go to the side with more armies; in an unowned one to the defender', () => {
    const d = board();
    put(d, 'peru', { p1: 6, p2: 3 });
    runSteps(d, []);
    d.answer('atk:peru');
    d.answer('in:p2');
    d.forceDice(3, 3, 1, 3, 3).answer('3');
    d.answer('2');
    expect(troops(d, 'peru', 'p2')).toBe(1); // both ties go to Red, who has more
    clearBoard(d);
    put(d, 'peru', { p1: 4, p2: 4 });
    expect(d.g.territories.peru!.owner).toBeNull();
    runSteps(d, []);
    d.answer('atk:peru');
    d.answer('in:p2');
    d.forceDice(3, 3, 1, 3, 3).answer('3');
    d.answer('2');
    expect(troops(d, 'peru', 'p1')).toBe(2); // unowned: the defender takes the ties
  });

  // "Sometimes ties are indecisive. If this is the case then ties result in no lost armies."
  it('two equal non-owners fighting inside a third player\'s territory: ties cost nobody', () => {
    const d = board();
    put(d, 'peru', { p3: 9, p1: 3, p2: 3 });
    runSteps(d, []);
    d.answer('atk:peru');
    d.answer('in:p2');
    d.forceDice(4, 4, 4, 4, 4).answer('3');
    d.answer('2');
    expect([troops(d, 'peru', 'p1'), troops(d, 'peru', 'p2')]).toEqual([3, 3]);
  });

  // "Ties go to defenders in intra-territory attacks between players and apocalytes."
  it('against apocalytes inside a territory the defender takes ties', () => {
    const d = board();
    d.g.scenario = 'aliens'; // no conversion of losses, two defence dice
    put(d, 'peru', { p1: 5, apoc: 2 });
    runSteps(d, []);
    d.answer('atk:peru');
    d.answer('in:apoc');
    d.forceDice(5, 5, 1, 5, 5).answer('3');
    expect(troops(d, 'peru', 'p1')).toBe(3);
    expect(apoc(d, 'peru')).toBe(2);
  });

  // "a player may only attack apocalytes three times per attacking territory"
  it('a territory attacks apocalytes at most three times a turn, players without limit', () => {
    const d = board();
    d.g.scenario = 'meteors';
    put(d, 'peru', { p1: 30 });
    put(d, 'brazil', { apoc: 9 });
    put(d, 'argentina', { p2: 9 });
    runSteps(d, []);
    for (let i = 0; i < 3; i++) {
      d.answer('atk:peru');
      d.answer('to:brazil:apoc');
      d.forceDice(1, 1, 1, 6, 6, 6).answer('1');
    }
    d.answer('atk:peru');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('to:brazil:apoc');
    expect(d.prompt.options.map((o) => o.id)).toContain('to:argentina:p2');
  });

  // "If a player has a supply token ... may re-roll their lowest die ... two or more supply tokens ... may re-roll two die"
  it('one supply rerolls the lowest die; two give two rerolls', () => {
    const d = board();
    put(d, 'alaska', { p1: 6, supplies: 1 });
    put(d, 'northwest-territory', { p2: 4, supplies: 2 });
    d.g.players[1]!.standing.oppose = 'never';
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.answer('3');
    d.forceDice(6, 2, 1, 5, 4).answer('2');
    expect(d.prompt).toMatchObject({ kind: 'reroll', seat: 'p1' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('two');
    d.forceDice(6).answer('low');
    // Red now shows 6 6 2 against 5 4: Blue, with two supplies, may reroll both of its dice.
    expect(d.prompt).toMatchObject({ kind: 'reroll', seat: 'p2' });
    expect(d.prompt.options.map((o) => o.id)).toContain('two');
    d.forceDice(6, 6).answer('two');
    expect(troops(d, 'alaska', 'p1')).toBe(4); // 6-6 and 6-6 both tie: the defender wins both
    expect(troops(d, 'northwest-territory', 'p2')).toBe(4);
  });

  // "A player may never control more than (3/2/2/1) headquarters ... the headquarters is razed. Otherwise, the conquering player gains control"
  it('a conqueror commandeers a headquarters, or must raze it when at the limit', () => {
    const d = board(); // 3 players: a limit of 2
    d.g.players[1]!.standing.oppose = 'never';
    put(d, 'alaska', { p1: 8 });
    put(d, 'northwest-territory', { p2: 1, hq: 1 });
    d.g.players[1]!.standing.autoReroll = true; // the headquarters gives Blue a reroll
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.forceDice(6, 6, 6, 1, 1).answer('3');
    d.answer('3');
    expect(d.prompt.kind).toBe('hqChoice');
    d.answer('keep');
    expect(d.g.territories['northwest-territory']!.hq).toBe(true);
    put(d, 'greenland', { p1: 1, hq: 1 });
    put(d, 'ontario', { p2: 1, hq: 1 });
    refresh(d);
    d.answer('atk:northwest-territory');
    d.answer('to:ontario:p2');
    d.forceDice(6, 6, 1, 1).answer('2');
    d.answer('keep'); // Red's captured headquarters gives Red a reroll now
    expect(d.g.territories.ontario!.owner).toBe('p1');
    expect(d.g.territories.ontario!.hq).toBe(false);
  });

  // "Unless otherwise noted, a headquarters token is counted as a supply token if there are no apocalytes in the territory."
  it('a headquarters gives a reroll like a supply, but not with apocalytes present', () => {
    const d = board();
    put(d, 'alaska', { p1: 6, hq: 1 });
    put(d, 'northwest-territory', { p2: 4 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.answer('3');
    d.forceDice(6, 2, 1, 5, 4).answer('2');
    expect(d.prompt.kind).toBe('reroll');
    d.answer('keep');
    put(d, 'alaska', { apoc: 1 });
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.answer('3');
    d.forceDice(6, 2, 1, 5, 4).answer('2');
    expect(d.prompt.kind).not.toBe('reroll');
  });

  it('"attack until" keeps rolling with the most dice until the defenders fall', () => {
    const d = board();
    put(d, 'alaska', { p1: 10 });
    put(d, 'northwest-territory', { p2: 4 });
    d.g.players[1]!.standing.defendMost = true;
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.forceDice(6, 6, 6, 1, 1, 6, 6, 6, 1, 1).answer('blitz');
    expect(troops(d, 'northwest-territory', 'p2')).toBe(0);
    expect(d.prompt.kind).toBe('advance');
    expect(d.match.events.at(-1)!.filter((e) => e.type === 'diceRolled')).toHaveLength(4);
  });
});
