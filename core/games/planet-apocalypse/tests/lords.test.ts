// The expansion Lords (Tarasque, Stheno, Stroma, Pulgasaur, Geryon, Scylla, Cthon): each ability in a short driven Lord Battle.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import { planetApocalypse } from '..';
import { LORD_BY_ID, LORDS } from '../content';
import { entryId, GLOSSARY_BY_ID } from '../inspect';
import { lordDice, lordToughness } from '../content/lordStats';
import type { PAOptions, PAState } from '../state';
import type { PAView } from '../view';
import { clearMap, skipTo, start } from './helpers';

type D = Driver<PAState>;
type Die = PAState['heroes'][number]['attack'][number];
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const ones = (n: number) => Array.from({ length: n }, () => 1);

/** Heroes (Hannah first) one step from the Lord's area, with these dice; a quiet legion. */
function besideTheLord(lord: string, attack: Die[], opts: Partial<PAOptions> = {}, setup: (d: D) => void = () => {}): D {
  const d = start({ lord, ...opts });
  clearMap(d);
  d.g.legion = 'acheron';
  for (const h of d.g.heroes) h.area = 'ruins';
  d.g.heroes[0]!.attack = attack;
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

const lord = (d: D) => d.g.lords[0]!;
const hero = (d: D, i = 0) => d.g.heroes[i]!;
/** What the inspect panel says of the Lord now, as label: value lines. */
const liveLord = (d: D) => (planetApocalypse.inspect!(d.view<PAView>('h1').game, { kind: 'figure', id: 'lord' })!.stats ?? []).map((x) => `${x.label}: ${x.value}`);
const lastRoll = (d: D) => d.events.filter((e) => e.type === 'diceRolled').at(-1) as unknown as { rolls: { die: string }[] };

describe('the expansion Lords in the New game dialog and the inspect panel', () => {
  it('every Lord is offered, starts with his health by hero count, and has a sheet entry; random draws keep to the core Lords unless asked', () => {
    const choices = (planetApocalypse.optionFields?.find((f) => f.key === 'lord') as { choices: { value: string }[] }).choices.map((c) => c.value);
    for (const id of ['tarasque', 'stheno', 'stroma', 'pulgasaur', 'geryon', 'scylla', 'cthon']) {
      expect(choices).toContain(id);
      const d = start({ lord: id, heroes: 2, hero1: 'hannah', hero2: 'naomi' });
      expect([lord(d).defId, lord(d).health]).toEqual([id, LORD_BY_ID[id]!.health[1]]);
      expect(GLOSSARY_BY_ID.get(entryId.lord(id))!.text!.join(' ')).toContain(LORD_BY_ID[id]!.sheet.menace);
    }
    expect(planetApocalypse.optionFields?.find((f) => f.key === 'expansionLords')?.kind).toBe('boolean');
    const core = new Set(LORDS.filter((l) => !l.pack || l.pack === 'core').map((l) => l.id));
    for (let seed = 1; seed <= 12; seed++) expect(core.has(lord(start({ lord: 'random' }, seed)).defId)).toBe(true);
    const drawn = new Set(Array.from({ length: 30 }, (_, i) => lord(start({ lord: 'random', expansionLords: true }, i + 1)).defId));
    expect([...drawn].some((id) => !core.has(id))).toBe(true);
  });
});

describe('Tarasque (Void Pack)', () => {
  it('menace sets every hero in the battle on fire; her shell stops a third wound from one attack; each wound pays 1 courage', () => {
    const d = besideTheLord('tarasque', ['d8', 'd8', 'd8', 'd8']);
    expect(lord(d).health).toBe(3);
    d.answer('move:hellgate');
    expect(hero(d).fire).toBe(true);
    expect(hero(d).health).toBe(6); // the fire burns at the start of her turn in Hell
    d.forceDice(8, 8, 8, 8).answer('attack');
    d.answer('hit:lord');
    expect(ids(d)).toContain('hit:lord');
    // The second wound is the last this attack can deal: two 8s are left with nothing to strike, so she strikes back (6d6, all missing).
    d.forceDice(...ones(6)).answer('hit:lord');
    expect([lord(d).health, hero(d).courage]).toEqual([1, 2]);
    expect(d.eventsOf('attacked').map((e) => e.by)).toEqual(['lord']);
    expect(d.prompt.kind).toBe('hellAction');
  });
});

describe('Stheno (Void Pack)', () => {
  it('petrification lowers toughness until she is banished, then gives it back (gifts bought meanwhile kept); she mends after striking back', () => {
    const d = besideTheLord('stheno', ['d8', 'd8']);
    expect([lord(d).health, hero(d).toughness]).toEqual([2, 2]);
    d.answer('move:hellgate');
    expect(hero(d).toughness).toBe(1);
    expect(lord(d).petrified).toEqual({ h1: { hero: 'hannah', amount: 1 } });
    expect(liveLord(d)).toContain('Petrified: Hannah Hazard -1');
    d.forceDice(8, 1).answer('attack');
    // The 1 has no target: she strikes back (6d8, all missing) and mends.
    d.forceDice(...ones(6)).answer('hit:lord');
    expect(d.eventsOf('damaged').find((e) => e.figure === 'lord')).toMatchObject({ from: 2, to: 1 });
    expect(d.eventsOf('healed').find((e) => e.figure === 'lord')).toMatchObject({ from: 1, to: 2 });
    expect(hero(d).courage).toBe(1);
    // A toughness gift earned while petrified (FAQ: earned gifts count when she is banished).
    hero(d).toughness += 1;
    d.forceDice(8, 8).answer('attack');
    d.answer('hit:lord');
    d.answer('hit:lord');
    expect(lord(d).dead).toBe(true);
    expect(hero(d).toughness).toBe(3);
    expect(d.g.phase).toBe('over');
  });
});

describe('Stroma', () => {
  it('toughness 3+3; she seizes the hero who entered, who cannot retreat, and crushes him after each counterattack', () => {
    const d = besideTheLord('stroma', ['d8', 'd8', 'd8'], { heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    expect(lord(d).health).toBe(8);
    d.answer('move:hellgate');
    d.answer(['h2']); // Naomi joins
    expect(lord(d).trapped).toBe('h1');
    expect(ids(d).some((id) => id.startsWith('retreat:'))).toBe(false);
    d.forceDice(4, 4, 3).answer('attack');
    skipTo(d, 'assignDice'); // Naomi does not help
    expect(d.prompt.options.find((o) => o.id === 'hit:lord')?.label).toContain('4+4');
    d.answer('hit:lord');
    // The 3 cannot make a pair: Hannah's attack ends. Naomi is free to go.
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h2' });
    expect(ids(d).some((id) => id.startsWith('retreat:'))).toBe(true);
    const hp = d.g.heroes[0]!.health;
    d.forceDice(...ones(6)).answer('retreat:crossroads');
    // Her side struck (all missing), then her coils: 1 damage no trooper can take.
    expect(d.g.heroes[0]!.health).toBe(hp - 1);
    expect([lord(d).health, d.g.heroes[0]!.courage]).toEqual([7, 1]);
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h1' });
    expect(ids(d)).toEqual(['attack']);
    expect(liveLord(d)).toContain('Holding: Hannah Hazard');
  });
});

describe('Pulgasaur', () => {
  it('three stages, each fiercer; felling a stage is not killing him and pays every hero in the battle 2 courage', () => {
    const d = besideTheLord('pulgasaur', ['d10', 'd10', 'd10', 'd10', 'd10']);
    // 4 health in one-hero play: the stages hold 2, 1 and 1.
    expect([lord(d).health, lordToughness(lord(d)), lordDice(lord(d))]).toEqual([4, [4], ones(6).map(() => 'd6')]);
    expect(liveLord(d)).toContain('Stage now: Iron Hide');
    d.forceDice(...ones(6)).answer('move:hellgate'); // menace: his free attack, all missing
    d.forceDice(5, 5, 5, 7, 1).answer('attack');
    d.answer('hit:lord');
    expect([lord(d).health, d.g.heroes[0]!.courage, lordToughness(lord(d))]).toEqual([3, 0, [4]]);
    d.answer('hit:lord');
    // Iron Hide fell: now toughness 5, so the last 5 cannot wound and the 7 must.
    expect([lord(d).health, lord(d).dead, d.g.heroes[0]!.courage, lordToughness(lord(d))]).toEqual([2, false, 2, [5]]);
    expect(d.prompt.options.find((o) => o.id === 'hit:lord')?.label).toContain('(7)');
    d.forceDice(...ones(6)).answer('hit:lord');
    expect([lord(d).health, d.g.heroes[0]!.courage, lordToughness(lord(d)), lordDice(lord(d))]).toEqual([1, 4, [6], ones(6).map(() => 'd10')]);
    expect(liveLord(d)).toContain('Stage now: Molten');
    expect(d.prompt.kind).toBe('hellAction');
  });
});

describe('Geryon', () => {
  it('his toll: pay 2 courage (own, or the pool with the captain\'s leave) or take 2 damage no trooper absorbs', () => {
    const d = besideTheLord('geryon', ['d8'], { heroes: 2, hero1: 'hannah', hero2: 'naomi' }, (d) => {
      d.g.heroes[0]!.courage = 2;
      d.g.heroes[1]!.courage = 0;
      d.g.heroes[0]!.patrol = { type: 'police', count: 1 };
      d.g.troopStock.police = 5;
    });
    // Naomi (not the captain) steps in; Hannah joins.
    d.g.heroes[0]!.area = 'ruins';
    skipTo(d, 'heroAction');
    if (d.prompt.seat === 'h1') { d.answer('end-turn'); skipTo(d, 'heroAction'); }
    expect(d.prompt.seat).toBe('h2');
    d.answer('move:hellgate');
    d.answer(['h1']);
    expect(d.prompt).toMatchObject({ kind: 'lordToll', seat: 'h1' });
    d.answer('pay');
    d.answer('pool:0'); // her own 2
    expect(d.g.heroes[0]!.courage).toBe(0);
    expect(d.prompt).toMatchObject({ kind: 'lordToll', seat: 'h2' });
    const pool = d.g.pool;
    d.answer('pay');
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1' });
    d.answer('yes');
    expect(d.g.pool).toBe(pool - 2);
    expect(hero(d, 1).health).toBe(hero(d, 1).cap);

    const e = besideTheLord('geryon', ['d8'], {}, (d) => { d.g.heroes[0]!.patrol = { type: 'police', count: 1 }; d.g.troopStock.police = 5; });
    e.answer('move:hellgate');
    e.answer('refuse');
    expect([e.g.heroes[0]!.health, e.g.heroes[0]!.patrol.count]).toEqual([5, 1]);
  });

  it('luck buys courage "at any time" (control panel), so it pays the toll too', () => {
    const d = besideTheLord('geryon', ['d8'], {}, (d) => { d.g.heroes[0]!.courage = 0; d.g.pool = 0; });
    d.answer('move:hellgate');
    expect(d.prompt).toMatchObject({ kind: 'lordToll', suggested: ['refuse'] });
    expect(ids(d)).toEqual(['luck', 'refuse']);
    const luck = hero(d).luck;
    d.answer('luck');
    d.answer('luck');
    expect(ids(d)).toContain('pay');
    d.answer('pay');
    expect([hero(d).luck, hero(d).courage, hero(d).health]).toEqual([luck - 2, 0, hero(d).cap]);
  });

  it('three bodies: a fallen body takes its two dice out of his attack, and he is not dead', () => {
    const d = besideTheLord('geryon', ['d8', 'd8', 'd8']);
    // 4 health in one-hero play: the bodies hold 2, 1 and 1.
    expect([lord(d).health, lordDice(lord(d)).length]).toEqual([4, 6]);
    d.answer('move:hellgate');
    d.answer('refuse');
    d.forceDice(8, 8, 1).answer('attack');
    d.answer('hit:lord');
    expect([lord(d).health, lordDice(lord(d)).length]).toEqual([3, 6]);
    d.forceDice(...ones(4)).answer('hit:lord');
    expect([lord(d).health, lord(d).dead, lordDice(lord(d)).length, d.g.heroes[0]!.courage]).toEqual([2, false, 4, 2]);
    // His counterattack rolled the four dice of the two bodies left.
    const roll = lastRoll(d);
    expect(roll.rolls).toHaveLength(4);
  });
});

describe('Scylla', () => {
  it('her heads snatch 2 patrol troopers from each hero; each head felled pays its striker 2 courage and takes a die from her bite', () => {
    const d = besideTheLord('scylla', ['d10', 'd10', 'd10'], {}, (d) => { d.g.heroes[0]!.patrol = { type: 'police', count: 3 }; d.g.troopStock.police = 3; });
    expect([lord(d).health, lordDice(lord(d)).length]).toEqual([6, 6]);
    d.answer('move:hellgate');
    expect([d.g.heroes[0]!.patrol.count, d.g.troopStock.police]).toEqual([1, 5]);
    d.forceDice(10, 10, 1).answer('attack');
    d.answer('hit:lord');
    d.forceDice(...ones(4)).answer('hit:lord');
    expect([lord(d).health, lordDice(lord(d)).length, d.g.heroes[0]!.courage]).toEqual([4, 4, 4]);
    const roll = lastRoll(d);
    expect(roll.rolls).toHaveLength(4);
  });
});

describe('Cthon', () => {
  it('gains an attack counter in each battle and each Lord cycle, each raising one of his 6d6 a step; a wound knocks one off and pays 1 courage', () => {
    const d = besideTheLord('cthon', ['d8', 'd8']);
    expect([lord(d).health, lordDice(lord(d))]).toEqual([3, ['d6', 'd6', 'd6', 'd6', 'd6', 'd6']]);
    d.answer('move:hellgate');
    expect([lord(d).counters, lordDice(lord(d))]).toEqual([1, ['d8', 'd6', 'd6', 'd6', 'd6', 'd6']]);
    expect(liveLord(d)).toEqual(expect.arrayContaining(['Attack counters: 1', 'Now: toughness 5, d8 + 5d6']));
    d.forceDice(8, 1).answer('attack');
    d.forceDice(...ones(6)).answer('hit:lord');
    expect([lord(d).health, lord(d).counters, d.g.heroes[0]!.courage]).toEqual([2, 0, 1]);
    // The counter was gone before he struck back: all six dice were d6s again.
    const roll = lastRoll(d);
    expect(roll.rolls.map((r) => r.die)).toEqual(['d6', 'd6', 'd6', 'd6', 'd6', 'd6']);

    const c = start({ lord: 'cthon' });
    clearMap(c);
    c.g.legion = 'acheron';
    c.g.despair = 6;
    c.g.lordTrack = 4;
    lord(c).counters = 6;
    skipTo(c, 'heroAction');
    c.answer('end-turn');
    expect(c.g.lordTrack).toBe(1);
    expect([lord(c).counters, lordDice(lord(c))]).toEqual([7, ['d10', 'd8', 'd8', 'd8', 'd8', 'd8']]);
  });
});
