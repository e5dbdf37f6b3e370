/**
 * Questions about the table: areas, arrows, distances, who stands where.
 * Pure reads of the state (no events), shared by every phase.
 */
import { FOURTH_BY_ID, HERO_BY_ID, LORD_BY_ID, MAPS, MINIONS } from '../content';
import type { AreaDef, MapDef } from '../content/types';
import type { Hero, LordState, PAState } from '../state';

/** The Lord's sheet during Hell Time is treated as an area of its own. */
export const HELL = 'hell';

export function mapOf(g: PAState): MapDef {
  const map = MAPS[g.mapId];
  if (!map) throw new Error(`Unknown map "${g.mapId}".`);
  return map;
}

/** Each map's areas by id: the rules look an area up for every name, arrow and neighbour (content never changes). */
const areasById = new WeakMap<MapDef, Map<string, AreaDef>>();

export function areaDef(g: PAState, id: string): AreaDef {
  const map = mapOf(g);
  let byId = areasById.get(map);
  if (!byId) {
    byId = new Map();
    for (const x of map.areas) if (!byId.has(x.id)) byId.set(x.id, x); // the first of an id, as a search finds it
    areasById.set(map, byId);
  }
  const a = byId.get(id);
  if (!a) throw new Error(`Unknown area "${id}" on ${g.mapId}.`);
  return a;
}

export function areaName(g: PAState, id: string): string {
  return id === HELL ? 'Hell' : areaDef(g, id).name;
}

export function isStart(g: PAState, area: string): boolean {
  return mapOf(g).starts.includes(area);
}

export function hasRule(g: PAState, rule: string): boolean {
  return mapOf(g).rules.some((r) => r.rule === rule);
}

/** Where a minion in `area` goes next (the map's arrow); null at a start. */
export function nextArea(g: PAState, area: string): string | null {
  return areaDef(g, area).next[0] ?? null;
}

/** Each map's arrow steps, found once: they depend on the map alone (its arrows never change). */
const stepsToStart = new WeakMap<MapDef, Readonly<Record<string, number>>>();

/** Arrow steps from each area to the nearest start: minions nearest the start move first. Shared: read only. */
export function distances(g: PAState): Readonly<Record<string, number>> {
  const map = mapOf(g);
  let dist = stepsToStart.get(map);
  if (!dist) stepsToStart.set(map, (dist = Object.freeze(arrowSteps(g, map))));
  return dist;
}

function arrowSteps(g: PAState, map: MapDef): Record<string, number> {
  const dist: Record<string, number> = {};
  for (const a of map.areas) {
    let steps = 0;
    let at: string | null = a.id;
    while (at && !map.starts.includes(at) && steps < map.areas.length) {
      at = nextArea(g, at);
      steps++;
    }
    dist[a.id] = steps;
  }
  return dist;
}

/** Areas a hero may step to from `area` (Doomgate: starts touch every Shadow area). */
export function heroNeighbours(g: PAState, area: string): string[] {
  const out = new Set(areaDef(g, area).adjacent);
  if (hasRule(g, 'startAdjacentToShadow')) {
    if (isStart(g, area)) for (const s of shadowAreas(g)) out.add(s);
    if (inShadow(g, area)) for (const s of mapOf(g).starts) out.add(s);
  }
  // Purgatory: "Heroes cannot enter Hell until all Lords in Purgatory are banished."
  for (const r of mapOf(g).rules) {
    if (r.rule === 'sealedUntilBanished' && r.lords.some((i) => g.lords[i] && !g.lords[i]!.dead)) out.delete(r.area);
  }
  out.delete(area);
  return [...out];
}

export function livingLords(g: PAState): LordState[] {
  return g.lords.filter((l) => !l.dead);
}

export function lordById(g: PAState, id: string): LordState | null {
  return g.lords.find((l) => l.id === id) ?? null;
}

/** "The Lord" of the base rules: the first Lord still standing. */
export function mainLord(g: PAState): LordState {
  return g.lords.find((l) => !l.dead) ?? (g.lords[0] as LordState);
}

