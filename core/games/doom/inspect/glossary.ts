/**
 * DOOM's glossary: every kind of thing a player can meet, as InspectEntry
 * data built from the content (demons, marines, classes, squads, abilities,
 * weapons and their cards, Glory Kill and event cards, invasion cards,
 * missions, map markings and tokens, keywords, dice). The rules search finds
 * them by name; the inspect panel shows them and follows their links.
 */
import type { InspectEntry } from '../../../engine/types';
import { ACTION_CARDS } from '../content/weapons';
import { KEYWORDS } from '../content/keywords';
import { MARKINGS } from '../content/markings';
import { MISSIONS } from '../content/missions';
import type { MissionDef } from '../content/types';
import { actionEntryId, cardEntries } from './cards';
import { figureEntries } from './figures';

function missionEntry(m: MissionDef): InspectEntry {
  const rooms = m.map.tiles.map((t) => t.name).filter((n): n is string => !!n);
  return {
    id: `mission:${m.id}`, kind: 'Mission', name: m.name, rule: 'missions',
    stats: [{ label: 'Mission', value: `${m.number} of ${MISSIONS.length}` }, ...(rooms.length ? [{ label: 'Rooms', value: rooms.join(', ') }] : [])],
    text: [m.briefing, `Objective, ${m.objective.name}: ${m.objective.text}`, `Threat, ${m.threat.name}: ${m.threat.text}`],
    related: ['keyword:invasion-group', 'marking:portal-1'],
  };
}

function sides(): InspectEntry[] {
  return [
    {
      id: 'side:marines', kind: 'Side', name: 'The marines', rule: 'overview',
      text: ['One to four marines, played by people or by the program. They win by meeting the objective card\'s goal.'],
      related: ['marine:alpha', 'keyword:main-action', 'keyword:bonus-action'],
    },
    {
      id: 'side:invader', kind: 'Side', name: 'The invader', rule: 'overview', aliases: ['invader AI'],
      text: ['The program plays the invader: it summons and commands the demons, plays event cards and spends Argent Power. It usually wins by collecting frag tokens.',
        'Its hand of event cards, its invasion card and its facedown demon cards are hidden from the marines.'],
      related: ['marking:frag-token', 'marking:argent', 'keyword:invasion-group'],
    },
  ];
}

/** Every glossary entry, built once. */
export const doomGlossary: InspectEntry[] = [
  ...sides(),
  ...figureEntries(),
  ...cardEntries(),
  ...MISSIONS.map(missionEntry),
  ...MARKINGS.map((m): InspectEntry => ({
    id: `marking:${m.id}`, kind: m.kind, name: m.name, rule: m.rule, stats: [{ label: 'On the table', value: m.look }], text: m.text,
    ...(m.aliases ? { aliases: m.aliases } : {}),
  })),
  ...KEYWORDS.map((k): InspectEntry => ({ id: `keyword:${k.id}`, kind: 'Keyword', name: k.name, rule: k.rule, text: [k.text], ...(k.aliases ? { aliases: k.aliases } : {}) })),
];

const byId = new Map(doomGlossary.map((e) => [e.id, e]));

export function glossaryEntry(id: string): InspectEntry | null {
  return byId.get(id) ?? null;
}

/**
 * The glossary entry for a card id as the table and prompts name cards:
 * action cards ("uac-2"), event cards ("hellfire/frenzy"), Glory Kill cards
 * ("killers-focus#2"), "class:…", "squad:…", "demon:…", "invasion:…", "sprint".
 */
export function cardEntryId(cardId: string): string | null {
  if (/^(class|squad|demon|invasion|event|gloryKill|weapon|mission):/.test(cardId)) return byId.has(cardId) ? cardId : null;
  if (cardId === 'sprint') return 'ability:sprint';
  if (cardId.includes('#')) return `gloryKill:${cardId.split('#')[0]}`;
  if (cardId.includes('/')) return byId.has(`event:${cardId}`) ? `event:${cardId}` : null;
  const action = ACTION_CARDS.find((c) => c.id === cardId);
  return action ? actionEntryId(action) : null;
}
