// The six heroes the rulebook only names (Dorothy Hall, Victor Steele, Penrod,
// Bernice, Cissy, Madeleine): each ability driven through real prompts, and
// the FAQ's rulings about them as tests.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import { ambushDice } from '../rules/enemyPhase/ambushSegment';
import type { PAOptions, PAState } from '../state';
import { clearMap, count, place, refreshTeamPrompt, skipTo, start, struckWithPatrol } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);

/** Heroes on an empty map (quiet legion), at the first hero action prompt. */
function table(opts: Partial<PAOptions>, setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

/** Heroes on an empty map at the first hero's team prompt, after `setup` (the prompt is recomputed). */
function team(opts: Partial<PAOptions>, setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  setup(d);
  refreshTeamPrompt(d);
  return d;
}

describe('Dorothy Hall', () => {
  it('Steadying Hand: her help raises the attacker\'s die two steps (a d6 becomes a d10); she still pays 1 courage', () => {
    const d = table({ heroes: 2, hero1: 'hannah', hero2: 'dorothy' }, (d) => { d.g.heroes[1]!.courage = 1; place(d, 'fiend', 'crossroads'); });
    d.answer('attack');
    d.answer('help:h2');
    expect(d.prompt).toMatchObject({ kind: 'helpRequest', seat: 'h2' });
    d.answer('yes');
    expect(d.prompt).toMatchObject({ kind: 'courageSource', seat: 'h2' }); // her 1, or 1 from the pool
    d.forceDice(10).answer('pool:0'); // the one die is raised at once, and with no boost left the attack rolls
    expect(d.g.attack?.rolls.map((r) => [r.die, r.value])).toEqual([['d10', 10]]);
    expect(d.g.heroes[1]!.courage).toBe(0);
  });

  it('Gentle Soul: the courage her kills earn goes to the pool, not to her', () => {
    const d = table({ hero1: 'dorothy' }, (d) => place(d, 'larva', 'crossroads'));
    const pool = d.g.pool;
    d.forceDice(4).answer('attack');
    d.answer('kill:crossroads:larva');
    expect([d.g.heroes[0]!.courage, d.g.pool]).toEqual([0, pool + 1]);
  });

  it('FAQ: if all she does is first aid in a demon area, the 1 courage comes from the pool (with the captain\'s yes), or from her luck', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'dorothy' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.health = 4;
    d.answer('done'); // Hannah, the captain, passes; Dorothy's turn
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    const pool = d.g.pool;
    d.answer('aid:h1:heal');
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1' });
    d.answer('yes');
    expect([d.g.pool, d.g.heroes[0]!.health]).toEqual([pool - 1, 5]);

    const e = start({ heroes: 2, hero1: 'hannah', hero2: 'dorothy' });
    clearMap(e);
    place(e, 'larva', 'crossroads');
    e.g.heroes[0]!.health = 4;
    e.answer('done');
    const luck = e.g.heroes[1]!.luck;
    e.answer('luck'); // luck stands in for courage
    e.answer('aid:h1:heal');
    e.answer('pool:0'); // the courage her luck bought, not the pool
    expect([e.g.heroes[1]!.luck, e.g.heroes[1]!.courage, e.g.pool, e.g.heroes[0]!.health]).toEqual([luck - 1, 0, 4, 5]);
  });

  it('Field Dressing (slot 2) makes her first aid restore 2', () => {
    const d = team({ heroes: 2, hero1: 'dorothy', hero2: 'hannah' }, (d) => { d.g.heroes[0]!.abilities.push('fieldDressing'); d.g.heroes[1]!.health = 3; });
    d.answer('aid:h2:heal');
    expect(d.g.heroes[1]!.health).toBe(5);
  });
});

