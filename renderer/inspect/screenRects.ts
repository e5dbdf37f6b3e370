/**
 * The boxes of the screen's parts that floating cards keep clear of, read
 * from the page each time (the layout changes with the window, the game and
 * what is open). Parts are found by their data-tutorial names, the same
 * names the guided first game points with.
 */
import { fromBox, type Rect } from './placement';

/** The box of the first visible element carrying data-tutorial part `part`, or null. */
export function partRect(part: string): Rect | null {
  return partRects(part)[0] ?? null;
}

/** The boxes of every visible element carrying data-tutorial part `part`. */
export function partRects(part: string): Rect[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll(`[data-tutorial~="${part}"]`)].map((el) => elementRect(el)).filter((r): r is Rect => r !== null);
}

/** An element's box on screen, or null when it is not laid out (hidden, detached, empty). */
export function elementRect(el: Element | null): Rect | null {
  if (!el || !el.isConnected) return null;
  const b = el.getBoundingClientRect();
  return b.width > 0 && b.height > 0 ? fromBox(b) : null;
}

export function viewportSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}
