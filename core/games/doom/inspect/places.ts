/**
 * Names for places and map features, as a player at the table says them:
 * rooms ("the hall"), portals by colour ("the yellow portal", "the north blue
 * portal" when two of a colour share a room), teleporters and mission tokens
 * by their room, and where one space lies from another ("2 east, 1 north";
 * north is the top of the map). The log and the prompts use these instead of
 * coordinates and token ids. Works on the game state and on a seat's view
 * alike: both carry the map, portals, items and markers.
 */
import { missionDef, weaponSetDef } from '../catalog';
import type { MapDef, SpaceKey } from '../geometry/types';
import type { ItemState, MarkerState, PortalState } from '../state';
import { capitalised } from './words';

/** What naming needs from the state or a view. */
export interface PlaceTable {
  /** Mission id. */
  mission: string;
  map: MapDef;
  portals: PortalState[];
  items: ItemState[];
  markers: MarkerState[];
}

export const TIER_COLOURS: Record<number, string> = { 1: 'blue', 2: 'yellow', 3: 'red' };

function xy(key: SpaceKey): [number, number] {
  // As key.split(',').map(Number) without the arrays: every move option names its direction and room.
  const c = key.indexOf(',');
  if (c < 0) return [Number(key), NaN];
  const end = key.indexOf(',', c + 1);
  return [Number(key.slice(0, c)), Number(key.slice(c + 1, end < 0 ? key.length : end))];
}

/**
 * Rooms by space, per list of tiles (the tiles never change during a mission;
 * doors opening replace other parts of the map): every move option asks.
 */
const roomCache = new WeakMap<MapDef['tiles'], Map<SpaceKey, string | null>>();

/** The room (tile) name of a space, or null when the tile has none. */
export function roomOf(map: MapDef, key: SpaceKey): string | null {
  let rooms = roomCache.get(map.tiles);
  if (!rooms) {
    rooms = new Map();
    roomCache.set(map.tiles, rooms);
  }
  const hit = rooms.get(key);
  if (hit !== undefined) return hit;
  const room = findRoom(map, key);
  rooms.set(key, room);
  return room;
}

function findRoom(map: MapDef, key: SpaceKey): string | null {
  const [x, y] = xy(key);
  for (const t of map.tiles) {
    const row = t.rows[y - t.y];
    if (row === undefined || x < t.x || x >= t.x + row.length || row[x - t.x] === ' ') continue;
    return t.name ?? null;
  }
  return null;
}

/** "in the hall", or "" for a room without a name. */
export function inRoom(map: MapDef, key: SpaceKey): string {
  const r = roomOf(map, key);
  return r ? `in the ${r}` : '';
}