describe('Victor Steele', () => {
  /** Victor alone with a patrol, hit by gryllus dice that all land. */
  const hit = (hits: number, legion: string, patrol: { type: string; count: number }, courage = 0): D =>
    struckWithPatrol(hits, legion, patrol, { hero1: 'victorSteele' }, courage);

  it('Leadership: a patrol trooper in his area absorbs 1 more than its card (an Army soaks 3, not 2)', () => {
    const d = hit(3, 'acheron', { type: 'army', count: 1 });
    expect(d.prompt.options.find((o) => o.id === 'patrol')?.label).toContain('up to 3');
    d.answer('patrol');
    expect([d.g.heroes[0]!.health, d.g.heroes[0]!.patrol.count]).toEqual([7, 0]);
  });

  it('Leadership: under Lethe the patrol takes the lost courage instead, and stays (FAQ: his ability beats the trooper card)', () => {
    const d = hit(1, 'lethe', { type: 'militia', count: 2 }, 3);
    d.answer('pass'); // he takes the hit himself
    const h = d.g.heroes[0]!;
    expect([h.health, h.courage, h.patrol.count]).toEqual([6, 3, 2]);
  });

  it('Stragglers: he may recruit away from the start at 1d4 minus 1', () => {
    const d = team({ hero1: 'victorSteele' }, (d) => { d.g.heroes[0]!.area = 'ruins'; d.g.heroes[0]!.abilities.push('stragglers'); d.g.pool = 0; });
    expect(ids(d)).not.toContain('recruit');
    d.forceDice(3).answer('recruitAway');
    expect(d.prompt.text).toContain('2 recruit points');
  });

  it('FAQ: with Brevet Rank and Stragglers he rolls a plain 1d4', () => {
    const d = team({ hero1: 'victorSteele' }, (d) => {
      const h = d.g.heroes[0]!;
      h.area = 'ruins';
      h.abilities.push('stragglers');
      h.gifts = [{ slot: 1, card: 'brevetRank#1' }];
    });
    d.forceDice(3).answer('recruitAway');
    expect(d.prompt.text).toContain('3 recruit points');
  });

  it('Poor Planning: while he holds the captain marker every gift costs him 1 more courage', () => {
    const d = team({ heroes: 2, hero1: 'victorSteele', hero2: 'hannah' }, (d) => {
      d.g.panel = d.g.panel.map(() => null);
      d.g.panel[0] = 'determination#1';
      d.g.pool = 20;
    });
    expect(d.prompt.options.find((o) => o.id === 'gift:0:1')?.label).toContain('6 courage'); // slot 1 costs 5
    const e = team({ heroes: 2, hero1: 'hannah', hero2: 'victorSteele' }, (d) => {
      d.g.panel = d.g.panel.map(() => null);
      d.g.panel[0] = 'determination#1';
      d.g.pool = 20;
    });
    e.answer('done');
    expect(e.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    expect(e.prompt.options.find((o) => o.id === 'gift:0:1')?.label).toContain('5 courage');
  });

  it('Fire Discipline: ambushes in his area roll an extra d6', () => {
    const d = start({ hero1: 'victorSteele' });
    d.g.heroes[0]!.abilities.push('fireDiscipline');
    expect(ambushDice(d.g, 'crossroads', 'volunteer', 1)).toEqual(['d6', 'd6']);
  });
});

describe('Penrod', () => {
  it('Brawler: once a turn, 1 damage of his own for one more attack', () => {
    const d = table({ hero1: 'penrod' }, (d) => place(d, 'fiend', 'crossroads', 2));
    d.forceDice(1).answer('attack'); // a miss: nothing to spend, the attack is over
    expect(ids(d)).not.toContain('attack');
    d.answer('brawler');
    expect(d.g.heroes[0]!.health).toBe(7);
    expect(ids(d)).toContain('attack');
    expect(ids(d)).not.toContain('brawler');
  });

  it('FAQ: stunned, he can buy the extra attack with Brawler and give it up to stand, keeping his own attack', () => {
    const d = table({ hero1: 'penrod' }, (d) => { d.g.heroes[0]!.stunned = true; place(d, 'fiend', 'crossroads'); });
    d.answer('brawler');
    d.answer('recoverAttack');
    expect(d.g.heroes[0]!.stunned).toBe(false);
    expect(ids(d)).toContain('attack');
    expect(ids(d).some((id) => id.startsWith('move:'))).toBe(true);
  });

  it('Soft Spot: a larva he kills earns him no courage (a gryllus still does)', () => {
    const d = table({ hero1: 'penrod' }, (d) => { d.g.heroes[0]!.attack = ['d8', 'd8']; place(d, 'larva', 'crossroads'); place(d, 'gryllus', 'crossroads'); });
    d.forceDice(2, 8).answer('attack');
    d.answer('kill:crossroads:larva');
    d.answer('kill:crossroads:gryllus');
    expect(d.g.heroes[0]!.courage).toBe(1);
  });

  it('FAQ: "Can Penrod refuse to use a rolled attack to kill a larva? Certainly."', () => {
    const d = table({ hero1: 'penrod' }, (d) => place(d, 'larva', 'crossroads'));
    d.forceDice(6).answer('attack');
    expect(ids(d)).toEqual(['kill:crossroads:larva', 'done']);
    d.answer('done');
    expect(count(d, 'larva')).toBe(1);
  });
});

describe('Bernice', () => {
  it('Legal Expert: FAQ "Can Bernice use Legal Expert to give the captain marker to herself? Certainly." She then goes first', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'bernice' });
    clearMap(d);
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    d.answer('legal:h2');
    expect(d.g.seatOrder[d.g.captain]).toBe('h2');
    expect(ids(d).some((id) => id.startsWith('legal:'))).toBe(false); // once per team phase
    skipTo(d, 'heroAction');
    expect(d.prompt.seat).toBe('h2');
  });

  it('Consumption: each gift she earns costs her 1 health', () => {
    const d = team({ hero1: 'bernice' }, (d) => { d.g.panel[0] = 'brevetRank#1'; d.g.pool = 10; });
    d.answer('gift:0:1');
    expect(d.g.heroes[0]!.health).toBe(7);
  });

  it('FAQ: "If Bernice is at 1 health, and takes a gift ... She dies"', () => {
    const d = team({ hero1: 'bernice' }, (d) => { d.g.panel[0] = 'brevetRank#1'; d.g.pool = 10; d.g.heroes[0]!.health = 1; });
    d.answer('gift:0:1');
    expect(d.g.heroes[0]!.dead).toBe(true);
    expect(d.eventsOf('damaged').at(-1)?.text).toContain('cough');
  });
});

