// Content checks: the 65-card gift deck, every ability an effect the rules interpret, hero sheets that hold together.
import { describe, expect, it } from 'vitest';
import { FOURTH_AMBUSH_COURAGE, FOURTH_BY_ID, FOURTH_CIRCLE, FOURTH_EXIT_DOOM, FOURTH_KILL_COURAGE, GIFTS, giftDeckCards, HEROES, HERO_BY_ID, LEGIONS, LORDS, LORD_BY_ID, TROOPERS } from '../content';
import type { Effect } from '../content/types';
import { KNOWN_EFFECTS } from '../rules/effects';
import { DEFAULT_OPTIONS, optionsSchema, planetApocalypse } from '..';
import { start } from './helpers';

const unknown = (effects: Effect[], known: readonly string[]) => effects.map((e) => e.effect).filter((id) => !known.includes(id));

describe('the gift deck', () => {
  it('holds 65 cards with unique ids, as the core box does', () => {
    const cards = giftDeckCards();
    expect(cards).toHaveLength(65);
    expect(new Set(cards).size).toBe(65);
    expect(new Set(GIFTS.map((g) => g.id)).size).toBe(GIFTS.length);
    expect(start().g.giftDeck.draw.length + start().g.panel.filter(Boolean).length).toBe(65);
  });

  it('has every gift the rulebook names, Seal of Solomon included', () => {
    const named = ['Determination', 'Faith', 'Wizard Eye', 'Rapid Fire', 'Pope-Blessed Bullet', 'Fire Team', 'Lieutenant', 'Sergeant',
      'Brigadier', 'Defiance', 'The Abyss Peers Back', 'Heart of Platinum', 'Hope', 'Charity', 'Schadenfreude', 'Silver Bullet',
      'Seal of Solomon', 'Pray for a Miracle', 'Stimpack', 'Arcane Attack', 'Brevet Rank'];
    expect(named.filter((n) => !GIFTS.some((g) => g.name === n))).toEqual([]);
  });

  it('marks every luck-powered gift ("Uses luck" in its text), and Hope and Charity are not (FAQ)', () => {
    for (const g of GIFTS) expect(g.text.startsWith('Uses luck.'), g.id).toBe(g.usesLuck);
    expect(GIFTS.filter((g) => g.usesLuck).length).toBeGreaterThanOrEqual(8);
    expect([GIFTS.find((g) => g.id === 'hope')?.usesLuck, GIFTS.find((g) => g.id === 'charity')?.usesLuck]).toEqual([false, false]);
  });

  it('keeps the rulebook\'s prices: Faith costs 4 over the slot, Hannah\'s start slot 6 (Faith example: 10 in all)', () => {
    expect(GIFTS.find((g) => g.id === 'faith')?.surcharge).toBe(4);
    expect(HERO_BY_ID.hannah?.slots.find((s) => s.start)?.cost).toBe(6);
    for (const g of GIFTS) expect(g.surcharge, g.id).toBeGreaterThanOrEqual(0);
  });
});

