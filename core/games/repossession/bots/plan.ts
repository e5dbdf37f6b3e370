/**
 * The faction's plan for a turn: every declaration open to every teammate is
 * valued (in victory points: tokens won, rewards, unlocks, less the risk of
 * a life), then teammates are assigned greedily, best value first, one per
 * tile; the hard level also sends a second teammate in where together they
 * win a fight neither would alone. The plan depends only on what the
 * faction sees (teammates see the same view), so every AI teammate works
 * out the same plan and takes its own part of it: they coordinate without
 * seeing each other's secret answers.
 */
import { cardsOf, enemyCard, FINAL_RAIDS, isSupportTile, supportCard, TILES, tileValue } from '../content';
import type { DeckId, Tier, TileDef } from '../content/types';
import { declarationOptions, defeated, optionId, type Option } from '../rules/access';
import { factionScore, members, other, playerOf } from '../rules/common';
import type { PlayerState, PRFState } from '../state';
import { checkChoice, passChance } from './checkOdds';
import { cardValue } from './cards';
import { greedyLoadout, opponentOf, winJointVsEnemy, winVsEnemy, winVsPlayer, type FighterInfo } from './fight';
import type { Level } from './levels';
import { seeded, stateFromView, unseenSupport, type V } from './model';
import { SIEGE_OPPONENT, loadoutPower } from '../rules/effects';

export const STAT_VALUE = 0.9;
export const TOKEN_VALUE = 0.25;
export const CARD_VALUE: Record<Tier, number> = { 1: 1.2, 2: 2.0, 3: 3.0 };

export interface Pick {
  seat: string;
  optionId: string;
  utility: number;
  reason: string;
}

interface Planner {
  view: V;
  state: PRFState;
  level: Level;
  rand: () => number;
}

export function fighterInfo(p: PlayerState): FighterInfo {
  return { hp: p.hp, ap: p.stats.ap, ip: p.stats.ip, reserve: Math.min(p.tokens, 3) * 5, stats: p.stats };
}

/** What losing a life costs: more the fewer lives the faction has left. */
export function lifeCost(state: PRFState, p: PlayerState): number {
  const team = members(state, p.faction);
  const spare = team.reduce((n, m) => n + m.lives, 0) - p.lives;
  if (p.lives === 1) return spare === 0 ? 40 : 8;
  return p.lives === 2 ? 4.5 : 3;
}

/** First card of each type (the easy level does not search loadouts). */
function plainLoadout(hand: readonly string[], raid: boolean): string[] {
  const out: string[] = [];
  for (const id of hand) {
    const slot = supportCard(id).slot;
    if (slot === 'settlement') {
      if (raid && out.filter((x) => supportCard(x).slot === 'settlement').length < 2) out.push(id);
    } else if (!out.some((x) => supportCard(x).slot === slot)) out.push(id);
  }
  return out;
}

/** Pile odds by everything they depend on, kept across turns (a character that has not changed faces the same odds). */
const pileCache = new Map<string, number>();

/** Average chance to beat a card of this pile (all its cards, or an even sample of them). */
export function pileWin(pl: Planner, p: PlayerState, deck: DeckId, tier: Tier): number {
  const key = `${pl.level.id}|${deck}|${tier}|${p.hp}|${Math.min(p.tokens, 3)}|${p.stats.hp},${p.stats.ap},${p.stats.ip}|${[...p.hand].sort().join(',')}`;
  const hit = pileCache.get(key);
  if (hit !== undefined) return hit;
  let cards = cardsOf(deck, tier);
  const k = pl.level.enemySample;
  if (k > 0 && cards.length > k) cards = cards.filter((_, i) => i % Math.ceil(cards.length / k) === 0);
  const f = fighterInfo(p);
  let sum = 0;
  for (const id of cards) {
    const e = enemyCard(id);
    const loadout = pl.level.loadoutSearch
      ? greedyLoadout(f, p.hand, e.deck === 'raids', opponentOf(e), { hp: e.hp, ap: e.ap, effects: e.effects })
      : plainLoadout(p.hand, e.deck === 'raids');
    sum += winVsEnemy(f, loadout, e);
  }
  const p0 = sum / cards.length;
  if (pileCache.size > 4096) pileCache.clear();
  pileCache.set(key, p0);
  return p0;
}

function rewardValue(t: TileDef): number {
  return Math.max(CARD_VALUE[t.tier], t.tier * STAT_VALUE, t.tier * TOKEN_VALUE);
}

