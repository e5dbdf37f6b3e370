// The regions' troopers, each played through real prompts (content/troopersRegions.ts; their values are ours,
// ASSUMPTIONS.md "Regions and their troopers", except where a test quotes the rulebook).
import { describe, expect, it } from 'vitest';
import type { PAOptions } from '../state';
import { clearMap, place, refreshTeamPrompt, skipTo, start, struckWithPatrol } from './helpers';

type D = ReturnType<typeof start>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);

/** Naomi at the crossroads with this patrol, struck by `hits` grylluses that all hit. */
const struck = (hits: number, legion: string, patrol: { type: string; count: number }, opts: Partial<PAOptions> = {}, courage = 0): D =>
  struckWithPatrol(hits, legion, patrol, { hero1: 'naomi', ...opts }, courage);

/** An ambush in the plaza and a larva walking into it from the park, with the hero watching from the plaza. */
function ambush(type: string, count: number, opts: Partial<PAOptions>): D {
  const d = start({ hero1: 'naomi', ...opts });
  clearMap(d);
  d.g.legion = 'phlegethon';
  d.g.heroes[0]!.area = 'park';
  d.g.ambushes.push({ area: 'plaza', type, count });
  d.g.troopStock[type] = (d.g.troopStock[type] ?? 0) - count;
  place(d, 'larva', 'park');
  place(d, 'larva', 'plaza');
  skipTo(d, 'heroAction');
  d.answer('end-turn');
  skipTo(d, 'ambushFire');
  return d;
}

describe('absorbing', () => {
  it('National Guard: John Dark "uses 2 National Guard Troopers to absorb" 4 hits (absorb 2 each)', () => {
    const d = struck(4, 'phlegethon', { type: 'nationalGuard', count: 2 }, { region: 'usa' });
    d.answer('patrol');
    d.answer('patrol');
    const h = d.g.heroes[0]!;
    expect([h.health, h.fire, h.patrol.count, d.g.troopStock.nationalGuard]).toEqual([6, false, 0, 6]);
  });

  it('Evangelicals: one that absorbs puts 1 courage in the pool', () => {
    const d = struck(2, 'dis', { type: 'evangelicals', count: 1 }, { region: 'texas' });
    const pool = d.g.pool;
    d.answer('patrol');
    expect([d.g.heroes[0]!.health, d.g.pool]).toEqual([6, pool + 1]);
  });

  it('US Marines: in ambush one absorbs 4 (its 3 and 1 more); on patrol only 3', () => {
    const d = start({ hero1: 'naomi', region: 'usa' });
    clearMap(d);
    d.g.legion = 'dis';
    place(d, 'gryllus', 'crossroads', 4);
    d.g.ambushes.push({ area: 'crossroads', type: 'usMarines', count: 1 });
    d.g.troopStock.usMarines = 3;
    skipTo(d, 'heroAction');
    d.forceDice(8, 8, 8, 8).answer('end-turn');
    expect(d.prompt.options.find((o) => o.id === 'ambush')?.label).toContain('up to 4');
    d.answer('ambush');
    expect([d.g.heroes[0]!.health, d.g.ambushes.length, d.g.troopStock.usMarines]).toEqual([6, 0, 4]);
    const p = struck(4, 'dis', { type: 'usMarines', count: 1 }, { region: 'usa' });
    expect(p.prompt.options.find((o) => o.id === 'patrol')?.label).toContain('up to 3');
  });

  it('Gendarme: under Lethe the patrol keeps 1 courage for its hero and stays (the card note, FAQ)', () => {
    const d = struck(1, 'lethe', { type: 'gendarme', count: 2 }, { region: 'france' }, 3);
    d.answer('pass');
    const h = d.g.heroes[0]!;
    expect([h.health, h.courage, h.patrol.count]).toEqual([5, 3, 2]);
    const plain = struck(1, 'lethe', { type: 'militia', count: 2 }, {}, 3);
    plain.answer('pass');
    expect(plain.g.heroes[0]!.courage).toBe(2);
  });

  it('FAQ: Victor Steele\'s Leadership and a patrol Gendarme: Leadership counts (the absorb value), not both', () => {
    const d = struck(1, 'lethe', { type: 'gendarme', count: 1 }, { region: 'france', hero1: 'victorSteele' }, 3);
    d.answer('pass');
    expect([d.g.heroes[0]!.courage, d.g.heroes[0]!.patrol.count]).toEqual([3, 1]);
  });
});

