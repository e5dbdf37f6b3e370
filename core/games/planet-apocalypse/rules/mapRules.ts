/**
 * Rules the campaign maps add (rulebook "The Dragon Back Map", "The Dragon
 * Guts Map", "The Invasion of Purgatory Map", "The Final Battle Map"), read
 * from the map's `rules` data (content/types.ts MapRule). The other phases
 * call the small questions here; the steps are registered in rules/index.ts.
 */
import { FOURTH_EXIT_DOOM } from '../content';
import type { MapRule } from '../content/types';
import type { LordState, PAState, Token } from '../state';
import { areaName, captainSeat, enemiesIn, heroesIn, livingLords, lordName, mapOf, newId } from './board';
import { pushRevealsIn, revealsTokens } from './invasionTokens';
import { spawnFourthCircle } from './fourthCircle';
import { addDoom, heroesLose } from './tracks';
import { areaTarget, segment } from './segment';
import type { Answered, C, H } from './types';

/** The map's rule of this kind, if it has one. */
export function mapRule<K extends MapRule['rule']>(g: PAState, kind: K): Extract<MapRule, { rule: K }> | null {
  return (mapOf(g).rules.find((r) => r.rule === kind) as Extract<MapRule, { rule: K }> | undefined) ?? null;
}

/** A new invasion token in an area; on Dragon Back one placed on the hindbody is a hindbody (larvae only) token. */
export function newToken(g: PAState, area: string): Token {
  const limbo = mapRule(g, 'limboTokens')?.areas.includes(area) ?? false;
  return { id: newId(g, 'tk'), area, ...(limbo ? { limbo: true } : {}), ...cornerOf(g, area) };
}

/** The Final Battle: a token placed in the central area takes the first corner no token there holds yet ("Keep them separate"). */
function cornerOf(g: PAState, area: string): { corner?: string } {
  const rule = mapRule(g, 'cornerTokens');
  if (!rule || rule.area !== area) return {};
  const held = g.tokens.filter((t) => t.area === area).map((t) => t.corner);
  const free = rule.corners.find((c) => !held.includes(c)) ?? rule.corners[held.length % rule.corners.length];
  return free ? { corner: free } : {};
}

/** The Final Battle's spawn: "Each corner spawns its own invasion token" in the central area; null on other maps. */
export function cornerPlaces(g: PAState): string[] | null {
  const rule = mapRule(g, 'cornerTokens');
  return rule ? rule.corners.map(() => rule.area) : null;
}

/** The Lords whose areas take the spawn segment's tokens: Purgatory's "Minions spawn in Hell (not in the Lesser Lords' areas)". */
export function spawnLords(g: PAState, acting: LordState[]): LordState[] {
  const rule = mapRule(g, 'spawnFrom');
  return rule ? acting.filter((l) => rule.lords.includes(g.lords.indexOf(l))) : acting;
}

/** Dragon Back: "score 1 doom per minion (4 for a Fourth Circle demon) in the Crown" at the very start of the enemy phase. */
const crownDoom: H = (ctx) => {
  const g = ctx.g;
  const rule = mapRule(g, 'crownDoom');
  if (!rule) return;
  const minions = g.minions.filter((m) => m.area === rule.area).length;
  const fourth = g.fourth.filter((f) => f.area === rule.area).length;
  const doom = minions + FOURTH_EXIT_DOOM * fourth;
  if (doom === 0) return;
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'crownDoom', text: `The demons in ${areaName(g, rule.area)} feed Hell.`,
    ...segment(g, `Doom for the demons in ${areaName(g, rule.area)}`, [areaTarget(rule.area)]),
  });
  addDoom(ctx, doom, `${minions + fourth} demon${minions + fourth === 1 ? '' : 's'} in ${areaName(g, rule.area)}`);
};

/**
 * The Lord cycle's Fourth Circle demon: on Dragon Back "in one of the two
 * Lords' areas (captain's choice)" while both stand; otherwise in the
 * standing Lord's area.
 */
