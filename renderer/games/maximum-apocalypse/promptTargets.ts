/**
 * The prompt's options by what they point at on the table. Several options
 * may name one thing (move to a tile or lure its monsters there; play a card
 * or discard it): a click on it answers at once when one option names it,
 * else the board asks which. Pure.
 */
import type { PromptOption } from '../../../core/engine/types';
import { targetKey } from '../types';

export type OptionsByTarget = ReadonlyMap<string, PromptOption[]>;

export function optionsByTarget(options: readonly PromptOption[]): Map<string, PromptOption[]> {
  const map = new Map<string, PromptOption[]>();
  for (const o of options) {
    if (!o.target) continue;
    const k = targetKey(o.target.kind, o.target.id);
    map.set(k, [...(map.get(k) ?? []), o]);
  }
  return map;
}

/** Tile keys a prompt offers (moves, placements, targets on a tile). */
export function offeredCells(byTarget: OptionsByTarget): string[] {
  return [...byTarget.keys()].filter((k) => k.startsWith('space:')).map((k) => k.slice('space:'.length));
}

/** 'selected' when one of the target's options is picked, 'target' when it answers, else null. */
export function targetState(byTarget: OptionsByTarget, key: string, selected: readonly string[]): 'selected' | 'target' | null {
  const os = byTarget.get(key);
  if (!os) return null;
  return os.some((o) => selected.includes(o.id)) ? 'selected' : 'target';
}
