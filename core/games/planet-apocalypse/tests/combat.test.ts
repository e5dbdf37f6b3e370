import { describe, expect, it } from 'vitest';
import { clearMap, count, place, skipTo, start } from './helpers';

function attackWith(dice: ('d4' | 'd6' | 'd8' | 'd10' | 'd12')[], setup: (d: ReturnType<typeof start>) => void) {
  const d = start();
  clearMap(d);
  d.g.legion = 'phlegethon'; // no toughness change (Dis would add 1)
  setup(d);
  d.g.heroes[0]!.attack = dice;
  skipTo(d, 'heroAction');
  return d;
}

const optionIds = (d: ReturnType<typeof start>) => d.prompt.options.map((o) => o.id);

describe('the attack action', () => {
  it('rulebook example: a pair of 4s kills two larvae or a larva and a gryllus, never the Hellhound (dice are not added)', () => {
    const d = attackWith(['d6', 'd6'], (d) => {
      place(d, 'larva', 'crossroads', 2);
      place(d, 'gryllus', 'crossroads');
      d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'crossroads', damage: 0 });
    });
    d.forceDice(4, 4).answer('attack');
    expect(d.prompt.kind).toBe('assignDice');
    expect(optionIds(d)).toEqual(['kill:crossroads:larva', 'kill:crossroads:gryllus', 'done']);
    d.answer('kill:crossroads:larva');
    d.answer('kill:crossroads:gryllus');
    expect(count(d, 'larva')).toBe(1);
    expect(count(d, 'gryllus')).toBe(0);
    expect(d.g.heroes[0]!.courage).toBe(2); // 1 per kill
    expect(d.prompt.kind).toBe('heroAction'); // every die is spent
  });

  it('a die must beat the toughness: a 1 cannot kill a larva (toughness 1), a 2 can', () => {
    const d = attackWith(['d6', 'd6'], (d) => place(d, 'larva', 'crossroads', 2));
    d.forceDice(1, 2).answer('attack');
    expect(d.prompt.options.find((o) => o.id === 'kill:crossroads:larva')?.label).toContain('(2)');
    d.answer('kill:crossroads:larva');
    expect(d.prompt.kind).toBe('heroAction'); // the 1 kills nothing
    expect(count(d, 'larva')).toBe(1);
  });

  it('double toughness: one d8 can never kill a cacodemon (4+4); two dice of 5 do; two 4s do not', () => {
    const one = attackWith(['d8'], (d) => place(d, 'cacodemon', 'crossroads'));
    one.forceDice(8).answer('attack');
    expect(one.prompt.kind).toBe('heroAction');
    expect(count(one, 'cacodemon')).toBe(1);

    const two = attackWith(['d8', 'd8'], (d) => place(d, 'cacodemon', 'crossroads'));
    two.forceDice(5, 5).answer('attack');
    two.answer('kill:crossroads:cacodemon');
    expect(count(two, 'cacodemon')).toBe(0);

    const fours = attackWith(['d8', 'd8'], (d) => place(d, 'cacodemon', 'crossroads'));
    fours.forceDice(4, 4).answer('attack');
    expect(fours.prompt.kind).toBe('heroAction');
  });

  it('splits dice across areas: Sighted In lets Hannah spend a die on a minion next door', () => {
    const d = attackWith(['d6', 'd6'], (d) => {
      place(d, 'larva', 'crossroads');
      place(d, 'larva', 'mainStreet');
    });
    d.forceDice(3, 5).answer('attack');
    d.answer('kill:mainStreet:larva');
    d.answer('kill:crossroads:larva');
    expect(count(d, 'larva')).toBe(0);
  });

  it('a Fourth Circle demon takes 1 damage per beaten toughness and pays 4 courage when it dies', () => {
    const d = attackWith(['d8', 'd8'], (d) => d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'crossroads', damage: 2 }));
    d.forceDice(5, 7).answer('attack');
    d.answer('hit:hh');
    expect(d.g.fourth[0]!.damage).toBe(3);
    d.answer('hit:hh');
    expect(d.g.fourth).toHaveLength(0);
    expect(d.g.fourthDeck).toContain('hellhound');
    expect(d.g.heroes[0]!.courage).toBe(4);
  });

  it('rulebook help example: two helpers, each paying 1 courage, can make 2d6 into 1d10+1d6', () => {
    const d = start({ heroes: 3, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.attack = ['d6', 'd6'];
    d.g.heroes[1]!.courage = 1;
    d.g.heroes[2]!.courage = 1;
    d.g.pool = 0;
    d.g.legion = 'phlegethon';
    skipTo(d, 'heroAction');
    d.answer('attack');
    expect(optionIds(d)).toEqual(['roll', 'help:h2', 'help:h3']);
    d.answer('help:h2');
    expect(d.prompt).toMatchObject({ kind: 'helpRequest', seat: 'h2' });
    d.answer('yes'); // both dice are d6: which one grows makes no difference, so nobody is asked
    expect(d.g.attack?.dice).toEqual(['d8', 'd6']);
    d.answer('help:h3');
    d.answer('yes');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['raise:0', 'raise:1']);
    d.answer('raise:0');
    expect(d.g.attack?.dice).toEqual(['d10', 'd6']);
    expect([d.g.heroes[1]!.courage, d.g.heroes[2]!.courage]).toEqual([0, 0]);
    // Nobody else can help, so the attack rolls at once.
    expect(d.prompt.kind).toBe('assignDice');
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd10' }, { die: 'd6' }]);
  });

  it('help never raises a die past d12', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.attack = ['d12'];
    d.g.heroes[1]!.courage = 3;
    skipTo(d, 'heroAction');
    d.forceDice(6).answer('attack');
    // No die can go up, so nobody is asked to help and the d12 is rolled as it is.
    expect(d.prompt.kind).toBe('assignDice');
    expect(d.g.attack?.dice).toEqual(['d12']);
  });
});