describe('every ability is an effect the rules interpret (no inert content)', () => {
  it('gifts, hero abilities and weaknesses', () => {
    const effects = [...GIFTS.map((g) => g.ability), ...HEROES.flatMap((h) => [h.startAbility, h.weakness, ...h.giftAbilities, ...(h.traits ?? [])])];
    expect(unknown(effects, KNOWN_EFFECTS.hero)).toEqual([]);
  });

  it('trooper traits, legions, Fourth Circle demons and Lords', () => {
    expect(unknown(TROOPERS.flatMap((t) => (t.trait ? [t.trait] : [])), KNOWN_EFFECTS.trooper)).toEqual([]);
    expect(unknown(LEGIONS.map((l) => l.effect), KNOWN_EFFECTS.legion)).toEqual([]);
    expect(unknown(FOURTH_CIRCLE.flatMap((f) => [...f.onSpawn, ...f.ongoing, ...f.onDeath]), KNOWN_EFFECTS.fourth)).toEqual([]);
    expect(unknown(LORDS.flatMap((l) => [l.menace, l.reward, ...l.abilities]), KNOWN_EFFECTS.lord)).toEqual([]);
  });

  it('every id the rules list is used by some content (the list is not padded)', () => {
    const used = new Set([
      ...GIFTS.map((g) => g.ability), ...HEROES.flatMap((h) => [h.startAbility, h.weakness, ...h.giftAbilities, ...(h.traits ?? [])]),
      ...TROOPERS.flatMap((t) => (t.trait ? [t.trait] : [])), ...LEGIONS.map((l) => l.effect),
      ...FOURTH_CIRCLE.flatMap((f) => [...f.onSpawn, ...f.ongoing, ...f.onDeath]), ...LORDS.flatMap((l) => [l.menace, l.reward, ...l.abilities]),
    ].map((e) => e.effect));
    const listed = Object.values(KNOWN_EFFECTS).flat();
    expect(listed.filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('hero sheets', () => {
  it('fifteen heroes: the core five, the four of the examples and FAQ, and the six the rulebook only names', () => {
    expect(HEROES.map((h) => h.id)).toEqual([
      'hannah', 'maxwell', 'tarang', 'naomi', 'cindrew', 'johnDark', 'docHunter', 'amelia', 'moose',
      'dorothy', 'victorSteele', 'penrod', 'bernice', 'cissy', 'madeleine',
    ]);
  });

  it('agrees with the rulebook\'s facts about the named heroes', () => {
    const victor = HERO_BY_ID.victorSteele!;
    expect([victor.startAbility.name, victor.weakness.name, victor.giftAbilities.map((a) => a.name)]).toEqual(['Leadership', 'Poor Planning', ['Stragglers', 'Fire Discipline']]);
    expect(victor.giftAbilities[0]).toMatchObject({ effect: 'recruitAnywhere', params: { penalty: 1 } }); // 1d4 minus 1
    expect(HERO_BY_ID.penrod!.startAbility).toMatchObject({ name: 'Brawler', effect: 'healthForExtraAttack', params: { damage: 1 } });
    expect(HERO_BY_ID.bernice!.startAbility).toMatchObject({ name: 'Legal Expert', effect: 'giveCaptain' });
    expect(HERO_BY_ID.bernice!.weakness).toMatchObject({ effect: 'damageOnGift', params: { amount: 1 } });
    expect(HERO_BY_ID.cissy!.startAbility).toMatchObject({ name: 'Occult Interest', effect: 'healthForLuck' });
    // Madeleine recruits by the plain rule in the example: nothing on her sheet changes a recruit roll.
    const mad = HERO_BY_ID.madeleine!;
    expect([mad.startAbility, mad.weakness, ...mad.giftAbilities].some((a) => a.effect === 'recruitBonus' || a.effect === 'recruitAnywhere')).toBe(false);
  });

  it('each has a start ability, two gift abilities, a weakness and six slots whose arrows reach every slot', () => {
    for (const h of HEROES) {
      expect(h.giftAbilities, h.id).toHaveLength(2);
      expect(h.slots.map((s) => s.slot), h.id).toEqual([1, 2, 3, 4, 5, 6]);
      const reach = new Set(h.slots.filter((s) => s.start).map((s) => s.slot));
      for (let i = 0; i < 6; i++) for (const s of h.slots) if (reach.has(s.slot)) s.arrows.forEach((a) => reach.add(a));
      expect(reach.size, h.id).toBe(6);
      const granted = h.slots.flatMap((s) => (s.bonus.kind === 'ability' ? [s.bonus.ability] : []));
      expect([...granted].sort(), h.id).toEqual(h.giftAbilities.map((a) => a.id).sort());
      expect(h.toughness, h.id).toBeLessThanOrEqual(5);
      expect(h.health, h.id).toBeLessThanOrEqual(10);
    }
  });

  it('agrees with the rulebook\'s facts about John Dark, Doc Hunter, Amelia and Moose', () => {
    const john = HERO_BY_ID.johnDark!;
    expect([john.toughness, john.attack, john.startAbility.name, john.weakness.effect]).toEqual([3, ['d6', 'd6'], 'Dark Exchange', 'larvaeTargetMe']);
    expect(john.health).toBeGreaterThanOrEqual(5); // at 5 before the Hell Time example's 4 damage
    const doc = HERO_BY_ID.docHunter!;
    expect([doc.startAbility.effect, doc.giftAbilities.map((a) => a.name)]).toEqual(['firstAidBonus', ['Autopsy', 'Steady Scalpel']]);
    expect(HERO_BY_ID.amelia!.startAbility).toMatchObject({ name: 'Dominant Personality', effect: 'carryHero' });
    const moose = HERO_BY_ID.moose!;
    expect(moose.health).toBeGreaterThanOrEqual(7); // 5 damage takes him to 2 in the Hell Time example
    expect(moose.slots.find((s) => s.cost === 12)?.bonus).toEqual({ kind: 'toughness', amount: 1 });
    expect([...moose.attack, moose.slots[0]!.bonus]).toEqual(['d6', { kind: 'addDie', die: 'd6' }]); // 2d6 "currently"
    expect(moose.startAbility.name).toBe('Charge');
  });
});

describe('legions and Lords', () => {
  it('the core four are always in the legion deck; Pandemonium, Styx, Cocytus, Hades and Gehenna only with the option', () => {
    const core = ['acheron', 'dis', 'lethe', 'phlegethon'];
    const deck = (o = {}) => { const g = start(o).g; return [...g.legionDeck.draw, ...g.legionDeck.discard, g.legion].filter(Boolean).sort(); };
    expect(deck()).toEqual(core);
    expect(deck({ expansionLegions: true })).toEqual([...core, 'cocytus', 'gehenna', 'hades', 'pandemonium', 'styx'].sort());
  });

  it('the Fourth Circle keeps the rulebook\'s facts: 4 health, 4 dice, Hellhound toughness 4 and ranged, Catoblepas pestilence', () => {
    for (const f of FOURTH_CIRCLE) expect([f.health, f.attack.length], f.id).toEqual([4, 4]);
    expect(FOURTH_BY_ID.hellhound).toMatchObject({ toughness: [4], ongoing: [{ effect: 'rangedAttack' }] });
    expect(FOURTH_BY_ID.catoblepas?.onSpawn).toEqual([{ effect: 'pestilenceAllHeroes', params: { amount: 2 } }]);
    expect(FOURTH_BY_ID.catoblepas?.ongoing).toEqual([{ effect: 'pestilencePerHit', params: { amount: 1 } }]);
    expect([FOURTH_KILL_COURAGE, FOURTH_AMBUSH_COURAGE, FOURTH_EXIT_DOOM]).toEqual([4, 3, 4]);
  });

  it('Jabootu has toughness 6 and Procrustes 4+4 (rulebook examples); every Lord rolls 6 dice and grows with the heroes', () => {
    expect(LORD_BY_ID.jabootu?.toughness).toEqual([6]);
    expect(LORD_BY_ID.procrustes?.toughness).toEqual([4, 4]);
    expect(LORD_BY_ID.baphomet?.health.slice(3)).toEqual([15, 18]);
    for (const l of LORDS) {
      expect(l.attack, l.id).toHaveLength(6);
      expect(l.health, l.id).toHaveLength(5);
      for (let i = 1; i < 5; i++) expect(l.health[i]!, l.id).toBeGreaterThan(l.health[i - 1]!);
    }
  });

  it('the New game dialog offers every hero and Lord, and the options accept them', () => {
    const field = (key: string) => planetApocalypse.optionFields?.find((f) => f.key === key);
    const values = (key: string) => (field(key) as { choices?: { value: string }[] } | undefined)?.choices?.map((c) => c.value) ?? [];
    expect(values('hero1')).toEqual(['random', ...HEROES.map((h) => h.id)]);
    expect(values('lord')).toEqual(['random', ...LORDS.map((l) => l.id)]);
    expect(field('expansionLegions')?.kind).toBe('boolean');
    const parsed = optionsSchema.parse({ ...DEFAULT_OPTIONS, hero1: 'moose', lord: 'procrustes' });
    expect([parsed.hero1, parsed.lord, parsed.expansionLegions]).toEqual(['moose', 'procrustes', false]);
    const d = start({ heroes: 2, hero1: 'johnDark', hero2: 'amelia', lord: 'jabootu' });
    expect([d.g.heroes.map((h) => h.heroId), d.g.lords[0]!.defId, d.g.lords[0]!.health]).toEqual([['johnDark', 'amelia'], 'jabootu', 4]);
  });
});
