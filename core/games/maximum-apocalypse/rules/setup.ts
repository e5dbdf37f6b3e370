/**
 * Game Setup steps 1-5: survivors (the Veteran brings the Dog), the mission,
 * the monster deck of the mission's set (with its boss kept out or shuffled
 * in, and allies in the Allies solo mode), the three scavenge piles from the
 * mission card, and the spawn tokens for the difficulty. Steps 6-10 follow
 * as steps (mapBuild.ts, startGame.ts).
 */
import type { Ctx } from '../../../engine/context';
import type { SeatSpec, Step } from '../../../engine/types';
import {
  ALLIES, bossesOfSet, CHARACTER_BY_ID, CHARACTERS, DAY_NIGHT, DIFFICULTY_BY_ID, INSANITY, MISSION_BY_ID, MISSIONS, monstersOfSet, TILE_BY_ID, TILE_TYPE_BY_ID,
} from '../content';
import { HAND_LIMIT, MONSTER_TOKENS, MULTI_CLASS_HAND_LIMIT, SPAWN_TOKEN_COUNTS } from '../content/numbers';
import type { MissionDef, ScavengeColor } from '../content/types';
import type { Body, MAOptions, MAState, Survivor } from '../state';
import { COLORS } from '../state';
import { buildClassDeck, instances } from './decks';

export function initialState(options: MAOptions, _seats: SeatSpec[]): MAState {
  return {
    options, missionId: '', round: 0, phase: 'setup', order: [], turn: 0, survivors: [], pools: [], tiles: [], monsters: [],
    monsterDeck: { draw: [], discard: [] }, scavenge: { blue: [], green: [], red: [] }, scavengeDiscard: [], removed: [],
    insanityDeck: { draw: [], discard: [] }, tokenSupply: MONSTER_TOKENS, spawnBag: null, dayNight: null,
    mission: { fuel: 0, relics: 0, visited: [], boss: null, bossWaiting: false, bossKilled: false, kills: 0, roundsDone: 0, done: false },
    turnState: null, toPlace: [], limbo: [], cardTotals: { survivor: 0, monsters: 0, scavenge: 0 }, nextId: 1, chain: 0,
  };
}

/** How many characters the options bring (the multi-class solo mode: two for one seat). */
export function characterCount(o: MAOptions): number {
  return o.solo === 'multiClass' ? 2 : o.solo === 'allies' ? 1 : o.survivors;
}

export function pick<T>(ctx: Ctx<MAState>, items: readonly T[]): T {
  return items[ctx.randomInt(0, items.length - 1)] as T;
}

function chooseClasses(ctx: Ctx<MAState>, o: MAOptions): string[] {
  const wanted = [o.class1, o.class2, o.class3, o.class4, o.class5, o.class6].slice(0, characterCount(o));
  const taken = new Set(wanted.filter((c) => c !== 'random'));
  return wanted.map((c) => {
    if (c !== 'random') return c;
    const free = CHARACTERS.map((x) => x.id).filter((id) => !taken.has(id));
    const chosen = pick(ctx, free);
    taken.add(chosen);
    return chosen;
  });
}

function makeSurvivor(index: number, seat: string, classId: string, pool: string): Survivor {
  const c = CHARACTER_BY_ID[classId]!;
  const id = `c${index + 1}`;
  const bodies: Body[] = [{ id, name: c.name, health: c.health, maxHealth: c.health, dead: false, companion: false }];
  if (c.companion) bodies.push({ id: `${id}:dog`, name: c.companion.name, health: c.companion.health, maxHealth: c.companion.health, dead: false, companion: true });
  return { id, seat, classId, name: c.name, pool, tile: '', bodies, hunger: 1, starving: 0, poison: 0, gear: [], insanity: [], allies: [], unlocked: false, dead: false };
}

/**
 * The mission's tiles, less `fewer` of them at the easier levels: never a tile an objective or the
 * boss needs, and at least two places with the red icon stay (the fuel must be findable).
 */
function mapTiles(ctx: Ctx<MAState>, mission: MissionDef, fewer: number): string[] {
  const tiles = [...mission.tiles];
  const needed = new Set([...(mission.objective.visit ?? []), ...(mission.boss.tile ? [mission.boss.tile] : [])]);
  const red = (id: string) => TILE_TYPE_BY_ID[TILE_BY_ID[id]!.type]!.scavenge.includes('red');
  for (let i = 0; i < fewer; i++) {
    const reds = tiles.filter(red).length;
    const removable = tiles.filter((id) => !needed.has(TILE_BY_ID[id]!.type) && (!red(id) || reds > 2));
    if (removable.length === 0) break;
    const out = pick(ctx, removable);
    tiles.splice(tiles.indexOf(out), 1);
  }
  return tiles;
}

