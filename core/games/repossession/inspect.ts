/**
 * What a player can look up, built from the content data: every card, each
 * kind of tile, the Start Zones, the tokens, the enemy effects and the
 * abilities (glossary); what a thing on the table is right now from one
 * seat's view (inspect); and what each colour and marking means (legend).
 */
import type { InspectEntry, LegendEntry, TableTarget } from '../../engine/types';
import {
  ACTION_NAME, COLOUR_OF, CREATURE_CARDS, ENEMY_TYPE_NAMES, PAD_BY_ID, RAID_CARDS, SETTLEMENT_CARDS, SLOT_NAMES, START_PADS, SUPPLY_CARDS,
  SUPPORT_BY_ID, TILE_BY_ID, ENEMY_BY_ID,
} from './content';
import type { Ability, DeckId, EnemyCard, SupportCard } from './content/types';
import { COMBO_NAMES, COMBO_TABLE, type ComboName } from './rules/combos';
import { IGNORE_EFFECT } from './rules/effects';
import type { PRFView } from './view';

const EFFECT_TEXT: Record<string, string> = {
  armor: 'Your own AP does not count against it; only dice and Support cards do damage.',
  speed: 'It strikes first; your first roll is a defence.',
  snare: 'Pairs, three and four of a kind do not count (two pairs do), and safety tokens cannot reroll defence.',
  agility: 'Straights do not count, and safety tokens cannot reroll attacks.',
  poison: 'Once it has cost you HP, every later attack and defence costs 1 HP more until the fight ends.',
};

const ABILITY_TEXT: Record<string, string> = {
  attackBonus: 'Adds to every attack.',
  defenseBonus: 'Adds to every defence roll.',
  ignoreArmor: 'The enemy\'s Armor does not apply.',
  ignoreSpeed: 'The enemy\'s Speed does not apply (in a siege, the defender strikes first).',
  ignoreSnare: 'The enemy\'s Snare does not apply.',
  ignoreAgility: 'The enemy\'s Agility does not apply.',
  ignorePoison: 'The enemy\'s Poison does not apply.',
  lifeSteal: 'Sacrificed at 0 HP, it takes HP from the opponent and gives it to you.',
};

const ABILITY_NAMES: Record<string, string> = {
  attackBonus: 'Attack bonus', defenseBonus: 'Defence bonus', ignoreArmor: 'Ignores Armor', ignoreSpeed: 'Ignores Speed',
  ignoreSnare: 'Ignores Snare', ignoreAgility: 'Ignores Agility', ignorePoison: 'Ignores Poison', lifeSteal: 'Life steal',
};

function scopeWords(a: Ability, card: SupportCard): string {
  const vs = a.vs ?? (card.deck === 'supplies' ? 'creature' : 'any');
  if (vs === 'any') return 'any opponent';
  if (vs === 'creature') return 'Creatures';
  if (vs === 'raid') return 'Raids (and sieges)';
  return ENEMY_TYPE_NAMES[vs]!.many;
}

export function abilityText(a: Ability, card: SupportCard): string {
  const what = a.effect === 'attackBonus' ? `+${a.amount} attack` : a.effect === 'defenseBonus' ? `+${a.amount} defence`
    : a.effect === 'lifeSteal' ? `sacrifice to steal ${a.amount} HP` : `ignores ${IGNORE_EFFECT[a.effect]!.replace(/^./, (c) => c.toUpperCase())}`;
  const cond = [a.effect === 'lifeSteal' ? '' : `against ${scopeWords(a, card)}`, a.minIP ? `needs ${a.minIP} IP` : '', a.pairsWith ? `with ${SUPPORT_BY_ID[a.pairsWith]!.name}` : '']
    .filter(Boolean).join(', ');
  return cond ? `${what} (${cond})` : what;
}

function supportEntry(c: SupportCard): InspectEntry {
  const settlement = c.slot === 'settlement';
  const stats = settlement
    ? [{ label: 'AP', value: `+${c.attack}` }, { label: 'HP', value: `+${c.hp}` }]
    : [{ label: 'Attack', value: `+${c.attack}` }, { label: 'Defence', value: `+${c.defense}` }, { label: 'Sacrifice', value: `${c.hp} HP` }];
  const text = [
    settlement ? `A Tier ${c.tier} Settlement. Deployed in a Raid (at most two), it lends its AP and HP for the fight.` : `A Tier ${c.tier} ${SLOT_NAMES[c.slot]} (Supplies): one of each type per fight.`,
    ...c.abilities.map((a) => `Ability: ${abilityText(a, c)}.`),
  ];
  if (c.singleUse) text.push('Single use: it goes to the bottom of its pile after the fight it is used in.');
  return {
    id: `card:${c.id}`, kind: settlement ? 'Settlement card' : `${SLOT_NAMES[c.slot]} card`, name: c.name, stats, text,
    related: [...new Set(c.abilities.map((a) => `ability:${a.effect}`))], rule: settlement ? 'settlements' : 'loadout',
  };
}

