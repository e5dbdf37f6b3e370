import { describe, expect, it } from 'vitest';
import { clearMap, count, place, skipTo, start } from './helpers';

function quiet(opts = {}) {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'phlegethon';
  d.g.heroes[0]!.area = 'park';
  return d;
}

describe('the enemy phase', () => {
  it('despair advances 1 per hero; passing 1 runs the despair cycle: pestilence, a despair die, 4 courage, the Lord track', () => {
    const d = quiet();
    d.g.despair = 6;
    d.g.heroes[0]!.pestilence = 2;
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.despair).toBe(1);
    expect(d.g.despairDice).toBe(5);
    expect(d.g.pool).toBe(8);
    expect(d.g.lordTrack).toBe(2);
    expect(d.g.heroes[0]!.health).toBe(5);
  });

  it('despair dice stop at 12', () => {
    const d = quiet();
    d.g.despair = 6;
    d.g.despairDice = 12;
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.despairDice).toBe(12);
  });

  it('the Lord cycle: new gifts, the Lord advances with his Shadow, ambushes under it die, a Fourth Circle demon spawns', () => {
    const d = quiet();
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.ambushes.push({ area: 'ruins', type: 'volunteer', count: 2 });
    d.g.troopStock.volunteer = 6;
    const panel = [...d.g.panel];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.lordTrack).toBe(1);
    expect(d.g.lords[0]!.area).toBe('ruins');
    expect(d.g.lords[0]!.shadow).toEqual(['hellgate', 'ruins']);
    expect(d.g.ambushes).toHaveLength(0);
    expect(d.g.troopStock.volunteer).toBe(8);
    expect(d.g.panel).not.toEqual(panel);
    expect(d.g.fourth).toHaveLength(1);
    // It spawned in the Lord's area and marched one area ahead in the minions move segment.
    expect(d.g.fourth[0]!.area).toBe('hospital');
    expect(d.eventsOf('lordAdvanced')[0]).toMatchObject({ from: 'hellgate', to: 'ruins' });
  });

  it('the Catoblepas gives every hero 2 pestilence when it appears', () => {
    const d = quiet();
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.heroes[0]!.pestilence).toBe(2);
  });

  it('minions and tokens move one area toward the start, exits score 1 doom a minion and a token scores the despair dice', () => {
    const d = quiet();
    d.g.heroes[0]!.area = 'church';
    place(d, 'larva', 'crossroads', 2);
    place(d, 'gryllus', 'mainStreet');
    d.g.tokens.push({ id: 'tk-a', area: 'crossroads' }, { id: 'tk-b', area: 'hospital' });
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(count(d, 'larva')).toBe(0);
    expect(count(d, 'gryllus', 'crossroads')).toBe(1);
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['hellgate', 'park']);
    expect(d.g.doom).toBe(2 + 4);
  });

  it('a token moving into a hero\'s area is revealed', () => {
    const d = quiet();
    d.g.tokens.push({ id: 'tk-a', area: 'hospital' });
    skipTo(d, 'heroAction');
    d.forceDice('I', 'I', 'II', 'III').answer('end-turn');
    expect(count(d, 'gryllus', 'park')).toBe(1);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['hellgate']);
  });

  it('a Fourth Circle demon exiting scores 4 doom; reaching 13 doom loses at once', () => {
    const d = quiet();
    d.g.doom = 9;
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'crossroads', damage: 0 });
    d.g.fourthDeck = ['catoblepas'];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.doom).toBe(13);
    expect(d.state.result).toMatchObject({ outcome: 'demons', winners: [] });
  });

  it('on Doomgate an exiting minion scores doom and comes back in at the Lord\'s first area', () => {
    const d = start({ map: 'doomgate' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'crypt';
    place(d, 'larva', 'threshold');
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.doom).toBe(1);
    expect(count(d, 'larva', 'doomgate')).toBe(1);
  });

  it('the Lord\'s Shadow reaching the start loses the game', () => {
    const d = quiet();
    d.g.lords[0]!.area = 'mainStreet';
    d.g.lords[0]!.shadow.push('mainStreet');
    d.g.despair = 6;
    d.g.lordTrack = 4;
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.state.result?.outcome).toBe('demons');
    expect(d.g.lords[0]!.shadow).toContain('crossroads');
  });

  it('doom reaching 3 changes the legion', () => {
    const d = quiet();
    d.g.doom = 2;
    d.g.legionDeck = { draw: ['dis'], discard: [] };
    place(d, 'larva', 'crossroads');
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.doom).toBe(3);
    expect(d.g.legion).toBe('dis');
    expect(d.eventsOf('legionChanged')).toHaveLength(1);
  });

  it('rulebook ambush example: three Army troopers roll 2d6, a 2 kills a larva and a 4 a gryllus, 2 courage to the pool', () => {
    const d = quiet();
    d.g.heroes[0]!.area = 'crossroads';
    place(d, 'larva', 'park', 2);
    place(d, 'gryllus', 'park');
    d.g.ambushes.push({ area: 'plaza', type: 'army', count: 3 });
    d.g.troopStock.army = 1;
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'ambushFire', seat: 'h1' });
    d.forceDice(2, 4).answer('fire');
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd6', value: 2 }, { die: 'd6', value: 4 }]);
    const pool = d.g.pool;
    d.answer('kill:plaza:larva');
    d.answer('kill:plaza:gryllus');
    expect(d.g.pool).toBe(pool + 2);
    expect([count(d, 'larva'), count(d, 'gryllus')]).toEqual([1, 0]);
  });

  it('the Hellhound attacks a hero in a neighbouring area when none shares its own', () => {
    const d = quiet();
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'hospital', damage: 0 });
    skipTo(d, 'heroAction');
    d.forceDice(8, 8, 1, 1).answer('end-turn');
    expect(d.eventsOf('attacked')[0]).toMatchObject({ by: 'fourth:hh', target: 'h1', hits: 2 });
  });

  it('a hero who dies costs 2 doom and his gifts; his player brings a new hero with courage equal to the despair dice', () => {
    const d = quiet();
    const h = d.g.heroes[0]!;
    h.health = 1;
    h.courage = 5;
    h.gifts = [{ slot: 1, card: d.g.panel[0]! }];
    d.g.panel[0] = null;
    place(d, 'gryllus', 'park');
    skipTo(d, 'heroAction');
    d.forceDice(8).answer('end-turn');
    let h2 = d.g.heroes[0]!;
    expect(h2.dead).toBe(true);
    expect(d.g.doom).toBeGreaterThanOrEqual(2);
    expect(h2.gifts).toEqual([]);
    expect(h2.courage).toBe(0);
    expect(d.g.giftDeck.discard).toHaveLength(1);
    expect(d.prompt).toMatchObject({ kind: 'chooseHero', seat: 'h1' });
    expect(d.prompt.options.some((o) => o.id === 'hannah')).toBe(true);
    d.answer('tarang');
    h2 = d.g.heroes[0]!;
    expect(h2).toMatchObject({ heroId: 'tarang', dead: false, area: 'crossroads', courage: d.g.despairDice, health: 7 });
  });
});
