/**
 * How good a table is for the survivors, as one number: team health and
 * deck sizes, hunger, poison and insanity, gear, the monsters hanging on,
 * the damage due at the end of the turn, the odds of a spawn on each tile,
 * and mission progress (with distances to fuel, objectives and the Van).
 */
import { cardDef, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import { isCarriedDef as isCarried } from '../rules/equipRules';
import { pathDistances } from '../rules/grid';
import { objectiveMet } from '../rules/mission';
import { character, living, livingBodies, monsterHealth, poolOf } from '../rules/queries';
import { scavengePiles } from '../rules/scavenge';
import type { MAState, Survivor, Tile } from '../state';
import { ambushChance, endOfTurnDamage, gearWorth, needs, sourcesOf, spawnChance, threatTo } from './knowledge';

const HUNGER_COST = [0, 0, 0, 1, 3, 6, 11];

export interface Score {
  total: number;
  /** Damage the active survivor is due at the end of this turn. */
  endDamage: number;
}

/** Per-table figures every survivor's score needs, worked out once per evaluation. */
interface Shared {
  living: number;
  /** Rough number of rounds the team still needs to finish the mission (each survivor draws once a round). */
  roundsNeeded: number;
}

/** A survivor sure to die before it can act again (no card left for its next turn draw, or the skull at this turn's end). */
const DOOMED = 110;

/**
 * A rough count of the rounds the mission still needs: finding each missing fuel or relic,
 * each place still to visit, the boss, kills and rounds still short, and the walk back to the Van.
 * Public information only.
 */
export function roundsNeeded(g: MAState): number {
  const need = needs(g);
  if (objectiveMet(g)) return 1;
  const finds = need.fuelShort + need.relicsShort;
  return 1 + 1.5 * finds + need.visits.length + (need.bossAlive ? 2 : 0) + 0.5 * need.killsShort + need.roundsShort;
}

/** Total hunger the food in a hand takes away. */
export function foodInHand(hand: string[]): number {
  let food = 0;
  for (const c of hand) {
    const def = cardDef(c);
    if (!def.tags?.includes('food')) continue;
    const eat = def.abilities.find((a) => a.effect === 'eat');
    food += Number(eat?.params?.amount ?? 1);
  }
  return food;
}

/**
 * End-of-turn hunger steps the survivor can still take before the skull, without eating
 * (1: the next rise kills). The active survivor's rise at the end of this turn is the first.
 */
export function hungerSteps(s: Survivor): number {
  const track = character(s).hungerTrack.length;
  return s.starving > 0 ? track + 1 - s.starving : 6 - s.hunger + track;
}

/**
 * What a scavenge still to be taken here this turn is worth: the share of the pile's cards
 * (its make-up is public) that the mission or the survivor's hunger needs, times their worth.
 */
function scavengeChance(g: MAState, s: Survivor, food: number): number {
  const ts = g.turnState;
  if (!ts || ts.survivor !== s.id || ts.actionsLeft <= 0) return 0;
  const need = needs(g);
  const hungry = food === 0 && (s.hunger >= 4 || s.starving > 0);
  if (need.fuelShort === 0 && need.relicsShort === 0 && !hungry) return 0;
  let best = 0;
  for (const color of scavengePiles(g, s)) {
    const pile = g.scavenge[color];
    let worth = 0;
    for (const c of pile) {
      const tags = cardDef(c).tags;
      if (!tags) continue;
      if (need.fuelShort > 0 && tags.includes('fuel')) worth += 50;
      else if (need.relicsShort > 0 && tags.includes('relic')) worth += 50;
      else if (hungry && tags.includes('food')) worth += 8 + 8 * s.starving;
    }
    best = Math.max(best, worth / pile.length);
  }
  return 0.6 * best;
}

/** Deck and hunger as turns of life, against the rounds the mission still needs. */
function lifeScore(g: MAState, s: Survivor, active: boolean, shared: Shared, deck: number, food: number): number {
  let v = 0;
  // The deck is the survivor's clock: each card is a turn of life; every card drawn early is a turn lost at the end.
  v += 2 * deck + 4 * Math.min(deck, 5);
  // No card left for the next turn draw: eliminated then, unless the game is won first.
  if (deck === 0) v -= DOOMED;
  const need = shared.roundsNeeded;
  if (deck < need) v -= 6 * Math.min(need - deck, 6);
  // Hunger: the skull ends the survivor whatever its health; food in hand buys turns.
  const steps = hungerSteps(s);
  if (food === 0) {
    if (active && steps <= 1) v -= DOOMED;
    else if (steps <= 2) v -= 30;
  }
  const hungerLife = steps + food;
  if (hungerLife < need) v -= 2 * Math.min(need - hungerLife, 6);
  // Hunger damage still to come before food (it cannot be reduced): deadly when health runs short.
  if (food === 0 && (s.starving > 0 || s.hunger >= 5)) {
    const track = character(s).hungerTrack;
    const next = track[s.starving] ?? 0;
    const hp = livingBodies(s).reduce((n, b) => Math.min(n, b.health), Infinity);
    if (active && next >= hp) v -= DOOMED;
  }
  void g;
  return v;
}

function survivorScore(g: MAState, s: Survivor, active: boolean, shared: Shared): number {
  if (s.dead) return -160;
  const bodies = livingBodies(s);
  const hp = bodies.reduce((n, b) => n + b.health, 0);
  const pool = poolOf(g, s);
  let v = 3 * hp + 25 * bodies.length;
  const food = foodInHand(pool.hand);
  v += lifeScore(g, s, active, shared, pool.draw.length, food);
  if (active) v += scavengeChance(g, s, food);
  v -= HUNGER_COST[s.hunger]! + s.starving * 14;
  v -= 6 * s.poison + 5 * s.insanity.length;
  for (const x of s.gear) if (!isCarried(x.card)) v += gearWorth(x.card, x.ammo, x.bonus);
  v += Math.min(pool.hand.length, 8) * 0.5;
  // Food in hand is worth the hunger it will take away later, more so the hungrier the survivor.
  v += Math.min(food, 8) * (s.hunger >= 4 || s.starving ? 2.5 : 1.2);
  // Monsters hanging on: damage every round until killed.
  for (const m of g.monsters) {
    if (m.owner !== s.id) continue;
    v -= 2.5 * threatTo(g, m, s) + 0.35 * monsterHealth(m) + 2;
  }
  // What the end of this turn brings, and the risk of dying from it.
  const due = active ? endOfTurnDamage(g, s) + s.poison : s.poison;
  v -= 3 * due;
  if (due >= hp) v -= 120;
  else if (due * 2 >= hp) v -= 25;
  // Spawn odds on the tile the survivor stands on (every survivor rolls once before this one acts again).
  const tile = g.tiles.find((t) => t.key === s.tile);
  if (tile?.faceUp) {
    const n = TILE_BY_ID[tile.def]?.spawn ?? 0;
    const turns = shared.living;
    v -= 9 * turns * (spawnChance(g, n) + ambushChance(g) / Math.max(1, turns));
    const type = TILE_TYPE_BY_ID[TILE_BY_ID[tile.def]!.type]!;
    if (active && type.abilities.some((a) => a.on === 'end' && a.effect === 'drawMonster')) v -= 14;
    if (active && type.abilities.some((a) => a.on === 'end' && a.effect === 'heal')) v += 3;
  }
  return v;
}

/** Steps from each survivor to the nearest tile passing the test. */
function distFrom(dist: Map<string, number>, tiles: Tile[]): number {
  let best = Infinity;
  for (const t of tiles) best = Math.min(best, dist.get(t.key) ?? Infinity);
  return best;
}

function missionScore(g: MAState, activeId: string | null): number {
  const need = needs(g);
  const people = living(g);
  if (people.length === 0) return 0;
  let v = 0;
  v += 60 * g.mission.fuel + 60 * g.mission.relics;
  v += 12 * g.mission.visited.length * 3 + (g.mission.bossKilled ? 120 : 0) + Math.min(g.mission.kills, 20) * 4;
  const van = g.tiles.find((t) => t.def === 'van')!;
  const faceDown = g.tiles.filter((t) => !t.faceUp);
  const done = objectiveMet(g);
  for (const s of people) {
    const dist = pathDistances(g, s.tile);
    const toVan = dist.get(van.key) ?? 10;
    const fuel = s.gear.filter((x) => cardDef(x.card).tags?.includes('fuel') || cardDef(x.card).tags?.includes('relic')).length;
    v += fuel * (40 - 3 * toVan);
    if (done) {
      v -= 14 * toVan;
      continue;
    }
    const weight = s.id === activeId ? 1 : 0.5;
    // Where this survivor can make progress: fuel, relics, places, the boss's tile; else unexplored ground.
    const targets: Tile[] = [];
    if (need.fuelShort > 0) targets.push(...sourcesOf(g, 'red'));
    if (need.relicsShort > 0 && need.relicColor) targets.push(...sourcesOf(g, need.relicColor));
    for (const type of need.visits) targets.push(...g.tiles.filter((t) => t.faceUp && TILE_BY_ID[t.def]?.type === type));
    const explore = need.fuelShort + need.relicsShort + need.visits.length + (need.bossWaitingType ? 1 : 0) > 0 ? faceDown : [];
    const d = Math.min(distFrom(dist, targets), distFrom(dist, explore) + 1.5);
    if (Number.isFinite(d)) v -= 3 * d * weight;
    // A hungry survivor with nothing to eat is drawn to food.
    if ((s.hunger >= 4 || s.starving > 0) && !poolOf(g, s).hand.some((c) => cardDef(c).tags?.includes('food'))) {
      const food = distFrom(dist, sourcesOf(g, 'green'));
      if (Number.isFinite(food)) v -= (2 + s.starving * 2) * food * weight;
    }
  }
  v += (g.tiles.length - faceDown.length) * 1.5;
  if (need.bossAlive) {
    const boss = g.monsters.find((m) => m.card === g.mission.boss);
    if (boss) v -= monsterHealth(boss) * 1.5;
  }
  return v;
}

export function evaluate(g: MAState, activeId: string | null): Score {
  let total = 0;
  let endDamage = 0;
  const shared: Shared = { living: living(g).length, roundsNeeded: roundsNeeded(g) };
  for (const s of g.survivors) {
    const active = s.id === activeId;
    total += survivorScore(g, s, active, shared);
    if (active && !s.dead) endDamage = endOfTurnDamage(g, s);
  }
  total += missionScore(g, activeId);
  return { total, endDamage };
}
