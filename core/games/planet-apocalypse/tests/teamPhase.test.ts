import { describe, expect, it } from 'vitest';
import { openSlots } from '../rules/teamPhase/earnGift';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

describe('the team phase', () => {
  it('recruit example: a roll of 2 plus 1 courage pays for a Police trooper (cost 3)', () => {
    const d = start({ hero1: 'naomi' });
    d.g.heroes[0]!.courage = 1;
    d.g.pool = 0;
    d.forceDice(2).answer('recruit');
    expect(d.prompt.kind).toBe('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('take:police:1');
    expect(ids).not.toContain('take:army:1');
    d.answer('take:police:1');
    const h = d.g.heroes[0]!;
    expect(h.patrol).toEqual({ type: 'police', count: 1 });
    expect(h.courage).toBe(0);
    expect(d.g.troopStock.police).toBe(5);
  });

  it('a new trooper type dismisses the old patrol; stocks limit what can be taken', () => {
    const d = start({ hero1: 'naomi' });
    d.g.heroes[0]!.patrol = { type: 'militia', count: 1 };
    d.g.troopStock.militia = 5;
    d.g.troopStock.volunteer = 2;
    d.g.pool = 0;
    d.forceDice(4).answer('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('take:volunteer:2');
    expect(ids).not.toContain('take:volunteer:3');
    d.answer('take:volunteer:2');
    expect(d.g.heroes[0]!.patrol).toEqual({ type: 'volunteer', count: 2 });
    expect(d.g.troopStock.militia).toBe(6);
  });

  it('Hannah\'s weakness keeps her patrol to one trooper', () => {
    const d = start();
    d.forceDice(4).answer('recruit');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('take:volunteer:2');
  });

  it('gift example: Faith on Hannah\'s start slot costs 6 + 4, adds a d4 and a toughness, and opens Zeroed In and Head Shot', () => {
    const d = start();
    d.g.panel[0] = 'faith#1';
    d.g.heroes[0]!.courage = 10;
    d.g.pool = 0;
    refreshTeamPrompt(d);
    expect(d.prompt.options.map((o) => o.id)).toContain('gift:0:1');
    d.answer('gift:0:1');
    const h = d.g.heroes[0]!;
    expect(h.courage).toBe(0);
    expect(h.attack).toEqual(['d6', 'd4']);
    expect(h.toughness).toBe(3);
    expect(openSlots(h).map((s) => s.slot)).toEqual([2, 4]);
    expect(d.g.panel[0]).toBeNull();
  });

  it('Determination on Naomi\'s start slot (cost 4) turns her d6 into a d8 and adds 1 to health and cap', () => {
    const d = start({ hero1: 'naomi' });
    d.g.panel[0] = 'determination#1';
    refreshTeamPrompt(d);
    d.answer('gift:0:1');
    const h = d.g.heroes[0]!;
    expect(h.attack).toEqual(['d8']);
    expect([h.health, h.cap]).toEqual([7, 7]);
    expect(d.g.pool).toBe(0); // paid from the pool
  });

  it('first aid is free without enemies and costs 1 courage with a larva in the area', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'tarang' });
    clearMap(d);
    d.g.heroes[1]!.health = 3;
    refreshTeamPrompt(d);
    d.answer('aid:h2:heal');
    expect(d.g.heroes[1]!.health).toBe(4);
    expect(d.g.pool).toBe(4);

    const e = start({ heroes: 2, hero1: 'hannah', hero2: 'tarang' });
    clearMap(e);
    place(e, 'larva', 'crossroads');
    e.g.heroes[1]!.health = 3;
    refreshTeamPrompt(e);
    e.answer('aid:h2:heal');
    expect(e.g.pool).toBe(3);
  });

  it('first aid can discard a pestilence marker instead of healing', () => {
    const d = start();
    d.g.heroes[0]!.pestilence = 2;
    refreshTeamPrompt(d);
    d.answer('aid:h1:cure');
    expect(d.g.heroes[0]!.pestilence).toBe(1);
  });

  it('renew turns 9 courage into 4 luck, once per hero', () => {
    const d = start();
    d.g.pool = 9;
    refreshTeamPrompt(d);
    d.answer('renew');
    d.answer('pool:9');
    expect(d.g.heroes[0]!.luck).toBe(10);
    expect(d.g.pool).toBe(0);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('renew');
  });

  it('the captain passes to the left each new round', () => {
    const d = start({ heroes: 3, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang' });
    clearMap(d);
    for (const h of d.g.heroes) h.area = 'park';
    skipTo(d, 'heroAction');
    expect(d.prompt.seat).toBe('h1');
    for (let i = 0; i < 3; i++) d.answer('end-turn');
    skipTo(d, 'heroAction');
    expect(d.g.captain).toBe(1);
    expect(d.prompt.seat).toBe('h2');
  });
});

describe('the hero phase', () => {
  it('a burning hero takes 1 damage as his turn starts; giving up the attack puts the fire out', () => {
    const d = start();
    clearMap(d);
    d.g.heroes[0]!.fire = true;
    skipTo(d, 'heroAction');
    expect(d.g.heroes[0]!.health).toBe(6);
    d.answer('extinguish:h1');
    expect(d.g.heroes[0]!.fire).toBe(false);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('attack');
  });

  it('a stunned hero gives up his attack or his move to stand', () => {
    const d = start();
    clearMap(d);
    d.g.heroes[0]!.stunned = true;
    skipTo(d, 'heroAction');
    expect(d.prompt.options.map((o) => o.id)).toEqual(expect.arrayContaining(['recoverAttack', 'recoverMove']));
    d.answer('recoverAttack');
    expect(d.g.heroes[0]!.stunned).toBe(false);
    expect(d.prompt.options.some((o) => o.id.startsWith('move:'))).toBe(true);
  });

  it('moves 1 or 2 areas and never doubles back', () => {
    const d = start();
    clearMap(d);
    skipTo(d, 'heroAction');
    const moves = d.prompt.options.filter((o) => o.id.startsWith('move:')).map((o) => o.id);
    expect(moves).toEqual(['move:mainStreet']); // one area at a time
    d.answer('move:mainStreet');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['move:plaza', 'pass']); // on to the second, never back to the Crossroads
  });

  it('set ambush: at most 4 of one type; another type dismisses the old ambush', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.heroes[0]!.patrol = { type: 'volunteer', count: 3 };
    d.g.troopStock.volunteer = 5;
    d.g.ambushes.push({ area: 'crossroads', type: 'police', count: 2 });
    d.g.troopStock.police = 4;
    skipTo(d, 'heroAction');
    d.answer('ambush:2');
    expect(d.g.ambushes).toEqual([{ area: 'crossroads', type: 'volunteer', count: 2 }]);
    expect(d.g.troopStock.police).toBe(6);
    expect(d.g.heroes[0]!.patrol.count).toBe(1);
  });
});

