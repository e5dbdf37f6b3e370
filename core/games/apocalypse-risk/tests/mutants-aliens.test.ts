// Rulebook "Mutants" and "Aliens", through the test driver.
import { describe, expect, it } from 'vitest';
import { apoc, apocTurn, clearBoard, put, runSteps, start, troops } from './helpers';

function board(scenario: 'mutants' | 'aliens') {
  const d = start({ players: 3, scenario });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; });
  return d;
}

describe('Mutants', () => {
  // "Choose four territories at random to be ground zero. Remove all player armies and tokens. Place one mutant army at each ground zero location."
  it('sets up four cleared ground zeros with a mutant each', () => {
    const d = start({ players: 4, scenario: 'mutants' }, 9);
    const gz = d.match.events.flat().filter((e) => e.type === 'groundZero').map((e) => String(e.territory));
    expect(gz).toHaveLength(4);
    expect(d.g.groundZero).toEqual(gz);
  });

  // "Half of any player armies at ground zero, rounded up, become mutants. ... In each territory bordering ground zero, turn up to two player armies into mutant armies. ... supply token, only one ... two or more supply tokens, no armies are turned."
  it('mutation at and beside ground zero: half rounded up there, 2 / 1 / 0 beside it by supplies', () => {
    const d = board('mutants');
    d.g.groundZero.push('peru');
    put(d, 'peru', { p1: 5 });
    put(d, 'venezuela', { p1: 4 });
    put(d, 'brazil', { p2: 4, supplies: 1 });
    put(d, 'argentina', { p3: 4, supplies: 2 });
    d.forceDice(...Array(30).fill(1));
    apocTurn(d, 1);
    expect(d.match.events.at(-1)!.filter((e) => e.type === 'converted').map((e) => [e.territory, e.count])).toEqual([
      ['peru', 3], ['venezuela', 1], ['venezuela', 1], ['brazil', 1],
    ]);
  });

  // "If player armies ever move into or through ground zero, half of the player armies rounded up immediately turn to mutants."
  it('armies moving into ground zero mutate at once', () => {
    const d = board('mutants');
    d.g.groundZero.push('peru');
    put(d, 'brazil', { p1: 8 });
    runSteps(d, []);
    d.answer('mv:brazil');
    d.answer('peru');
    d.answer('5');
    expect(troops(d, 'peru', 'p1')).toBe(2);
    expect(apoc(d, 'peru')).toBe(3);
  });

  // "If a fallen territory's movement would result in the mutants being outnumbered, the mutants procreate instead ... Otherwise, they send just enough units to outnumber the territory owner."
  it('fallen mutants send just enough to outnumber, or breed two', () => {
    const d = board('mutants');
    put(d, 'peru', { apoc: 6 });
    put(d, 'argentina', { p1: 3 });
    d.forceDice(...Array(12).fill(1));
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(2); // four went: one more than Red's three
    clearBoard(d);
    put(d, 'peru', { apoc: 3 });
    put(d, 'argentina', { p1: 5 });
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(5);
  });

  // "mutants in contested territories only attack if mutant troops equal or outnumber the owner's troops. Otherwise, they procreate." (one in contested territories)
  it('contested mutants attack only when at least even, else breed one', () => {
    const d = board('mutants');
    put(d, 'argentina', { p1: 5, apoc: 2 });
    apocTurn(d, 1);
    expect(apoc(d, 'argentina')).toBe(3);
    expect(troops(d, 'argentina', 'p1')).toBe(5);
  });

  // "Mutants can use up to three defenders when defending." / "If mutant forces outnumber player forces ... the mutants control the supply tokens"
  it('mutants defend with three dice and reroll with the supplies they hold', () => {
    const d = board('mutants');
    put(d, 'peru', { apoc: 4, supplies: 1 });
    put(d, 'brazil', { p1: 6 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 6, 6, 1, 1, 1, 6).answer('3');
    const rolls = d.events.filter((e) => e.type === 'diceRolled');
    expect((rolls[1]!.rolls as unknown[]).length).toBe(3);
    expect(rolls[2]!.text).toContain('reroll');
  });
});

describe('Aliens', () => {
  // "Select a territory at random. Remove all player armies and tokens. Place ... the mothership and fifteen alien armies."
  it('the mothership lands with fifteen aliens', () => {
    const d = start({ players: 4, scenario: 'aliens' }, 2);
    const landed = d.match.events.flat().find((e) => e.type === 'mothershipLanded')!;
    expect(landed.count).toBe(15);
    expect(d.g.mothership).toBe(landed.territory);
  });

  // "place three alien armies on the territory with the mothership. For each supply counter in a fallen territory, remove the counter and add three ... For each headquarters ... five"
  it('reinforcements: three, plus three per supply and five per headquarters in fallen territories', () => {
    const d = board('aliens');
    d.g.mothership = 'peru';
    put(d, 'peru', { apoc: 2 });
    put(d, 'iceland', { apoc: 1, supplies: 2, hq: 1 });
    apocTurn(d, 2);
    expect(d.match.events.at(-1)!.find((e) => e.type === 'apocalytesPlaced')!.count).toBe(3 + 6 + 5);
    expect(d.g.territories.iceland).toMatchObject({ supplies: 0, hq: false });
  });

  // "If the movement roll is greater than three, the mothership moves with the alien armies."
  it('the mothership rides along on a 4 or more', () => {
    const d = board('aliens');
    d.g.mothership = 'peru';
    put(d, 'peru', { apoc: 6 });
    put(d, 'argentina', { p1: 1 });
    d.forceDice(4, 1, 1, 1, 6, 6);
    apocTurn(d, 1);
    expect(d.g.mothership).toBe('argentina');
  });

  // "If the alien mothership is present, then when an alien army would be removed, roll a die. On a roll greater than three, the alien army is not removed."
  it('aliens with the mothership in their territory survive a loss on more than 3 (4 with a supply)', () => {
    const d = board('aliens');
    d.g.mothership = 'peru';
    put(d, 'peru', { apoc: 3 });
    put(d, 'brazil', { p1: 6, supplies: 1 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 6, 1, 1, 1, 4, 5).answer('3'); // two hits; shield rolls 4 (needs more than 4 here: lost) and 5 (saved)
    expect(apoc(d, 'peru')).toBe(2);
  });

  // "If all alien armies at the mothership token have been defeated and a player has armies in the same territory ... one attack die against two defense die"
  it('the lone mothership can be struck: one die against two', () => {
    const d = board('aliens');
    d.g.mothership = 'peru';
    put(d, 'peru', { p1: 3 });
    put(d, 'iceland', { apoc: 1 });
    runSteps(d, []);
    d.answer('atk:peru');
    d.answer('mothership');
    d.forceDice(6, 5, 5);
    d.answer('1');
    expect(d.g.mothershipDestroyed).toBe(true);
  });
});
