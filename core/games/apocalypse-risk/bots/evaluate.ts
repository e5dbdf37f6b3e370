/**
 * How the rival reads the board from its own view: a threat map, exact
 * battle odds for every attack it could make, and the moves that serve its
 * scenario goal or bring quiet armies to the front. Pure functions; the
 * view's game part has the same shape as the state except for what it hides.
 */
import type { SeatId } from '../../../engine/types';
import { battleOutcome, type BattleOutcome } from '../odds';
import { attackTargets, attackSources, type AttackTarget } from '../rules/attackTargets';
import {
  distancesFrom, isContested, isFallen, liveNeighbours, openBorder, ownedBy, rerollsFor, T, terrName, totalTroops, troopsOf,
} from '../rules/board';
import { bestOf, maxDefenceDice, tieRule } from '../rules/combat';
import { legalCounts, moveDestinations, moveSources, supplyMovesLeft } from '../rules/movement';
import type { RiskState, Side } from '../state';
import { portalMarch } from './demonsGoal';
import { frontMarch, frontSupply } from './frontMarch';
import { cureSupplyMove } from './plagueGoal';
import type { Level, Persona } from './personas';
import type { MovePlan } from './plan';

/** Threat against one of my territories: apocalytes and (weighted) rival armies next door and inside. */
export function threatAt(g: RiskState, me: SeatId, id: string, p: Persona): number {
  const t = T(g, id);
  let threat = t.apoc * 1.5;
  for (const s of Object.keys(t.troops)) if (s !== me) threat += t.troops[s]! * 0.3 * rivalWeight(g, p);
  for (const n of liveNeighbours(g, id)) {
    const nt = T(g, n);
    const open = openBorder(g, id, n) ? 1 : 0.4;
    threat += nt.apoc * open;
    for (const s of Object.keys(nt.troops)) if (s !== me && nt.owner === s) threat += nt.troops[s]! * 0.5 * open * rivalWeight(g, p);
  }
  if (g.scenario === 'mutants' && g.groundZero.some((gz) => liveNeighbours(g, id).includes(gz))) threat += 2;
  return threat;
}

export function rivalWeight(g: RiskState, p: Persona): number {
  return g.prevented !== null ? p.rivalWeightAfter : p.rivalWeight;
}

export interface AttackChoice {
  from: string;
  target: AttackTarget;
  chance: number;
  score: number;
  why: string;
}

/** Win chance and expected losses of attacking one target until it falls (or half the attackers are gone, for the careful levels). */
export function fightOutlook(g: RiskState, me: SeatId, from: string, x: AttackTarget, level: Level): BattleOutcome {
  if (x.kind === 'cure') return { win: 1, attLoss: 0, defLoss: 0 };
  if (x.kind === 'mothership') return { win: 55 / 216, attLoss: 0, defLoss: 55 / 216 };
  const src = T(g, from);
  const dst = T(g, x.to);
  const attackers = x.intra ? troopsOf(src, me) : troopsOf(src, me) - 1 + troopsOf(dst, me);
  let defenders = x.kind === 'barricade' ? 1 : troopsOf(dst, x.side);
  if (attackers <= 0) return { win: 0, attLoss: 0, defLoss: 0 };
  // Finding a Cure: a cure holder loses no armies against the infected, so attacking until they fall always wins.
  if (x.side === 'apoc' && g.scenario === 'plague' && g.players.find((q) => q.seat === me)?.cured) return { win: 1, attLoss: 0, defLoss: defenders };
  if (!level.usesOdds) {
    const win = attackers >= defenders * 1.5 + 1 ? 0.8 : attackers > defenders ? 0.55 : 0.2;
    return { win, attLoss: defenders * 0.8, defLoss: defenders * win };
  }
  let killScale = 1;
  if (x.side === 'apoc') {
    // Hits that do not kill: demons die only on doubles, aliens beside the mothership shrug off about half.
    if (g.scenario === 'demons') killScale = 6;
    if (g.scenario === 'aliens' && g.mothership === x.to && !g.mothershipDestroyed) killScale = 2;
  }
  defenders *= killScale;
  const maxDef = x.kind === 'barricade' ? 2 : maxDefenceDice(g, { mode: 'attack', defender: x.side, at: x.to });
  const out = battleOutcome({
    attackers: Math.min(attackers, 60), defenders: Math.min(defenders, 60), tie: tieRule(g, 'attack', me, x.side, x.to, x.intra),
    attRerolls: rerollsFor(g, from, me), defRerolls: rerollsFor(g, x.to, x.side), maxDefDice: Math.max(1, maxDef),
    stopAt: level.blitzHalf ? Math.floor(attackers / 2) : 0,
  });
  const bestOfPenalty = bestOf(g, x.side) > 1 ? 0.9 : 1;
  return { win: out.win * bestOfPenalty, attLoss: out.attLoss, defLoss: out.defLoss / killScale };
}

