// Gift, ability, weakness, trooper-trait and legion effects, each driven through real prompts.
import { describe, expect, it } from 'vitest';
import { clearMap, count, place, refreshTeamPrompt, skipTo, start } from './helpers';
import type { Driver } from '../../../engine/driver';
import type { PAOptions, PAState } from '../state';

type D = Driver<PAState>;

/** One hero with these gift cards and abilities, a quiet legion, and whatever minions the test places; at his hero action prompt. */
function hero(opts: Partial<PAOptions>, gifts: string[], setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'phlegethon';
  const h = d.g.heroes[0]!;
  h.gifts = gifts.map((card, i) => ({ slot: i + 1, card }));
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}
const ids = (d: D) => d.prompt.options.map((o) => o.id);

describe('attack boosts and rerolls', () => {
  it('Rapid Fire trades a d10 for 2d6', () => {
    const d = hero({}, ['rapidFire#1'], (d) => { d.g.heroes[0]!.attack = ['d10']; place(d, 'larva', 'crossroads'); });
    d.answer('attack');
    d.answer('split:0');
    expect(d.g.attack?.dice).toEqual(['d6', 'd6']);
  });

  it('Pope-Blessed Bullet spends 1 luck for a d12; Silver Bullet 1 health for a d10 (Schadenfreude pays 1 courage for it)', () => {
    const d = hero({}, ['popeBlessedBullet#1', 'silverBullet#1', 'schadenfreude#1'], (d) => place(d, 'larva', 'crossroads'));
    d.answer('attack');
    d.answer('luckDie');
    d.answer('silver');
    const h = d.g.heroes[0]!;
    expect(d.g.attack?.dice).toEqual(['d6', 'd12', 'd10']);
    expect([h.luck, h.health, h.courage]).toEqual([5, 6, 1]);
  });

  it('the Army trait sends a patrol trooper away for a d10', () => {
    const d = hero({ hero1: 'naomi' }, [], (d) => {
      d.g.heroes[0]!.patrol = { type: 'army', count: 2 };
      d.g.troopStock.army = 2;
      place(d, 'larva', 'crossroads');
    });
    d.answer('attack');
    d.answer('army');
    expect(d.g.attack?.dice).toEqual(['d6', 'd10']);
    expect(d.g.heroes[0]!.patrol.count).toBe(1);
    expect(d.g.troopStock.army).toBe(3);
  });

  it('Wizard Eye spends 1 luck to strike a minion anywhere', () => {
    const d = hero({ hero1: 'naomi' }, ['wizardEye#1'], (d) => place(d, 'larva', 'ruins'));
    d.answer('attack');
    d.forceDice(5).answer('wizardEye');
    expect(d.g.heroes[0]!.luck).toBe(3);
    d.answer('kill:ruins:larva');
    expect(count(d, 'larva')).toBe(0);
  });

  it('Focus turns a rolled 1 into the die\'s top face; Defiance rolls 1s again', () => {
    const n = hero({ hero1: 'naomi' }, [], (d) => place(d, 'fiend', 'crossroads'));
    n.forceDice(1).answer('attack');
    expect(ids(n)).toEqual(['pass', 'focus']);
    n.answer('focus');
    expect(ids(n)).toContain('kill:crossroads:fiend'); // 6 beats 4

    const d = hero({}, ['defiance#1'], (d) => { d.g.heroes[0]!.attack = ['d6', 'd6']; place(d, 'fiend', 'crossroads'); });
    d.forceDice(1, 1).answer('attack');
    d.forceDice(6, 2).answer('defiance');
    expect(d.g.attack?.rolls.map((r) => r.value)).toEqual([6, 2]);
  });

  it('The Abyss Peers Back spends 1 luck to roll the lowest die again', () => {
    const d = hero({}, ['abyssPeersBack#1'], (d) => { d.g.heroes[0]!.attack = ['d6', 'd6']; place(d, 'fiend', 'crossroads'); });
    d.forceDice(5, 2).answer('attack');
    d.forceDice(6).answer('abyss');
    expect(d.g.attack?.rolls.map((r) => r.value)).toEqual([5, 6]);
    expect(d.g.heroes[0]!.luck).toBe(5);
  });

  it('Arcane Attack buys a second attack with 1 luck', () => {
    const d = hero({}, ['arcaneAttack#1'], (d) => place(d, 'larva', 'crossroads', 2));
    d.forceDice(3).answer('attack');
    d.answer('kill:crossroads:larva');
    expect(ids(d)).not.toContain('attack');
    d.answer('arcane');
    expect(ids(d)).toContain('attack');
  });

  it('Silat: Tarang\'s kill of a gryllus takes a larva with it', () => {
    const d = hero({ hero1: 'tarang' }, [], (d) => { place(d, 'gryllus', 'crossroads'); place(d, 'larva', 'crossroads'); });
    d.forceDice(5).answer('attack');
    d.answer('kill:crossroads:gryllus');
    // The card's "may" and the FAQ's "Do I HAVE to use a particular ability or gift? A. No.": he is asked.
    expect(d.prompt).toMatchObject({ kind: 'silat', seat: 'h1', suggested: ['yes'] });
    d.answer('yes');
    expect([count(d, 'gryllus'), count(d, 'larva')]).toEqual([0, 0]);
    expect(d.g.heroes[0]!.courage).toBe(2);
    const e = hero({ hero1: 'tarang' }, [], (d) => { place(d, 'gryllus', 'crossroads'); place(d, 'larva', 'crossroads'); });
    e.forceDice(5).answer('attack');
    e.answer('kill:crossroads:gryllus');
    e.answer('no'); // he leaves the larva alive
    expect([count(e, 'gryllus'), count(e, 'larva'), e.g.heroes[0]!.courage]).toEqual([0, 1, 1]);
  });
});

