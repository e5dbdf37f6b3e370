/**
 * Moving figures along paths the geometry found, one space at a time, so that
 * what happens on the way happens in order: entering a staggered demon's space
 * is a Glory Kill, stepping between teleporters onto a demon telefrags it,
 * entering an inactive teleporter activates it, and mission rules about
 * entering spaces fire. Doors open for one point and stay open.
 */
import { compiledMap, keyOfIndex, spaceIndexOf } from '../geometry/compile';
import { adjacent } from '../geometry/adjacency';
import { MASK_IGNORE_TERRAIN } from '../geometry/compile';
import type { SpaceKey } from '../geometry/types';
import { type DCtx, boardOf, findFigure, isStaggered, nameOf, places } from './common';
import { doorName, landmarkAt, placeName, roomOf, teleporterName } from '../inspect/places';
import { capitalised, counted } from '../inspect/words';
import { fragDemon } from './frag';
import { reclaimGrenades } from './grenades';
import { gloryKill } from './gloryKill';
import { fireTrigger, occupies } from './missionRules';

/** "3 spaces into the hall", "1 space to the blue portal", "2 spaces": where a move went, without coordinates. */
export function moveWords(ctx: DCtx, path: SpaceKey[]): string {
  const t = places(ctx.g);
  const from = path[0]!;
  const to = path[path.length - 1]!;
  const mark = landmarkAt(t, to);
  const room = roomOf(t.map, to);
  const where = mark ? ` to ${mark}` : room && room !== roomOf(t.map, from) ? ` into the ${room}` : '';
  return `${counted(path.length - 1, 'space')}${where}`;
}

function emitMove(ctx: DCtx, id: string, path: SpaceKey[]): void {
  if (path.length < 2) return;
  ctx.emit({ type: 'moved', figure: id, from: path[0]!, to: path[path.length - 1]!, path, text: `${nameOf(ctx.g, id)} moves ${moveWords(ctx, path)}.` });
}

/** Demon standing on space `key` (any part of a base), if any. */
export function demonOn(ctx: DCtx, key: SpaceKey): string | null {
  // Read from the figure list: mid-move the walker may be passing through a friend's space.
  const f = ctx.g.figures.find((x) => x.side === 'demon' && occupies(ctx.g, x.id, key));
  return f ? f.id : null;
}

/** Walks a marine along `path` (start included), resolving Glory Kills, telefrags and teleporters on the way. */
export function walkMarine(ctx: DCtx, marineId: string, path: SpaceKey[]): void {
  const g = ctx.g;
  const fig = findFigure(g, marineId)!;
  const cm = compiledMap(g.map);
  let segment: SpaceKey[] = [path[0]!];
  for (let k = 1; k < path.length; k++) {
    const from = path[k - 1]!;
    const to = path[k]!;
    const fi = spaceIndexOf(cm, from);
    const ti = spaceIndexOf(cm, to);
    const teleport = !adjacent(cm, fi, ti, MASK_IGNORE_TERRAIN) && cm.activeTeleporters.includes(fi) && cm.activeTeleporters.includes(ti);
    const demon = demonOn(ctx, to);
    if (teleport) {
      emitMove(ctx, marineId, segment);
      ctx.emit({ type: 'teleported', figure: marineId, from, to, text: `${nameOf(g, marineId)} teleports from ${placeName(places(g), from)} to ${placeName(places(g), to)}.` });
      segment = [to];
      if (demon) telefrag(ctx, marineId, demon);
    } else {
      segment.push(to);
      if (demon) {
        const d = findFigure(g, demon)!;
        if (isStaggered(g, d)) {
          fig.at = to;
          emitMove(ctx, marineId, segment);
          segment = [to];
          gloryKill(ctx, marineId, demon);
        }
      }
    }
    fig.at = to;
    activateTeleporterAt(ctx, to);
    enterTriggers(ctx, marineId, to);
  }
  emitMove(ctx, marineId, segment);
}

export function telefrag(ctx: DCtx, marineId: string, demonId: string): void {
  const g = ctx.g;
  const d = findFigure(g, demonId);
  if (!d) return;
  if (isStaggered(g, d)) {
    ctx.emit({ type: 'telefragged', marine: marineId, figure: demonId, text: `${nameOf(g, marineId)} telefrags the staggered ${nameOf(g, demonId)}: a Glory Kill.` });
    gloryKill(ctx, marineId, demonId);
    return;
  }
  ctx.emit({ type: 'telefragged', marine: marineId, figure: demonId, text: `${nameOf(g, marineId)} materialises inside ${nameOf(g, demonId)} and telefrags it.` });
  fragDemon(ctx, demonId, 'telefragged', marineId);
}

function activateTeleporterAt(ctx: DCtx, key: SpaceKey): void {
  const t = ctx.g.map.teleporters.find((x) => x.at === key && !x.active);
  if (!t) return;
  t.active = true;
  ctx.emit({ type: 'teleporterActivated', teleporter: t.id, at: key, text: `${capitalised(teleporterName(places(ctx.g), t.id))} comes online.` });
}

export function enterTriggers(ctx: DCtx, marineId: string, key: SpaceKey): void {
  reclaimGrenades(ctx, marineId, key);
  for (const m of ctx.g.markers) {
    if (m.at !== key) continue;
    fireTrigger(ctx, 'marineEnters', { kind: m.kind, token: m.token, figure: marineId });
  }
}

/** Moves a small demon along a path (enemies may be passed, never ended on). */
export function walkDemon(ctx: DCtx, demonId: string, path: SpaceKey[]): void {
  const f = findFigure(ctx.g, demonId)!;
  f.at = path[path.length - 1]!;
  emitMove(ctx, demonId, path);
}

export function openDoor(ctx: DCtx, doorId: string, by: string): void {
  const door = ctx.g.map.doors.find((d) => d.id === doorId);
  if (!door || door.open) throw new Error(`Door ${doorId} is not closed.`);
  door.open = true;
  ctx.emit({ type: 'doorOpened', door: doorId, edge: door.edge, figure: by, text: `${nameOf(ctx.g, by)} opens ${doorName(ctx.g.map, doorId)}.` });
  fireTrigger(ctx, 'doorOpened', { door: doorId });
}

export function indexKey(ctx: DCtx, i: number): SpaceKey {
  return keyOfIndex(boardOf(ctx.g).cm, i);
}
