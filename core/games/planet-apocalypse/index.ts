/**
 * Planet Apocalypse: 1 to 5 heroes (seats h1..h5) against the demon hordes,
 * which the rules play. The module wires content, rules, view and bots for
 * the kernel; see ASSUMPTIONS.md for every value the rulebook leaves open.
 */
import { z } from 'zod';
import type { GameModule } from '../../engine/module';
import type { SeatSpec } from '../../engine/types';
import { heroBot } from './ai/heroBot';
import { randomBot } from './ai/random';
import { paDeterminize } from './ai/determinize';
import { lookaheadBot } from './ai/lookahead';
import { policyBot } from './ai/policy';
import { FOURTH_CIRCLE, giftDeckCards, HEROES, LEGIONS, LORDS, MAPS, MINIONS, TROOPERS } from './content';
import { PA_DICE } from './dice';
import { handlers } from './rules';
import { DOOM_LOSS, MAX_DESPAIR_DICE } from './rules/tracks';
import { heroName } from './rules/board';
import { initialState, setup } from './rules/setup';
import { MAX_HEALTH, MAX_TOUGHNESS } from './rules/heroHealth';
import { RULES } from './rulesText';
import type { PAOptions, PAState } from './state';
import { paView, type PAView } from './view';
import { difficultyRating } from './difficulty';
import { describeMatch, matchSummary } from './summary';
import { GLOSSARY, inspect, LEGEND } from './inspect';
import { TUTORIAL } from './tutorial';
import { PA_CAMPAIGN } from './campaign';
import { regionLabel, REGION_BY_ID, REGIONS } from './content/regions';

const heroChoice = z.string().default('random');
const GIFT_CARD_COUNT = giftDeckCards().length;
const GIFT_CARD_COUNT_WITH_VOID = giftDeckCards(true).length;

export const optionsSchema = z.object({
  heroes: z.number().int().min(1).max(5).default(2),
  lateJoiners: z.number().int().min(0).max(4).default(0),
  hero1: heroChoice, hero2: heroChoice, hero3: heroChoice, hero4: heroChoice, hero5: heroChoice,
  map: z.string().default('invasion').refine((id) => Object.hasOwn(MAPS, id), { message: 'unknown map' }),
  // No default (as voidGifts): a game without a region keeps exactly the options, state and hashes it had.
  region: z.string().refine((id) => Object.hasOwn(REGION_BY_ID, id), { message: 'unknown region' }).optional(),
  lord: z.string().default('random'),
  divineIntervention: z.boolean().default(false),
  secretLord: z.boolean().default(false),
  enragedLord: z.boolean().default(false),
  startDespairDice: z.number().int().min(4).max(7).default(4),
  lordCloser: z.number().int().min(0).max(2).default(0),
  miniboss: z.boolean().default(false),
  expansionLegions: z.boolean().default(false),
  expansionLords: z.boolean().default(false),
  expansionDemons: z.boolean().default(false),
  // No default: a match not started from the campaign keeps exactly the options (and hashes) it had.
  campaign: z.boolean().optional(),
  // No defaults either (as campaign): games without these keep exactly the options (and hashes) they had.
  voidGifts: z.boolean().optional(),
  legion: z.string().refine((id) => id === 'random' || LEGIONS.some((l) => l.id === id), { message: 'unknown legion' }).optional(),
  fourthDemon: z.string().refine((id) => id === 'random' || FOURTH_CIRCLE.some((f) => f.id === id), { message: 'unknown Fourth Circle demon' }).optional(),
});

export const DEFAULT_OPTIONS: PAOptions = {
  heroes: 2, lateJoiners: 0, hero1: 'random', hero2: 'random', hero3: 'random', hero4: 'random', hero5: 'random',
  map: 'invasion', lord: 'random', divineIntervention: false, secretLord: false, enragedLord: false,
  startDespairDice: 4, lordCloser: 0, miniboss: false, expansionLegions: false, expansionLords: false, expansionDemons: false,
};

const heroChoices = [{ value: 'random', label: 'Random' }, ...HEROES.map((h) => ({ value: h.id, label: h.name }))];

const MINION_LIST = Object.values(MINIONS);
const ATTACK_DICE: ReadonlySet<string> = new Set(['d4', 'd6', 'd8', 'd10', 'd12']);
/** A record's counter: a whole number, never below zero. */
const tally = (n: number) => Number.isInteger(n) && n >= 0;