describe('Cissy', () => {
  it('Occult Interest: once a turn, 1 damage of her own doing for 1 luck; FAQ: it is self-inflicted, so Schadenfreude pays 1 courage', () => {
    const d = table({ hero1: 'cissy' }, (d) => { d.g.heroes[0]!.gifts = [{ slot: 1, card: 'schadenfreude#1' }]; });
    d.answer('occult');
    const h = d.g.heroes[0]!;
    expect([h.health, h.luck, h.courage]).toEqual([6, 4, 1]);
    expect(ids(d)).not.toContain('occult');
  });

  it('Distracted: her first aid costs 1 courage even with no enemies about', () => {
    const d = team({ hero1: 'cissy' }, (d) => { d.g.heroes[0]!.health = 5; d.g.heroes[0]!.courage = 1; d.g.pool = 0; });
    d.answer('aid:h1:heal');
    expect([d.g.heroes[0]!.health, d.g.heroes[0]!.courage]).toEqual([6, 0]);
  });
});

describe('Madeleine', () => {
  it('recruit example: she rolls 3, adds 2 courage and takes a Special Forces trooper (cost 5)', () => {
    const d = start({ hero1: 'madeleine' });
    d.g.heroes[0]!.courage = 2;
    d.g.pool = 0;
    d.forceDice(3).answer('recruit');
    expect(ids(d)).toContain('take:specialForces:1');
    d.answer('take:specialForces:1');
    expect([d.g.heroes[0]!.patrol, d.g.heroes[0]!.courage]).toEqual([{ type: 'specialForces', count: 1 }, 0]);
  });

  it('Maquis Tactics: ambushes in her area roll every die a step larger', () => {
    const d = start({ hero1: 'madeleine' });
    expect(ambushDice(d.g, 'crossroads', 'volunteer', 1)).toEqual(['d8']);
    expect(ambushDice(d.g, 'ruins', 'volunteer', 1)).toEqual(['d6']);
  });

  it('Bad Knee: moving two areas on her own turn costs her 1 health', () => {
    const d = table({ hero1: 'madeleine' });
    d.answer('move:mainStreet');
    expect(d.g.heroes[0]!.health).toBe(6);
    d.answer('move:plaza');
    expect(d.g.heroes[0]!.health).toBe(5);
  });
});
