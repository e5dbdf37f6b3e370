/**
 * Glossary entries for what stands on the map and the cards beside it:
 * demons (their card's numbers and abilities), marines, class and squad
 * cards, every named ability, and the attack dice. Built from content data.
 */
import type { InspectEntry } from '../../../engine/types';
import type { Ability, ClassCardDef, DemonDef, SquadCardDef } from '../content/types';
import { CLASS_CARDS } from '../content/classes';
import { DEMONS } from '../content/demons';
import { TIMING_WORDS } from '../content/keywords';
import { MARINES } from '../content/marines';
import { SQUAD_CARDS } from '../content/squads';
import { weaponSet } from '../content/weapons';
import { DOOM_DICE } from '../dice';
import { diceText } from './words';

/**
 * "Charged Fireball (Argent 1, before the attack roll): add a red die to this
 * attack." The card text already names its cost or timing on some abilities;
 * those words are not repeated.
 */
export function abilityLine(a: Ability): string {
  let text = a.text;
  const parts: string[] = [];
  if (a.argent) {
    parts.push(`Argent ${a.argent}`);
    text = text.replace(new RegExp(`^Argent ${a.argent}: `), '');
  }
  const lower = text.toLowerCase();
  if (a.exhaust && !lower.includes('exhaust')) parts.push('exhaust');
  const when = TIMING_WORDS[a.timing].toLowerCase();
  if (!lower.startsWith(when.split(',')[0]!) && !/^(bonus action|main action|while |before |after |during )/.test(lower)) parts.push(when);
  return parts.length ? `${a.name} (${parts.join(', ')}): ${text}` : `${a.name}: ${text}`;
}

export function abilityEntry(a: Ability, owner: string, rule: string): InspectEntry {
  const related = [`keyword:${a.argent ? 'argent-ability' : a.exhaust ? 'exhaust' : a.timing === 'bonus' ? 'bonus-action' : a.timing === 'main' ? 'main-action' : 'reaction'}`];
  return {
    id: `ability:${a.id}`, kind: 'Ability', name: a.name, rule,
    stats: [{ label: 'On', value: owner }, { label: 'When', value: TIMING_WORDS[a.timing] }, ...(a.argent ? [{ label: 'Cost', value: `${a.argent} Argent Power` }] : [])],
    text: [a.text], related,
  };
}

function specialDefence(d: DemonDef): string {
  return d.specialDefense.kind === 'dodge' ? 'Dodge' : `+${d.specialDefense.amount} shield${d.specialDefense.amount === 1 ? '' : 's'}`;
}

const SIZES: Record<string, string> = { small: 'One space', large2: 'Large: two spaces', large6: 'Large: six spaces' };

export function demonEntry(d: DemonDef): InspectEntry {
  const related = [...d.abilities.map((a) => `ability:${a.id}`), 'keyword:special-defence', 'keyword:staggered'];
  if (d.toughness) related.push('keyword:toughness');
  if (d.flying) related.push('keyword:flying');
  if (d.size !== 'small') related.push('keyword:large');
  return {
    id: `demon:${d.id}`, kind: 'Demon', name: d.name, rule: 'demon-activation', aliases: [d.plural],
    stats: [
      { label: 'Health', value: String(d.health) },
      { label: 'Speed', value: String(d.speed) },
      { label: 'Attack', value: `range ${d.attack.range}, ${diceText(d.attack.dice)}` },
      { label: 'Stagger value', value: String(d.stagger) },
      { label: 'Special defence', value: specialDefence(d) },
      { label: 'Toughness', value: d.toughness ? 'Yes: +1 shield on every defence' : 'No' },
      { label: 'Flying', value: d.flying ? 'Yes' : 'No' },
      { label: 'Size', value: SIZES[d.size] ?? d.size },
      { label: 'Figures in the box', value: String(d.figures) },
    ],
    text: [d.text, ...d.abilities.map(abilityLine)],
    related,
  };
}

export function marineEntries(): InspectEntry[] {
  return MARINES.map((m) => ({
    id: `marine:${m.id}`, kind: 'Marine', name: m.name, rule: 'marine-activation',
    stats: [{ label: 'Health', value: String(m.health) }, { label: 'Hand size', value: String(m.handSize) }],
    text: [
      'A marine of the squad. His class card gives him abilities and two starting weapons, added to the UAC kit to make his action deck.',
      abilityLine(m.sprint),
    ],
    related: ['ability:sprint', 'keyword:main-action', 'keyword:bonus-action', 'keyword:respawn'],
  }));
}

export function classEntry(c: ClassCardDef): InspectEntry {
  return {
    id: `class:${c.id}`, kind: 'Class card', name: c.name, rule: 'class-cards',
    stats: [{ label: 'Starting weapons', value: c.startingWeapons.map((w) => weaponSet(w).name).join(', ') }],
    text: [c.text, ...c.abilities.map(abilityLine)],
    related: [...c.abilities.map((a) => `ability:${a.id}`), ...c.startingWeapons.map((w) => `weapon:${w}`)],
  };
}

export function squadEntry(s: SquadCardDef): InspectEntry {
  return {
    id: `squad:${s.id}`, kind: 'Squad card', name: s.name, rule: 'squad-cards',
    stats: [{ label: 'For a squad of', value: String(s.marines) }, { label: 'Held by', value: s.receivers === 'each' ? 'each marine' : 'one marine the squad chooses' }],
    text: [s.text, ...s.abilities.map(abilityLine)],
    related: s.abilities.map((a) => `ability:${a.id}`),
  };
}

export function dieEntries(): InspectEntry[] {
  return DOOM_DICE.map((d) => {
    const mean = d.faces.reduce((n, f) => n + (f.value ?? 0), 0) / d.faces.length;
    return {
      id: `die:${d.id}`, kind: 'Attack die', name: d.name, rule: 'attack',
      stats: [{ label: 'Faces', value: d.faces.map((f) => f.label).join(', ') }, { label: 'Average damage', value: mean.toFixed(2) }],
      text: ['Each number is damage dealt before shields. The special icon matters only to abilities that count it.'],
      aliases: [`${d.name.split(' ')[0]} die`],
    };
  });
}

/** Demons, marines, class and squad cards, their abilities, and the dice. */
export function figureEntries(): InspectEntry[] {
  const abilities = [
    abilityEntry(MARINES[0]!.sprint, 'every marine', 'sprint'),
    ...DEMONS.flatMap((d) => d.abilities.map((a) => abilityEntry(a, `${d.name} card`, 'demon-activation'))),
    ...CLASS_CARDS.flatMap((c) => c.abilities.map((a) => abilityEntry(a, `${c.name} class card`, 'class-cards'))),
    ...SQUAD_CARDS.flatMap((s) => s.abilities.map((a) => abilityEntry(a, `${s.name} squad card`, 'squad-cards'))),
  ];
  return [...DEMONS.map(demonEntry), ...marineEntries(), ...CLASS_CARDS.map(classEntry), ...SQUAD_CARDS.map(squadEntry), ...abilities, ...dieEntries()];
}