function enemyEntry(e: EnemyCard): InspectEntry {
  return {
    id: `card:${e.id}`, kind: e.deck === 'creatures' ? 'Creature card' : 'Raid card', name: e.name,
    stats: [{ label: 'Tier', value: String(e.tier) }, { label: 'Type', value: ENEMY_TYPE_NAMES[e.type]!.one }, { label: 'HP', value: String(e.hp) }, { label: 'AP', value: String(e.ap) }],
    text: [e.effects.length ? `Effects: ${e.effects.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(', ')}.` : 'No effects.', ...e.effects.map((x) => EFFECT_TEXT[x]!)],
    related: e.effects.map((x) => `keyword:${x}`), rule: 'combat',
  };
}

function tileKindEntry(deck: DeckId, tier: 1 | 2 | 3): InspectEntry {
  const support = deck === 'supplies' || deck === 'settlements';
  const tokens = tier < 3 ? 1 : deck === 'raids' ? 5 : 3;
  return {
    id: `tile:${deck}:${tier}`, kind: 'Tile', name: `Tier ${tier} ${ACTION_NAME[deck]} tile (${COLOUR_OF[deck]})`,
    stats: [{ label: 'Faction tokens', value: String(tokens) }],
    text: [support
      ? `A Support check: reach 15 with up to four dice. Pass for a Tier ${tier} card, ${tier} stat point(s) or ${tier} safety token(s).${tier === 2 ? ' Opens once a Tier 2 enemy in its quadrant has fallen.' : ''}`
      : `Draw a Tier ${tier} ${ACTION_NAME[deck]} card and fight it.${deck === 'raids' && tier === 3 ? ' Locked until the three Tier 3 Creatures of its quadrant have fallen, or any Tier 3 Raid has.' : ''}`],
    rule: support ? 'support-check' : 'combat',
  };
}

/** A dice combo by its id in the rules (`struck.combo`), so the table names it as the rules do. */
function comboEntry(id: ComboName, row: { attack: number; defense: number | 'miss' }): InspectEntry {
  const name = COMBO_NAMES[id].replace(/^an? /, '');
  return {
    id: `combo:${id}`, kind: 'Dice combo', name: name[0]!.toUpperCase() + name.slice(1),
    stats: [{ label: 'Attack', value: `+${row.attack}` }, { label: 'Defence', value: row.defense === 'miss' ? 'the blow misses' : `+${row.defense}` }],
    text: ['Only the best combo of a roll counts.'], rule: 'combat',
  };
}

/** One of the twelve piles (an Action deck's cards of one Tier). */
function pileEntry(deck: DeckId, tier: 1 | 2 | 3): InspectEntry {
  return {
    id: `pile:${deck}:${tier}`, kind: 'Pile', name: `Tier ${tier} ${ACTION_NAME[deck]} pile`,
    text: [`Face down; ${deck === 'supplies' || deck === 'settlements' ? 'Support rewards' : 'the enemies'} of Tier ${tier} ${COLOUR_OF[deck]} tiles come from here. Used cards go back to its bottom.`],
    rule: deck === 'supplies' || deck === 'settlements' ? 'support-check' : 'rewards',
  };
}