/** Round cap for simulations: a game still running after this is a rules or bot bug. */
export const ROUND_CAP = 80;

export const planetApocalypse: GameModule<PAState, PAOptions, PAView> = {
  id: 'planet-apocalypse',
  title: 'Planet Apocalypse',
  summary: 'Co-operative heroes against the hordes of Hell: recruit, earn gifts, hold the line and banish the Lord.',
  playable: true,
  // The schema fills defaults, so its input type is looser than PAOptions; its output is exactly PAOptions.
  optionsSchema: optionsSchema as unknown as z.ZodType<PAOptions>,
  defaultOptions: DEFAULT_OPTIONS,
  optionFields: [
    { key: 'heroes', label: 'Heroes', kind: 'number', min: 1, max: 5 },
    { key: 'lateJoiners', label: 'Players joining later', kind: 'number', min: 0, max: 4 },
    ...[1, 2, 3, 4, 5].map((i) => ({ key: `hero${i}`, label: `Hero ${i}`, kind: 'select' as const, choices: heroChoices })),
    { key: 'map', label: 'Map', kind: 'select', choices: Object.values(MAPS).map((m) => ({ value: m.id, label: m.name })) },
    { key: 'region', label: 'Region (which troopers you recruit)', kind: 'select', choices: REGIONS.map((r) => ({ value: r.id, label: regionLabel(r) })) },
    { key: 'lord', label: 'Lord', kind: 'select', choices: [{ value: 'random', label: 'Random' }, ...LORDS.map((l) => ({ value: l.id, label: l.name }))] },
    { key: 'divineIntervention', label: 'Divine Intervention token', kind: 'boolean' },
    { key: 'secretLord', label: 'Secret Lord (Hard)', kind: 'boolean' },
    { key: 'enragedLord', label: 'Enraged Lord (Hard)', kind: 'boolean' },
    { key: 'startDespairDice', label: 'Starting despair dice (5 Hard, 6 Nightmare, 7 Hellish)', kind: 'number', min: 4, max: 7 },
    { key: 'lordCloser', label: 'Lord starts closer (1 Nightmare, 2 Hellish)', kind: 'number', min: 0, max: 2 },
    { key: 'miniboss', label: 'Miniboss (Nightmare)', kind: 'boolean' },
    { key: 'expansionLegions', label: 'Expansion legions (Pandemonium, Styx, Cocytus, Hades, Gehenna)', kind: 'boolean' },
    { key: 'expansionLords', label: 'Expansion Lords in a random or secret draw (Tarasque, Stheno, Stroma, Pulgasaur, Geryon, Scylla, Cthon)', kind: 'boolean' },
    { key: 'expansionDemons', label: 'Expansion Fourth Circle demons (Secutor, Magdalene, Mandrake, Gadarene, Nuckelavee, Tardigrade)', kind: 'boolean' },
    { key: 'voidGifts', label: 'Void pack gifts (10 more cards in the gift deck)', kind: 'boolean' },
    { key: 'legion', label: 'First legion', kind: 'select', choices: [{ value: 'random', label: 'Random' }, ...LEGIONS.map((l) => ({ value: l.id, label: l.name }))] },
    { key: 'fourthDemon', label: 'First Fourth Circle demon', kind: 'select', choices: [{ value: 'random', label: 'Random' }, ...FOURTH_CIRCLE.map((f) => ({ value: f.id, label: f.name }))] },
  ],
  seats(options): SeatSpec[] {
    return Array.from({ length: Math.min(5, options.heroes + (options.lateJoiners ?? 0)) }, (_, i) => ({ id: `h${i + 1}`, name: `Hero ${i + 1}`, side: 'heroes' }));
  },
  initialState,
  setup(ctx, options) {
    ctx.log(`Planet Apocalypse on the ${MAPS[options.map]?.name} map, ${options.heroes} hero${options.heroes === 1 ? '' : 'es'}; difficulty: ${difficultyRating(options)}.`);
    return setup(ctx, options);
  },
  handlers,
  view: paView,
  bots: { random: randomBot, hero: heroBot, policy: policyBot, lookahead: lookaheadBot },
  // Lookahead bots get determinized copies: the deck orders redrawn (ai/determinize.ts).
  determinize: paDeterminize,
  defaultBot: () => 'policy',
  round: (g) => g.round,
  seatName: (g, seat) => {
    const h = g.heroes.find((x) => x.seat === seat);
    return h?.heroId ? heroName(h) : undefined;
  },
  roundCap: ROUND_CAP,
  dice: PA_DICE,
  rules: RULES,
  invariants(g) {
    const broken: string[] = [];
    // Checked after every choice of a sim: the figures are counted in one pass each, then reported in the box's order.
    const inPlay = new Map<string, number>();
    for (const m of g.minions) inPlay.set(m.kind, (inPlay.get(m.kind) ?? 0) + 1);
    for (const kind of MINION_LIST) {
      const n = inPlay.get(kind.kind) ?? 0;
      if (n > kind.stock) broken.push(`${n} ${kind.plural} in play, the box has ${kind.stock}`);
    }
    const troopersOut = new Map<string, number>();
    for (const h of g.heroes) if (h.patrol.type !== null) troopersOut.set(h.patrol.type, (troopersOut.get(h.patrol.type) ?? 0) + h.patrol.count);
    for (const a of g.ambushes) troopersOut.set(a.type, (troopersOut.get(a.type) ?? 0) + a.count);
    for (const t of TROOPERS) {
      const out = troopersOut.get(t.id) ?? 0;
      // Troopers of a region the map does not use have no stack in this game (and none in play).
      if (!(t.id in g.troopStock) && out === 0) continue;
      const stock = g.troopStock[t.id] ?? 0;
      if (stock < 0 || out + stock !== t.stock) broken.push(`${t.name}: ${out} in play + ${stock} in stack != ${t.stock}`);
    }
    for (const a of g.ambushes) if (a.count < 1 || a.count > 4) broken.push(`ambush in ${a.area} holds ${a.count}`);
    for (const h of g.heroes) {
      if (h.patrol.count > 4 || h.patrol.count < 0) broken.push(`${h.seat} patrol ${h.patrol.count}`);
      if (h.dead || !h.heroId) continue;
      if (h.health < 0 || h.health > h.cap || h.cap > MAX_HEALTH) broken.push(`${h.seat} health ${h.health}/${h.cap}`);
      if (h.toughness < 0 || h.toughness > MAX_TOUGHNESS) broken.push(`${h.seat} toughness ${h.toughness}`);
      if (h.courage < 0 || h.luck < 0) broken.push(`${h.seat} courage ${h.courage} luck ${h.luck}`);
      if (h.attack.some((d) => !ATTACK_DICE.has(d))) broken.push(`${h.seat} attack ${h.attack.join(',')}`);
    }
    if (g.despairDice < 4 || g.despairDice > MAX_DESPAIR_DICE) broken.push(`${g.despairDice} despair dice`);
    if (g.doom < 0 || g.doom > DOOM_LOSS) broken.push(`doom ${g.doom}`);
    if (g.pool < 0) broken.push(`courage pool ${g.pool}`);
    for (const l of g.lords) if (l.health < 0 || l.health > l.maxHealth) broken.push(`${l.id} health ${l.health}/${l.maxHealth}`);
    let gifts = g.giftDeck.draw.length + g.giftDeck.discard.length;
    for (const card of g.panel) if (card) gifts += 1;
    for (const h of g.heroes) gifts += h.gifts.length;
    const deckSize = g.options.voidGifts ? GIFT_CARD_COUNT_WITH_VOID : GIFT_CARD_COUNT;
    if (gifts !== deckSize) broken.push(`${gifts} gift cards accounted for, the deck has ${deckSize}`);
    for (const seat of g.seatOrder) {
      const s = g.stats[seat];
      if (!s) broken.push(`${seat} has no record`);
      else if (!tally(s.kills) || !tally(s.dealt) || !tally(s.taken) || !tally(s.deaths) || !tally(s.gifts)) broken.push(`${seat} record ${JSON.stringify(s)}`);
    }
    return broken;
  },
  describeMatch,
  matchSummary,
  glossary: GLOSSARY,
  inspect,
  legend: LEGEND,
  tutorial: TUTORIAL,
  campaign: PA_CAMPAIGN,
};

export type { PAState, PAOptions, PAView };
