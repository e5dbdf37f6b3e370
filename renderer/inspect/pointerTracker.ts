/**
 * Where the pointer is and what it is over, outside React: the inspector
 * follows the pointer on every move, and re-rendering the game screen on
 * every move to do it would cost far more than the panel itself. One window
 * listener (capture, so a handler that stops propagation does not hide a
 * move) feeds any number of subscribers.
 */

export interface PointerSpot {
  x: number;
  y: number;
  /** The element under the pointer (the canvas for anything on the 3D table). */
  over: Element | null;
}

const spot: PointerSpot = { x: -1, y: -1, over: null };
const listeners = new Set<(p: PointerSpot) => void>();
let installed = false;

function onMove(e: PointerEvent | MouseEvent): void {
  spot.x = e.clientX;
  spot.y = e.clientY;
  spot.over = e.target instanceof Element ? e.target : null;
  for (const fn of listeners) fn(spot);
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('pointermove', onMove, { capture: true, passive: true });
  // pointerover comes before the mouseenter that starts a hover, so the hover sees where it is.
  window.addEventListener('pointerover', onMove, { capture: true, passive: true });
}

/** The latest pointer position and the element under it. */
export function pointerSpot(): PointerSpot {
  install();
  return spot;
}

/** Calls `fn` on every pointer move; returns the unsubscribe. */
export function onPointerMove(fn: (p: PointerSpot) => void): () => void {
  install();
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}