/** What winning a Combat tile is worth: its tokens, stat points, the reward card, what it opens, the end of the game. */
function winValue(pl: Planner, p: PlayerState, t: TileDef): { value: number; note: string } {
  const g = pl.state;
  let value = tileValue(t) + (t.deck === 'raids' ? 2 : 1) * STAT_VALUE + CARD_VALUE[t.tier];
  let note = '';
  const quadrantTiles = TILES.filter((x) => x.quadrant === t.quadrant);
  if (t.tier === 2 && !quadrantTiles.some((x) => x.tier >= 2 && !isSupportTile(x) && defeated(g, x.index))) {
    value += 0.6;
    note = '; it opens the Tier 2 Support tiles here';
  }
  if (t.tier === 3 && t.deck === 'creatures') value += 0.5;
  if (pl.level.endgame && t.deck === 'raids' && t.tier === 3) {
    const left = FINAL_RAIDS.filter((i) => !g.tiles[i]!.conquered).length;
    if (left === 1) {
      const margin = factionScore(g, p.faction) + tileValue(t) - factionScore(g, other(p.faction));
      // Once the rest of the board is taken, waiting gains nothing: the longer it lasts, the more ending it is worth,
      // so two factions that both prefer to wait (one cannot win the Raid, the other would lose by it) cannot stall for ever.
      const open = g.tiles.filter((x, i) => x.owner === null && !FINAL_RAIDS.includes(i)).length;
      const stall = open === 0 ? Math.max(0, g.round - 25) : 0;
      value += margin > 0 ? 8 + stall : Math.min(0, -30 + 2 * stall);
      note = margin > 0 ? '; it ends the game with us ahead' : stall > 15 ? '; nothing else is left to take' : '; it would end the game with us behind';
    }
  }
  return { value, note };
}

function supportUtility(pl: Planner, p: PlayerState, t: TileDef): { u: number; why: string } {
  const r = rewardValue(t);
  if (pl.level.exactChecks) {
    const v = checkChoice([], p.tokens, { keep: 1, reward: Math.round(r), tokenCost: 0.25, quadBonus: 1 }).value;
    return { u: v, why: `${Math.round(passChance(p.tokens) * 100)}% to pass the check on ${t.id}, and the tile is kept even on a miss` };
  }
  return { u: 0.87 + 0.44 * r, why: `a Support tile at ${t.id} is nearly a free tile` };
}

function siegeUtility(pl: Planner, p: PlayerState, tile: number): { u: number; why: string } {
  const g = pl.state;
  const t = TILES[tile]!;
  const foes = members(g, other(p.faction));
  const onTile = foes.find((m) => m.at === tile);
  const defender = onTile ?? [...foes].sort((a, b) => (b.hp + 3 * b.stats.ap) - (a.hp + 3 * a.stats.ap))[0]!;
  // Guess the defender's hand from the cards this faction cannot see.
  const pool = unseenSupport(pl.view);
  const count = pl.view.game.players.find((x) => x.seat === defender.seat)!.handCount;
  const hand: string[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) hand.push(pool.splice(Math.floor(pl.rand() * pool.length), 1)[0]!);
  const theirs = plainLoadout([...hand].sort((a, b) => cardValue(b, defender) - cardValue(a, defender)), true);
  const f = fighterInfo(p);
  const foe = { hp: defender.hp, ap: defender.stats.ap, ip: defender.stats.ip, cards: theirs };
  const mine = greedyLoadout(f, p.hand, true, SIEGE_OPPONENT, { hp: foe.hp, ap: foe.ap + loadoutPower(theirs, foe.ip, SIEGE_OPPONENT).attack, effects: [] });
  const first = !loadoutPower(theirs, foe.ip, SIEGE_OPPONENT).ignores.includes('speed');
  const pw = winVsPlayer(f, mine, foe, first);
  const swing = 2 * g.tiles[tile]!.tokens;
  return {
    u: pw * swing - (1 - pw) * lifeCost(g, p),
    why: `about ${Math.round(pw * 100)}% to take ${t.id} (${g.tiles[tile]!.tokens} tokens) from ${defender.name}, guessing their cards`,
  };
}

function evaluate(pl: Planner, p: PlayerState, o: Option): { u: number; why: string } | null {
  const g = pl.state;
  const lv = pl.level;
  if (o.action === 'hold') return { u: 0, why: 'nothing better to do' };
  if (o.action === 'start') {
    const missing = p.stats.hp - p.hp;
    const u = p.at === null && missing === 0 ? -0.5 : 0.12 * missing - 0.4 - (p.tokens >= 2 && missing <= 5 * p.tokens ? 0.5 : 0);
    return { u, why: missing > 0 ? `heals ${missing} HP at the Start Zone` : 'rests at the Start Zone' };
  }
  const t = TILES[o.tile!]!;
  if (o.action === 'buy5' || o.action === 'buy8') {
    if (!lv.buys) return null;
    const cost = o.action === 'buy5' ? 5 : 8;
    const left = p.tokens - cost;
    const rewards = o.action === 'buy5' ? rewardValue(t) : CARD_VALUE[t.tier] + t.tier * STAT_VALUE + t.tier * TOKEN_VALUE;
    // Unspent tokens count against the faction: turning them into a tile and rewards is worth it unless they are needed to revive.
    const u = 0.55 * cost + 1 + rewards - (left < 2 && p.hp < p.stats.hp / 2 ? 2 : 0);
    return { u, why: `turns ${cost} safety tokens (points against us) into ${t.id} and its rewards` };
  }
  if (o.action === 'siege') return lv.sieges && g.tiles[o.tile!]!.tokens >= lv.siegeMinTokens ? siegeUtility(pl, p, o.tile!) : null;
  if (isSupportTile(t)) return supportUtility(pl, p, t);
  const pw = pileWin(pl, p, t.deck, t.tier);
  const w = winValue(pl, p, t);
  const u = pw * w.value - (1 - pw) * lifeCost(g, p) - (pw < lv.minWin ? 1 : 0);
  return { u, why: `${Math.round(pw * 100)}% to beat a Tier ${t.tier} ${t.deck === 'raids' ? 'Raid' : 'Creature'} at ${t.id}${w.note}` };
}

