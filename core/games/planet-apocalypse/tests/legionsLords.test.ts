// Expansion legions (Pandemonium, Styx, Cocytus) and the Lords Jabootu and Procrustes, in short driven scenarios.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import type { PAOptions, PAState } from '../state';
import { clearMap, count, place, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const ones = (n: number) => Array.from({ length: n }, () => 1);

function table(legion: string, opts: Partial<PAOptions> = {}, setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = legion;
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

describe('expansion legions', () => {
  it('Pandemonium: a demon group with no hero in its area strikes one next door; larvae never do', () => {
    const d = table('pandemonium', {}, (d) => { place(d, 'gryllus', 'mainStreet'); place(d, 'larva', 'mainStreet'); });
    d.forceDice(8).answer('end-turn');
    expect(d.eventsOf('attacked').map((e) => [e.by, e.target])).toEqual([['gryllus', 'h1']]);
    expect(d.g.heroes[0]!.health).toBe(6);
    const calm = table('acheron', {}, (d) => place(d, 'gryllus', 'mainStreet'));
    calm.answer('end-turn');
    expect(calm.eventsOf('attacked')).toEqual([]);
  });

  it('Styx: demons move two areas (and can walk out of the start); larvae one', () => {
    const d = table('styx', {}, (d) => {
      d.g.heroes[0]!.area = 'church';
      place(d, 'gryllus', 'park');
      place(d, 'larva', 'park');
      place(d, 'fiend', 'mainStreet');
    });
    d.answer('end-turn');
    expect([count(d, 'gryllus', 'mainStreet'), count(d, 'larva', 'plaza'), count(d, 'fiend')]).toEqual([1, 1, 0]);
    expect(d.g.doom).toBe(1);
  });

  it('Cocytus: killing a demon costs the killer 1 damage, which a trooper may absorb; larvae are free', () => {
    const d = table('cocytus', {}, (d) => { d.g.heroes[0]!.attack = ['d8', 'd8']; place(d, 'gryllus', 'crossroads'); place(d, 'larva', 'crossroads'); });
    d.forceDice(8, 8).answer('attack');
    d.answer('kill:crossroads:larva');
    expect(d.g.heroes[0]!.health).toBe(7);
    d.answer('kill:crossroads:gryllus');
    expect(d.g.heroes[0]!.health).toBe(6);

    const e = table('cocytus', {}, (d) => { d.g.heroes[0]!.patrol = { type: 'police', count: 1 }; d.g.troopStock.police = 5; place(d, 'gryllus', 'crossroads'); });
    e.forceDice(6).answer('attack');
    e.answer('kill:crossroads:gryllus');
    expect(e.prompt.kind).toBe('absorb');
    e.answer('patrol');
    expect([e.g.heroes[0]!.health, e.g.heroes[0]!.patrol.count, e.g.heroes[0]!.courage]).toEqual([7, 0, 1]);
  });
});

/** One hero (Hannah) next to the Lord, with these dice. */
function besideTheLord(lord: string, attack: string[], setup: (d: D) => void = () => {}): D {
  return table('acheron', { lord }, (d) => {
    d.g.heroes[0]!.area = 'ruins';
    d.g.heroes[0]!.attack = attack as PAState['heroes'][number]['attack'];
    setup(d);
  });
}

describe('Lord Jabootu', () => {
  it('menace: pestilence for every hero in the battle; only dice above 6 wound; each wound pays 2 courage; hits that land add pestilence', () => {
    const d = besideTheLord('jabootu', ['d8', 'd8']);
    expect(d.g.lords[0]!.health).toBe(2);
    d.answer('move:hellgate');
    expect(d.g.heroes[0]!.pestilence).toBe(1);
    d.forceDice(6, 7).answer('attack');
    expect(ids(d).filter((id) => id.startsWith('hit:'))).toEqual(['hit:lord']); // only the 7 can
    d.forceDice(3, 3, 1, 1, 1, 1).answer('hit:lord');
    const h = d.g.heroes[0]!;
    expect([d.g.lords[0]!.health, h.courage]).toEqual([1, 2]);
    expect([h.health, h.pestilence]).toEqual([5, 3]);
  });
});

describe('Lord Procrustes', () => {
  it('menace: 1 damage to every hero in the battle that no trooper can take; a wound needs two dice above 4; he mends 1 after striking back', () => {
    const d = besideTheLord('procrustes', ['d8', 'd8', 'd8'], (d) => {
      d.g.heroes[0]!.patrol = { type: 'police', count: 1 };
      d.g.troopStock.police = 5;
      // 1 health per hero: given 2 (a two-hero table's) so that a wound leaves him standing to mend.
      expect(d.g.lords[0]!.health).toBe(1);
      d.g.lords[0]!.health = d.g.lords[0]!.maxHealth = 2;
    });
    d.answer('move:hellgate');
    expect(d.g.heroes[0]!.health).toBe(6);
    expect(d.g.heroes[0]!.patrol.count).toBe(1);
    d.forceDice(5, 5, 4).answer('attack');
    expect(ids(d)).toContain('hit:lord');
    // The 4 is left with nothing to beat, so the attack ends and Procrustes strikes back (6d8, all missing).
    d.forceDice(...ones(6)).answer('hit:lord');
    expect(d.eventsOf('damaged').find((e) => e.figure === 'lord')).toMatchObject({ from: 2, to: 1 });
    expect(d.eventsOf('healed').find((e) => e.figure === 'lord')).toMatchObject({ from: 1, to: 2 });
    expect([d.g.lords[0]!.health, d.g.heroes[0]!.courage]).toEqual([2, 1]);
    expect(d.prompt.kind).toBe('hellAction');
  });

  it('a pair with a 4 does not wound him', () => {
    const d = besideTheLord('procrustes', ['d8', 'd8']);
    d.answer('move:hellgate');
    d.forceDice(5, 4).answer('attack');
    expect(ids(d)).not.toContain('hit:lord');
  });
});
