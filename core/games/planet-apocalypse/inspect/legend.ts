/**
 * The board legend: what each token, colour and marking on the Planet
 * Apocalypse table means. The symbols and colours describe the table as the
 * renderer draws it (renderer/games/planet-apocalypse: tableModel.ts,
 * MapTiles.tsx, PAScene.tsx and the shared status badges); the meanings come
 * from the content (minion names, trooper names) and point at the glossary.
 */
import type { LegendEntry } from '../../../engine/types';
import { FOURTH_CIRCLE, KEYWORD_BY_ID, MINION_KINDS, MINIONS, TROOPERS } from '../content';
import { entryId } from './glossary';

/** The first sentence of a keyword's text: the legend's short meaning. */
function gist(id: string): string {
  const text = KEYWORD_BY_ID[id]?.text ?? '';
  return text.split(/(?<=\.) /)[0] ?? text;
}

const SILHOUETTES: Record<string, string> = {
  larva: 'blob', gryllus: 'crawler', fiend: 'brute', cacodemon: 'floater', hellhound: 'beast', catoblepas: 'behemoth',
};

export const LEGEND: LegendEntry[] = [
  { symbol: '?', color: '#6a3d8f', name: 'Invasion token (purple hex)', meaning: gist('token:invasion'), entry: 'token:invasion' },
  { symbol: 'L', color: '#d9c9a0', name: 'Hindbody invasion token (bone hex, Dragon Back)', meaning: 'A token placed on the Dragon\'s hindbody (Hips, Tail): when revealed it brings only the larvae its despair pairs give.', entry: entryId.map('dragonBack') },
  { symbol: 'C', color: '#7d8f3c', name: 'Tardigrade cyst (olive disc)', meaning: 'Where a slain Tardigrade curled up: no enemy, it cannot be attacked, and it wakes whole at the next Fourth Circle spawn.', entry: entryId.fourth('tardigrade') },
  { symbol: '⌒', color: '#8fd8ff', name: 'Pale blue arc "heroes only"', meaning: 'A step only heroes may take between areas that are not neighbours (the Moon Base\'s airlocks, both ways; its Blue Gate into the White Gate, one way).', entry: entryId.map('moonBase') },
  { symbol: 'OUTER RING', color: '#ffb347', name: 'Frame round the map (amber rim, Final Battle)', meaning: 'The Outer Ring is one area that encircles the map: the start, where every path ends.', entry: entryId.map('finalBattle') },
  { symbol: 'S', color: '#17111c', name: 'The Lord\'s Shadow (dark disc, dark plate)', meaning: gist('token:shadow'), entry: 'token:shadow' },
  { symbol: 'G', color: '#d89a2a', name: 'Gate (amber hex)', meaning: gist('token:gate'), entry: 'token:gate' },
  {
    symbol: '×n', color: '#4f6f3a', name: 'Ambush (trooper figure on a green base)',
    meaning: `${gist('token:ambush')} The figure is the trooper type (${TROOPERS.map((t) => t.name).join(', ')}); ×n says how many wait there.`,
    entry: 'token:ambush',
  },
  { symbol: 'START', color: '#5d7a52', name: 'Start area (green plate, ring)', meaning: gist('keyword:start'), entry: 'keyword:start' },
  { symbol: 'LORD\'S GATE', color: '#6e3430', name: 'The Lord\'s first area (red plate)', meaning: 'Where the Lord began; on the Doomgate map demons that leave the world walk back in here.', entry: 'map:doomgate' },
  { symbol: '→', name: 'Arrow', meaning: 'The way minions and tokens walk each enemy phase, one area toward the start. Heroes may walk either way.', entry: 'keyword:start' },
  { symbol: '┄', name: 'Faint link', meaning: 'A way between areas that only heroes take.', entry: 'keyword:start' },
  { symbol: '7', name: 'Number on a hero, a Fourth Circle demon or the Lord', meaning: 'Health left.', entry: 'keyword:health' },
  { symbol: '×4', name: 'Count on a minion', meaning: 'At most three figures of one kind stand in an area; the first carries how many there really are.', entry: entryId.minion('larva') },
  { symbol: 'F', color: '#ff7a1a', name: 'Fire badge', meaning: gist('keyword:fire'), entry: 'keyword:fire' },
  { symbol: 'S', color: '#ffe14d', name: 'Stun badge', meaning: gist('keyword:stun'), entry: 'keyword:stun' },
  { symbol: 'P', color: '#7bc043', name: 'Pestilence badge (with the number of markers)', meaning: gist('keyword:pestilence'), entry: 'keyword:pestilence' },
  { symbol: 'Hero', name: 'Heroes (seat colours)', meaning: 'Each player\'s hero in that player\'s colour; the captain acts first.', entry: 'token:captain' },
  ...MINION_KINDS.map((k) => ({ symbol: SILHOUETTES[k] ?? 'figure', name: MINIONS[k].name, meaning: MINIONS[k].text, entry: entryId.minion(k) })),
  ...FOURTH_CIRCLE.map((f) => ({ symbol: SILHOUETTES[f.id] ?? 'figure', name: `${f.name} (Fourth Circle)`, meaning: f.text, entry: entryId.fourth(f.id) })),
  { symbol: 'giant', name: 'The Lord (the largest figure)', meaning: 'The demon Lord: he moves only in the Lord cycle and is fought on his sheet in Hell Time.', entry: 'keyword:hell-time' },
];