describe('troopers absorbing damage', () => {
  function enemyAttack(hits: number, legion: string, patrol: { type: string; count: number }) {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.legion = legion;
    place(d, 'gryllus', 'crossroads', hits);
    const h = d.g.heroes[0]!;
    h.patrol = { ...patrol };
    d.g.troopStock[patrol.type] = (d.g.troopStock[patrol.type] ?? 0) - patrol.count;
    skipTo(d, 'heroAction');
    d.forceDice(...Array.from({ length: hits }, () => 8)).answer('end-turn');
    return d;
  }

  it('Phlegethon example: an Army trooper soaks both hits of a gryllus group, so the hero does not catch fire', () => {
    const d = enemyAttack(2, 'phlegethon', { type: 'army', count: 1 });
    expect(d.prompt).toMatchObject({ kind: 'absorb', seat: 'h1' });
    d.answer('patrol');
    const h = d.g.heroes[0]!;
    expect(h.health).toBe(6);
    expect(h.fire).toBe(false);
    expect(h.patrol).toEqual({ type: null, count: 0 });
    expect(d.g.troopStock.army).toBe(4);
  });

  it('John Dark example: 3 hits, one Army trooper absorbs 2 and the hero takes the last one (and burns under Phlegethon)', () => {
    const d = enemyAttack(3, 'phlegethon', { type: 'army', count: 2 });
    d.answer('patrol');
    expect(d.prompt.kind).toBe('absorb');
    d.answer('pass');
    const h = d.g.heroes[0]!;
    expect(h.health).toBe(5);
    expect(h.fire).toBe(true);
    expect(h.patrol.count).toBe(1);
  });

  it('an ambush Police trooper in the area absorbs up to 3 for any hero, and is lost even if it soaks less', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.legion = 'dis';
    place(d, 'gryllus', 'crossroads', 2);
    d.g.ambushes.push({ area: 'crossroads', type: 'police', count: 1 });
    d.g.troopStock.police = 5;
    skipTo(d, 'heroAction');
    d.forceDice(8, 8).answer('end-turn');
    expect(optionIds(d)).toEqual(['ambush', 'pass']);
    d.answer('ambush');
    expect(d.g.heroes[0]!.health).toBe(6);
    expect(d.g.ambushes).toHaveLength(0);
    expect(d.g.troopStock.police).toBe(6);
  });

  it('larvae get no legion: Phlegethon larvae do not set a hero on fire', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    place(d, 'larva', 'crossroads', 1);
    skipTo(d, 'heroAction');
    d.forceDice(6).answer('end-turn');
    expect(d.g.heroes[0]!.health).toBe(5);
    expect(d.g.heroes[0]!.fire).toBe(false);
  });
});
