/**
 * Inspect entries for what lies on the table around the map: the face-down
 * piles (monster deck, insanity, the three scavenge piles, day/night, each
 * character's deck) with their live counts, each survivor's hunger die, and
 * the objective stars and scavenge blocks. Target ids: token `pile:<id>`,
 * `star:<tile>` and `block:<tile>`, die
 * `hunger:<survivor>`. The renderer draws exactly these (MATableParts).
 */
import type { InspectEntry } from '../../engine/types';
import { MISSION_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from './content';
import { GLOSSARY_BY_ID } from './glossary';
import type { MAView } from './view';

export type SharedPile = 'monster' | 'insanity' | 'blue' | 'green' | 'red' | 'daynight';

/** The shared piles in the order they lie on the table, with the words a player uses for them. */
export const SHARED_PILES: { id: SharedPile; name: string; short: string; mark: string; text: string; rule: string }[] = [
  { id: 'monster', short: 'Monsters', name: 'Monster deck', mark: 'MONSTER', text: 'Drawn from when a survivor meets a monster. A boss may be hidden in it.', rule: 'activation' },
  { id: 'insanity', short: 'Insanity', name: 'Insanity deck', mark: 'INSANITY', text: 'Drawn from when something drives a survivor mad.', rule: 'insanity' },
  { id: 'blue', short: 'Blue', name: 'Blue scavenge pile', mark: 'BLUE', text: 'Scavenged on tiles with the blue icon: ammo and medicine.', rule: 'scavenge' },
  { id: 'green', short: 'Green', name: 'Green scavenge pile', mark: 'GREEN', text: 'Scavenged on tiles with the green icon: food.', rule: 'scavenge' },
  { id: 'red', short: 'Red', name: 'Red scavenge pile', mark: 'RED', text: 'Scavenged on tiles with the red icon: fuel and parts.', rule: 'scavenge' },
  { id: 'daynight', short: 'Day/Night', name: 'Day/night deck', mark: 'DAY/NIGHT', text: 'One card a round: its side says whether it is day or night and where the monsters shift.', rule: 'day-night' },
];

/** Cards left to draw and in the discard of a shared pile, or null when the game has none (day/night off). */
export function sharedPileCounts(v: MAView, id: SharedPile): { draw: number; discard: number | null } | null {
  switch (id) {
    case 'monster': return { draw: v.monsterDeck.draw.length, discard: v.monsterDeck.discard.length };
    case 'insanity': return { draw: v.insanityDeck.draw.length, discard: v.insanityDeck.discard.length };
    case 'daynight': return v.dayNight ? { draw: v.dayNight.draw.length, discard: v.dayNight.discard.length } : null;
    default: return { draw: v.scavenge[id].length, discard: null };
  }
}

/** Whose deck a card pool is: the names of the characters drawing from it ("Ranger", or "Ronin and Priest" for the solo pair). */
export function poolOwners(v: MAView, poolId: string): string {
  return v.survivors.filter((s) => s.pool === poolId).map((s) => s.name).join(' and ');
}

function pileEntry(v: MAView, id: string): InspectEntry | null {
  const shared = SHARED_PILES.find((p) => p.id === id);
  if (shared) {
    const n = sharedPileCounts(v, shared.id);
    if (!n) return null;
    return {
      id: `pile:${id}`, kind: 'Pile', name: shared.name,
      stats: [{ label: 'Cards left', value: String(n.draw) }, ...(n.discard !== null ? [{ label: 'Discarded', value: String(n.discard) }] : [])],
      text: [shared.text], rule: shared.rule,
    };
  }
  const pool = id.startsWith('pool:') ? v.pools.find((p) => p.id === id.slice(5)) : undefined;
  if (!pool) return null;
  return {
    id: `pile:${id}`, kind: 'Deck', name: `${poolOwners(v, pool.id)}'s deck`,
    stats: [{ label: 'Cards left', value: String(pool.draw.length) }, { label: 'Discard', value: String(pool.discard.length) }, { label: 'Hand', value: String(pool.hand.length) }],
    text: ['Your life as much as your health: a survivor who must draw from an empty deck dies.'], rule: 'death',
  };
}

/** The tiles that carry an objective star: face-up tiles of a type the mission sends you to, and the boss's tile. */
export function starredTiles(v: MAView): string[] {
  const mission = MISSION_BY_ID[v.missionId];
  if (!mission) return [];
  const visit = new Set(mission.objective.visit ?? []);
  return v.tiles.filter((t) => {
    if (!t.faceUp) return false;
    const def = TILE_BY_ID[t.def];
    return Boolean(def && (visit.has(def.type) || mission.boss.tile === def.type));
  }).map((t) => t.key);
}

function starEntry(v: MAView, key: string): InspectEntry | null {
  const t = v.tiles.find((x) => x.key === key);
  const def = t?.faceUp ? TILE_BY_ID[t.def] : undefined;
  const base = GLOSSARY_BY_ID['token:objective-star'];
  if (!def || !base) return null;
  const type = TILE_TYPE_BY_ID[def.type];
  const visited = v.mission.visited.includes(def.type);
  const goal = MISSION_BY_ID[v.missionId]?.boss.tile === def.type ? 'The boss appears here' : visited ? 'Visited' : 'Not visited yet';
  return { ...base, stats: [{ label: 'Marks', value: type?.name ?? def.type }, { label: 'Objective', value: goal }] };
}

function hungerEntry(v: MAView, survivorId: string): InspectEntry | null {
  const s = v.survivors.find((x) => x.id === survivorId);
  const base = GLOSSARY_BY_ID['die:hunger'];
  if (!s || !base) return null;
  return {
    ...base, name: `${s.name}'s hunger die`,
    stats: [{ label: 'Hunger', value: String(s.hunger) }, ...(s.starving ? [{ label: 'Starving', value: `step ${s.starving}` }] : [])],
  };
}

/** The entry for a table target this module owns, or undefined when the target is not one of these. */
export function tableEntry(v: MAView, kind: string, id: string): InspectEntry | null | undefined {
  if (kind === 'token' && id.startsWith('pile:')) return pileEntry(v, id.slice(5));
  if (kind === 'token' && id.startsWith('star:')) return starEntry(v, id.slice(5));
  if (kind === 'token' && id.startsWith('block:')) return GLOSSARY_BY_ID['token:block'] ?? null;
  if (kind === 'die' && id.startsWith('hunger:')) return hungerEntry(v, id.slice(7));
  return undefined;
}