describe('team actions in any order', () => {
  it('one Done: a hero who acted and said Done is not asked again; the team phase moves on', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    d.g.heroes[0]!.health = 5;
    refreshTeamPrompt(d);
    d.answer('aid:h1:heal');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h1' });
    expect(d.state.prompt!.options.map((o) => o.id)).not.toContain('done');
  });

  it('a hero with nothing to do but Done is not asked at all', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'tarang' });
    clearMap(d);
    d.g.heroes[1]!.area = 'plaza';
    d.g.heroes[1]!.luck = 0;
    d.g.pool = 0;
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h1' });
  });

  it('another pass asks a hero who was done only when another\'s action opened something new for him', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'tarang' });
    clearMap(d);
    d.g.heroes[0]!.health = 5;
    d.g.heroes[1]!.health = 4;
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    refreshTeamPrompt(d);
    d.answer('aid:h1:heal'); // Hannah could already heal either hero: nothing new for her
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h1' });
    expect([d.g.heroes[0]!.health, d.g.heroes[1]!.health]).toEqual([6, 4]);

    const e = start({ heroes: 2, hero1: 'hannah', hero2: 'tarang' });
    clearMap(e);
    e.g.pool = 0;
    e.g.heroes[0]!.luck = 0;
    e.g.heroes[0]!.courage = 3;
    e.g.heroes[1]!.courage = 5;
    e.g.panel = e.g.panel.map(() => null);
    e.g.panel[0] = 'charity#1';
    e.g.panel[1] = 'determination#1';
    refreshTeamPrompt(e);
    e.answer('done'); // Hannah could recruit, but no gift is in reach (6 courage on her start slot)
    refreshTeamPrompt(e);
    e.answer('gift:0:1'); // Tarang's Charity puts 4 courage in the pool
    e.answer('done');
    expect(e.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' }); // the second pass: a gift is now in reach
    expect(e.state.prompt!.options.some((o) => o.id.startsWith('gift:'))).toBe(true);
  });
});
