// Rulebook "Movement", through the test driver.
import { describe, expect, it } from 'vitest';
import { apoc, clearBoard, put, runSteps, start, troops } from './helpers';

function board() {
  const d = start({ players: 3, scenario: 'aliens' });
  clearBoard(d);
  return d;
}

describe('Movement', () => {
  // "Each player gets three movements per turn. A movement consists of moving troops ... to an adjacent territory."
  it('three one-step movements a turn', () => {
    const d = board();
    put(d, 'alaska', { p1: 9 });
    put(d, 'alberta', { p1: 1 });
    runSteps(d, []);
    for (let i = 0; i < 3; i++) { d.answer('mv:alaska'); d.answer('alberta'); d.answer('1'); }
    expect(troops(d, 'alberta', 'p1')).toBe(4);
    expect(d.prompt.options.some((o) => o.id.startsWith('mv:'))).toBe(false);
    d.answer('mv:alaska'.replace('mv:alaska', 'end'));
  });

  // "Supplies must be moved with troops ... Only one supply token may be moved per movement action. Only two of the three movements per turn may move a supply token."
  it('one supply per movement, on at most two of the three', () => {
    const d = board();
    put(d, 'alaska', { p1: 9, supplies: 3 });
    put(d, 'alberta', { p1: 1 });
    runSteps(d, []);
    for (let i = 0; i < 2; i++) { d.answer('mv:alaska'); d.answer('alberta'); d.answer('1'); expect(d.prompt.kind).toBe('carrySupply'); d.answer('yes'); }
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction'); // no third supply offered
    expect(d.g.territories.alberta!.supplies).toBe(2);
    expect(d.g.territories.alaska!.supplies).toBe(1);
  });

  // "In order to move troops or supplies into territories which they do not own, players must get permission from the owner"
  it('entering another player\'s territory needs the owner\'s permission', () => {
    const d = board();
    put(d, 'alaska', { p1: 5 });
    put(d, 'alberta', { p2: 4 });
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('2');
    expect(d.prompt).toMatchObject({ kind: 'permission', seat: 'p2' });
    d.answer('no');
    expect(troops(d, 'alberta', 'p1')).toBe(0);
    expect(d.g.turn.movesUsed).toBe(0);
    // Refused once, Blue is not asked again this turn.
    d.answer('mv:alaska');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('alberta');
  });

  // "players may move equal or superior troops through territories which they do not own. However, players may never end their turn with equal or superior troops in a territory which they do not own."
  it('passing through with more troops than the owner is allowed but the turn cannot end there', () => {
    const d = board();
    put(d, 'alaska', { p1: 8 });
    put(d, 'alberta', { p2: 2 });
    put(d, 'ontario', { p1: 1 });
    d.g.players[1]!.standing.allow = ['p1'];
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('5');
    expect(d.g.territories.alberta!.owner).toBe('p2'); // movement never takes a territory
    expect(d.prompt.options.map((o) => o.id)).not.toContain('end');
    d.answer('mv:alberta');
    d.answer('ontario');
    d.answer('5');
    expect(troops(d, 'ontario', 'p1')).toBe(6);
    expect(d.prompt.options.map((o) => o.id)).toContain('end');
  });

  // "if a player controls a territory, they must not make a movement that causes them to lose control ... Players are allowed to abandon territories to the apocalytes."
  it('never abandon a territory, except to the apocalytes', () => {
    const d = board();
    put(d, 'alaska', { p1: 3, p2: 2 });
    put(d, 'alberta', { p1: 1 });
    put(d, 'peru', { p1: 4, apoc: 3 });
    put(d, 'brazil', { p1: 1 });
    runSteps(d, []);
    // Any army leaving Alaska (3 against Blue's 2) would tie it and lose it: no movement from there.
    expect(d.prompt.options.map((o) => o.id)).not.toContain('mv:alaska');
    d.answer('mv:peru');
    d.answer('brazil');
    // 2, 3 or 4 may leave (the aliens then hold Peru); 1 would leave 3 against 3, a tie nobody owns.
    expect(d.prompt.options.map((o) => o.id)).toEqual(['4', '3', '2', 'back']);
    d.answer('4');
    expect(d.g.territories.peru!.owner).toBe('apoc');
  });

  // "If a player moves in to an unowned territory containing apocalytes, the player must engage the apocalytes in at least one attack."
  it('moving into an unowned territory with apocalytes forces an attack', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { apoc: 2 });
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('4');
    expect(d.prompt.kind).toBe('attackDice');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('back');
    d.forceDice(6, 6, 6, 1, 1).answer('3');
    expect(apoc(d, 'alberta')).toBe(0);
    expect(d.g.turn.apocAttacks.alberta).toBe(1);
  });

  // "Movement in and out of unowned territories is unrestricted. Any player can remove supplies from unowned territories."
  it('unowned territories need nobody\'s permission, supplies included', () => {
    const d = board();
    put(d, 'alaska', { p1: 3 });
    put(d, 'alberta', { p2: 2, p3: 2, supplies: 1 });
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction');
    expect(troops(d, 'alberta', 'p1')).toBe(1);
    d.answer('mv:alberta');
    d.answer('alaska');
    d.answer('yes');
    expect(d.g.territories.alaska!.supplies).toBe(1);
  });

  // "if a player moves supplies into a territory which they do not own, the owner gains control of the supplies"
  it('supplies brought into another player\'s territory belong to its owner', () => {
    const d = board();
    put(d, 'alaska', { p1: 3, supplies: 1 });
    put(d, 'alberta', { p2: 5 });
    d.g.players[1]!.standing.allow = ['p1'];
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    d.answer('yes');
    expect(d.g.territories.alberta).toMatchObject({ owner: 'p2', supplies: 1 });
  });
});
