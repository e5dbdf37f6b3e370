// Contradictions and FAQ answers that ASSUMPTIONS.md settles ("Contradictions in the
// rulebook and how they are settled"), each driven through real prompts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '..';
import { difficultyRating } from '../difficulty';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

describe('contradictions settled in ASSUMPTIONS.md', () => {
  // "If a Fourth Circle demon is killed, add 3 courage into the pool instead." (How to Ambush)
  // against "(If an ambush kills it, the courage goes to the pool.)" after "receives 4 courage".
  it('19: an ambush that kills a Fourth Circle demon puts 3 courage in the pool, not 4', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'crossroads';
    // The Hellhound, one wound from death, walks from the Park into the Plaza's ambush.
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'park', damage: 3 });
    d.g.ambushes.push({ area: 'plaza', type: 'army', count: 3 });
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'ambushFire', seat: 'h1' });
    d.forceDice(6, 1).answer('fire');
    const pool = d.g.pool;
    d.answer('hit:hh');
    expect(d.g.fourth).toHaveLength(0);
    expect(d.g.pool).toBe(pool + 3);
  });

  // FAQ on Stimpack: "Before fire damage, and he can use as many as he likes at once. He
  // just has to do it at the start of a player's turn."
  it('21: a hero with two Stimpacks may use both at the start of his turn, before the fire burns', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.gifts = [{ slot: 1, card: 'stimpack#1' }, { slot: 2, card: 'stimpack#2' }];
    h.health = 1;
    h.fire = true;
    skipTo(d, 'stimpack');
    d.answer('yes');
    expect(d.prompt).toMatchObject({ kind: 'stimpack', seat: 'h1' });
    d.answer('yes');
    // 1 + 2 + 2, then the fire burns 1; two luck spent.
    expect([d.g.heroes[0]!.health, d.g.heroes[0]!.luck]).toEqual([4, 2]);
    expect(d.prompt.kind).toBe('heroAction');
    // Declining the first is declining them all for this turn.
    const e = start({ hero1: 'naomi' });
    clearMap(e);
    e.g.heroes[0]!.gifts = [{ slot: 1, card: 'stimpack#1' }, { slot: 2, card: 'stimpack#2' }];
    e.g.heroes[0]!.health = 3;
    skipTo(e, 'stimpack');
    e.answer('pass');
    expect(e.prompt.kind).toBe('heroAction');
    expect(e.g.heroes[0]!.luck).toBe(4);
  });

  // "HELL: Enraged Lord" names none of "Hard, Nightmare and Hellish"; it counts as Hard.
  it('10: the Enraged Lord alone rates Hard', () => {
    expect(difficultyRating({ ...DEFAULT_OPTIONS, enragedLord: true })).toBe('Hard');
  });
});

