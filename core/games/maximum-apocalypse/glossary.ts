/**
 * Everything a player can look up, built from the content data: classes,
 * cards, monsters, bosses, missions, tiles, insanity, day/night, allies,
 * keywords and tokens; and the board legend.
 */
import type { InspectEntry, LegendEntry } from '../../engine/types';
import {
  ALL_MONSTERS, ALLIES, CHARACTERS, DAY_NIGHT, DIFFICULTIES, INSANITY, MISSIONS, MONSTER_SETS, PLAYER_CARDS, TILE_TYPES, TILES,
} from './content';
import type { MonsterDef, PlayerCardDef } from './content/types';
import { OBJECTIVE_STARS } from './content/numbers';
import { RULES } from './rulesText';

const RANGE_WORD: Record<string, string> = { self: 'Self', short: 'Short', mid: 'Mid', long: 'Long' };

export function cardEntry(c: PlayerCardDef): InspectEntry {
  const stats = [{ label: 'Type', value: c.kind === 'gear' ? 'Gear' : 'Instant' }];
  if (c.storage !== undefined) stats.push({ label: 'Storage', value: String(c.storage) });
  if (c.ammo !== undefined) stats.push({ label: 'Ammo', value: `${c.ammo}${c.fuelReload ? ' (refill with fuel)' : ''}` });
  const range = c.abilities.find((a) => a.range && a.range !== 'self')?.range;
  if (range) stats.push({ label: 'Range', value: RANGE_WORD[range]! });
  if (c.deck === 'survivor') stats.push({ label: 'Deck', value: `${CHARACTERS.find((x) => x.id === c.classId)?.name} (${c.copies} copies${c.stretch ? ', stretch goal option' : ''})` });
  else stats.push({ label: 'Pile', value: c.color === 'any' ? 'Any (as the mission says)' : `${c.color}` });
  const related = c.tags?.includes('honor') ? ['keyword:honor'] : [];
  return { id: `card:${c.id}`, kind: c.deck === 'survivor' ? 'Survivor card' : 'Scavenge card', name: c.name, stats, text: [c.text], related, rule: 'cards' };
}

export function monsterEntry(m: MonsterDef): InspectEntry {
  const set = MONSTER_SETS.find((s) => s.id === m.set)!;
  const stats = [
    { label: 'Health', value: String(m.health) }, { label: 'Damage', value: String(m.attack) }, { label: 'Range', value: RANGE_WORD[m.range]! },
    { label: 'Set', value: `${set.name} (${set.letter})` },
  ];
  const related: string[] = [];
  if (m.counter) { stats.push({ label: 'Counter', value: RANGE_WORD[m.counter]! }); related.push('keyword:counter'); }
  if (m.docile) related.push('keyword:docile');
  if (m.drainLife) related.push('keyword:drain-life');
  if (m.stampede) related.push('keyword:stampede');
  for (const a of m.abilities) related.push(`keyword:${a.on}`);
  if (!m.boss) stats.push({ label: 'Copies', value: String(m.copies) });
  return { id: `monster:${m.id}`, kind: m.boss ? 'Boss' : 'Monster', name: m.name, stats, text: [m.text], related: [...new Set(related)], rule: 'activation' };
}