/** What armies placed here could take next: the best rival territory next door, worth more the fewer armies hold it. */
function opening(g: RiskState, me: SeatId, id: string, p: Persona): number {
  const rw = rivalWeight(g, p);
  if (p.sparesRivals && g.prevented === null) return 0;
  let best = 0;
  for (const n of liveNeighbours(g, id)) {
    const nt = T(g, n);
    if (!nt.owner || nt.owner === me || !openBorder(g, id, n)) continue;
    best = Math.max(best, (rw * 2 * territoryWorth(g, n)) / (1 + troopsOf(nt, nt.owner)));
  }
  return best;
}

/** Chance of winning the whole fight against one target by attacking until it falls. */
export function winChance(g: RiskState, me: SeatId, from: string, x: AttackTarget, level: Level): number {
  return fightOutlook(g, me, from, x, level).win;
}

/** What a territory is worth to hold: a reinforcement share, plus its headquarters and supplies. */
function territoryWorth(g: RiskState, id: string): number {
  const t = T(g, id);
  return 1.5 + (t.hq ? 1.5 : 0) + Math.min(t.supplies, 3) * 0.4;
}

function targetValue(g: RiskState, me: SeatId, x: AttackTarget, p: Persona, level: Level, o: BattleOutcome): { value: number; why: string } {
  const dst = T(g, x.to);
  if (x.kind === 'cure') return { value: level.pursuesGoals ? 6 : 1, why: `${p.voice.goal}: studies the infected in ${terrName(x.to)} for the cure` };
  if (x.kind === 'mothership') return { value: 30 * o.win, why: `${p.voice.goal}: strikes at the lone mothership in ${terrName(x.to)}` };
  if (x.kind === 'barricade') return { value: 0, why: '' };
  // Armies lost to zombies or the plague join them: each counts twice.
  const lossCost = x.side === 'apoc' && (g.scenario === 'zombies' || g.scenario === 'plague') && !(g.players.find((q) => q.seat === me)?.cured) ? 2 : 1;
  if (x.side === 'apoc') {
    let gain = o.defLoss + o.win * (x.intra || dst.owner === me ? territoryWorth(g, x.to) * 1.5 : territoryWorth(g, x.to));
    if (g.scenario === 'mutants' && g.groundZero.includes(x.to)) gain = o.defLoss; // holding ground zero only mutates the winners
    if (g.scenario === 'zombies' && dst.owner === 'apoc' && Object.keys(dst.troops).length === 0) gain += o.win * BREEDING_STOPPED;
    return { value: p.apocWeight * gain - o.attLoss * lossCost, why: `${p.voice.apoc} in ${terrName(x.to)}` };
  }
  const rw = rivalWeight(g, p);
  // A persona that leaves rivals alone while the apocalypse rages does not attack them at all (worth 0 would
  // still pass the levels that take any attack above their floor).
  if (p.sparesRivals && g.prevented === null) return { value: -Infinity, why: '' };
  const leader = leaderSeat(g);
  let gain = o.defLoss + o.win * (x.intra ? 0.5 : territoryWorth(g, x.to));
  if (x.side === leader && x.side !== me) gain *= 1.3;
  return { value: rw * gain - o.attLoss, why: `${p.voice.rival}: ${sideLabel(g, x.side)} in ${terrName(x.to)}` };
}

function sideLabel(g: RiskState, side: Side): string {
  return side === 'apoc' ? 'the apocalytes' : (g.players.find((q) => q.seat === side)?.name ?? side);
}

export function leaderSeat(g: RiskState): SeatId | null {
  let best: SeatId | null = null;
  let bestN = -1;
  for (const q of g.players) {
    if (q.eliminated) continue;
    const n = ownedBy(g, q.seat).length * 3 + totalTroops(g, q.seat);
    if (n > bestN) { best = q.seat; bestN = n; }
  }
  return best;
}