// FAQ answers the tests elsewhere did not play yet (the full list: FAQ.md).
describe('FAQ answers', () => {
  const ids = (d: ReturnType<typeof start>) => d.prompt.options.map((o) => o.id);

  // "she has to use Zeroed In first ... she cannot use Zeroed In a second time"
  it('Zeroed In then Rapid Fire, but not Zeroed In again; after Rapid Fire it is gone', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.abilities.push('zeroedIn');
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'rapidFire#1' }];
    skipTo(d, 'heroAction');
    d.answer('attack');
    expect(ids(d)).toEqual(expect.arrayContaining(['zeroedIn', 'roll']));
    d.answer('zeroedIn'); // 1d6 becomes 1d8
    expect(ids(d)).toContain('split:0');
    d.answer('split:0'); // the d8 becomes 2d4
    expect(d.g.attack!.dice).toEqual(['d4', 'd4']);
    expect(ids(d)).not.toContain('zeroedIn');
  });

  // "you could use Pope-Blessed Bullet to gain 1d12, then use Rapid Fire to transform the 1d12 into 3d6"
  it('Pope-Blessed Bullet\'s d12 can then be split by Rapid Fire into 3d6', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'popeBlessedBullet#1' }, { slot: 2, card: 'rapidFire#1' }];
    skipTo(d, 'heroAction');
    d.answer('attack');
    const before = [...d.g.attack!.dice];
    d.answer('luckDie');
    expect(d.g.attack!.dice).toEqual([...before, 'd12']);
    d.answer(`split:${before.length}`);
    expect(d.g.attack!.dice).toEqual([...before, 'd6', 'd6', 'd6']);
  });

  // "Can I use The Abyss Peers Back to benefit another hero besides my own? A. No."
  it('The Abyss Peers Back is not offered in another hero\'s attack', () => {
    const d = start({ heroes: 2, hero1: 'naomi', hero2: 'hannah' });
    clearMap(d);
    place(d, 'gryllus', 'crossroads', 3);
    d.g.heroes[1]!.gifts = [{ slot: 1, card: 'abyssPeersBack#1' }];
    skipTo(d, 'heroAction');
    expect(d.prompt.seat).toBe('h1');
    d.forceDice(1, 1).answer('attack');
    if (d.prompt.kind === 'attackPrep') d.forceDice(1, 1).answer('roll');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('abyss');
    // Her own attack offers it.
    const e = start({ hero1: 'hannah' });
    clearMap(e);
    place(e, 'gryllus', 'crossroads', 3);
    e.g.heroes[0]!.gifts = [{ slot: 1, card: 'abyssPeersBack#1' }];
    skipTo(e, 'heroAction');
    e.forceDice(1).answer('attack');
    if (e.prompt.kind === 'attackPrep') e.forceDice(1).answer('roll');
    expect(e.prompt.options.map((o) => o.id)).toContain('abyss');
  });

  // "Can Cindrew use her Fidget, Fetch! ability if all gift slots are filled? A. No."
  it('Fidget, Fetch! is not offered when every gift slot is filled', () => {
    const d = start({ hero1: 'cindrew' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.courage = 40;
    h.gifts = [1, 2, 3, 4, 5, 6].map((slot) => ({ slot, card: `determination#${slot}` }));
    refreshTeamPrompt(d);
    expect(ids(d).some((id) => id.startsWith('fidget:') || id.startsWith('gift:'))).toBe(false);
    h.gifts.pop();
    refreshTeamPrompt(d);
    expect(ids(d).some((id) => id.startsWith('fidget:'))).toBe(true);
  });

  // "If I have Fire Team ... but the area I'm in already has an ambush present ... You
  // simply carry out two ambushes in a row"
  it('Fire Team beside an ambush: the ambush fires, then the patrol', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.legion = 'acheron';
    const h = d.g.heroes[0]!;
    h.gifts = [{ slot: 1, card: 'fireTeam#1' }];
    h.area = 'plaza';
    h.patrol = { type: 'volunteer', count: 4 };
    d.g.ambushes = [{ area: 'plaza', type: 'volunteer', count: 1 }];
    d.g.troopStock.volunteer = (d.g.troopStock.volunteer ?? 0) - 5;
    place(d, 'larva', 'park', 2);
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('ambushFire');
    const pool = d.g.pool;
    d.forceDice(6).answer('fire');
    d.answer('kill:plaza:larva');
    expect(d.prompt.kind).toBe('fireTeam');
    d.forceDice(9).answer('fire');
    d.answer('kill:plaza:larva');
    expect(d.g.minions).toHaveLength(0);
    expect(d.g.pool).toBe(pool + 2); // both kills were ambush kills
    expect(d.g.heroes[0]!.luck).toBe(3); // Fire Team's 1 luck
  });

  // "Do Invasion tokens benefit from legion abilities—such as Styx? A. No."
  it('under Styx a demon moves two areas, an invasion token one', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    d.g.legion = 'styx';
    d.g.tokens = [{ id: 'tk', area: 'church' }];
    place(d, 'gryllus', 'church');
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.tokens.find((t) => t.id === 'tk')?.area).toBe('plaza');
    expect(d.g.minions.map((m) => m.area)).toEqual(['mainStreet']);
  });
});

// "If Tarang 'kills' one of the Pulgasaur's stages ... does his Silat ability let him kill
// another demon in the area? A. No, since the Demon Lord is not really dead."
describe('FAQ: Silat and a Lord\'s stage', () => {
  it('felling the Pulgasaur\'s first stage takes no larva with it', () => {
    const d = start({ lord: 'pulgasaur', hero1: 'tarang' });
    clearMap(d);
    d.g.legion = 'acheron';
    d.g.heroes[0]!.area = 'ruins';
    d.g.heroes[0]!.attack = ['d10', 'd10', 'd10', 'd10', 'd10'];
    place(d, 'larva', 'hellgate');
    skipTo(d, 'heroAction');
    d.forceDice(1, 1, 1, 1, 1, 1).answer('move:hellgate'); // the menace: his free attack, all missing
    // The larva went to Hell with the Lord: it shares Tarang's area in the battle.
    expect(d.g.minions.filter((m) => m.kind === 'larva').map((m) => m.area)).toEqual([d.g.heroes[0]!.area]);
    d.forceDice(5, 5, 9, 9, 9).answer('attack');
    d.answer('hit:lord');
    d.answer('hit:lord'); // the first stage (2 of his 4 health) falls
    expect(d.g.lords[0]!.health).toBe(2);
    expect(d.prompt.kind).not.toBe('silat');
    expect(d.g.minions.filter((m) => m.kind === 'larva')).toHaveLength(1);
  });
});
