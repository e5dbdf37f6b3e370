/**
 * Where a floating card goes so that it hides nothing that matters: pure
 * rectangle arithmetic, shared by the inspector (beside the pointer, away from
 * the hovered thing and the prompt) and the guide card (a corner away from what
 * its step names). Each caller lists candidate places and the things to keep
 * clear, each with a weight; the place covering the least weighted area wins,
 * the first listed unless another is clearly better, always clamped inside the window.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Something a card should not cover; a heavier one is avoided first. */
export interface Keep {
  rect: Rect;
  weight: number;
}

export const right = (r: Rect): number => r.left + r.width;
export const bottom = (r: Rect): number => r.top + r.height;

export function rect(left: number, top: number, width: number, height: number): Rect {
  return { left, top, width, height };
}

/** A DOMRect (or anything with its four numbers) as a plain Rect. */
export function fromBox(b: { left: number; top: number; width: number; height: number }): Rect {
  return { left: b.left, top: b.top, width: b.width, height: b.height };
}

export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(right(a), right(b)) - Math.max(a.left, b.left);
  const h = Math.min(bottom(a), bottom(b)) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

export function containsPoint(r: Rect, x: number, y: number): boolean {
  return x >= r.left && x <= right(r) && y >= r.top && y <= bottom(r);
}

/** Moves a card of `size` at (left, top) fully inside `bounds` (its top-left kept inside when it is bigger). */
export function clampInto(left: number, top: number, size: Size, bounds: Rect): Rect {
  const l = Math.max(bounds.left, Math.min(left, right(bounds) - size.width));
  const t = Math.max(bounds.top, Math.min(top, bottom(bounds) - size.height));
  return rect(l, t, size.width, size.height);
}

/** How much a card at `at` covers of what it should keep clear, weighted. */
export function coverCost(at: Rect, keep: readonly Keep[]): number {
  let cost = 0;
  for (const k of keep) cost += k.weight * overlapArea(at, k.rect);
  return cost;
}

/**
 * A later candidate must cover this much less than the best so far to win: the
 * callers list places in order of preference, and a few pixels less of the
 * board are no reason to leave the preferred corner.
 */
export const CLEARLY_BETTER = 0.9;

/** The candidate (clamped into `bounds`) with the least weighted cover; an earlier one wins unless clearly beaten. */
export function bestPlace(candidates: readonly { left: number; top: number }[], size: Size, bounds: Rect, keep: readonly Keep[]): Rect {
  let best: Rect | null = null;
  let bestCost = Infinity;
  for (const c of candidates) {
    const at = clampInto(c.left, c.top, size, bounds);
    const cost = coverCost(at, keep);
    if (cost < bestCost * CLEARLY_BETTER - 0.5) {
      best = at;
      bestCost = cost;
    }
  }
  return best ?? clampInto(bounds.left, bounds.top, size, bounds);
}

/**
 * The four places beside `r` (right, left, below, above), each lined up with
 * the point (x, y) along the other axis, with `gap` between; the side with
 * more room in the window first, so the card opens away from the edge.
 */
export function besideRect(r: Rect, size: Size, x: number, y: number, gap: number, bounds: Rect): { left: number; top: number }[] {
  const toRight = { left: right(r) + gap, top: y - size.height / 2 };
  const toLeft = { left: r.left - gap - size.width, top: y - size.height / 2 };
  const below = { left: x - size.width / 2, top: bottom(r) + gap };
  const above = { left: x - size.width / 2, top: r.top - gap - size.height };
  const roomRight = right(bounds) - right(r);
  const roomLeft = r.left - bounds.left;
  const roomBelow = bottom(bounds) - bottom(r);
  const roomAbove = r.top - bounds.top;
  const sideways = roomRight >= roomLeft ? [toRight, toLeft] : [toLeft, toRight];
  const upDown = roomBelow >= roomAbove ? [below, above] : [above, below];
  return [...sideways, ...upDown];
}