function build(): InspectEntry[] {
  const out: InspectEntry[] = [];
  for (const c of [...SUPPLY_CARDS, ...SETTLEMENT_CARDS]) out.push(supportEntry(c));
  for (const e of [...CREATURE_CARDS, ...RAID_CARDS]) out.push(enemyEntry(e));
  for (const d of ['supplies', 'settlements', 'creatures', 'raids'] as const) for (const t of [1, 2, 3] as const) out.push(tileKindEntry(d, t));
  for (const [id, text] of Object.entries(EFFECT_TEXT)) out.push({ id: `keyword:${id}`, kind: 'Enemy effect', name: id[0]!.toUpperCase() + id.slice(1), text: [text], rule: 'effects' });
  for (const [id, text] of Object.entries(ABILITY_TEXT)) out.push({ id: `ability:${id}`, kind: 'Ability', name: ABILITY_NAMES[id]!, text: [text], rule: 'loadout' });
  for (const [id, names] of Object.entries(ENEMY_TYPE_NAMES)) out.push({ id: `type:${id}`, kind: 'Enemy type', name: names.many, text: ['Some Support cards work only against this type.'], rule: 'effects' });
  for (const [id, row] of Object.entries(COMBO_TABLE)) out.push(comboEntry(id as ComboName, row));
  out.push({ id: 'combo:none', kind: 'Dice combo', name: 'No combo', text: ['The dice show no combo: only Support and AP count.'], rule: 'combat' });
  out.push({ id: 'combo:snake', kind: 'Dice combo', name: 'Snake eyes', text: ['Any two 1s: an attack misses completely, a defence takes the full blow, a Support check fails.'], rule: 'combat' });
  for (const d of ['supplies', 'settlements', 'creatures', 'raids'] as const) for (const t of [1, 2, 3] as const) out.push(pileEntry(d, t));
  out.push(
    { id: 'token:faction', kind: 'Token', name: 'Faction token', text: ['Marks a conquered tile: 1 on Tier 1 and 2 tiles, 3 on a Tier 3 Creature, 5 on a Tier 3 Raid. Each counts a point at the end.'], rule: 'conquering' },
    { id: 'token:safety', kind: 'Token', name: 'Safety token', text: ['Rerolls dice or heals 5 HP; 5 buy a Tier 1 Support tile, 8 any open Support tile. Each one still held at the end costs a point.'], rule: 'safety-tokens', aliases: ['failure token'] },
    { id: 'pad', kind: 'Start Zone', name: 'Orbital Drop Zone', text: ['Where a player drops in, and comes back to heal, move stat points and store cards.'], rule: 'start-zones' },
    { id: 'stat:hp', kind: 'Stat', name: 'HP', text: ['Health in Combat, and the most you can heal to.'], rule: 'stats' },
    { id: 'stat:ap', kind: 'Stat', name: 'AP', text: ['Added to every attack (not against Armor).'], rule: 'stats' },
    { id: 'stat:ip', kind: 'Stat', name: 'IP', text: ['Switches on card Abilities that ask for it.'], rule: 'stats' },
    { id: 'lives', kind: 'Stat', name: 'Lives', text: ['Three each. Out of lives, out of the game; a faction with nobody left loses.'], rule: 'revive' },
  );
  return out;
}

export const GLOSSARY: InspectEntry[] = build();
const BY_ID = new Map(GLOSSARY.map((e) => [e.id, e]));

/** A thing on the table as this view sees it: a tile with its owner, a player, a card it may see, a Start Zone. */
export function inspectTarget(view: PRFView, target: TableTarget): InspectEntry | null {
  if (target.kind === 'card') {
    const known = BY_ID.get(`card:${target.id}`);
    if (!known) return null;
    const visible = ENEMY_BY_ID[target.id] || view.players.some((p) => p.hand?.includes(target.id) || p.stored?.includes(target.id))
      || view.combat?.loadouts.some((l) => l.cards?.includes(target.id));
    return visible ? known : null;
  }
  if (target.kind === 'seat') {
    const p = view.players.find((x) => x.seat === target.id);
    if (!p) return null;
    return {
      id: `seat:${p.seat}`, kind: 'Player', name: p.name,
      stats: [
        { label: 'HP', value: `${p.hp} / ${p.stats.hp}` }, { label: 'AP', value: String(p.stats.ap) }, { label: 'IP', value: String(p.stats.ip) },
        { label: 'Lives', value: String(p.lives) }, { label: 'Safety tokens', value: String(p.tokens) }, { label: 'Cards', value: String(p.handCount) },
      ],
      text: [p.eliminated ? 'Out of the game.' : p.at ? `Stands on ${p.at}.` : `At ${PAD_BY_ID[p.home]!.name}.`],
      rule: 'stats',
    };
  }
  if (target.kind === 'token') return tokenTarget(view, target.id);
  if (target.kind === 'space') {
    const pad = START_PADS.find((s) => s.id === target.id);
    if (pad) return { ...BY_ID.get('pad')!, id: `pad:${pad.id}`, name: pad.name };
    const def = TILE_BY_ID[target.id];
    if (!def) return null;
    const t = view.tiles[def.index]!;
    const kind = BY_ID.get(`tile:${def.deck}:${def.tier}`)!;
    const owner = t.owner ? `Held by ${t.owner === 'gaia' ? 'Gaia' : 'Xanadu'} (${t.tokens} token${t.tokens === 1 ? '' : 's'}).` : t.locked ? 'Locked for now.' : 'Unconquered.';
    const here = view.players.filter((p) => p.at === def.id).map((p) => p.name);
    return { ...kind, id: `tile:${def.id}`, name: `${def.id}: ${kind.name}`, text: [owner, ...(here.length ? [`Here: ${here.join(', ')}.`] : []), ...(kind.text ?? [])] };
  }
  return null;
}

