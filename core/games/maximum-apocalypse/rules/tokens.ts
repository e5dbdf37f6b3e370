/** Monster tokens: a supply of MONSTER_TOKENS, at most 3 a tile; running out loses the game. */
import type { Ctx } from '../../../engine/context';
import { DIFFICULTY_BY_ID } from '../content';
import { TOKENS_PER_TILE } from '../content/numbers';
import type { MAState, Tile } from '../state';
import { loseGame } from './outcome';
import { plural, tileName } from './text';

/** The cap holds unless the option or the difficulty lifts it. */
export function tokenCap(g: MAState): number {
  return g.options.tokenCap && DIFFICULTY_BY_ID[g.options.difficulty]?.tokenCap !== false ? TOKENS_PER_TILE : Number.MAX_SAFE_INTEGER;
}

/**
 * Places up to n tokens on a tile (never past the cap). A token that must be
 * placed when the supply is empty loses the game. Returns how many were placed.
 */
export function placeTokens(ctx: Ctx<MAState>, tile: Tile, n: number, why: string): number {
  const g = ctx.g;
  const room = Math.max(0, tokenCap(g) - tile.tokens);
  const wanted = Math.min(n, room);
  if (wanted <= 0) return 0;
  const placed = Math.min(wanted, g.tokenSupply);
  if (placed > 0) {
    tile.tokens += placed;
    g.tokenSupply -= placed;
    ctx.emit({ type: 'tokensPlaced', tile: tile.key, count: placed, total: tile.tokens, text: `${why}: ${plural(placed, 'Monster token')} on ${tileName(tile)} (${tile.tokens} there).` });
  }
  if (placed < wanted) loseGame(ctx, 'A Monster token had to be placed and none were left: the monsters overrun the land.');
  return placed;
}

export function removeTokens(ctx: Ctx<MAState>, tile: Tile, n: number, why: string): number {
  const taken = Math.min(n, tile.tokens);
  if (taken <= 0) return 0;
  tile.tokens -= taken;
  ctx.g.tokenSupply += taken;
  ctx.emit({ type: 'tokensRemoved', tile: tile.key, count: taken, total: tile.tokens, text: `${why}: ${plural(taken, 'Monster token')} leave ${tileName(tile)}.` });
  return taken;
}

/**
 * Moves up to n tokens to a neighbouring tile (never past the cap there).
 * With `drawOnArrival` (the day/night cycle) a token moving onto a tile with a
 * survivor is removed and that survivor draws a monster instead.
 */
export function moveTokens(ctx: Ctx<MAState>, from: Tile, to: Tile, n: number, why: string, drawOnArrival: boolean): number {
  const g = ctx.g;
  const moving = Math.min(n, from.tokens, Math.max(0, tokenCap(g) - to.tokens));
  if (moving <= 0) return 0;
  from.tokens -= moving;
  const here = g.order.map((id) => g.survivors.find((s) => s.id === id)!).filter((s) => !s.dead && s.tile === to.key);
  if (drawOnArrival && here.length > 0) {
    g.tokenSupply += moving;
    const s = here[0]!;
    ctx.emit({ type: 'tokensMoved', from: from.key, to: to.key, count: moving, total: to.tokens, text: `${why}: ${plural(moving, 'Monster token')} move from ${tileName(from)} onto ${s.name}'s tile and turn into monsters.` });
    ctx.push({ kind: 'drawMonster', survivor: s.id, count: moving, cause: 'Tokens close in' });
    return moving;
  }
  to.tokens += moving;
  ctx.emit({ type: 'tokensMoved', from: from.key, to: to.key, count: moving, total: to.tokens, text: `${why}: ${plural(moving, 'Monster token')} move from ${tileName(from)} to ${tileName(to)}.` });
  return moving;
}