export function setup(ctx: Ctx<MAState>, o: MAOptions): Step[] {
  const g = ctx.g;
  // 2. Mission.
  // A random mission is one whose stars suit the difficulty (the mission card's own rating).
  const stars = DIFFICULTY_BY_ID[o.difficulty]!.missionStars;
  const mission = o.mission === 'random' ? pick(ctx, MISSIONS.filter((m) => stars.includes(m.stars))) : MISSION_BY_ID[o.mission]!;
  g.missionId = mission.id;
  // 1. Survivors and their decks (the multi-class pair shares one pool and a 20-card hand).
  const classes = chooseClasses(ctx, o);
  classes.forEach((classId, i) => {
    const seat = o.solo === 'multiClass' ? 's1' : `s${i + 1}`;
    const poolId = o.solo === 'multiClass' ? 'p1' : `p${i + 1}`;
    g.survivors.push(makeSurvivor(i, seat, classId, poolId));
    let pool = g.pools.find((p) => p.id === poolId);
    if (!pool) {
      pool = { id: poolId, draw: [], discard: [], hand: [], limit: o.solo === 'multiClass' ? MULTI_CLASS_HAND_LIMIT : HAND_LIMIT };
      g.pools.push(pool);
    }
    pool.draw.push(...buildClassDeck(classId, o.stretchGoals));
  });
  for (const pool of g.pools) ctx.shuffle(pool.draw);
  // 3. Monster deck: the mission's set (and a mash-up set), its boss, the allies.
  const monsters = monstersOfSet(mission.set).flatMap((m) => instances(m.id, m.copies));
  if (o.extraSet !== 'none' && o.extraSet !== mission.set) monsters.push(...monstersOfSet(o.extraSet).flatMap((m) => instances(m.id, m.copies)));
  if (mission.boss.when !== 'none') {
    const boss = `${pick(ctx, bossesOfSet(mission.set)).id}#1`;
    g.mission.boss = boss;
    if (mission.boss.when === 'deck') monsters.push(boss);
    else g.mission.bossWaiting = true;
  }
  if (o.solo === 'allies') {
    const mainClasses = new Set(classes);
    const pool = ALLIES.filter((a) => !mainClasses.has(a.classId)).map((a) => a.id);
    ctx.shuffle(pool);
    monsters.push(...pool.slice(0, o.allies).map((id) => `${id}#1`));
  }
  g.monsterDeck.draw = ctx.shuffle(monsters);
  // 4. Scavenge piles; harder levels add Ambush and Empty Handed cards.
  const diff = DIFFICULTY_BY_ID[o.difficulty]!;
  const counter: Record<string, number> = {};
  const make = (id: string, n: number) => {
    const out = instances(id, n, (counter[id] ?? 0) + 1);
    counter[id] = (counter[id] ?? 0) + n;
    return out;
  };
  for (const color of COLORS as ScavengeColor[]) {
    const pile = Object.entries(mission.scavenge[color]).flatMap(([id, n]) => make(id, n));
    pile.push(...make('ambush', diff.extraAmbushCards), ...make('empty-handed', diff.extraEmptyHanded));
    for (const [id, n] of Object.entries(diff.extraCards[color] ?? {})) pile.push(...make(id, n));
    g.scavenge[color] = ctx.shuffle(pile);
  }
  // 5. Spawn tokens.
  if (o.spawn === 'tokens') {
    const pool = Object.entries(SPAWN_TOKEN_COUNTS).flatMap(([n, k]) => instances(`n${n}`, k));
    pool.push(...instances('safe', diff.safe), ...instances('ambush', diff.ambush));
    g.spawnBag = { pool, aside: [] };
  }
  g.insanityDeck.draw = ctx.shuffle(INSANITY.map((c) => `${c.id}#1`));
  if (o.dayNight) g.dayNight = { draw: ctx.shuffle(DAY_NIGHT.map((c) => c.id)), discard: [], night: null };
  g.toPlace = ctx.shuffle(mapTiles(ctx, mission, diff.fewerTiles));
  g.cardTotals = {
    survivor: g.pools.reduce((n, p) => n + p.draw.length, 0),
    monsters: monsters.length + (g.mission.bossWaiting ? 1 : 0),
    scavenge: COLORS.reduce((n, c) => n + g.scavenge[c].length, 0),
  };
  ctx.log(`Mission: ${mission.name}. ${mission.text}`);
  return [
    { kind: 'buildMap', placer: 0 }, { kind: 'placeVan' }, { kind: 'dealHands' }, { kind: 'mulligan', index: 0 },
    { kind: 'startingHunger' }, { kind: 'startingMonsters' }, { kind: 'chooseFirst' }, { kind: 'roundStart' },
  ];
}
