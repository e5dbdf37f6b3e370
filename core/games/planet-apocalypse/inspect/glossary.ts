/**
 * Every kind of thing a Planet Apocalypse player meets, as inspect entries
 * built from the content data: minions, Fourth Circle demons, Lords and the
 * parts of their sheets, troopers, heroes with their abilities and
 * weaknesses, gift and legion cards, maps, dice, tokens, tracks and
 * keywords. Nothing is retyped here: names, numbers and texts come from
 * content/; this file only lays them out.
 */
import type { InspectEntry } from '../../../engine/types';
import {
  ALL_GIFTS, DESPAIR_DIE, diceText, FOURTH_AMBUSH_COURAGE, FOURTH_CIRCLE, FOURTH_EXIT_DOOM, FOURTH_KILL_COURAGE, HEROES, KEYWORDS, LEGIONS,
  LORDS, MAPS, MINION_KINDS, MINIONS, slotBonusText, toughnessText, TROOPERS,
} from '../content';
import type { Ability, HeroDef } from '../content/types';
import { DIE_LADDER } from '../dice';
import { REGIONS } from '../content/regions';

const CIRCLES = ['none (a larva)', 'First', 'Second', 'Third', 'Fourth'];

/** Glossary ids, so that live entries and links name the same things. */
export const entryId = {
  minion: (kind: string) => `minion:${kind}`,
  fourth: (id: string) => `fourth:${id}`,
  lord: (id: string) => `lord:${id}`,
  part: (lord: string, part: string) => `part:${lord}:${part}`,
  trooper: (id: string) => `trooper:${id}`,
  hero: (id: string) => `hero:${id}`,
  ability: (id: string) => `ability:${id}`,
  gift: (id: string) => `gift:${id}`,
  legion: (id: string) => `legion:${id}`,
  map: (id: string) => `map:${id}`,
  region: (id: string) => `region:${id}`,
};

function minionEntries(): InspectEntry[] {
  return MINION_KINDS.map((kind) => {
    const m = MINIONS[kind];
    return {
      id: entryId.minion(kind), kind: 'Minion', name: m.name, aliases: [m.plural], rule: 'minion-attack', text: [m.text],
      stats: [
        { label: 'Circle', value: CIRCLES[m.circle]! },
        { label: 'Toughness', value: toughnessText(m.toughness) },
        { label: 'Attack', value: diceText(m.attack) },
        { label: 'Figures in the box', value: String(m.stock) },
      ],
      related: ['keyword:toughness', 'keyword:circle', ...(m.toughness.length > 1 ? ['keyword:double-toughness'] : [])],
    };
  });
}

function fourthEntries(): InspectEntry[] {
  return FOURTH_CIRCLE.map((f) => ({
    id: entryId.fourth(f.id), kind: 'Fourth Circle demon', name: f.name, rule: 'fourth-circle', text: [f.text],
    stats: [
      { label: 'Toughness', value: toughnessText(f.toughness) },
      { label: 'Attack', value: diceText(f.attack) },
      { label: 'Health', value: String(f.health) },
      { label: 'Killing it', value: `${FOURTH_KILL_COURAGE} courage to the hero (${FOURTH_AMBUSH_COURAGE} to the pool from an ambush)` },
      { label: 'If it exits', value: `${FOURTH_EXIT_DOOM} doom` },
      { label: 'Box', value: (f.pack ?? 'core') === 'core' ? 'core game' : 'expansion (option)' },
      ...(f.bannedOn?.length ? [{ label: 'Not used on', value: f.bannedOn.map((m) => MAPS[m]?.name ?? 'an expansion map').join(', ') }] : []),
    ],
    related: ['keyword:toughness', 'keyword:circle', 'keyword:pestilence'],
  }));
}

function lordEntries(): InspectEntry[] {
  return LORDS.flatMap((l) => [
    {
      id: entryId.lord(l.id), kind: 'Demon Lord', name: l.name, rule: 'lords',
      text: [l.text, `Menace: ${l.sheet.menace}`, `Abilities: ${l.sheet.abilities}`, `Reward: ${l.sheet.reward}`],
      stats: [
        { label: 'Toughness', value: toughnessText(l.toughness) },
        { label: 'Attack', value: diceText(l.attack) },
        { label: 'Health (1 to 5 heroes)', value: l.health.join(' / ') },
        ...(l.parts ?? []).map((p) => ({ label: p.name, value: `toughness ${toughnessText(p.toughness)}` })),
        ...(l.sections?.list ?? []).map((p) => ({ label: p.name, value: `${p.toughness ? `toughness ${toughnessText(p.toughness)}, ` : ''}${diceText(p.attack)}` })),
        { label: 'Box', value: l.pack === 'void' ? 'Void Pack (drawn at random with the expansion Lords option)' : l.pack === 'expansion' ? 'expansion (drawn at random with the expansion Lords option)' : 'core game' },
      ],
      related: ['keyword:menace', 'keyword:hell-time', 'token:shadow', ...(l.parts ?? []).map((p) => entryId.part(l.id, p.id))],
    },
    ...(l.parts ?? []).map((p) => ({
      id: entryId.part(l.id, p.id), kind: 'Part of a Lord\'s sheet', name: p.name, rule: 'lords',
      text: [`On ${l.name}'s sheet: dice may be spent on it in Hell Time like on any target; it never dies. ${l.sheet.reward}`],
      stats: [{ label: 'Toughness', value: toughnessText(p.toughness) }],
      related: [entryId.lord(l.id)],
    })),
  ]);
}

