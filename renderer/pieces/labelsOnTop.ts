/**
 * Labels drawn over everything (count badges, health numbers: they must
 * never hide inside a figure) give way while a throw's tray is in view: the
 * table's dice stage says when one is up, and such labels then take their
 * place in depth like any other piece, so the tray hides the badges behind
 * it instead of the badges being printed over the dice. A tiny store, read
 * with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

let trayUp = false;
const listeners = new Set<() => void>();

/** The dice stage: a throw's tray came into view (true) or has left (false). */
export function setDiceTrayUp(up: boolean): void {
  if (up === trayUp) return;
  trayUp = up;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isDiceTrayUp(): boolean {
  return trayUp;
}

/** Whether a label asked to be on top is drawn on top: not while a tray is up. */
export function labelOnTop(onTop: boolean, trayIsUp: boolean): boolean {
  return onTop && !trayIsUp;
}

/** The same in a component, drawn again when a tray comes or goes. */
export function useLabelOnTop(onTop: boolean): boolean {
  return labelOnTop(onTop, useSyncExternalStore(subscribe, isDiceTrayUp, () => false));
}