/**
 * Least chance of winning before fighting apocalytes. Zombies: every fallen territory breeds a zombie each round,
 * so a horde left alone costs more than a close fight (the expected gain must still be positive). Seeds 1-300, four
 * normal cooperators: 12.0% prevented at 0.55, 18.3% at 0.4, 17.0% at 0.35, 4.7% at 0.65.
 */
function apocMinWin(g: RiskState, level: Level): number {
  return g.scenario === 'zombies' && level.pursuesGoals && g.prevented === null ? Math.min(level.minWinChance, ZOMBIE_MIN_WIN) : level.minWinChance;
}
const ZOMBIE_MIN_WIN = 0.4;
/**
 * Zombies: what clearing a fallen territory is worth beyond its armies and land, for the zombie it would have bred
 * every round. Seeds 1-300, four normal cooperators: 19.3% prevented without, 24.0% at 2 and 3, 23.0% at 4, 20.3% at 5.
 */
const BREEDING_STOPPED = 3;

/** The best attack now, or null if none is worth it. */
export function bestAttack(g: RiskState, me: SeatId, p: Persona, level: Level, onlyFrom?: string): AttackChoice | null {
  let best: AttackChoice | null = null;
  for (const from of onlyFrom ? [onlyFrom] : attackSources(g, me)) {
    for (const x of attackTargets(g, me, from)) {
      const o = fightOutlook(g, me, from, x, level);
      const { value, why } = targetValue(g, me, x, p, level, o);
      const free = x.kind === 'cure' || x.kind === 'mothership';
      const min = x.side === 'apoc' ? apocMinWin(g, level) : level.minRivalWin;
      if (!free && (o.win < min || value <= level.minGain)) continue;
      if ((free || x.kind === 'barricade') && value <= 0) continue;
      if (!best || value > best.score) best = { from, target: x, chance: o.win, score: value, why };
    }
  }
  return best;
}

export type { MovePlan } from './plan';

/** Nobody's land with nobody in it. */
function isEmpty(g: RiskState, id: string): boolean {
  const t = T(g, id);
  return t.owner === null && t.apoc === 0 && Object.keys(t.troops).length === 0;
}

/** Where gathered supplies should go: a portal I hold (Demons) or my best missile site (Meteors). */
export function goalSite(g: RiskState, me: SeatId): string | null {
  if (g.scenario === 'demons') {
    const mine = g.portals.filter((x) => x.open && T(g, x.terr).owner === me);
    return mine.length ? mine.sort((a, b) => T(g, b.terr).supplies - T(g, a.terr).supplies)[0]!.terr : null;
  }
  if (g.scenario === 'meteors' && g.prevented === null) {
    const sites = ownedBy(g, me).filter((id) => T(g, id).apoc === 0);
    if (!sites.length) return null;
    return sites.sort((a, b) => T(g, b).supplies - T(g, a).supplies || (T(g, b).hq ? 1 : 0) - (T(g, a).hq ? 1 : 0))[0]!;
  }
  return null;
}

export function planMove(g: RiskState, me: SeatId, p: Persona, level: Level): MovePlan | null {
  const sources = moveSources(g, me);
  if (!sources.length) return null;
  return goalMove(g, me, p, level, sources) ?? otherMove(g, me, p, level, sources);
}

/** A movement that serves the scenario's goal (a level that pursues goals makes it before any attack). */
export function goalMove(g: RiskState, me: SeatId, p: Persona, level: Level, sources = moveSources(g, me)): MovePlan | null {
  if (!level.pursuesGoals || g.prevented !== null || !sources.length) return null;
  const site = goalSite(g, me);
  if (site && supplyMovesLeft(g) > 0) {
    // Against demons the carrier may also claim empty land on the way: the portal is rarely joined to home.
    const way = (id: string) => T(g, id).owner === me || (g.scenario === 'demons' && isEmpty(g, id));
    const dist = distancesFrom(g, [site], way);
    for (const from of sources) {
      const t = T(g, from);
      if (from === site || t.supplies < 1 || t.apoc > 0 || dist[from] === undefined) continue;
      for (const to of moveDestinations(g, me, from)) {
        if ((dist[to] ?? 99) >= dist[from]! || !way(to)) continue;
        const counts = legalCounts(g, me, from, to);
        if (!counts.length) continue;
        const count = Math.min(...counts);
        return { from, to, count, supply: true, why: `${p.voice.goal}: carries a supply towards ${terrName(site)}` };
      }
    }
  }
  if (g.scenario === 'demons') return portalMarch(g, me, sources, p, supplyMovesLeft(g));
  if (g.scenario === 'zombies') return frontMarch(g, me, sources, p, (id) => isFallen(T(g, id)), 'the hordes', supplyMovesLeft(g)) ?? frontSupply(g, me, sources, p, supplyMovesLeft(g));
  if (g.scenario === 'plague') {
    // With the cure the infected fall to it at no cost (they join it), so it goes hunting them; without, it studies them.
    if (g.players.find((q) => q.seat === me)?.cured) return frontMarch(g, me, sources, p, (id) => T(g, id).apoc > 0, 'the infected, cure in hand');
    return cureSupplyMove(g, me, sources, p, supplyMovesLeft(g));
  }
  return null;
}