function trooperEntries(): InspectEntry[] {
  return TROOPERS.map((t) => ({
    id: entryId.trooper(t.id), kind: 'Trooper', name: t.name, rule: 'recruit',
    text: [t.text, ...(t.trait ? [`${t.trait.name}: ${t.trait.text}`] : [])],
    stats: [
      { label: 'Cost', value: `${t.cost} recruit points` },
      { label: 'Absorbs', value: `up to ${t.absorb}` },
      ...t.ambush.map((dice, i) => ({ label: `Ambush of ${i + 1}`, value: diceText(dice) })),
      { label: 'Cards in the box', value: String(t.stock) },
      { label: 'Regions', value: REGIONS.filter((r) => r.slots.some((s) => s.troopers.includes(t.id))).map((r) => r.name).join(', ') || 'only where a map names them' },
    ],
    related: ['keyword:patrol', 'keyword:absorb', 'token:ambush', ...REGIONS.filter((r) => r.slots.some((s) => s.troopers.includes(t.id))).map((r) => entryId.region(r.id))],
  }));
}

/** The regions (New game's Region option): which trooper at each cost, and the starting pool. */
function regionEntries(): InspectEntry[] {
  const name = (id: string) => TROOPERS.find((t) => t.id === id)?.name ?? id;
  return REGIONS.map((r) => ({
    id: entryId.region(r.id), kind: 'Region', name: r.name, rule: 'recruit',
    text: [r.text, ...(r.source === 'core' ? [] : ['On the Launch Site its cost 3 and 4 troopers become Cosmonauts and Astronauts.']), 'On the Moon Base only Cosmonauts and Astronauts are recruited.'],
    stats: [
      ...r.slots.map((s) => ({ label: `Cost ${s.cost}`, value: s.troopers.map(name).join(' or ') })),
      { label: 'Courage pool at set-up', value: String(r.pool) },
    ],
    related: [...new Set(r.slots.flatMap((s) => s.troopers))].map((id) => entryId.trooper(id)),
  }));
}

function abilityEntry(h: HeroDef, a: Ability, kind: string, how: string): InspectEntry {
  return {
    id: entryId.ability(a.id), kind, name: a.name, rule: 'hero-phase', text: [a.text],
    stats: [{ label: 'Hero', value: h.name }, { label: 'How', value: how }],
    related: [entryId.hero(h.id)],
  };
}

function heroEntries(): InspectEntry[] {
  return HEROES.flatMap((h) => {
    const slotOf = (id: string) => h.slots.find((s) => s.bonus.kind === 'ability' && s.bonus.ability === id)?.slot;
    const abilities = [
      abilityEntry(h, h.startAbility, 'Hero ability', 'from the start'),
      ...h.giftAbilities.map((a) => abilityEntry(h, a, 'Hero ability', `a gift on slot ${slotOf(a.id) ?? '?'}`)),
      abilityEntry(h, h.weakness, 'Weakness', 'always'),
      ...(h.traits ?? []).map((a) => abilityEntry(h, a, 'Hero ability', 'always')),
    ];
    const hero: InspectEntry = {
      id: entryId.hero(h.id), kind: 'Hero', name: h.name, rule: 'hero-phase',
      stats: [
        { label: 'Health', value: String(h.health) },
        { label: 'Toughness', value: String(h.toughness) },
        { label: 'Luck', value: String(h.luck) },
        { label: 'Attack', value: diceText(h.attack) },
      ],
      text: [
        h.title,
        `Start ability, ${h.startAbility.name}: ${h.startAbility.text}`,
        ...h.giftAbilities.map((a) => `${a.name} (slot ${slotOf(a.id) ?? '?'}): ${a.text}`),
        `Weakness, ${h.weakness.name}: ${h.weakness.text}`,
        ...(h.traits ?? []).map((a) => `${a.name}: ${a.text}`),
        ...h.slots.map((s) => `Slot ${s.slot}${s.start ? ' (start slot)' : ''}: costs ${s.cost}, gives ${slotBonusText(s.bonus, h)}${s.arrows.length ? `; opens ${s.arrows.join(' and ')}` : ''}.`),
      ],
      related: [...abilities.map((a) => a.id), 'keyword:gift-slot'],
    };
    return [hero, ...abilities];
  });
}