describe('heroes\' health, luck and weaknesses', () => {
  it('Pray for a Miracle spends 2 luck to stay alive at 1 health, keeping the fire', () => {
    const d = hero({ hero1: 'naomi' }, ['prayForMiracle#1'], (d) => {
      d.g.heroes[0]!.health = 1;
      d.g.legion = 'phlegethon';
      place(d, 'gryllus', 'crossroads');
    });
    d.forceDice(8).answer('end-turn');
    const h = d.g.heroes[0]!;
    expect([h.dead, h.health, h.luck, h.fire]).toEqual([false, 1, 2, true]);
  });

  it('Stimpack heals 2 for 1 luck before the fire burns', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.gifts = [{ slot: 1, card: 'stimpack#1' }];
    h.health = 3;
    h.fire = true;
    skipTo(d, 'stimpack');
    d.answer('yes');
    expect([d.g.heroes[0]!.health, d.g.heroes[0]!.luck]).toEqual([4, 3]);
  });

  it('Arthritis: Prof. Maxwell loses 1 health moving two areas on his turn', () => {
    const d = hero({ hero1: 'maxwell' }, []);
    d.answer('move:mainStreet');
    expect(d.g.heroes[0]!.health).toBe(8); // one area in, the move may still stop
    d.answer('move:plaza');
    expect(d.g.heroes[0]!.health).toBe(7);
    const e = hero({ hero1: 'maxwell' }, []);
    e.answer('move:mainStreet');
    e.answer('pass'); // stops after one area
    expect(e.g.heroes[0]!.health).toBe(8);
  });

  it('Old Soldier adds 1 to Maxwell\'s recruit roll', () => {
    const d = start({ hero1: 'maxwell' });
    d.g.pool = 0;
    d.forceDice(3).answer('recruit');
    expect(d.prompt.text).toContain('4 recruit points');
  });

  it('Field Medic Kit adds a point to first aid; Tarang may not treat himself; Naomi always pays', () => {
    const d = start({ heroes: 2, hero1: 'naomi', hero2: 'tarang' });
    clearMap(d);
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'fieldMedic#1' }];
    d.g.heroes[1]!.health = 3;
    refreshTeamPrompt(d);
    d.answer('aid:h2:heal');
    expect(d.g.heroes[1]!.health).toBe(5);
    expect(d.g.pool).toBe(3); // Haunted Eye: 1 courage even with no enemies
    d.answer('done');
    expect(ids(d)).not.toContain('aid:h2:heal');
  });

  it('Hope gives 2 luck at once; Heart of Platinum adds 1 luck when anyone earns a luck gift', () => {
    const d = start({ heroes: 2, hero1: 'naomi', hero2: 'tarang' });
    d.g.heroes[1]!.gifts = [{ slot: 1, card: 'heartOfPlatinum#1' }];
    d.g.panel[0] = 'hope#1';
    d.g.panel[1] = 'stimpack#1';
    d.g.heroes[0]!.courage = 20;
    refreshTeamPrompt(d);
    d.answer('gift:0:1');
    d.answer('pool:0'); // her own courage
    expect(d.g.heroes[0]!.luck).toBe(6);
    expect(d.g.heroes[1]!.luck).toBe(3);
    d.answer('gift:1:2');
    d.answer('pool:0');
    expect(d.g.heroes[1]!.luck).toBe(4);
  });

  it('Fidget, Fetch! earns a gift without its card\'s surcharge, once per team phase', () => {
    const d = start({ hero1: 'cindrew' });
    d.g.panel[0] = 'faith#1';
    d.g.heroes[0]!.courage = 5;
    d.g.pool = 0;
    refreshTeamPrompt(d);
    expect(ids(d)).not.toContain('gift:0:1');
    d.answer('fidget:0:1');
    expect(d.g.heroes[0]!.toughness).toBe(2);
    expect(d.g.heroes[0]!.courage).toBe(0);
  });
});

