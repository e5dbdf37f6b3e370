// More of the rulebook's worked examples, with our core heroes standing in for
// the expansion heroes the rulebook names.
import { describe, expect, it } from 'vitest';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

describe('rulebook worked examples', () => {
  it('first aid example: two heroes each pay 1 courage (a larva is present) to treat a third; a medic\'s extra point makes it 3', () => {
    const d = start({ heroes: 3, hero1: 'hannah', hero2: 'tarang', hero3: 'maxwell' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'fieldMedic#1' }]; // stands in for Doc Hunter's ability
    d.g.heroes[2]!.health = 1;
    refreshTeamPrompt(d);
    d.answer('aid:h3:heal');
    d.answer('done');
    d.answer('aid:h3:heal');
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1' }); // Tarang has no courage of his own
    d.answer('yes');
    expect(d.g.heroes[2]!.health).toBe(1 + 2 + 1);
    expect(d.g.pool).toBe(4 - 2);
  });

  it('recruit example one: Madeleine rolls 3 and adds 2 of her courage: 5 pays for a Special Forces trooper', () => {
    const d = start({ hero1: 'naomi' });
    d.g.heroes[0]!.courage = 2;
    d.g.pool = 0;
    d.forceDice(3).answer('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('take:specialForces:1');
    d.answer('take:specialForces:1');
    expect(d.g.heroes[0]!.patrol).toEqual({ type: 'specialForces', count: 1 });
    expect(d.g.heroes[0]!.courage).toBe(0);
    expect(d.g.troopStock.specialForces).toBe(3);
    // With one courage fewer the roll only reaches 4: no Special Forces.
    const short = start({ hero1: 'naomi' });
    short.g.heroes[0]!.courage = 1;
    short.g.pool = 0;
    short.forceDice(3).answer('recruit');
    expect(short.prompt.options.map((o) => o.id)).not.toContain('take:specialForces:1');
  });

  it('recruit example two: Frank adds a second Police for 3 of his 4 points (the extra point is lost); Chris swaps his Militia for four Volunteers', () => {
    const frank = start({ hero1: 'naomi' });
    frank.g.heroes[0]!.patrol = { type: 'police', count: 1 };
    frank.g.troopStock.police = 5;
    frank.forceDice(4).answer('recruit');
    expect(frank.prompt.options.find((o) => o.id === 'take:army:1')?.label).toContain('dismisses your 1 Police');
    frank.answer('take:police:1');
    expect(frank.g.heroes[0]!.patrol).toEqual({ type: 'police', count: 2 });
    expect(frank.g.pool).toBe(4);

    const chris = start({ hero1: 'naomi' });
    chris.g.heroes[0]!.patrol = { type: 'militia', count: 1 };
    chris.g.troopStock.militia = 5;
    chris.forceDice(4).answer('recruit');
    chris.answer('take:volunteer:4');
    expect(chris.g.heroes[0]!.patrol).toEqual({ type: 'volunteer', count: 4 });
    expect(chris.g.troopStock).toMatchObject({ militia: 6, volunteer: 4 });
  });

  it('joining example: Baphomet at 9 of 15 health (4 heroes) gains 3 when a fifth player joins: 12', () => {
    const d = start({ heroes: 4, lateJoiners: 1, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang', hero4: 'maxwell' });
    expect(d.g.lords[0]!.health).toBe(15);
    d.g.lords[0]!.health = 9;
    expect(d.prompt.kind).toBe('joinGame');
    d.answer('cindrew');
    expect(d.g.lords[0]!.health).toBe(12);
  });

  it('enraged Lord example: Baphomet starts a 3-hero game with 15 health; never in a 5-hero game', () => {
    expect(start({ heroes: 3, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang', enragedLord: true }).g.lords[0]!.health).toBe(15);
    expect(start({ heroes: 5, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang', hero4: 'maxwell', hero5: 'cindrew', enragedLord: true }).g.lords[0]!.health).toBe(18);
  });

  it('FAQ: a hero at the health cap of 10 who takes Determination keeps the cap at 10 but gains 1 health', () => {
    const d = start();
    const h = d.g.heroes[0]!;
    h.cap = 10;
    h.health = 8;
    h.courage = 6;
    d.g.panel[0] = 'determination#1';
    refreshTeamPrompt(d);
    d.answer('gift:0:1');
    d.answer('pool:0'); // his own courage
    expect([d.g.heroes[0]!.cap, d.g.heroes[0]!.health]).toEqual([10, 9]);
  });

  it('FAQ: two tokens in one area, both short of figures, cost 1 doom each', () => {
    const d = start();
    clearMap(d);
    place(d, 'cacodemon', 'hellgate', 2);
    d.g.tokens.push({ id: 'tk-a', area: 'mainStreet' }, { id: 'tk-b', area: 'mainStreet' });
    skipTo(d, 'heroAction');
    d.forceDice('III', 'III', 'I', 'II', 'III', 'III', 'I', 'II').answer('move:mainStreet');
    expect(d.g.doom).toBe(2);
  });
});