function cardEntries(): InspectEntry[] {
  // Every design, the Void pack's cards too (they are in the deck only with the option voidGifts).
  const gifts = ALL_GIFTS.map((g) => ({
    id: entryId.gift(g.id), kind: 'Gift card', name: g.name, rule: 'earn-gift', text: [g.text],
    stats: [
      { label: 'Extra cost', value: `${g.surcharge} courage on top of the slot's cost` },
      { label: 'Uses luck', value: g.usesLuck ? 'yes' : 'no' },
      { label: 'Copies in the deck', value: String(g.copies) },
      { label: 'Box', value: g.pack === 'void' ? 'Void pack (option "Void pack gifts")' : 'core game' },
    ],
    related: ['keyword:gift-slot', ...(g.usesLuck ? ['keyword:uses-luck'] : [])],
  }));
  const legions = LEGIONS.map((l) => ({
    id: entryId.legion(l.id), kind: 'Legion card', name: l.name, rule: 'legions', text: [l.text],
    stats: [
      { label: 'Boosts', value: l.affects === 'demons' ? 'demons of the First to Fourth Circle' : 'demons and larvae' },
      { label: 'Box', value: (l.pack ?? 'core') === 'core' ? 'core game' : 'expansion (option)' },
      ...(l.bannedOn?.length ? [{ label: 'Not used on', value: l.bannedOn.map((m) => MAPS[m]?.name ?? 'an expansion map').join(', ') }] : []),
    ],
    related: ['keyword:legion'],
  }));
  return [...gifts, ...legions];
}

function mapEntries(): InspectEntry[] {
  return Object.values(MAPS).map((m) => {
    const name = (id: string) => m.areas.find((a) => a.id === id)?.name ?? id;
    return {
      id: entryId.map(m.id), kind: 'Map', name: m.name, rule: m.id === 'doomgate' ? 'doomgate' : 'setup', text: [m.text],
      stats: [
        { label: 'Areas', value: m.areas.map((a) => a.name).join(', ') },
        { label: 'Start', value: m.starts.map(name).join(', ') },
        { label: 'The Lord starts in', value: m.lordAreas.map(name).join(', ') },
      ],
      related: ['keyword:start', 'token:shadow', 'token:invasion'],
    };
  });
}

function diceEntries(): InspectEntry[] {
  const faces = new Map<string, number>();
  for (const f of DESPAIR_DIE.faces) faces.set(f.label, (faces.get(f.label) ?? 0) + 1);
  return [
    {
      id: 'die:despair', kind: 'Die', name: DESPAIR_DIE.name, rule: 'invasion-tokens',
      text: ['Rolled, all of them at once, when an invasion token is revealed. Each pair of the same circle brings a demon of that circle, and every pair also brings a larva; odd dice bring nothing.'],
      stats: [...faces].map(([label, n]) => ({ label: `Faces showing ${label}`, value: String(n) })),
      related: ['token:invasion', 'track:despairDice', 'keyword:circle'],
    },
    {
      id: 'die:attack', kind: 'Die', name: 'Attack dice', rule: 'attack',
      text: ['Heroes, troopers and demons roll ordinary dice; each die that rolls higher than the target\'s toughness is a hit.'],
      stats: [{ label: 'From small to large', value: DIE_LADDER.join(', ') }],
      related: ['keyword:toughness', 'keyword:step', 'keyword:hit'],
    },
  ];
}

function keywordEntries(): InspectEntry[] {
  return KEYWORDS.map((k) => ({ id: k.id, kind: k.kind, name: k.name, rule: k.rule, text: [k.text], ...(k.aliases ? { aliases: k.aliases } : {}) }));
}

/** The whole glossary, built once from the content. */
export const GLOSSARY: InspectEntry[] = [
  ...minionEntries(), ...fourthEntries(), ...lordEntries(), ...trooperEntries(), ...regionEntries(), ...heroEntries(), ...cardEntries(),
  ...mapEntries(), ...diceEntries(), ...keywordEntries(),
];

export const GLOSSARY_BY_ID: ReadonlyMap<string, InspectEntry> = new Map(GLOSSARY.map((e) => [e.id, e]));
