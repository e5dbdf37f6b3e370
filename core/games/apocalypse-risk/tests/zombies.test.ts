// Rulebook "Apocalytes" (general rules) and "Zombies", through the test driver.
import { describe, expect, it } from 'vitest';
import { apoc, apocTurn, clearBoard, put, runSteps, start, troops } from './helpers';

function board() {
  const d = start({ players: 3, scenario: 'zombies' });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; });
  return d;
}

describe('Zombies', () => {
  // "Choose six territories at random. Place five zombies in each territory."
  it('sets up six hordes of five', () => {
    const d = start({ players: 4, scenario: 'zombies' }, 11);
    const ev = d.match.events.flat().filter((e) => e.type === 'apocalytesPlaced' && e.count === 5);
    expect(ev).toHaveLength(6);
    expect(new Set(ev.map((e) => e.territory)).size).toBe(6);
  });

  // "Each turn, add one zombie to each territory which is controlled by only zombies." / "receive no reinforcements on the first turn"
  it('each fallen territory gains a zombie each turn, but not in round 1', () => {
    const d = board();
    put(d, 'peru', { apoc: 3 });
    put(d, 'iceland', { apoc: 2 });
    apocTurn(d, 1);
    expect([apoc(d, 'peru'), apoc(d, 'iceland')]).toEqual([3, 2]);
    apocTurn(d, 2);
    expect([apoc(d, 'peru'), apoc(d, 'iceland')]).toEqual([4, 3]);
  });

  // "find all fallen territories which border zombie-only territories. Equalize the number of zombies in connected fallen territories."
  it('evens out zombies across connected fallen territories', () => {
    const d = board();
    put(d, 'peru', { apoc: 9 });
    put(d, 'brazil', { apoc: 1 });
    put(d, 'argentina', { apoc: 2 });
    apocTurn(d, 1);
    expect([apoc(d, 'peru'), apoc(d, 'brazil'), apoc(d, 'argentina')].sort()).toEqual([4, 4, 4]);
  });

  // "Select a player territory at random, and determine zombie movement at random" (a 5 moves all but one)
  it('fallen territories next to players move in by the movement die, then contested territories attack', () => {
    const d = board();
    put(d, 'peru', { apoc: 7 });
    put(d, 'argentina', { p1: 2 });
    d.forceDice(5, 6, 6, 6, 1, 1); // movement die 5: six move; then 6 6 6 against Red's 1 1
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(1);
    // "Whenever a player army is lost in combat with a zombie army, the player army turns in to a zombie army."
    expect(troops(d, 'argentina', 'p1')).toBe(0);
    expect(apoc(d, 'argentina')).toBe(8);
  });

  // "Apocalytes always attack the owner of a territory, ignoring other players in a territory."
  it('attack the owner, not the others in the territory; at most three attacks', () => {
    const d = board();
    put(d, 'argentina', { p1: 9, p2: 2, apoc: 3 });
    d.forceDice(1, 1, 1, 6, 6, 1, 1, 1, 6, 6, 1, 1, 1, 6, 6);
    apocTurn(d, 1);
    expect(troops(d, 'argentina', 'p2')).toBe(2);
    expect(apoc(d, 'argentina')).toBe(0); // three attacks, each losing two zombies... until none are left
    expect(troops(d, 'argentina', 'p1')).toBe(9);
  });

  // "If the target territory has a closed border, the apocalytes will attack the border." (counts as one of their attacks)
  it('a barricade in the way is attacked instead', () => {
    const d = board();
    put(d, 'peru', { apoc: 7 });
    put(d, 'argentina', { p1: 3 });
    d.g.barricades.push({ terr: 'argentina', other: 'peru', strong: false });
    d.forceDice(5, 1, 1, 1, 6, 6, 6);
    apocTurn(d, 1);
    expect(d.g.barricades).toHaveLength(1);
    expect(apoc(d, 'peru')).toBe(5); // two zombies fell at the barricade
    expect(troops(d, 'argentina', 'p1')).toBe(3);
  });

  // "When an inter-territory attack or apocalyte movement is declared into a territory which contains at least one supply token, the defender may attempt to close the border."
  it('players may oppose a zombie move; but supplies do nothing in the first zombie turn', () => {
    const d = board();
    put(d, 'peru', { apoc: 7 });
    put(d, 'argentina', { p1: 3, supplies: 1 });
    d.g.players[0]!.standing.oppose = 'always';
    d.forceDice(5, 1, 1, 1, 6, 6);
    apocTurn(d, 2);
    expect(d.prompt).toMatchObject({ kind: 'barricadeStrength', seat: 'p1' });
    d.answer('weak');
    expect(d.g.barricades).toEqual([{ terr: 'argentina', other: 'peru', strong: false }]); // held: a weak barricade
    expect(apoc(d, 'peru')).toBe(8);
    // Round 1: no opposing, the horde walks in.
    clearBoard(d);
    put(d, 'peru', { apoc: 7 });
    put(d, 'argentina', { p1: 3, supplies: 1 });
    d.forceDice(5);
    apocTurn(d, 1);
    expect(apoc(d, 'argentina')).toBeGreaterThan(0);
  });

  it('a zombie-free board after a player turn prevents the apocalypse', () => {
    const d = board();
    put(d, 'eastern-australia', { apoc: 1, p1: 0 });
    put(d, 'western-australia', { p1: 6 });
    put(d, 'peru', { p2: 1 });
    put(d, 'iceland', { p3: 1 });
    runSteps(d, []);
    d.answer('atk:western-australia');
    d.answer('to:eastern-australia:apoc');
    d.forceDice(6, 6, 6, 1).answer('3');
    d.answer('3');
    expect(d.state.result).toMatchObject({ outcome: 'prevented' });
    expect(d.state.result!.winners).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('what a seat sees outside Plague', () => {
  it('every seat sees the same table once setup is over, so hot-seat play passes the screen without a cover', () => {
    const d = start({ players: 2, scenario: 'zombies' });
    expect(JSON.stringify(d.view('p1').game)).toBe(JSON.stringify(d.view('p2').game));
  });
});

