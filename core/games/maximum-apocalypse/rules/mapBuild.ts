/**
 * Game Setup step 6, Build the Map: the mission's tiles, shuffled, are
 * placed face down in turns around the table, each orthogonally next to one
 * already down (so every tile can be reached); then the Van is driven to any
 * cell on the outer edge and everyone starts there. The 'grid' option lays a
 * compact grid out for the players and parks the Van below its middle.
 */
import type { Ctx } from '../../../engine/context';
import { TILE_BY_ID } from '../content';
import type { MAState, Tile } from '../state';
import { compareKeys, DIRECTIONS, key, outerCells, parseKey } from './grid';
import { resume } from './steps';
import { plural } from './text';

/** The map may not grow wider or taller than this many cells (keeps it on the table). */
export const MAP_SPAN = 5;

function newTile(k: string, def: string, faceUp: boolean): Tile {
  const [x, y] = parseKey(k);
  return { key: k, x, y, def, faceUp, tokens: 0, dropped: [], blocked: false };
}

/** Empty cells next to the map where the next face-down tile may go. */
export function placementCells(g: MAState): string[] {
  if (g.tiles.length === 0) return [key(0, 0)];
  const taken = new Set<string>();
  // The map's extent, found once (not once per candidate cell).
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const t of g.tiles) {
    taken.add(t.key);
    minX = Math.min(minX, t.x);
    maxX = Math.max(maxX, t.x);
    minY = Math.min(minY, t.y);
    maxY = Math.max(maxY, t.y);
  }
  const steps = Object.values(DIRECTIONS);
  const cells = new Set<string>();
  for (const t of g.tiles) {
    for (const [dx, dy] of steps) {
      const [x, y] = [t.x + dx, t.y + dy];
      const k = key(x, y);
      if (taken.has(k)) continue;
      if (Math.max(maxX, x) - Math.min(minX, x) >= MAP_SPAN || Math.max(maxY, y) - Math.min(minY, y) >= MAP_SPAN) continue;
      cells.add(k);
    }
  }
  return [...cells].sort(compareKeys);
}

function place(ctx: Ctx<MAState>, k: string, seat: string | null): void {
  const g = ctx.g;
  const def = g.toPlace.shift()!;
  g.tiles.push(newTile(k, def, false));
  ctx.emit({ type: 'tilePlaced', tile: k, seat, faceUp: false, text: `A face-down tile goes down at ${k} (${plural(g.toPlace.length, 'tile')} to go).` });
}

export function buildMapStep(ctx: Ctx<MAState>, step: { kind: string; placer: number; answer?: string[] }): void {
  const g = ctx.g;
  if (g.options.mapBuild === 'grid') {
    const width = Math.ceil(Math.sqrt(g.toPlace.length));
    for (let i = 0; g.toPlace.length > 0; i++) place(ctx, key(i % width, Math.floor(i / width)), null);
    return;
  }
  while (g.toPlace.length > 0) {
    const cells = placementCells(g);
    const seat = ctx.seats[step.placer % ctx.seats.length]!.id;
    if (cells.length === 1) {
      place(ctx, cells[0]!, seat);
      step = { kind: 'buildMap', placer: step.placer + 1 };
      continue;
    }
    if (!step.answer) {
      ctx.ask({
        seat, kind: 'placeTile', rule: 'map', text: `Place the next face-down tile (${plural(g.toPlace.length, 'tile')} left).`,
        options: cells.map((c) => ({ id: c, label: `At ${c}`, target: { kind: 'space' as const, id: c } })),
      }, resume(step));
      return;
    }
    place(ctx, step.answer[0]!, seat);
    step = { kind: 'buildMap', placer: step.placer + 1 };
  }
}

export function placeVanStep(ctx: Ctx<MAState>, step: { answer?: string[] }): void {
  const g = ctx.g;
  let at: string;
  if (g.options.mapBuild === 'grid') {
    const xs = g.tiles.map((t) => t.x);
    const bottom = Math.max(...g.tiles.map((t) => t.y));
    at = key(Math.floor((Math.min(...xs) + Math.max(...xs)) / 2), bottom + 1);
  } else if (!step.answer) {
    const cells = outerCells(g);
    ctx.ask({
      seat: ctx.seats[0]!.id, kind: 'placeVan', rule: 'map', text: 'Drive the Van to a cell on the outer edge of the map: everyone starts there.',
      options: cells.map((c) => ({ id: c, label: `At ${c}`, target: { kind: 'space' as const, id: c } })),
    }, resume(step));
    return;
  } else at = step.answer[0]!;
  g.tiles.push(newTile(at, 'van', true));
  for (const s of g.survivors) s.tile = at;
  ctx.emit({ type: 'tilePlaced', tile: at, def: 'van', tileType: 'van', spawn: TILE_BY_ID.van!.spawn, faceUp: true, text: `The Van parks at ${at}; every survivor starts there.` });
}
