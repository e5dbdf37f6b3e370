/**
 * Glossary entries for the decks: action cards (one entry per distinct card
 * of a weapon set), weapon sets, Glory Kill cards, event cards and sets, and
 * invasion cards. Built from content data; card ids on the table map to
 * entry ids with `cardEntryId`.
 */
import type { InspectEntry } from '../../../engine/types';
import type { ActionCardDef, DefenseIcons, EventCardDef, InvasionCardDef } from '../content/types';
import { EVENT_SETS } from '../content/events';
import { GLORY_KILL_CARDS } from '../content/gloryKills';
import { INVASION_CARDS } from '../content/invasion';
import { TIMING_WORDS } from '../content/keywords';
import { DEMONS } from '../content/demons';
import { WEAPON_SETS } from '../content/weapons';
import { abilityLine } from './figures';
import { TIER_COLOURS } from './places';
import { capitalised, counted, diceText, listed } from './words';

const TYPE_NAMES = { main: 'Main action card', bonus: 'Bonus action card', reaction: 'Reaction card' } as const;
const SET_KINDS = { uac: 'Standard kit', starting: 'Starting weapon', found: 'Found on the map', grenade: 'Grenade' } as const;

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The entry id of an action card: one per distinct card of a set ("action:uac/sidearm-shot"). */
export function actionEntryId(c: Pick<ActionCardDef, 'set' | 'name'>): string {
  return `action:${c.set}/${slug(c.name)}`;
}

export function defenceText(d: DefenseIcons): string {
  if (d.dodge) return 'Dodge';
  const base = d.shields ? counted(d.shields, 'shield') : 'No shields';
  return d.special ? `${base} + special defence` : base;
}

function actionEntry(c: ActionCardDef, copies: number): InspectEntry {
  const stats = [{ label: 'Type', value: TYPE_NAMES[c.type] }, { label: 'Weapon', value: c.trait }];
  if (c.speed) stats.push({ label: 'Movement', value: `+${c.speed}` });
  if (c.attack) stats.push({ label: 'Attack', value: `range ${c.attack.range}, ${diceText(c.attack.dice)}` });
  stats.push({ label: 'Defence when revealed', value: defenceText(c.defense) }, { label: 'Copies in the set', value: String(copies) });
  const related = [`weapon:${c.set}`, `keyword:${c.type === 'main' ? 'main-action' : c.type === 'bonus' ? 'bonus-action' : 'reaction'}`];
  if (c.keepInPlay) related.push('keyword:keep-in-play');
  return {
    id: actionEntryId(c), kind: TYPE_NAMES[c.type], name: c.name, rule: 'marine-activation', stats,
    text: [c.text, ...c.abilities.filter((a) => !c.text.includes(a.text)).map(abilityLine)], related,
  };
}

function weaponEntries(): InspectEntry[] {
  const out: InspectEntry[] = [];
  for (const s of WEAPON_SETS) {
    const distinct = [...new Map(s.cards.map((c) => [c.name, c])).values()];
    out.push({
      id: `weapon:${s.id}`, kind: 'Weapon', name: s.name, rule: s.kind === 'grenade' ? 'grenades' : 'items',
      stats: [{ label: 'Kind', value: SET_KINDS[s.kind] }, { label: 'Cards', value: String(s.cards.length) }],
      text: distinct.map((c) => `${c.name} (${TYPE_NAMES[c.type].toLowerCase()}${c.attack ? `; range ${c.attack.range}, ${diceText(c.attack.dice)}` : ''}): ${c.text}`),
      related: distinct.map(actionEntryId),
      aliases: s.token ? [s.token.replace(/-/g, ' ')] : ['UAC', 'pistol'],
    });
    for (const c of distinct) out.push(actionEntry(c, s.cards.filter((x) => x.name === c.name).length));
  }
  return out;
}

function gloryKillEntries(): InspectEntry[] {
  return GLORY_KILL_CARDS.map((c) => ({
    id: `gloryKill:${c.id}`, kind: 'Glory Kill card', name: c.name, rule: 'glory-kill',
    stats: [{ label: 'When', value: TIMING_WORDS[c.ability.timing] }, { label: 'Recovers when drawn', value: `${c.recover} damage` }, { label: 'Copies', value: String(c.copies) }],
    text: [c.text],
    related: ['keyword:glory-kill'],
  }));
}

function eventEntry(c: EventCardDef): InspectEntry {
  const set = EVENT_SETS.find((s) => s.id === c.set)!;
  const stats = [{ label: 'Set', value: set.name }, { label: 'When', value: TIMING_WORDS[c.timing] }];
  if (c.argentCost) stats.push({ label: 'Cost', value: `${c.argentCost} Argent Power` });
  stats.push({ label: 'Defence when revealed', value: defenceText(c.defense) });
  return {
    id: `event:${c.id}`, kind: 'Event card', name: c.name, rule: 'event-cards', stats,
    text: [c.text, 'Revealed from the top of the event deck, it also serves as a demon\'s defence card.'],
    related: [`eventSet:${c.set}`, ...(c.defense.special ? ['keyword:special-defence'] : []), ...(c.argentCost ? ['marking:argent'] : [])],
  };
}

function eventEntries(): InspectEntry[] {
  return EVENT_SETS.flatMap((s) => [
    {
      id: `eventSet:${s.id}`, kind: 'Event set', name: s.name, rule: 'event-cards',
      text: [s.theme, `Cards: ${listed(s.cards.map((c) => c.name))}.`], related: s.cards.map((c) => `event:${c.id}`),
    },
    ...s.cards.map(eventEntry),
  ]);
}

function groupText(g: InvasionCardDef['groups'][number]): string {
  const demons = listed(g.demons.map((e) => counted(e.count, DEMONS.find((d) => d.id === e.demon)!.name, DEMONS.find((d) => d.id === e.demon)!.plural)));
  return `${capitalised(TIER_COLOURS[g.tier]!)} portal: ${demons}${g.argent ? ` (+${g.argent} Argent Power)` : ''}`;
}

function invasionEntries(): InspectEntry[] {
  return INVASION_CARDS.map((c) => ({
    id: `invasion:${c.id}`, kind: 'Invasion card', name: c.name, rule: 'summoning',
    text: ['The invader keeps his invasion card hidden. When he summons at a portal he picks one of the two groups of its colour:', ...c.groups.map(groupText)],
    related: ['keyword:invasion-group', ...[...new Set(c.groups.flatMap((g) => g.demons.map((e) => e.demon)))].map((d) => `demon:${d}`)],
  }));
}

/** Action cards, weapons, Glory Kill cards, events and invasion cards. */
export function cardEntries(): InspectEntry[] {
  return [...weaponEntries(), ...gloryKillEntries(), ...eventEntries(), ...invasionEntries()];
}