/** Tokens on the table: a pile of cards (`pile:supplies:1`) with its count, or a tile's stack of faction tokens (`faction:C4`). */
function tokenTarget(view: PRFView, id: string): InspectEntry | null {
  if (id.startsWith('pile:')) {
    const e = BY_ID.get(id);
    const left = view.piles[id.slice(5)];
    return e && left !== undefined ? { ...e, stats: [{ label: 'Cards left', value: String(left) }] } : null;
  }
  if (id.startsWith('faction:')) {
    const def = TILE_BY_ID[id.slice(8)];
    const t = def ? view.tiles[def.index] : undefined;
    if (!def || !t?.owner) return null;
    const e = BY_ID.get('token:faction')!;
    return { ...e, name: `${t.owner === 'gaia' ? 'Gaia' : 'Xanadu'} tokens on ${def.id}`, stats: [{ label: 'Tokens', value: String(t.tokens) }] };
  }
  return null;
}

export const LEGEND: LegendEntry[] = [
  { symbol: '■', color: '#3f9d4a', name: 'Green tile', meaning: 'Supplies: a Support check for Supplies cards.', entry: 'tile:supplies:1' },
  { symbol: '■', color: '#3a6fc4', name: 'Blue tile', meaning: 'Settlements: a Support check for Settlement cards.', entry: 'tile:settlements:1' },
  { symbol: '■', color: '#d8b531', name: 'Yellow tile', meaning: 'Creatures: a fight for Supplies and a stat point.', entry: 'tile:creatures:1' },
  { symbol: '■', color: '#c43c3c', name: 'Red tile', meaning: 'Raids: a harder fight for Settlements and two stat points.', entry: 'tile:raids:1' },
  { symbol: 'I / II / III', name: 'Tier mark', meaning: 'Which pile the tile draws from; Tier 3 tiles stand a little higher and are worth 3 or 5 tokens.' },
  // A padlock glyph has no fallback in many fonts (it showed as an empty box), so the swatch is the dimmed tile itself.
  { symbol: '■', color: '#4b4538', name: 'Dimmed tile with a padlock', meaning: 'Closed for now: a Tier 2 Support tile before a Tier 2 enemy in its quadrant falls, or a Tier 3 Raid before its three Creatures fall.' },
  { symbol: '┃', name: 'Gap', meaning: 'Between quadrants: crossed only onto a Creature or Raid tile (or by siege).' },
  { symbol: 'G', color: '#5fbf6a', name: 'Gaia token stack', meaning: 'A tile Gaia holds; the stack of discs is its tokens.', entry: 'token:faction' },
  { symbol: 'X', color: '#b27ad9', name: 'Xanadu token stack', meaning: 'A tile Xanadu holds; the stack of discs is its tokens.', entry: 'token:faction' },
  { symbol: 'G1 11', name: 'Player figure', meaning: 'Each player, in their own shade of the faction colour, on their tile or Start Zone; the tag is the seat and its HP now.', entry: 'stat:hp' },
  { symbol: '⬢', color: '#5fbf6a', name: 'Start Zone (hex pad)', meaning: 'An Orbital Drop Zone: Gaia\'s four off the north edge, Xanadu\'s off the south.', entry: 'pad' },
  { symbol: '▮ 24', name: 'Pile', meaning: 'Face-down cards beside the board, as tall as the cards left, with a count tag: Support piles west, enemy piles east, Tier 1 to 3 from north to south.', entry: 'pile:supplies:1' },
  { symbol: '○', color: '#f2f2f2', name: 'Safety token (on the player boards)', meaning: 'Rerolls or 5 HP; counts a point against its faction at the end.', entry: 'token:safety' },
  // The table's highlight colours (renderer palette; the colour-blind palette uses sky blue and orange alike).
  { symbol: '□', color: '#5ce0ff', name: 'Blue glow', meaning: 'A tile, Start Zone or figure the question lets you pick: click it to answer.' },
  { symbol: '□', color: '#ffb347', name: 'Orange glow', meaning: 'Where the move or fight in view happens, or what the option under the pointer names.' },
  { symbol: '□', color: '#ffe14d', name: 'Yellow glow', meaning: 'What you have picked so far.' },
];