/** Lords that act in the Lord cycle and spawn tokens: every standing Lord, or only the first (map rule). */
export function actingLords(g: PAState): LordState[] {
  const living = livingLords(g);
  return hasRule(g, 'activeLordOnly') ? living.slice(0, 1) : living;
}

/** Every area under a standing Lord's Shadow. */
export function shadowAreas(g: PAState): string[] {
  return livingLords(g).flatMap((l) => l.shadow);
}

export function inShadow(g: PAState, area: string): boolean {
  return livingLords(g).some((l) => l.shadow.includes(area));
}

/** The Lord whose Shadow covers this area (the one a hero entering it will fight). */
export function shadowLord(g: PAState, area: string): LordState | null {
  return livingLords(g).find((l) => l.shadow.includes(area)) ?? null;
}

/** Revealed, standing Lords in an area. */
export function lordsIn(g: PAState, area: string): LordState[] {
  return g.lords.filter((l) => !l.dead && l.revealed && l.area === area);
}

export function heroAt(g: PAState, seat: string): Hero {
  const h = g.heroes.find((x) => x.seat === seat);
  if (!h) throw new Error(`No hero for seat "${seat}".`);
  return h;
}

export function heroName(h: Hero): string {
  // A seat without a hero yet is named as the seat list names it ("Hero 2").
  return h.heroId ? (HERO_BY_ID[h.heroId]?.name ?? 'a hero') : `Hero ${h.seat.replace(/^h/, '')}`;
}

export function liveHeroes(g: PAState): Hero[] {
  return g.heroes.filter((h) => !h.dead && h.heroId !== null);
}

export function heroesIn(g: PAState, area: string): Hero[] {
  return liveHeroes(g).filter((h) => h.area === area);
}

/** Seats in turn order, starting with the captain and going clockwise (players who have not joined yet are skipped). */
export function turnOrder(g: PAState): string[] {
  const n = g.seatOrder.length;
  return Array.from({ length: n }, (_, i) => g.seatOrder[(g.captain + i) % n] as string)
    .filter((seat) => g.heroes.find((h) => h.seat === seat)?.joined !== false);
}

/** Players in the game (late joiners count once they join): despair and Lord health depend on it. */
export function playerCount(g: PAState): number {
  return g.heroes.filter((h) => h.joined).length;
}

export function captainSeat(g: PAState): string {
  return g.seatOrder[g.captain] as string;
}

/** Minions and Fourth Circle demons in an area (the Lord is counted separately). */
export function minionCount(g: PAState, area: string): number {
  return g.minions.filter((m) => m.area === area).length + g.fourth.filter((f) => f.area === area).length;
}

/** Any enemy at all: minions, Fourth Circle demons or the Lord (invasion tokens are not enemies yet). */
export function enemiesIn(g: PAState, area: string): boolean {
  return minionCount(g, area) > 0 || lordsIn(g, area).length > 0;
}

export function tokensIn(g: PAState, area: string): number {
  return g.tokens.filter((t) => t.area === area).length;
}

export function ambushIn(g: PAState, area: string) {
  return g.ambushes.find((a) => a.area === area) ?? null;
}

export function inPlay(g: PAState, kind: string): number {
  return g.minions.filter((m) => m.kind === kind).length;
}

export function lordName(g: PAState, lord: LordState = mainLord(g)): string {
  return lord.revealed ? (LORD_BY_ID[lord.defId]?.name ?? lord.defId) : 'the hidden Lord';
}

export function figureName(g: PAState, id: string): string {
  const lord = lordById(g, id);
  if (lord) return lordName(g, lord);
  const m = g.minions.find((x) => x.id === id);
  if (m) return MINIONS[m.kind].name;
  const f = g.fourth.find((x) => x.id === id);
  if (f) return FOURTH_BY_ID[f.defId]?.name ?? f.defId;
  return id;
}

export function newId(g: PAState, prefix: string): string {
  g.nextId += 1;
  return `${prefix}${g.nextId}`;
}
