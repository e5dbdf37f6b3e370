/**
 * How the invader bot values things. Difficulty changes how it plays:
 * - easy: greedy. Each demon goes for the nearest marine and shoots the first
 *   target it can; it plays events as soon as it can and never saves Argent.
 * - normal: scores targets by expected damage, kill chance, cover and the
 *   mission (carriers and marines near their goal first; demons stand on
 *   tokens that score frags), and moves to firing spots with line of sight.
 * - hard: as normal, and focuses fire on the marine already hurt this round,
 *   prefers firing spots where the target would have no cover, keeps demons
 *   between the marines and the tokens they need, times damage events for
 *   kills, and banks Argent on the invasion card for the big tier-3 group
 *   (only while a tier-3 portal is open: a face-down one cannot summon it).
 *   A boss whose frag wins the mission for the marines (the Baron in The
 *   Nest, the Cyberdemon in Foundry Heart) is held back: it moves only to get
 *   a shot and never walks on after attacking. It spends no Argent where it
 *   can change nothing (no marine on the map: no Lurch, Stomp, Skulk or
 *   Argent event; see invaderJudge.ts). It leaves no demon where a marine
 *   frags it for free: a staggered demon pulls back out of Glory Kill reach
 *   (GLORY_REACH) and no demon stops or is placed on an active teleporter
 *   (telefrag on teleport or respawn) unless what it gains there is worth
 *   more (GLORY_RISK, TELEFRAG_RISK). It reads the initiative deck: while
 *   marine cards are still to come, a type with staggered demons in reach
 *   activates first; and the map: a group is summoned at a portal near the
 *   tokens the marines need rather than one only as near the marines. It
 *   times summoning events (Unending Tide, Reinforced Gate): held until a
 *   live portal they can use is near the marines (SUMMON_NEAR).
 *   Another demon screens a staggered one the marines could still step
 *   into, and demons hold chokepoints and doors on the marines' way to their
 *   tokens (invaderBlock.ts).
 * - normal and hard both judge an attack with the revealed defence card
 *   counted: no event or Argent into a dodge, on shields with no damage
 *   coming, on damage that still cannot get through, or on a splash with no
 *   marine in it. Easy plays whatever it has.
 */
import { demonDef, missionDef } from '../catalog';
import type { Board } from '../geometry/board';
import type { Figure } from '../state';
import type { DoomView } from '../view';
import { distance, expectedHits, healthLeft, keyIndex, sees, spacesOfFigure, travelDistance, travelMap } from './tactics';
import type { CompiledMap } from '../geometry/compile';
import { staggerModOf } from '../inspect/stagger';

export type Level = 'easy' | 'normal' | 'hard';

export interface MarineThreat {
  figure: Figure;
  spaces: number[];
  /** How much the invader wants this marine gone (objective pressure, carried tokens). */
  priority: number;
  healthLeft: number;
}

/** Spaces of tokens the marines need (objectives, exits, inactive teleporters in a teleporter mission). */
export function goalSpaces(v: DoomView, b: Board): number[] {
  const out: number[] = [];
  for (const m of v.markers) if (m.at) out.push(keyToIndex(b, m.at));
  const mission = missionDef(v.mission.id);
  if (mission.objective.marinesWin.some((c) => c.id === 'allTeleportersActive')) {
    for (const t of v.map.teleporters) if (!t.active) out.push(keyToIndex(b, t.at));
  }
  return out.filter((i) => i >= 0);
}

/**
 * How far a marine reaches in one activation for planning: a sprint's 4
 * movement points, or a typical card's speed with a move. A staggered demon
 * this close to a marine (travel with every door open) can be Glory Killed.
 */
export const GLORY_REACH = 4;

type StaggerView = Pick<DoomView, 'staggerMods' | 'marineActivation'>;

/** Staggered as the rules count it (printed stagger less the reductions in play), from the view. */
export function staggeredInView(v: StaggerView, f: Figure): boolean {
  if (f.side !== 'demon') return false;
  const mod = staggerModOf(v, f.id);
  return f.damage >= Math.max(0, demonDef(f.type).stagger - mod.printed - mod.other);
}

/** Whether a marine on the map could step into these spaces in one activation (a Glory Kill if the demon there is staggered). */
export function inGloryReach(v: DoomView, b: Board, spaces: number[], marines?: Figure[]): boolean {
  const travel = travelMap(v);
  return (marines ?? v.figures.filter((f) => f.side === 'marine')).some((m) => {
    const d = travelDistance(travel, spacesOfFigure(b, m), spaces);
    return d >= 0 && d <= GLORY_REACH;
  });
}

/** Whether any of these spaces is an active teleporter: a marine teleporting or respawning there telefrags the demon on it. */
export function onActiveTeleporter(v: DoomView, b: Board, spaces: number[]): boolean {
  return v.map.teleporters.some((t) => t.active && spaces.includes(keyIndex(b, t.at)));
}