function otherMove(g: RiskState, me: SeatId, p: Persona, level: Level, sources: string[]): MovePlan | null {
  // Only in the plague: elsewhere spare armies spent on empty land lost more ground than they gained (README "Strength").
  const settle = level.settles && g.scenario === 'plague' ? settleMove(g, me, sources, p) : null;
  if (settle) return settle;
  if (!level.consolidates) return null;
  // Bring armies from quiet territories to the most threatened neighbour of mine.
  let best: MovePlan | null = null;
  let bestGain = 0.5;
  for (const from of sources) {
    const t = T(g, from);
    if (t.owner !== me || threatAt(g, me, from, p) > 0.01) continue;
    const mine = troopsOf(t, me);
    if (mine < 2) continue;
    for (const to of moveDestinations(g, me, from)) {
      if (T(g, to).owner !== me) continue;
      const gain = threatAt(g, me, to, p) - threatAt(g, me, from, p);
      const counts = legalCounts(g, me, from, to);
      if (gain > bestGain && counts.length) {
        bestGain = gain;
        best = { from, to, count: Math.max(...counts), supply: false, why: `brings ${mine - 1} quiet armies from ${terrName(from)} to the front in ${terrName(to)}` };
      }
    }
  }
  return best;
}

/**
 * Plague: armies sharing a territory with the infected only bleed (they cannot fight them without the cure),
 * so they leave for land of mine or empty land next door. Otherwise one spare army settles empty land.
 */
function settleMove(g: RiskState, me: SeatId, sources: string[], p: Persona): MovePlan | null {
  const empty = (id: string) => { const t = T(g, id); return t.apoc === 0 && t.owner === null && Object.keys(t.troops).length === 0; };
  if (g.scenario === 'plague' && !g.players.find((q) => q.seat === me)?.cured) {
    for (const from of sources) {
      if (T(g, from).apoc === 0) continue;
      const safe = moveDestinations(g, me, from).filter((to) => T(g, to).apoc === 0 && (T(g, to).owner === me || empty(to)));
      const to = safe.sort((a, b) => threatAt(g, me, a, p) - threatAt(g, me, b, p))[0];
      const counts = to ? legalCounts(g, me, from, to) : [];
      if (to && counts.length) return { from, to, count: Math.max(...counts), supply: false, why: `leads its armies out of the infected ${terrName(from)} into ${terrName(to)}` };
    }
  }
  let best: MovePlan | null = null;
  let bestSpare = 1;
  for (const from of sources) {
    const t = T(g, from);
    if (t.owner !== me) continue;
    const spare = troopsOf(t, me) - 1 - Math.ceil(threatAt(g, me, from, p));
    if (spare < 1 || spare <= bestSpare - 1) continue;
    const to = moveDestinations(g, me, from).find(empty);
    if (!to || !legalCounts(g, me, from, to).includes(1)) continue;
    bestSpare = spare + 1;
    best = { from, to, count: 1, supply: false, why: `settles the empty land of ${terrName(to)}` };
  }
  return best;
}

/** Where new armies help most: my territory under the most threat for its size (and, for a level that attacks, next to a rival's weak spot). */
export function bestPlacement(g: RiskState, me: SeatId, options: string[], p: Persona, level?: Level): string {
  let best = options[0]!;
  let bestScore = -Infinity;
  for (const id of options) {
    const t = T(g, id);
    const s = threatAt(g, me, id, p) - troopsOf(t, me) * 0.5 + (isContested(t) ? 3 : 0) + (t.hq ? 0.5 : 0) + (level?.usesOdds ? opening(g, me, id, p) : 0);
    if (s > bestScore) { bestScore = s; best = id; }
  }
  return best;
}