export function spawnLordCycleFourth(ctx: C, fallback: string): void {
  const g = ctx.g;
  const organs = mapRule(g, 'organSpawn');
  if (organs) {
    // Dragon Guts: the demon rises where the despair segment's token went, then the organs score (after its spawn effects).
    ctx.push({ kind: 'organDoom' });
    spawnFourthCircle(ctx, g.organSpawn ?? organs.brain);
    return;
  }
  const lords = livingLords(g);
  const areas = [...new Set(lords.map((l) => l.area))];
  if (!mapRule(g, 'fourthAtChosenLord') || areas.length < 2) {
    spawnFourthCircle(ctx, fallback);
    return;
  }
  ctx.ask({
    seat: captainSeat(g), kind: 'fourthLordArea', rule: 'map',
    text: 'Where does the Fourth Circle demon rise? The captain picks one of the Lords\' areas.',
    options: lords.filter((l, i) => lords.findIndex((x) => x.area === l.area) === i).map((l) => ({
      id: `area:${l.area}`, label: `${areaName(g, l.area)} (${lordName(g, l)})`, target: { kind: 'area' as const, id: l.area },
    })),
    suggested: [`area:${fallback}`],
  }, { kind: 'fourthLordAreaChosen' });
}

const fourthLordAreaChosen: H<Answered> = (ctx, step) => {
  const area = String(step.answer[0]).replace(/^area:/, '');
  spawnFourthCircle(ctx, area);
};

/** Dragon Guts: an organ is empty with no minion, Fourth Circle demon, Lord or token in it (heroes do not count). */
function emptyOrgans(g: PAState): string[] {
  return mapOf(g).areas.map((a) => a.id).filter((a) => !g.tokens.some((t) => t.area === a) && !enemiesIn(g, a));
}

function placeOrganToken(ctx: C, area: string): void {
  const g = ctx.g;
  const token = newToken(g, area);
  g.tokens.push(token);
  g.organSpawn = area;
  ctx.emit({ type: 'spawned', figure: token.id, kind: 'token', area, text: `An invasion token appears in the ${areaName(g, area)}.`, ...segment(g, `Despair: a token in the ${areaName(g, area)}`, [areaTarget(area)]) });
  if (revealsTokens(ctx, area)) pushRevealsIn(ctx, area);
}

/**
 * Dragon Guts, at the despair cycle: "spawn an invasion token in any empty
 * organ of the captain's choice (including the Mouth)"; "If the Brain area
 * has no invasion token (even if minions are present), always spawn the new
 * invasion token here"; "If no organ is empty ... the players immediately
 * lose the game."
 */
const organToken: H = (ctx) => {
  const g = ctx.g;
  const rule = mapRule(g, 'organSpawn');
  if (!rule) return;
  if (!g.tokens.some((t) => t.area === rule.brain)) {
    placeOrganToken(ctx, rule.brain);
    return;
  }
  const empty = emptyOrgans(g);
  if (empty.length === 0) {
    heroesLose(ctx, 'Every organ of the Dragon is full: the new invasion token has nowhere to go, and Hell wins.');
    return;
  }
  if (empty.length === 1) {
    placeOrganToken(ctx, empty[0]!);
    return;
  }
  // The bots' pick: an organ a hero stands in (the token is fought at once, while despair is low), else the first.
  const withHero = empty.find((a) => heroesIn(g, a).length > 0);
  ctx.ask({
    seat: captainSeat(g), kind: 'organToken', rule: 'map',
    text: 'Despair comes round: which empty organ takes the new invasion token?',
    options: empty.map((a) => ({ id: `area:${a}`, label: areaName(g, a), target: { kind: 'area' as const, id: a }, detail: heroesIn(g, a).length ? 'a hero is here: it is revealed at once' : undefined })),
    suggested: [`area:${withHero ?? empty[0]}`],
  }, { kind: 'organTokenChosen' });
};

const organTokenChosen: H<Answered> = (ctx, step) => {
  placeOrganToken(ctx, String(step.answer[0]).replace(/^area:/, ''));
};

/** Dragon Guts, Lord segment: "Score 1 doom per organ that contains any First through Fourth Circle demons or an invasion token (larvae don't count)". */
const organDoom: H = (ctx) => {
  const g = ctx.g;
  const held = mapOf(g).areas.map((a) => a.id).filter((a) =>
    g.tokens.some((t) => t.area === a) || g.fourth.some((f) => f.area === a) || g.minions.some((m) => m.area === a && m.kind !== 'larva'));
  addDoom(ctx, held.length, `${held.length} organ${held.length === 1 ? '' : 's'} held by demons or tokens`);
};

/** Dragon Guts set-up: "Place a Fourth Circle demon in the Heart. Resolve any spawn effects of this demon." */
const setupMapFourth: H = (ctx) => {
  const rule = mapRule(ctx.g, 'startingFourth');
  if (rule) spawnFourthCircle(ctx, rule.area);
};

export const mapRuleHandlers = { crownDoom, fourthLordAreaChosen, organToken, organTokenChosen, organDoom, setupMapFourth };