describe('troopers and ambush gifts', () => {
  it('Lieutenant adds a d6 and Sergeant raises every die of an ambush in the hero\'s area', () => {
    const d = hero({ hero1: 'naomi' }, ['lieutenant#1', 'sergeant#1'], (d) => {
      d.g.ambushes.push({ area: 'plaza', type: 'army', count: 3 });
      d.g.troopStock.army = 1;
      d.g.heroes[0]!.area = 'plaza';
      place(d, 'larva', 'park');
    });
    d.answer('end-turn'); // the larva walks into the plaza
    expect(d.prompt.kind).toBe('ambushFire');
    d.forceDice(1, 1, 1).answer('fire');
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd8' }, { die: 'd8' }, { die: 'd8' }]);
  });

  it('Fire Team spends 1 luck so the patrol fires as an ambush; its kills fill the pool', () => {
    const d = hero({ hero1: 'naomi' }, ['fireTeam#1'], (d) => {
      d.g.heroes[0]!.patrol = { type: 'volunteer', count: 4 };
      d.g.troopStock.volunteer = 4;
      d.g.heroes[0]!.area = 'plaza';
      place(d, 'larva', 'park');
    });
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('fireTeam');
    const pool = d.g.pool;
    d.forceDice(9).answer('fire');
    d.answer('kill:plaza:larva');
    expect(d.g.pool).toBe(pool + 1);
    expect(d.g.heroes[0]!.luck).toBe(3);
  });

  it('Brigadier raises 2 Volunteers from the stock as an ambush', () => {
    const d = start({ hero1: 'naomi' });
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'brigadier#1' }];
    refreshTeamPrompt(d);
    d.answer('brigadier');
    expect(d.g.ambushes).toEqual([{ area: 'crossroads', type: 'volunteer', count: 2 }]);
    expect(d.g.troopStock.volunteer).toBe(6);
  });
});

describe('legions and Fourth Circle harm', () => {
  it('Dis raises demon toughness by 1 (a 3 no longer kills a gryllus) but not a larva\'s', () => {
    const d = hero({}, [], (d) => {
      d.g.legion = 'dis';
      d.g.heroes[0]!.attack = ['d6', 'd6'];
      place(d, 'gryllus', 'crossroads');
      place(d, 'larva', 'crossroads');
    });
    d.forceDice(3, 2).answer('attack');
    expect(ids(d)).toEqual(['kill:crossroads:larva', 'done']);
  });

  it('Lethe: a hero damaged by demons loses 1 courage', () => {
    const d = hero({ hero1: 'naomi' }, [], (d) => {
      d.g.legion = 'lethe';
      d.g.heroes[0]!.courage = 3;
      place(d, 'gryllus', 'crossroads');
    });
    d.forceDice(8).answer('end-turn');
    expect(d.g.heroes[0]!.courage).toBe(2);
  });

  it('Acheron: each exiting demon scores 1 extra doom (larvae do not)', () => {
    const d = hero({ hero1: 'naomi' }, [], (d) => {
      d.g.legion = 'acheron';
      d.g.heroes[0]!.area = 'ruins';
      place(d, 'gryllus', 'crossroads');
      place(d, 'larva', 'crossroads');
    });
    d.answer('end-turn');
    expect(d.g.doom).toBe(2 + 1);
  });

  it('Catoblepas: each hit that gets through adds 1 pestilence; absorbed hits add none', () => {
    const d = hero({ hero1: 'naomi' }, [], (d) => {
      d.g.fourth.push({ id: 'cb', defId: 'catoblepas', area: 'crossroads', damage: 0 });
      d.g.heroes[0]!.patrol = { type: 'militia', count: 1 };
      d.g.troopStock.militia = 5;
    });
    d.forceDice(6, 6, 6, 1).answer('end-turn');
    d.answer('patrol'); // the militia soaks 2 of the 3 hits; nothing is left to absorb the third
    expect(d.g.heroes[0]!.pestilence).toBe(1);
    expect(d.g.heroes[0]!.health).toBe(5);
  });
});

describe('healing and pestilence', () => {
  it('a stimpack\'s points may remove pestilence markers instead of healing', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.gifts = [{ slot: 1, card: 'stimpack#1' }];
    h.health = 4;
    h.pestilence = 1;
    skipTo(d, 'stimpack');
    d.answer('cure');
    expect([d.g.heroes[0]!.pestilence, d.g.heroes[0]!.health]).toEqual([0, 5]);
  });
});