const KEYWORDS: [string, string, string, string][] = [
  ['action', 'Action', 'Spend an action to use this card\'s text.', 'actions'],
  ['attached', 'Attached', 'A monster attached to you sits in front of your survivor and goes where you go until it dies or is drawn off.', 'activation'],
  ['attack', 'Attack', 'Happens to each survivor the monster\'s attack damages.', 'monster-abilities'],
  ['burn', 'Burn', 'Discard the top card of your survivor deck.', 'death'],
  ['counter', 'Counter', 'Attacked from within this range and not killed, the monster strikes back at the attacker at once.', 'counter'],
  ['destroy', 'Destroy', 'On a monster: happens to its host when it dies. On gear: discard an equipped gear.', 'monster-abilities'],
  ['discard', 'Discard', 'Discard this equipped gear (no action) to use its text.', 'cards'],
  ['docile', 'Docile', 'Attacks only if it was damaged this round.', 'docile'],
  ['drain-life', 'Drain Life', 'The damage it deals heals it as much.', 'drain-life'],
  ['draw', 'Draw', 'Happens as soon as the monster is drawn, even during setup.', 'monster-abilities'],
  ['end', 'End', 'Happens when you finish your 4 actions.', 'turn'],
  ['enter', 'Enter', 'Happens each time someone enters the tile, after any stealth test.', 'tiles'],
  ['equip', 'Equip', 'Happens when you equip the card.', 'cards'],
  ['honor', 'Honor', 'Ronin gear that works only once Bushido has been played, until the Ronin starves.', 'cards'],
  ['insanity', 'Insanity', 'A status card that takes storage and hinders you as written.', 'insanity'],
  ['passive', 'Passive', 'Works for as long as the card is in play; copies stack.', 'monster-abilities'],
  ['poison', 'Poison', 'A counter on your card: 1 damage per counter at the end of every turn. A status effect.', 'poison'],
  ['reveal', 'Reveal', 'Happens only when the tile is first flipped face up.', 'tiles'],
  ['scavenge', 'Scavenge', 'Draw from a pile your tile shows; each tile once a turn. Free Scavenge needs no action.', 'scavenge'],
  ['stacking', 'Stacking', 'Several copies of the same effect all apply.', 'monster-abilities'],
  ['stampede', 'Stampede', 'After attacking it leaps to the nearest other survivor.', 'stampede'],
  ['stop', 'Stop', 'Entering ends your movement for the turn.', 'movement'],
  ['stun', 'Stun', 'A stunned monster neither attacks nor counters until the next turn of whoever stunned it begins (so a stun protects a teammate through their end of turn).', 'stun'],
  ['test', 'Test', 'Make a stealth test.', 'stealth'],
];

const TOKENS: InspectEntry[] = [
  { id: 'token:monster', kind: 'Token', name: 'Monster token', text: ['Something moving out there. Cannot be attacked. Entering its tile means one stealth test, your stealth 1 lower for each token there; fail it (or enter with a monster already on you) and draw a monster card per token. At most 3 a tile; running out of tokens loses the game.'], rule: 'movement' },
  { id: 'token:spawn', kind: 'Token', name: 'Numbered spawn token', stats: [{ label: 'Count', value: '30' }], text: ['Stands in for the spawn roll: the 2d6 totals without 7, as many of each as there are ways to roll it.'], rule: 'spawn' },
  { id: 'token:safe', kind: 'Token', name: 'Safe token', text: ['Drawn for a spawn: nothing appears.'], rule: 'spawn' },
  { id: 'token:ambush', kind: 'Token', name: 'Ambush token', text: ['Drawn for a spawn: the survivor whose turn it is draws a monster.'], rule: 'spawn' },
  { id: 'token:block', kind: 'Token', name: 'Scavenge block', stats: [{ label: 'Count', value: '3' }], text: ['The tile under it cannot be scavenged.'], rule: 'scavenge' },
  { id: 'token:poison', kind: 'Token', name: 'Poison counter', text: ['1 damage per counter at the end of every turn.'], rule: 'poison' },
  { id: 'token:ammo', kind: 'Token', name: 'Ammo token', text: ['One use of a gear card\'s action.'], rule: 'cards' },
  { id: 'token:objective-star', kind: 'Token', name: 'Objective star', stats: [{ label: 'Count', value: String(OBJECTIVE_STARS) }], text: ['A reminder on a tile the mission sends you to: a place to visit or the boss\'s lair. It changes no rule; the mission line already names these places.'], rule: 'overview' },
  { id: 'die:hunger', kind: 'Die', name: 'Hunger die', text: ['Sits on the character card showing hunger 1 to 6; at 6 the card flips to its starving side.'], rule: 'hunger' },
];