/** A portal this close to a marine (travel, doors open) is near the marines: a summon there lands in the fight. */
export const SUMMON_NEAR = 6;

/** Whether a live portal (face up, not gone; of this tier if given) lies within SUMMON_NEAR of a marine on the map. */
export function portalNearMarines(v: DoomView, b: Board, tier?: number): boolean {
  const travel = travelMap(v);
  const marines = v.figures.filter((f) => f.side === 'marine').map((f) => spacesOfFigure(b, f));
  return v.portals.some((p) => p.faceUp && !p.gone && (tier === undefined || p.tier === tier) && marines.some((m) => {
    const d = travelDistance(travel, [keyIndex(b, p.at)], m);
    return d >= 0 && d <= SUMMON_NEAR;
  }));
}

/** What hard gives up to keep a staggered demon out of Glory Kill reach, and any demon off an active teleporter. */
export const GLORY_RISK = 12;
export const TELEFRAG_RISK = 6;

/** A demon whose frag wins the mission for the marines (the Baron in The Nest): it must not walk into their guns. */
export function isBoss(v: DoomView, type: string): boolean {
  return missionDef(v.mission.id).objective.marinesWin.some((c) => c.id === 'demonFragged' && c.params?.demon === type);
}

/** Tokens the demons score by standing on at the end of a round (Hold the Line). */
export function holdSpaces(v: DoomView, b: Board): number[] {
  const mission = missionDef(v.mission.id);
  const kinds = [...mission.objective.rules, ...mission.threat.rules]
    .filter((r) => r.effect.effect === 'gainFragToken' && r.effect.params?.perDemonOn).map((r) => String(r.effect.params!.perDemonOn));
  return v.markers.filter((m) => m.at && kinds.includes(m.kind)).map((m) => keyToIndex(b, m.at!));
}

function keyToIndex(b: Board, key: string): number {
  const [x, y] = key.split(',').map(Number) as [number, number];
  return x >= 0 && y >= 0 && x < b.cm.width && y < b.cm.height ? y * b.cm.width + x : -1;
}

export function marineThreats(v: DoomView, b: Board, level: Level): MarineThreat[] {
  const goals = goalSpaces(v, b);
  return v.figures.filter((f) => f.side === 'marine').map((f) => {
    const spaces = spacesOfFigure(b, f);
    const left = healthLeft(v, f, 10);
    let priority = 1;
    if (level !== 'easy') {
      if (v.markers.some((m) => m.carriedBy === f.id)) priority += 2;
      const g = goals.length ? distance(b, spaces, goals) : -1;
      if (g >= 0) priority += Math.max(0, 4 - g) * 0.5;
      priority += (10 - left) * 0.1;
    }
    return { figure: f, spaces, priority, healthLeft: left };
  });
}

/**
 * What hard adds to a shot at the marine the demons are already wearing down:
 * enough to outweigh a fresher marine's mission priority, so every demon that
 * can reach him finishes him (issue 16's focus-fire rate).
 */
export const FOCUS_BONUS = 6;

/** Value of attacking a marine with an attack box from `from` (with cover as given). */
export function attackValue(level: Level, t: MarineThreat, dice: string[], cover: boolean, focus: string | null): number {
  const hits = expectedHits(dice);
  const shields = cover ? 1.4 : 1; // a second card with cover keeps the better of two
  const dmg = Math.max(0.2, hits - shields);
  if (level === 'easy') return dmg;
  const kill = dmg >= t.healthLeft ? 6 : dmg >= t.healthLeft - 2 ? 2 : 0;
  let v = dmg * t.priority + kill;
  if (level === 'hard' && focus === t.figure.id) v += FOCUS_BONUS;
  return v;
}

/** Best attack a demon of this type could make from these spaces, ignoring movement. */
export function bestShotFrom(v: DoomView, b: Board, level: Level, type: string, from: number[], threats: MarineThreat[], focus: string | null): { value: number; target: string | null } {
  const def = demonDef(type);
  let best = { value: 0, target: null as string | null };
  for (const t of threats) {
    const d = distance(b, from, t.spaces);
    if (d < 0 || d > def.attack.range || !sees(b, from, t.spaces)) continue;
    const val = attackValue(level, t, def.attack.dice, false, focus);
    if (val > best.value) best = { value: val, target: t.figure.id };
  }
  return best;
}

/** How threatening a demon standing on `spaces` is: the closer to a marine (and to its goals) the better. */
export function approachValue(travel: CompiledMap, spaces: number[], threats: MarineThreat[], goals: number[], level: Level): number {
  let best = Infinity;
  for (const t of threats) {
    const d = travelDistance(travel, spaces, t.spaces);
    if (d >= 0) best = Math.min(best, level === 'easy' ? d : d / t.priority);
  }
  let v = best === Infinity ? 0 : -best;
  if (level === 'hard' && goals.length) {
    const g = travelDistance(travel, spaces, goals);
    if (g >= 0) v -= g * 0.3;
  }
  return v;
}
