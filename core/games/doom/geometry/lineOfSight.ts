/**
 * Line of sight and cover between figures.
 *
 * Sight: the attacker picks a corner of a space his figure occupies and draws
 * a line to a corner of a space the defender occupies; any clear line
 * (sightline.ts) gives line of sight. Figures, difficult and impassable
 * terrain never block it. The test is symmetric (appendix case 1).
 *
 * Cover: from the corner used for sight, lines go to each corner of the
 * defender's space. If one of them is blocked, or passes through difficult
 * terrain or through a space holding a figure other than the two fighting,
 * the defender has cover. A defender sharing that corner has none. The
 * attacker chooses his corner, so he picks one that denies cover if any does.
 * Large figures never have cover. Stunned figures are the rules' business.
 *
 * A flying demon or large figure standing in blocking terrain can be seen:
 * the outline of the blocking group it stands in is disregarded for lines to
 * and from it, and gives it no cover (same for the attacker's own group).
 */
import { T_DIFFICULT, type CompiledMap } from './compile';
import { groupsUnder } from './range';
import { lineClear, spaceSlot } from './sightline';

/** A corner of one of a figure's spaces, with the slot pointing into that space. */
interface Corner {
  x: number;
  y: number;
  slot: number;
}

function cornersOf(cm: CompiledMap, spaces: readonly number[]): Corner[] {
  const out: Corner[] = [];
  for (const i of spaces) {
    const sx = i % cm.width;
    const sy = (i - sx) / cm.width;
    for (const [x, y] of [[sx, sy], [sx + 1, sy], [sx + 1, sy + 1], [sx, sy + 1]] as const) {
      out.push({ x, y, slot: spaceSlot(x, y, sx, sy) });
    }
  }
  return out;
}

/** Corners of the attacker's spaces from which some line reaches the defender. */
export function sightCorners(cm: CompiledMap, from: readonly number[], to: readonly number[]): { x: number; y: number; slot: number }[] {
  const ignore = [...groupsUnder(cm, from), ...groupsUnder(cm, to)];
  const targets = cornersOf(cm, to);
  return cornersOf(cm, from).filter((p) => targets.some((q) => lineClear(cm, p.x, p.y, p.slot, q.x, q.y, q.slot, { ignore })));
}

/** Does a figure on `from` have line of sight to a figure on `to`? */
export function hasLineOfSight(cm: CompiledMap, from: readonly number[], to: readonly number[]): boolean {
  if (from.length === 1 && to.length === 1) return spaceSeesSpace(cm, from[0]!, to[0]!);
  return traceSight(cm, from, to);
}

/** Sight worked out line by line, without the table (any corner to any corner). */
export function traceSight(cm: CompiledMap, from: readonly number[], to: readonly number[]): boolean {
  const ignore = [...groupsUnder(cm, from), ...groupsUnder(cm, to)];
  const targets = cornersOf(cm, to);
  for (const p of cornersOf(cm, from)) {
    for (const q of targets) if (lineClear(cm, p.x, p.y, p.slot, q.x, q.y, q.slot, { ignore })) return true;
  }
  return false;
}

/** Maps up to this many spaces keep a space-to-space sight table (n * n bytes). */
const TABLE_LIMIT = 2500;
const sightTables = new WeakMap<CompiledMap, Uint8Array>();

/**
 * Sight between two single spaces, remembered per compiled map: the answer
 * depends only on the map (figures never block sight), and bots ask the same
 * pairs again and again. 0 unknown, 1 seen, 2 not seen.
 */
export function spaceSeesSpace(cm: CompiledMap, a: number, b: number): boolean {
  const n = cm.width * cm.height;
  if (n > TABLE_LIMIT) return traceSight(cm, [a], [b]);
  let t = sightTables.get(cm);
  if (!t) sightTables.set(cm, (t = new Uint8Array(n * n)));
  const k = a * n + b;
  const known = t[k]!;
  if (known) return known === 1;
  const seen = traceSight(cm, [a], [b]);
  t[k] = t[b * n + a] = seen ? 1 : 2; // sight is mutual (appendix case 1)
  return seen;
}

/** Who stands where, for cover: figure number per space (-1 empty). */
export interface CoverContext {
  figureAt: Int32Array;
  attacker: number;
  defender: number;
}

/**
 * Does the defender (a small figure on `defenderSpace`) have cover when the
 * attacker draws from corner `p` of his space? Difficult terrain in the
 * attacker's own spaces does not count (ASSUMPTIONS.md, "Cover").
 */
export function coverFromCorner(cm: CompiledMap, p: Corner, attackerSpaces: readonly number[], defenderSpace: number, ctx: CoverContext): boolean {
  const ignore = [...groupsUnder(cm, attackerSpaces), ...groupsUnder(cm, [defenderSpace])];
  const corners = cornersOf(cm, [defenderSpace]);
  if (corners.some((q) => q.x === p.x && q.y === p.y)) return false;
  const crossed: number[] = [];
  for (const q of corners) {
    crossed.length = 0;
    if (!lineClear(cm, p.x, p.y, p.slot, q.x, q.y, q.slot, { ignore, crossed })) return true;
    for (const s of crossed) {
      if (cm.terrain[s] === T_DIFFICULT && !attackerSpaces.includes(s)) return true;
      const f = ctx.figureAt[s]!;
      if (f >= 0 && f !== ctx.attacker && f !== ctx.defender) return true;
    }
  }
  return false;
}

export interface SightResult {
  los: boolean;
  /** Whether the defender has cover from the attacker's best corner (false for large defenders). */
  cover: boolean;
  /** The corner the attacker should draw from (denies cover when one can), when there is sight. */
  corner?: { x: number; y: number };
}

/** Line of sight and cover between two figures, given their spaces and the occupancy. */
export function sightAndCover(cm: CompiledMap, attackerSpaces: readonly number[], defenderSpaces: readonly number[], ctx: CoverContext): SightResult {
  if (!hasLineOfSight(cm, attackerSpaces, defenderSpaces)) return { los: false, cover: false };
  const usable = sightCorners(cm, attackerSpaces, defenderSpaces);
  if (usable.length === 0) return { los: false, cover: false };
  const first = usable[0]!;
  if (defenderSpaces.length > 1) return { los: true, cover: false, corner: { x: first.x, y: first.y } };
  for (const p of usable) {
    if (!coverFromCorner(cm, p, attackerSpaces, defenderSpaces[0]!, ctx)) return { los: true, cover: false, corner: { x: p.x, y: p.y } };
  }
  return { los: true, cover: true, corner: { x: first.x, y: first.y } };
}