export const GLOSSARY: InspectEntry[] = [
  ...CHARACTERS.map((c): InspectEntry => ({
    id: `class:${c.id}`, kind: 'Survivor', name: c.name,
    stats: [
      { label: 'Health', value: String(c.health) }, { label: 'Stealth', value: `${c.stealth} (starving ${c.starvingStealth})` }, { label: 'Storage', value: String(c.storage) },
      { label: c.innate.name, value: c.innate.text }, { label: 'Hunger track', value: `${c.hungerTrack.join(', ')}, then the skull` },
      ...(c.companion ? [{ label: c.companion.name, value: `health ${c.companion.health}, stealth ${c.companion.stealth}, storage ${c.companion.storage}` }] : []),
    ],
    text: [c.text], related: PLAYER_CARDS.filter((p) => p.classId === c.id).map((p) => `card:${p.id}`), rule: 'setup',
  })),
  ...PLAYER_CARDS.map(cardEntry),
  ...ALL_MONSTERS.map(monsterEntry),
  ...MONSTER_SETS.map((s): InspectEntry => ({ id: `set:${s.id}`, kind: 'Monster set', name: s.name, stats: [{ label: 'Letter', value: s.letter }], text: [s.text], related: ALL_MONSTERS.filter((m) => m.set === s.id).map((m) => `monster:${m.id}`) })),
  ...MISSIONS.map((m): InspectEntry => ({
    id: `mission:${m.id}`, kind: 'Mission', name: m.name,
    stats: [
      { label: 'Difficulty', value: '★'.repeat(m.stars) }, { label: 'Monsters', value: MONSTER_SETS.find((s) => s.id === m.set)!.name },
      { label: 'Fuel', value: String(m.objective.fuel) }, { label: 'Tiles', value: String(m.tiles.length + 1) },
    ],
    text: [m.text], related: [`set:${m.set}`, ...new Set(m.tiles.map((t) => `tile:${TILES.find((x) => x.id === t)!.type}`))], rule: 'overview',
  })),
  ...TILE_TYPES.map((t): InspectEntry => ({
    id: `tile:${t.id}`, kind: 'Map tile', name: t.name,
    stats: [
      { label: 'Scavenge', value: t.scavenge.length ? t.scavenge.join(', ') : 'none' },
      { label: 'Spawn numbers', value: TILES.filter((x) => x.type === t.id).map((x) => x.spawn).join(', ') },
      ...(t.stop ? [{ label: 'Stop', value: 'yes' }] : []),
    ],
    text: [t.text], related: [...new Set(t.abilities.map((a) => `keyword:${a.on}`))], rule: 'tiles',
  })),
  ...INSANITY.map((c): InspectEntry => ({ id: `insanity:${c.id}`, kind: 'Insanity card', name: c.name, stats: [{ label: 'Storage', value: String(c.storage) }], text: [c.text], related: ['keyword:insanity'], rule: 'insanity' })),
  ...[...new Set(DAY_NIGHT.map((d) => d.name))].map((name): InspectEntry => {
    const cards = DAY_NIGHT.filter((d) => d.name === name);
    return { id: `night:${slug(name)}`, kind: 'Night card', name, stats: [{ label: 'Copies', value: String(cards.length) }, { label: 'Arrows', value: cards.map((c) => c.arrow).join(', ') }], text: [cards[0]!.text], rule: 'day-night' };
  }),
  ...ALLIES.map((a): InspectEntry => ({
    id: `ally:${a.id}`, kind: 'Ally', name: a.name,
    stats: [
      { label: 'Cost', value: `${a.cost.count} ${a.cost.color === 'any' ? 'scavenge (any colour)' : a.cost.color} card${a.cost.count === 1 ? '' : 's'}` },
      { label: 'Health', value: String(a.health) }, { label: 'Storage', value: `+${a.storage}` },
      { label: 'Becomes', value: CHARACTERS.find((c) => c.id === a.classId)!.name },
    ],
    text: [a.text], related: [`class:${a.classId}`], rule: 'allies',
  })),
  ...DIFFICULTIES.map((d): InspectEntry => ({ id: `difficulty:${d.id}`, kind: 'Difficulty', name: d.name, stats: [{ label: 'Safe tokens (spawn token variant)', value: String(d.safe) }, { label: 'Ambush tokens (spawn token variant)', value: String(d.ambush) }], text: [d.text], rule: 'difficulty' })),
  ...KEYWORDS.map(([id, name, text, rule]): InspectEntry => ({ id: `keyword:${id}`, kind: 'Keyword', name, text: [text], rule })),
  ...TOKENS,
];

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export const GLOSSARY_BY_ID: Record<string, InspectEntry> = Object.fromEntries(GLOSSARY.map((e) => [e.id, e]));