const planCache = new Map<string, Map<string, Pick>>();

/** The whole faction's declarations for this turn, as this level would make them. */
export function factionPlan(view: V, level: Level): Map<string, Pick> {
  const mine = view.game.faction!;
  // The cache lets teammates share one plan; a faction of one asks once a turn, and writing the key out costs more than the hit saves.
  const shared = view.game.players.filter((p) => p.faction === mine && !p.eliminated).length > 1;
  const key = shared ? `${level.id}|${JSON.stringify(view.game)}` : '';
  const hit = shared ? planCache.get(key) : undefined;
  if (hit) return hit;
  const state = stateFromView(view);
  const pl: Planner = { view, state, level, rand: seeded(state.round * 7919 + (mine === 'gaia' ? 1 : 2)) };
  const team = members(state, mine);
  const entries: (Pick & { tile: number | null })[] = [];
  for (const p of team) {
    for (const o of declarationOptions(state, p)) {
      const e = evaluate(pl, p, o);
      if (!e) continue;
      // A careless player misjudges how good each tile is, never whether a tile beats waiting: the noise scales a
      // tile's value and keeps its sign, and waiting or resting is never blurred (it left the easy faction at Start).
      const blur = level.noise && o.tile !== null ? 1 + (pl.rand() - 0.5) * level.noise : 1;
      const u = e.u * blur;
      entries.push({ seat: p.seat, optionId: optionId(o), utility: u, reason: e.why, tile: o.tile });
    }
  }
  entries.sort((a, b) => b.utility - a.utility || a.seat.localeCompare(b.seat) || a.optionId.localeCompare(b.optionId));
  const plan = new Map<string, Pick>();
  const taken = new Set<number>();
  for (const e of entries) {
    if (plan.has(e.seat)) continue;
    const shared = e.optionId === 'start' || e.optionId === 'hold';
    if (!shared && e.tile !== null && taken.has(e.tile)) continue;
    plan.set(e.seat, e);
    if (e.tile !== null) taken.add(e.tile);
  }
  if (level.joint) pairUp(pl, team, plan);
  if (shared) {
    if (planCache.size > 64) planCache.clear();
    planCache.set(key, plan);
  }
  return plan;
}

/** A teammate with little to do joins a fight the other is unlikely to win alone. */
function pairUp(pl: Planner, team: PlayerState[], plan: Map<string, Pick>): void {
  for (const lead of team) {
    const a = plan.get(lead.seat)!;
    if (!a.optionId.startsWith('move:')) continue;
    const t = TILES.find((x) => x.id === a.optionId.slice(5))!;
    if (isSupportTile(t)) continue;
    const solo = pileWin(pl, lead, t.deck, t.tier);
    if (solo > 0.8) continue;
    for (const mate of team) {
      const b = plan.get(mate.seat)!;
      if (mate.seat === lead.seat || b.utility > 1.5 || b.optionId === a.optionId) continue;
      if (!declarationOptions(pl.state, mate).some((o) => optionId(o) === a.optionId)) continue;
      const cards = cardsOf(t.deck, t.tier);
      const lf = fighterInfo(lead);
      const mf = fighterInfo(mate);
      let joint = 0;
      for (const id of cards) {
        const e = enemyCard(id);
        joint += winJointVsEnemy(lf, mf, greedyLoadout(lf, lead.hand, e.deck === 'raids', opponentOf(e), { hp: e.hp, ap: e.ap, effects: e.effects }), e);
      }
      joint /= cards.length;
      const w = winValue(pl, lead, t).value;
      const together = joint * w - (1 - joint) * 0.6 * (lifeCost(pl.state, lead) + lifeCost(pl.state, mate));
      if (together > a.utility + b.utility + 0.3) {
        plan.set(mate.seat, { seat: mate.seat, optionId: a.optionId, utility: together - a.utility, reason: `joins ${playerOf(pl.state, lead.seat).name} at ${t.id}: ${Math.round(joint * 100)}% together against ${Math.round(solo * 100)}% alone` });
        plan.set(lead.seat, { ...a, reason: `${a.reason}; ${playerOf(pl.state, mate.seat).name} comes along (${Math.round(joint * 100)}% together)` });
        break;
      }
    }
  }
}