/** Where `to` lies from `from`: "2 east, 1 north", "1 south", "here". North is the top row of the map. */
export function direction(from: SpaceKey, to: SpaceKey): string {
  const [fx, fy] = xy(from);
  const [tx, ty] = xy(to);
  const parts: string[] = [];
  if (tx !== fx) parts.push(`${Math.abs(tx - fx)} ${tx > fx ? 'east' : 'west'}`);
  if (ty !== fy) parts.push(`${Math.abs(ty - fy)} ${ty > fy ? 'south' : 'north'}`);
  return parts.length ? parts.join(', ') : 'here';
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * Tells one of several same-named things apart: by room when they lie in
 * different rooms, by compass side within a room ("north", "east"), by
 * reading order when more than two share a room.
 */
function distinguished(map: MapDef, base: string, all: { id: string; at: SpaceKey }[], id: string): string {
  const me = all.find((x) => x.id === id);
  if (!me || all.length <= 1) return `the ${base}`;
  const room = roomOf(map, me.at);
  const sameRoom = all.filter((x) => roomOf(map, x.at) === room);
  const roomPart = sameRoom.length < all.length && room ? ` in the ${room}` : '';
  if (sameRoom.length <= 1) return `the ${base}${roomPart}`;
  if (sameRoom.length === 2) {
    const other = sameRoom.find((x) => x.id !== id)!;
    const [mx, my] = xy(me.at);
    const [ox, oy] = xy(other.at);
    const side = Math.abs(my - oy) >= Math.abs(mx - ox) ? (my < oy ? 'north' : 'south') : (mx < ox ? 'west' : 'east');
    return `the ${side} ${base}${roomPart}`;
  }
  const order = [...sameRoom].sort((a, b) => xy(a.at)[1] - xy(b.at)[1] || xy(a.at)[0] - xy(b.at)[0]);
  return `the ${ORDINALS[order.findIndex((x) => x.id === id)] ?? 'next'} ${base}${roomPart}`;
}

/** "the blue portal", "the north blue portal", "the yellow portal in the east wing". */
export function portalName(t: PlaceTable, token: string): string {
  const p = t.portals.find((x) => x.token === token);
  if (!p) return 'a portal';
  const same = t.portals.filter((x) => x.tier === p.tier).map((x) => ({ id: x.token, at: x.at }));
  return distinguished(t.map, `${TIER_COLOURS[p.tier]} portal`, same, token);
}

/** The name a mission gives a marker token ("generator"), else its kind's. */
export function markerBase(mission: string, token: string, kind: string): string {
  const setup = missionDef(mission).markers.find((m) => m.token === token);
  if (setup?.name) return setup.name;
  return kind === 'exit' ? 'exit' : `${kind} token`;
}

/** "the generator in the hall", "the exit", "the north terminal". */
export function markerName(t: PlaceTable, token: string): string {
  const m = t.markers.find((x) => x.token === token);
  const setup = missionDef(t.mission).markers.find((x) => x.token === token);
  const kind = m?.kind ?? setup?.kind ?? 'objective';
  const base = markerBase(t.mission, token, kind);
  // Name by where the tokens of this kind lie at the start of the mission, so a name never changes mid-game.
  const same = missionDef(t.mission).markers.filter((x) => markerBase(t.mission, x.token, x.kind) === base)
    .map((x) => ({ id: x.token, at: t.map.tokens.find((k) => k.id === x.token)?.at ?? '0,0' }));
  return distinguished(t.map, base, same, token);
}

/** "the teleporter in the dock". */
export function teleporterName(t: PlaceTable, id: string): string {
  return distinguished(t.map, 'teleporter', t.map.teleporters.map((x) => ({ id: x.id, at: x.at })), id);
}

/** "the health pack", "the Super Shotgun". */
export function itemName(item: Pick<ItemState, 'kind' | 'weapon'>): string {
  return item.kind === 'healthPack' ? 'the health pack' : `the ${item.weapon ? weaponSetDef(item.weapon).name : 'weapon'}`;
}

/** "the door between the dock and the hall", or "a door in the hall" inside one room. */
export function doorName(map: MapDef, doorId: string): string {
  const d = map.doors.find((x) => x.id === doorId);
  if (!d) return 'a door';
  const [kind, at] = d.edge.split(':') as [string, string];
  const [x, y] = xy(at);
  const before = kind === 'v' ? `${x - 1},${y}` : `${x},${y - 1}`;
  const a = roomOf(map, before);
  const b = roomOf(map, at);
  if (a && b && a !== b) return `the door between the ${a} and the ${b}`;
  return a || b ? `a door in the ${a ?? b}` : 'a door';
}

/** What lies in a space that players would name it by (portal, teleporter, token, item), if anything. */
export function landmarkAt(t: PlaceTable, key: SpaceKey): string | null {
  const portal = t.portals.find((p) => p.at === key && !p.gone);
  if (portal) return portalName(t, portal.token);
  const tp = t.map.teleporters.find((x) => x.at === key);
  if (tp) return teleporterName(t, tp.id);
  const marker = t.markers.find((m) => m.at === key);
  if (marker) return markerName(t, marker.token);
  const item = t.items.find((i) => i.at === key);
  if (item) return itemName(item);
  return null;
}

/** A space as a player names it: "the blue portal", "the teleporter in the dock", else "the hall" (or "the map"). */
export function placeName(t: PlaceTable, key: SpaceKey): string {
  const mark = landmarkAt(t, key);
  if (mark) return mark;
  const room = roomOf(t.map, key);
  return room ? `the ${room}` : 'the map';
}

/** "at the blue portal", "in the hall", "on the map": where something is, after a verb. */
export function atPlace(t: PlaceTable, key: SpaceKey): string {
  const mark = landmarkAt(t, key);
  if (mark) return `at ${mark}`;
  const room = roomOf(t.map, key);
  return room ? `in the ${room}` : 'on the map';
}

/** "At the blue portal" / "In the hall": a short heading for a space. */
export function placeHeading(t: PlaceTable, key: SpaceKey): string {
  return capitalised(atPlace(t, key));
}

/** A state or view as a PlaceTable (a view carries the mission as an object, the state as an id). */
export function placeTable(src: { mission: string | { id: string }; map: MapDef; portals: PortalState[]; items: ItemState[]; markers: MarkerState[] }): PlaceTable {
  return { mission: typeof src.mission === 'string' ? src.mission : src.mission.id, map: src.map, portals: src.portals, items: src.items, markers: src.markers };
}
