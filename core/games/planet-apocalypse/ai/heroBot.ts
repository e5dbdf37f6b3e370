/**
 * The competent hero bot: plays any seat from its view with simple, fast
 * rules of thumb (no lookahead). It fights what is near, keeps minions from
 * reaching the start, recruits and buys gifts when it can, soaks lethal hits
 * with troopers, and only storms the Lord's Shadow when the team's dice can
 * plausibly finish him (or doom is desperate).
 */
import type { Bot, BotDecision, BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { giftOfCard, HERO_BY_ID, MAPS, TROOPER_BY_ID } from '../content';
import { lordDice } from '../content/lordStats';
import type { MapDef } from '../content/types';
import { mostUrgent } from '../rules/attack/urgency';
import { areaName } from '../rules/board';
import { movePaths } from '../rules/heroPhase/move';
import { despairResult } from '../rules/invasionTokens';
import type { Hero, PAState } from '../state';
import type { PAView } from '../view';
import { beat, type HeroTuning, lordToughness, OLD_HERO_TUNING, readyForLord, shadowed, target, teamPunch } from './lordPlan';
import { randomDecision } from './random';

type V = GameView<PAView>;
const pick = (id: string, reason: string): BotDecision => ({ optionIds: [id], reason });
const has = (p: Prompt, id: string) => p.options.some((o) => o.id === id);

function me(view: V): Hero | undefined {
  return view.game.heroes.find((h) => h.seat === view.seat);
}

/** Each map's hero steps from an area to every other, found once (a bot asks hundreds of times per move). */
const stepsFrom = new WeakMap<MapDef, Map<string, Map<string, number>>>();

function distancesFrom(map: MapDef, from: string): Map<string, number> {
  let byArea = stepsFrom.get(map);
  if (!byArea) stepsFrom.set(map, (byArea = new Map()));
  let dist = byArea.get(from);
  if (dist) return dist;
  dist = new Map([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d < 20 && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const a of frontier) for (const b of map.areas.find((x) => x.id === a)?.adjacent ?? []) {
      if (!dist.has(b)) { dist.set(b, d); next.push(b); }
    }
    frontier = next;
  }
  byArea.set(from, dist);
  return dist;
}

/** Hero steps between areas (plain adjacency; enough for judging distance); 99 when out of reach. */
function hops(map: MapDef, from: string, to: string): number {
  return distancesFrom(map, from).get(to) ?? 99;
}

/** How much this hero would like to end his move in an area (higher is better). */
function spotScorer(view: V, h: Hero, t: HeroTuning): (end: string) => number {
  const g = view.game;
  const map = MAPS[g.mapId]!;
  const danger = (a: string) => g.minions.filter((m) => m.area === a).length + 3 * g.fourth.filter((f) => f.area === a).length;
  const start = map.heroStart;
  const needsRecruit = h.patrol.count === 0 || h.health <= 2;
  // Targets: areas with enemies or tokens, weighted toward the start (they are the ones about to score doom).
  const targets = map.areas.filter((a) => !shadowed(view, a.id) && (danger(a.id) > 0 || g.tokens.some((t) => t.area === a.id)));
  const score = (end: string): number => {
    let s = 0;
    if (needsRecruit) s -= 3 * hops(map, end, start);
    const near = targets.map((t) => hops(map, end, t.id) + hops(map, t.id, start) * 0.5);
    s -= near.length ? Math.min(...near) : hops(map, end, start);
    if (!h.turn.attacked && danger(end) > 0 && danger(end) <= h.health + h.patrol.count) s += 2;
    if (danger(end) > h.health + 2 * h.patrol.count) s -= 4;
    // A post two arrows out meets tokens early enough to fight their minions for several rounds.
    if (roadDistance(map, end) === 2) s += 1;
    return s;
  };
  // Into the Shadow only when the Lord can be fought.
  return (end) => (shadowed(view, end) ? (readyForLord(view, t) && h.health >= t.shadowHealth ? 100 : -1000) : score(end));
}

/**
 * The move's first area: plans the best end of a 1- or 2-area move as the
 * board stands, and steps toward it. The second area is decided after the
 * first one's reveal (moveOn), so the plan is only a plan.
 */
function chooseMove(view: V, h: Hero, prompt: Prompt, t: HeroTuning): BotDecision | null {
  const firsts = new Set(prompt.options.filter((o) => o.id.startsWith('move:')).map((o) => o.id.slice(5)));
  if (firsts.size === 0) return null;
  const path = plannedPath(view, h, t, firsts);
  if (!path) return null;
  const names = path.map((a) => areaName(view.game as unknown as PAState, a));
  return pick(`move:${path[0]}`, `moves toward the fight: heads for ${names.join(' then ')}`);
}

/** The 1- or 2-area move this hero would make now (its first area among `firsts` when given), or null to stay. */
function plannedPath(view: V, h: Hero, t: HeroTuning, firsts?: Set<string>): string[] | null {
  const value = spotScorer(view, h, t);
  let best: { path: string[]; score: number } | null = null;
  // The view holds everything movePaths reads (the board, the Lords' Shadow); only the decks are summarised.
  for (const path of movePaths(view.game as unknown as PAState, h.area)) {
    if (firsts && !firsts.has(path[0] as string)) continue;
    const score = value(path[path.length - 1] as string);
    if (!best || score > best.score) best = { path, score };
  }
  // Staying is worth as much as moving to where we are: only a clearly better spot is worth the trip.
  return best && best.score > value(h.area) + 0.5 ? best.path : null;
}

/**
 * After an area of the move (and its reveal): go on to a better spot, or stop.
 * Re-planned from the board as it is now, so a reveal that brings a fight
 * here or a horde ahead changes the plan.
 */
function moveOn(view: V, prompt: Prompt, t: HeroTuning): BotDecision {
  const h = me(view)!;
  const value = spotScorer(view, h, t);
  const stay = value(h.area);
  let best: { id: string; score: number } | null = null;
  for (const o of prompt.options) {
    if (!o.id.startsWith('move:')) continue;
    const score = value(o.id.slice(5));
    if (!best || score > best.score) best = { id: o.id, score };
  }
  const here = areaName(view.game as unknown as PAState, h.area);
  if (best && best.score > stay) return pick(best.id, `goes on to ${areaName(view.game as unknown as PAState, best.id.slice(5))}: a better spot than ${here}`);
  const enemies = view.game.minions.some((m) => m.area === h.area) || view.game.fourth.some((f) => f.area === h.area);
  return pick('pass', enemies ? `stops in ${here} to fight what is here` : `stops in ${here}: no better spot one area on`);
}

/** Arrow steps from an area to the start. */
function roadDistance(map: MapDef, area: string): number {
  let d = 0;
  let at: string | undefined = area;
  while (at && !map.starts.includes(at) && d < 20) { at = map.areas.find((a) => a.id === at)?.next[0]; d++; }
  return d;
}

/** Within 3 arrow steps of the start: every minion on its way out passes here. */
function onRoad(view: V, area: string): boolean {
  const map = MAPS[view.game.mapId]!;
  let at: string | undefined = area;
  for (let i = 0; i <= 3 && at; i++) {
    if (map.starts.includes(at)) return true;
    at = map.areas.find((a) => a.id === at)?.next[0];
  }
  return false;
}

function heroAction(view: V, prompt: Prompt, t: HeroTuning): BotDecision {
  const h = me(view)!;
  if (has(prompt, 'recoverMove')) return pick(has(prompt, 'recoverAttack') && !prompt.options.some((o) => o.id === 'attack') ? 'recoverAttack' : 'recoverMove', 'stands up');
  const burning = prompt.options.find((o) => o.id.startsWith('extinguish:') && (view.game.heroes.find((x) => x.seat === o.id.slice(11))?.health ?? 9) <= 3);
  if (burning) return pick(burning.id, 'a burning friend is about to die');
  if (has(prompt, 'attack')) return pick('attack', 'enemies in reach');
  if (!h.turn.moved) {
    const mv = chooseMove(view, h, prompt, t);
    if (mv) return mv;
  }
  const fire = prompt.options.find((o) => o.id.startsWith('extinguish:'));
  if (fire) return pick(fire.id, 'puts out a fire');
  // Troopers in ambush on the minions' road both shoot every enemy phase and still absorb hits here.
  const amb = prompt.options.filter((o) => o.id.startsWith('ambush:') && !o.label.includes('dismisses'));
  if (amb.length && onRoad(view, h.area)) return pick(amb[amb.length - 1]!.id, 'sets an ambush on the minions\' road');
  if (has(prompt, 'darkExchange') && h.health >= h.cap - 1 && h.health >= 5) return pick('darkExchange', 'healthy enough to trade health for courage');
  return pick('end-turn', 'nothing more to do');
}

function giftScore(view: V, h: Hero, id: string, t: HeroTuning): number {
  const [, i, slotNo] = id.split(':');
  const card = view.game.panel[Number(i)];
  if (!card) return -99;
  const gift = giftOfCard(card);
  const slot = HERO_BY_ID[h.heroId as string]?.slots.find((s) => s.slot === Number(slotNo));
  const cardValue: Record<string, number> = { addAttackDie: 3, splitDie: 2, rerollOnes: 2, luckForDie: 2, statBoost: 2, attackAnyArea: 1 };
  const bonusValue: Record<string, number> = { addDie: 3, stepDie: 3, toughness: 3, ability: 2, health: 2 };
  const table = (cardValue[gift.ability.effect] ?? 1) + (bonusValue[slot?.bonus.kind ?? ''] ?? 1) - (slot?.cost ?? 0) * 0.05 - gift.surcharge * 0.2;
  if (!t.giftsForLord) return table;
  // Against the Lord only dice that beat his toughness count: a d4 does nothing to Jabootu (6).
  const tough = lordToughness(view);
  const dieGain = (die: string) => beat(die, tough);
  let lordGain = 0;
  if (gift.ability.effect === 'addAttackDie') lordGain += dieGain(String(gift.ability.params?.die ?? 'd4'));
  if (slot?.bonus.kind === 'addDie') lordGain += dieGain(slot.bonus.die);
  if (slot?.bonus.kind === 'stepDie') lordGain += Math.max(0, ...h.attack.map((d) => dieGain(stepUp(d)) - dieGain(d)));
  return table + LORD_GAIN_WEIGHT * lordGain;
}

/** Table points per expected Lord wound a gift adds each round. */
const LORD_GAIN_WEIGHT = 12;
const STEPS = ['d4', 'd6', 'd8', 'd10', 'd12'];
const stepUp = (d: string) => STEPS[Math.min(STEPS.length - 1, STEPS.indexOf(d) + 1)] ?? d;

function teamAction(view: V, prompt: Prompt, t: HeroTuning): BotDecision {
  const h = me(view)!;
  if (has(prompt, 'recruit')) return pick('recruit', 'at the start: recruit');
  const heals = prompt.options.filter((o) => o.id.startsWith('aid:'));
  for (const o of heals) {
    const [, seat, mode] = o.id.split(':');
    const t = view.game.heroes.find((x) => x.seat === seat)!;
    if (mode === 'cure' && t.pestilence > 0) return pick(o.id, 'cures pestilence');
    if (mode === 'heal' && t.cap - t.health >= 1 && (t.health <= 3 || !o.label.includes('courage'))) return pick(o.id, 'heals a wounded hero');
  }
  if (has(prompt, 'autopsy')) return pick('autopsy', 'a free larva kill for courage');
  const gifts = prompt.options.filter((o) => o.id.startsWith('gift:') || o.id.startsWith('fidget:'));
  if (gifts.length) {
    const best = gifts.map((o) => ({ o, s: giftScore(view, h, o.id.replace('fidget:', 'gift:'), t) + (o.id.startsWith('fidget') ? 0.5 : 0) })).sort((a, b) => b.s - a.s)[0]!;
    return pick(best.o.id, `buys ${best.o.label}`);
  }
  if (has(prompt, 'brigadier')) return pick('brigadier', 'free ambush');
  if (has(prompt, 'recruit')) return pick('recruit', 'tops up the patrol');
  return pick('done', 'done');
}

/**
 * The recruit worth most absorption for its price (courage counted double):
 * new troopers (those who can be upgraded later counted `upgradeableWorth`
 * higher), or with `upgrades` a patrol upgrade, which turns n of the patrol
 * into the better type and sends the rest back.
 */
function recruit(view: V, prompt: Prompt, t: HeroTuning): BotDecision {
  const h = me(view)!;
  const keep = h.patrol.type ? (TROOPER_BY_ID[h.patrol.type]?.absorb ?? 0) * h.patrol.count : 0;
  let best = { id: 'pass', value: 0 };
  for (const o of prompt.options) {
    const extra = o.label.includes('courage') ? Number(/\((\d+) courage\)/.exec(o.label)?.[1] ?? 0) : 0;
    let total: number;
    if (o.id.startsWith('take:')) {
      const [, type, n] = o.id.split(':');
      const same = h.patrol.type === type;
      const tr = TROOPER_BY_ID[type as string]!;
      const bonus = tr.trait?.effect === 'upgradeGroup' ? t.upgradeableWorth : 0;
      total = (tr.absorb + bonus) * (Number(n) + (same ? h.patrol.count : 0));
    } else if (t.upgrades && o.id.startsWith('upgrade:') && o.target) {
      total = (TROOPER_BY_ID[o.target.id]?.absorb ?? 0) * Number(o.id.split(':')[1]);
    } else continue;
    const value = total - keep - extra * 2;
    if (value > best.value) best = { id: o.id, value };
  }
  return pick(best.id, best.id.startsWith('upgrade:') ? 'upgrades the patrol: most absorption for the points' : 'most absorption for the points');
}

/**
 * Spends dice on the Lord and Fourth Circle demons first (4 doom if one
 * exits), then on the strongest minions (they hurt heroes most; measured
 * better than cheapest-first), nearest the start first among equals.
 */
function assign(view: V, prompt: Prompt): BotDecision {
  const best = mostUrgent(MAPS[view.game.mapId]!, prompt.options);
  if (best) return pick(best.id, 'the most urgent target first');
  const sum = (label: string) => Number(/into (\d+)/.exec(label)?.[1] ?? 0);
  const combine = prompt.options.filter((o) => o.id.startsWith('combine:')).sort((a, b) => sum(b.label) - sum(a.label))[0];
  if (combine) return pick(combine.id, 'adds two dice to reach a tough target');
  return pick('done', 'nothing left to hit');
}

function absorb(view: V, prompt: Prompt): BotDecision {
  const h = me(view)!;
  const left = Number(/hit (\d+) time/.exec(prompt.text)?.[1] ?? 1);
  const harmful = view.game.legion === 'phlegethon' || view.game.fourth.length > 0;
  const soak = prompt.options.find((o) => o.id === 'ambush') ?? prompt.options.find((o) => o.id === 'patrol');
  if (soak && (left >= h.health || left >= 2 || harmful)) return pick(soak.id, left >= h.health ? 'the hit would kill' : 'troopers take the hit');
  return pick('pass', 'takes a small hit');
}

function divineDice(prompt: Prompt): BotDecision {
  const weight = (a: number, b: number, c: number) => {
    const r = despairResult({ 1: a, 2: b, 3: c });
    return r.larva + 2 * r.gryllus + 4 * r.fiend + 8 * r.cacodemon;
  };
  // The kept roll is the prompt's "Rolled" fact ("2×I 1×II 0×III").
  const rolled = prompt.facts?.find((f) => f.label === 'Rolled')?.value ?? '';
  const [ka, kb, kc] = [...rolled.matchAll(/(\d+)×/g)].map((m) => Number(m[1]));
  let best = { id: 'pass', w: weight(ka ?? 0, kb ?? 0, kc ?? 0) };
  for (const o of prompt.options) {
    if (!o.id.startsWith('f:')) continue;
    const [, a, b, c] = o.id.split(':').map(Number);
    const w = weight(a ?? 0, b ?? 0, c ?? 0);
    if (w < best.w) best = { id: o.id, w };
  }
  // Spend the one-shot token only on a roll that brings a cacodemon or two fiends.
  return best.id !== 'pass' && weight(ka ?? 0, kb ?? 0, kc ?? 0) >= 10 ? pick(best.id, 'a terrible spawn: divine help') : pick('pass', 'saves Divine Intervention');
}

/** A rules-of-thumb hero bot judging the Lord and gifts by this tuning. */
export function createHeroBot(t: HeroTuning, id = 'hero', name = 'Competent hero'): Bot<V> {
  return {
    id,
    name,
    sides: ['heroes'],
    decide(view: V, prompt: Prompt, rng: BotRng): BotDecision {
      switch (prompt.kind) {
        case 'heroAction': return heroAction(view, prompt, t);
        case 'teamAction': return teamAction(view, prompt, t);
        case 'recruit': return recruit(view, prompt, t);
        case 'assignDice': return assign(view, prompt);
        case 'absorb': return absorb(view, prompt);
        case 'approvePool': return pick('yes', 'the pool is for spending');
        case 'courageSource': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'own courage first, the pool for what is missing');
        case 'renewLuck': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'luck to the hero who renewed');
        case 'renewPool': case 'renewShare': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'courage first, luck last');
        case 'chooseAttackArea': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'nearest the start first');
        case 'chooseVictim': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'the captain sends the sturdiest hero');
        case 'attackPrep': {
          const h = me(view)!;
          // Zeroed In costs the move still to come: only when the hero means to stay here anyway.
          const stays = has(prompt, 'zeroedIn') && (h.turn.moved || plannedPath(view, h, t) === null);
          const boost = ['zeroedIn', 'stepOne', 'charge', 'luckDie', 'wizardEye'].find((id) => has(prompt, id) && (id !== 'luckDie' || view.game.hell !== null) && (id !== 'zeroedIn' || stays));
          if (boost) return pick(boost, boost === 'zeroedIn' && !h.turn.moved ? 'zeroes in: staying here this turn anyway' : 'boosts the attack');
          const help = prompt.options.find((o) => o.id.startsWith('help:'));
          if (help && view.game.hell) return pick(help.id, 'asks for help against the Lord');
          return pick('roll', 'rolls');
        }
        case 'helpRequest': {
          // Courage (own or the pool) when offered, else luck in its place.
          const pay = has(prompt, 'yes') ? 'yes' : 'luck';
          return pick(((me(view)?.courage ?? 0) >= 2 || view.game.hell) && has(prompt, pay) ? pay : 'pass', 'helps when it can spare courage');
        }
        case 'attackReroll': return pick(['focus', 'defiance'].find((id) => has(prompt, id)) ?? 'pass', 'free rerolls only');
        case 'ambushFire': case 'fireTeam': return pick(prompt.suggested?.[0] ?? 'fire', 'ambushes earn courage');
        case 'silat': return pick('yes', 'a free kill and its courage');
        case 'extraAmbushDie': return pick(prompt.suggested?.[0] ?? 'yes', 'more dice, unless the Mandrake turns low ones on us');
        case 'stimpack': return pick('yes', 'heals');
        case 'divineDice': return divineDice(prompt);
        case 'divineLegion': return pick(view.game.legion === 'dis' && has(prompt, 'redraw') ? 'redraw' : 'pass', 'only Dis is worth a miracle');
        case 'divineFourth': return pick('pass', 'saves Divine Intervention');
        case 'chooseHellParty': {
          const ids = prompt.options.filter((o) => (view.game.heroes.find((h) => h.seat === o.id)?.health ?? 0) >= t.partyHealth).map((o) => o.id);
          return { optionIds: ids, reason: 'brings every healthy hero' };
        }
        case 'hellAction': {
          const h = me(view)!;
          const g = view.game;
          const lord = target(view);
          // Stay while one more round of blows (spread over the heroes still here) leaves this hero standing.
          const incoming = lordDice(lord).reduce((n, d) => n + beat(d, h.toughness), 0)
            + g.minions.filter((m) => m.area === 'hell').length * 0.5;
          const here = g.heroes.filter((x) => !x.dead && x.area === 'hell').length;
          const soak = h.patrol.type ? (TROOPER_BY_ID[h.patrol.type]?.absorb ?? 0) * h.patrol.count : 0;
          const punch = teamPunch(view, g.heroes.filter((x) => !x.dead && x.area === 'hell'));
          if (lord.health <= punch + 1 || h.health + soak > incoming / Math.max(1, here - 1) + t.hellMargin) return pick('attack', 'strikes the Lord');
          const start = MAPS[view.game.mapId]!.heroStart;
          // Stroma's captive has no retreat to take.
          return pick(has(prompt, `retreat:${start}`) ? `retreat:${start}` : (prompt.options[1] ?? prompt.options[0]!).id, 'too hurt to stay');
        }
        case 'carryHero': return pick('alone', 'never drags a friend along blind');
        case 'lordToll': return pick(prompt.suggested?.[0] ?? 'refuse', 'pays a Lord\'s toll when it can spare the courage or the wound would hurt');
        case 'moveOn': return moveOn(view, prompt, t);
        case 'sealMoveOn': return pick('pass', 'the first area was the plan');
        case 'chooseHero': return pick(prompt.options[0]!.id, 'first free hero');
        case 'joinGame': return pick(prompt.options[0]!.id, 'joins the fight');
        case 'organToken': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'a token where a hero stands is fought at once');
        case 'fourthLordArea': return pick(prompt.suggested?.[0] ?? prompt.options[0]!.id, 'the map\'s first Lord keeps his demons');
        default: return randomDecision(prompt, rng);
      }
    },
  };
}

/** The old competent bot, kept as it was for comparison with the lookahead. */
export const heroBot = createHeroBot(OLD_HERO_TUNING);
