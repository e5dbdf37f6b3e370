// More rulebook lines through the driver: supplies and headquarters in movement, apocalyte movement rules of several scenarios.
import { describe, expect, it } from 'vitest';
import { legalCounts } from '../rules/movement';
import { apoc, apocTurn, clearBoard, put, runSteps, start, troops } from './helpers';

function board(scenario: 'aliens' | 'mutants' | 'demons' | 'meteors') {
  const d = start({ players: 3, scenario });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; p.standing.oppose = 'never'; });
  return d;
}

describe('supplies and headquarters', () => {
  // "Players may remove supplies from territories which they do not control, but only with the owner's permission."
  it('taking a supply out of another player\'s territory needs the owner\'s permission', () => {
    const d = board('aliens');
    put(d, 'alberta', { p2: 6, p1: 2, supplies: 1 });
    put(d, 'alaska', { p1: 3 });
    runSteps(d, []);
    d.answer('mv:alberta');
    d.answer('alaska');
    d.answer('1');
    d.answer('yes');
    expect(d.prompt).toMatchObject({ kind: 'permission', seat: 'p2' });
    expect(d.prompt.text).toContain('take a supply out of Alberta');
    d.answer('yes');
    expect(d.g.territories.alaska!.supplies).toBe(1);
  });

  // "Headquarters tokens may never be spent or moved."
  it('a headquarters is never carried or spent on a barricade', () => {
    const d = board('aliens');
    put(d, 'alaska', { p1: 5, hq: 1 });
    put(d, 'alberta', { p1: 1 });
    runSteps(d, []);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('close:alaska');
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction'); // no supply question
    expect(d.g.territories.alaska!.hq).toBe(true);
  });

  // "If apocalytes control a headquarters, it is unusable but not razed."
  it('a headquarters taken by apocalytes stays on the board and gives nobody a reroll', () => {
    const d = board('meteors');
    put(d, 'peru', { p1: 1, apoc: 3, hq: 1 });
    put(d, 'brazil', { p1: 6 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 6, 6, 1, 1, 1).answer('3');
    expect(d.g.territories.peru!.hq).toBe(true);
    expect(d.events.filter((e) => e.type === 'diceRolled' && e.reroll)).toHaveLength(0);
  });
});

describe('apocalyte movement', () => {
  // "If the mothership is destroyed, supply and headquarters tokens are not removed and no new alien armies can be placed."
  it('after the mothership falls no aliens land and fallen supplies stay', () => {
    const d = board('aliens');
    d.g.mothership = 'peru';
    d.g.mothershipDestroyed = true;
    put(d, 'iceland', { apoc: 2, supplies: 1, hq: 1 });
    apocTurn(d, 3);
    expect(d.g.territories.iceland).toMatchObject({ apoc: 2, supplies: 1, hq: true });
  });

  // "Mutants will never enter ground zero, and will always abandon ground zero with a movement"
  it('mutants leave ground zero, all of them, and never step into it', () => {
    const d = board('mutants');
    d.g.groundZero.push('peru', 'venezuela');
    put(d, 'peru', { apoc: 3 });
    put(d, 'brazil', { p1: 9, supplies: 2 });
    put(d, 'argentina', { p2: 9, supplies: 2 });
    put(d, 'central-america', { p3: 9, supplies: 2 });
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(0);
    expect(apoc(d, 'venezuela')).toBe(0);
    expect(apoc(d, 'brazil') + apoc(d, 'argentina')).toBeGreaterThanOrEqual(1);
  });

  // "Ground zero may be abandoned by both mutants and players through movements." (issue 30 item 1)
  it('a player may move every army out of ground zero, and of nowhere else', () => {
    const d = board('mutants');
    d.g.groundZero.push('peru');
    put(d, 'peru', { p1: 4 });
    put(d, 'brazil', { p1: 2 });
    put(d, 'argentina', { p1: 4 });
    expect(legalCounts(d.g, 'p1', 'peru', 'brazil')).toContain(4);
    expect(legalCounts(d.g, 'p1', 'argentina', 'brazil')).not.toContain(4);
    expect(legalCounts(d.g, 'p1', 'argentina', 'brazil')).toContain(3);
  });

  // "Fallen territories which do not border player territories reinforce towards the nearest contested territory."
  it('distant mutants close in on the nearest contested territory, leaving one behind', () => {
    const d = board('mutants');
    put(d, 'yakutsk', { apoc: 5 });
    put(d, 'ukraine', { p1: 9, apoc: 1 });
    put(d, 'iceland', { p2: 1 });
    apocTurn(d, 1);
    expect(apoc(d, 'yakutsk')).toBe(1);
    expect(apoc(d, 'siberia')).toBe(4); // one step along the shortest way to Ukraine
  });

  // "They select targets from adjacent player territories at random and may abandon fallen territories. If there are no adjacent player territories, demons move towards the nearest player territory."
  it('demons move one by one: into a neighbouring player territory, or a step towards the nearest', () => {
    const d = board('demons');
    put(d, 'peru', { apoc: 2 });
    put(d, 'argentina', { p1: 9 });
    put(d, 'ukraine', { apoc: 1 });
    put(d, 'iceland', { p2: 9 });
    d.forceDice(...Array(40).fill(1));
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(0);
    expect(apoc(d, 'argentina')).toBe(2);
    expect(apoc(d, 'ukraine')).toBe(0);
    expect(['scandinavia', 'northern-europe'].some((id) => apoc(d, id) === 1)).toBe(true);
  });

  // "rioters in fallen territories may convert an army in a neighboring territory with open borders into a rioter"
  it('rioters in a fallen territory work on one player neighbour across an open border', () => {
    const d = board('meteors');
    put(d, 'madagascar', { apoc: 1 });
    put(d, 'south-africa', { p1: 3 });
    d.g.barricades.push({ terr: 'east-africa', other: 'madagascar', strong: false });
    put(d, 'east-africa', { p2: 3 });
    d.forceDice(6);
    runSteps(d, [{ kind: 'rioterTurn' }]);
    // Only South Africa is reachable (the border to East Africa is closed): a 6 turns one of Red's armies there.
    expect(troops(d, 'south-africa', 'p1')).toBe(2);
    expect(apoc(d, 'south-africa')).toBe(1);
    expect(troops(d, 'east-africa', 'p2')).toBe(3);
  });
});