describe('ambushes', () => {
  it('Gang: the ambush fires, then one of them walks off; lying low keeps them (FAQ: an ambush need not fire)', () => {
    const d = ambush('gang', 3, { region: 'usa' });
    d.forceDice(6, 6).answer('fire');
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd8' }, { die: 'd6' }]);
    expect(d.g.ambushes.find((a) => a.area === 'plaza')?.count).toBe(2);
    expect(d.g.troopStock.gang).toBe(6);
    const calm = ambush('gang', 3, { region: 'usa' });
    calm.answer('pass');
    expect(calm.g.ambushes.find((a) => a.area === 'plaza')?.count).toBe(3);
  });

  it('Gang: a lone Gang member who fires leaves the area without an ambush', () => {
    const d = ambush('gang', 1, { region: 'usa' });
    d.forceDice(6).answer('fire');
    expect(d.g.ambushes.some((a) => a.area === 'plaza')).toBe(false);
    expect(d.g.troopStock.gang).toBe(8);
  });

  it('Texas Rangers: two roll the dice of three (2d6, not 1d6)', () => {
    const d = ambush('texasRangers', 2, { region: 'texas' });
    d.forceDice(6, 6).answer('fire');
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd6' }, { die: 'd6' }]);
  });
});

describe('attack and team actions', () => {
  it('Navy Seal: send one away for a d12 on an attack', () => {
    const d = start({ hero1: 'naomi', region: 'usa' });
    clearMap(d);
    d.g.heroes[0]!.patrol = { type: 'navySeal', count: 2 };
    d.g.troopStock.navySeal = 2;
    place(d, 'larva', 'crossroads');
    skipTo(d, 'heroAction');
    d.answer('attack');
    expect(d.prompt.options.find((o) => o.id === 'army')?.label).toContain('Navy Seal');
    d.answer('army');
    expect(d.g.attack?.dice).toEqual(['d6', 'd12']);
    expect([d.g.heroes[0]!.patrol.count, d.g.troopStock.navySeal]).toEqual([1, 3]);
  });

  it('Cosmonauts: any hero may pay 1 courage to add one from the stack to their ambush, up to 4', () => {
    const d = start({ hero1: 'naomi', map: 'moonBase' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.courage = 2;
    d.g.pool = 0;
    d.g.ambushes = [{ area: 'observatory', type: 'cosmonaut', count: 3 }, { area: 'reactor', type: 'cosmonaut', count: 4 }];
    d.g.troopStock.cosmonaut = 1;
    refreshTeamPrompt(d);
    expect(ids(d)).toContain('cosmo:observatory');
    expect(ids(d)).not.toContain('cosmo:reactor');
    d.answer('cosmo:observatory');
    expect([d.g.heroes[0]!.courage, d.g.ambushes[0]!.count, d.g.troopStock.cosmonaut]).toEqual([1, 4, 0]);
    expect(ids(d)).not.toContain('cosmo:observatory');
  });
});

describe('upgrading Paramilitary (FAQ: "Only if you are Professor Maxwell, and they are your own patrol troopers")', () => {
  function recruitWith(hero: string, count: number, roll: number): D {
    const d = start({ hero1: hero, region: 'russia' });
    d.g.pool = 0;
    d.g.heroes[0]!.courage = 0;
    d.g.heroes[0]!.patrol = { type: 'paramilitary', count };
    d.g.troopStock.paramilitary = 8 - count;
    d.forceDice(roll).answer('recruit');
    return d;
  }

  it('a hero upgrades the whole patrol into Army at 2 points each, never part of it', () => {
    const d = recruitWith('naomi', 2, 4);
    expect(ids(d)).toContain('upgrade:2');
    expect(ids(d)).not.toContain('upgrade:1');
    d.answer('upgrade:2');
    expect([d.g.heroes[0]!.patrol, d.g.troopStock.army, d.g.troopStock.paramilitary]).toEqual([{ type: 'army', count: 2 }, 2, 8]);
    const poor = recruitWith('naomi', 3, 4);
    expect(ids(poor).filter((id) => id.startsWith('upgrade:'))).toEqual([]);
  });

  it('Prof. Maxwell may upgrade only some of his own patrol; the rest leave it', () => {
    const d = recruitWith('maxwell', 3, 3); // Old Soldier: 3 + 1 = 4 points, two upgrades
    expect(ids(d)).toContain('upgrade:2');
    expect(ids(d)).toContain('upgrade:1');
    expect(ids(d)).not.toContain('upgrade:3');
    d.answer('upgrade:2');
    expect([d.g.heroes[0]!.patrol, d.g.troopStock.paramilitary]).toEqual([{ type: 'army', count: 2 }, 8]);
  });

  it('no upgrade where the Army stack is not in the game (Russia on the Launch Site)', () => {
    const d = start({ hero1: 'naomi', region: 'russia', map: 'launchSite' });
    d.g.heroes[0]!.patrol = { type: 'paramilitary', count: 1 };
    d.g.troopStock.paramilitary = 7;
    d.forceDice(4).answer('recruit');
    expect(ids(d).filter((id) => id.startsWith('upgrade:'))).toEqual([]);
  });
});
