/**
 * Where a thing on the 3D table is on screen, for the DOM above it: the
 * inspector keeps clear of a hovered figure's whole box and the guide card of
 * the piece its step names. The table (renderer/table/InspectProbe) registers
 * the function that projects meshes carrying an inspect target; with no table
 * on screen, or for targets no mesh carries (a territory, a space), it answers null.
 */
import type { TableTarget } from '../../core/engine/types';
import type { Rect } from './placement';

export type TableLocator = (target: TableTarget) => Rect | null;

let current: TableLocator | null = null;

/** Installs the table's locator; returns the removal (which leaves a newer table's locator alone). */
export function setTableLocator(locate: TableLocator): () => void {
  current = locate;
  return () => {
    if (current === locate) current = null;
  };
}

/** The target's box on screen (page coordinates), or null when the table cannot say. */
export function locateOnTable(target: TableTarget): Rect | null {
  return current ? current(target) : null;
}