// What the 3D board draws, in its own symbols and colours (renderer/games/maximum-apocalypse: the tokens, badges and number pills), so a newcomer can match each mark to a line here.
export const LEGEND: LegendEntry[] = [
  { symbol: '?', color: '#2a2622', name: 'Face-down tile (dark, orange ?)', meaning: 'Not yet revealed; the first survivor to enter flips it.', entry: 'keyword:reveal' },
  { symbol: 'VAN', name: 'The Van', meaning: 'Start and finish: deliver fuel here; everyone alive must be aboard to win.', entry: 'tile:van' },
  { symbol: '2-12', name: 'Spawn number (back left of a tile)', meaning: 'A spawn roll or token with this number puts a Monster token here.', entry: 'token:spawn' },
  { symbol: 'B', color: '#2f6fd6', name: 'Blue icon', meaning: 'Scavenge the blue pile here: ammo and medicine.', entry: 'keyword:scavenge' },
  { symbol: 'G', color: '#3a9a3a', name: 'Green icon', meaning: 'Scavenge the green pile here: food.', entry: 'keyword:scavenge' },
  { symbol: 'R', color: '#c43a2f', name: 'Red icon', meaning: 'Scavenge the red pile here: fuel and parts.', entry: 'keyword:scavenge' },
  { symbol: 'M', color: '#b3261e', name: 'Monster token (red disc, stacked)', meaning: 'Something lurks on the tile, up to 3; entering means one stealth test, 1 harder for each token (fail it and draw a monster per token).', entry: 'token:monster' },
  { symbol: 'X', color: '#3a3a3a', name: 'Scavenge block (dark hex)', meaning: 'Nobody can scavenge this tile.', entry: 'token:block' },
  { symbol: '●', name: 'Survivor figure', meaning: 'Stands at the front of its tile in its player\'s colour, the same dot as on its mat; the Veteran\'s Dog is the small four-legged one beside it.' },
  { symbol: '▲', name: 'Monster figure', meaning: 'Stands behind the survivor it is attached to; its shape shows the kind (a boss is bigger), its colour the monster set.' },
  { symbol: '9', color: '#141414', name: 'Health pill over a figure', meaning: 'Health left: a survivor\'s or the Dog\'s health, a monster\'s health minus its wounds.' },
  { symbol: 'T', color: '#9b59d0', name: 'Poison badge (purple)', meaning: '1 damage per counter at the end of every turn; a number beside the T counts the counters.', entry: 'token:poison' },
  { symbol: 'H', color: '#8a8f98', name: 'Starving badge (grey)', meaning: 'The survivor is starving; the number is the step on the starving track.', entry: 'die:hunger' },
  { symbol: 'S', color: '#ffe14d', name: 'Stunned badge (yellow)', meaning: 'The monster neither attacks nor counters until its survivor\'s next turn.', entry: 'keyword:stun' },
  { symbol: '▭', name: 'Small card on a tile', meaning: 'Cards a dead survivor left behind; hover the tile to read them.' },
  { symbol: '◻', color: '#5ce0ff', name: 'Glowing outline (cyan)', meaning: 'Something the question lets you choose: click the tile, figure or token.' },
  { symbol: '◻', color: '#ffb347', name: 'Glowing outline (orange)', meaning: 'Where the latest event happened, or what the log line under the pointer names.' },
  { symbol: '⬢', name: 'Hunger die (on the mat)', meaning: 'Hunger 1-6 on the character card; 6 flips it to starving.', entry: 'die:hunger' },
  { symbol: '☾', name: 'Day and night (panel)', meaning: 'With the day/night option the mission line names the night card and the way Monster tokens creep at dawn.', entry: 'night:quiet-night' },
];

export const RULE_IDS = new Set(RULES.map((r) => r.id));
