// Decisions the rulebook gives to a player or the captain: area order of the
// minion attacks, sharing renewed luck, which die a slot raises, Head Shot.
import { describe, expect, it } from 'vitest';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

describe('choices the rules hand to players', () => {
  it('rulebook example: the captain lets the Hellhound in another area attack first', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'crossroads';
    d.g.heroes[1]!.area = 'park';
    place(d, 'larva', 'crossroads');
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'hospital', damage: 0 });
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h2' });
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'chooseAttackArea', seat: 'h1', suggested: ['crossroads'] });
    d.forceDice(8, 8, 8, 8).answer('hospital');
    expect(d.eventsOf('attacked')[0]).toMatchObject({ by: 'fourth:hh', target: 'h2' });
  });

  it('renew: the captain shares the 4 luck out', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    d.g.pool = 9;
    refreshTeamPrompt(d);
    d.answer('renew');
    // The captain puts the whole pool in (the team pays together; see renew.test.ts).
    d.answer('pool:9');
    expect(d.prompt).toMatchObject({ kind: 'renewLuck', seat: 'h1', suggested: ['h1'] });
    d.answer('h2');
    d.answer('h2');
    d.answer('h1');
    d.answer('h2');
    expect([d.g.heroes[0]!.luck, d.g.heroes[1]!.luck]).toEqual([6 + 1, 4 + 3]);
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
  });

  it('a slot that raises one die asks which, when the dice differ', () => {
    const d = start();
    const h = d.g.heroes[0]!;
    h.attack = ['d6', 'd4'];
    h.gifts = [{ slot: 1, card: 'hope#1' }, { slot: 2, card: 'hope#2' }];
    d.g.panel[0] = 'determination#1';
    h.courage = 8;
    d.g.pool = 0;
    refreshTeamPrompt(d);
    d.answer('gift:0:3');
    expect(d.prompt.kind).toBe('slotRaise');
    d.answer('raise:1');
    expect(d.g.heroes[0]!.attack).toEqual(['d6', 'd6']);
  });

  it('Head Shot adds two rolled dice into one result (a 3 and a 3 make a 6 that beats a fiend)', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    const h = d.g.heroes[0]!;
    h.abilities = ['headShot'];
    h.attack = ['d6', 'd6'];
    place(d, 'fiend', 'crossroads');
    skipTo(d, 'heroAction');
    d.forceDice(3, 3).answer('attack');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['combine:0:1', 'done']);
    d.answer('combine:0:1');
    d.answer('kill:crossroads:fiend');
    expect(d.g.minions).toHaveLength(0);
  });
});

describe('giving up an attack or a move (FAQ)', () => {
  it('a stunned, burning hero who gives up his attack both stands and puts out his fire', () => {
    const d = start();
    clearMap(d);
    d.g.heroes[0]!.stunned = true;
    d.g.heroes[0]!.fire = true;
    skipTo(d, 'heroAction');
    d.answer('recoverAttack');
    expect([d.g.heroes[0]!.stunned, d.g.heroes[0]!.fire]).toEqual([false, false]);
  });

  it('Zeroed In still works for a hero who gave up his move to stand (he did not move)', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    const h = d.g.heroes[0]!;
    h.abilities = ['zeroedIn'];
    h.stunned = true;
    place(d, 'larva', 'crossroads');
    skipTo(d, 'heroAction');
    d.answer('recoverMove');
    d.answer('attack');
    expect(d.prompt.options.map((o) => o.id)).toContain('zeroedIn');
  });
});

describe('the captain approves use of the courage pool', () => {
  it('asks the captain when another hero would dip into the pool; a refusal returns to that hero\'s choice', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    d.answer('done'); // h1, the captain
    d.g.panel[0] = 'determination#1';
    refreshTeamPrompt(d);
    d.answer('gift:0:1'); // Naomi has no courage of her own: 4 from the pool
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1', suggested: ['yes'] });
    d.answer('no');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    expect(d.g.pool).toBe(4);
    d.answer('gift:0:1');
    d.answer('yes');
    expect(d.g.pool).toBe(0);
    expect(d.g.heroes[1]!.attack).toEqual(['d8']);
  });

  it('the captain spends the pool without asking, and own courage needs nobody\'s approval', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    d.g.panel[0] = 'determination#1';
    d.g.heroes[0]!.courage = 3;
    refreshTeamPrompt(d);
    d.answer('gift:0:1');
    // He holds courage and the pool has some: he says how much comes from the pool (3 or 4).
    expect(d.prompt).toMatchObject({ kind: 'courageSource', seat: 'h1', suggested: ['pool:3'] });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['pool:3', 'pool:4']);
    d.answer('pool:3');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    expect([d.g.heroes[0]!.courage, d.g.pool]).toEqual([0, 1]);
  });
});

describe('joining a game (rulebook "Joining a Game")', () => {
  it('a late player joins in a new captain segment with no courage; the Lord gains the health of one more hero; despair speeds up', () => {
    const d = start({ heroes: 1, lateJoiners: 1 });
    clearMap(d);
    expect(d.g.lords[0]!.health).toBe(6);
    expect(d.prompt).toMatchObject({ kind: 'joinGame', seat: 'h2', rule: 'joining' });
    d.answer('pass');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    d.g.heroes[0]!.area = 'church';
    skipTo(d, 'heroAction');
    d.answer('end-turn'); // despair moves 1: only one player so far
    expect(d.g.despair).toBe(2);
    expect(d.prompt).toMatchObject({ kind: 'joinGame', seat: 'h2' });
    d.g.lords[0]!.health = 4; // the Lord has taken 2 damage
    d.answer('naomi');
    const naomi = d.g.heroes[1]!;
    expect(naomi).toMatchObject({ joined: true, heroId: 'naomi', courage: 0, area: 'crossroads' });
    expect(d.g.lords[0]!.health).toBe(4 + 3);
    expect(d.g.captain).toBe(0); // the marker skipped the seat that had not joined
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    d.answer('end-turn');
    expect(d.g.despair).toBe(4);
  });
});
