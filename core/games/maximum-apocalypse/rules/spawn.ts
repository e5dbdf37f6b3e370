/**
 * Step 1, Spawn Monsters: roll the two main dice (or draw a spawn token).
 * Every face-up tile showing that number gets a Monster token, at most 3 a
 * tile; a survivor standing on such a tile draws a monster instead (every
 * survivor there does). Tokens: a safe token spawns nothing; an ambush token
 * makes the active survivor draw a monster; a token that spawns nothing is
 * set aside, and one that spawns brings every set-aside token back.
 * Pandemic variant: a tile already full spreads a token to each neighbour.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import { TILE_BY_ID } from '../content';
import type { MAState, Survivor } from '../state';
import { spawnReadout } from './diceReadout';
import { neighbours } from './grid';
import { drawMonsters } from './monsterDraw';
import { isOver } from './outcome';
import { living } from './queries';
import { placeTokens, tokenCap } from './tokens';
import { listWords, survivorById, tileName, Who } from './text';

/** Resolves a spawn number; returns whether anything spawned. */
export function spawnNumber(ctx: Ctx<MAState>, n: number): boolean {
  const g = ctx.g;
  let spawned = false;
  const tiles = g.tiles.filter((t) => t.faceUp && TILE_BY_ID[t.def]?.spawn === n);
  if (tiles.length === 0) ctx.log(`No face-up tile shows ${n}: nothing spawns.`);
  for (const tile of tiles) {
    const here = living(g).filter((s) => s.tile === tile.key);
    if (here.length > 0) {
      spawned = true;
      ctx.emit({ type: 'spawnOnSurvivor', tile: tile.key, survivors: here.map((s) => s.id), text: `Monsters come out at ${tileName(tile)}: ${listWords(here.map((s) => s.name))} must draw.` });
      ctx.push(...here.map((s) => drawMonsters(s.id, 1, `Spawn on ${tileName(tile)}`)));
      continue;
    }
    if (tile.tokens >= tokenCap(g)) {
      if (g.options.pandemic) {
        for (const t of neighbours(g, tile.key)) {
          // The spread is a spawn: survivors standing there draw instead of a token.
          const there = living(g).filter((s) => s.tile === t.key);
          if (there.length > 0) {
            spawned = true;
            ctx.push(...there.map((s) => drawMonsters(s.id, 1, `Pandemic spreads from ${tileName(tile)}`)));
            continue;
          }
          if (placeTokens(ctx, t, 1, `Pandemic spreads from ${tileName(tile)}`) > 0) spawned = true;
          if (isOver(ctx)) return spawned;
        }
      } else ctx.log(`${tileName(tile)} already holds ${tile.tokens} tokens: no more fit.`);
      continue;
    }
    if (placeTokens(ctx, tile, 1, `Spawn ${n}`) > 0) spawned = true;
    if (isOver(ctx)) return spawned;
  }
  return spawned;
}

export function spawnStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  if (!g.spawnBag) {
    const rolls = ctx.roll(['d6', 'd6'], { seat: s.seat, purpose: 'Spawn roll', text: `${Who(s)} rolls for spawning monsters.` });
    const sum = rolls.reduce((t, r) => t + (r.value ?? 0), 0);
    const showing = g.tiles.filter((t) => t.faceUp && TILE_BY_ID[t.def]?.spawn === sum).map(tileName);
    setDiceReadout(ctx.events, spawnReadout(Who(s), rolls.map((r) => r.value ?? 0), showing));
    ctx.emit({ type: 'spawnRolled', survivor: s.id, number: sum, text: `Spawn roll: ${sum}.` });
    spawnNumber(ctx, sum);
    return;
  }
  drawSpawnToken(ctx, s);
}

function drawSpawnToken(ctx: Ctx<MAState>, s: Survivor): void {
  const bag = ctx.g.spawnBag!;
  if (bag.pool.length === 0) {
    // Every token set aside: they all go back (ASSUMPTIONS.md).
    bag.pool.push(...bag.aside.splice(0));
  }
  const token = bag.pool.splice(ctx.randomInt(0, bag.pool.length - 1), 1)[0]!;
  const kind = token.split('#')[0]!;
  let spawned: boolean;
  if (kind === 'safe') {
    ctx.emit({ type: 'spawnToken', survivor: s.id, token, kind: 'safe', text: `${Who(s)} draws a safe token: no spawn.` });
    spawned = false;
  } else if (kind === 'ambush') {
    ctx.emit({ type: 'spawnToken', survivor: s.id, token, kind: 'ambush', text: `${Who(s)} draws an ambush token and must draw a monster.` });
    ctx.push(drawMonsters(s.id, 1, 'Ambush token'));
    spawned = true;
  } else {
    const n = Number(kind.slice(1));
    ctx.emit({ type: 'spawnToken', survivor: s.id, token, kind: 'number', number: n, text: `${Who(s)} draws spawn token ${n}.` });
    spawned = spawnNumber(ctx, n);
  }
  // The token goes back or aside even when its spawn ended the game, so none goes missing.
  if (spawned) {
    bag.pool.push(token, ...bag.aside.splice(0));
    if (!isOver(ctx)) ctx.log('Something spawned: every drawn spawn token goes back into the pool.');
  } else bag.aside.push(token);
}
