/**
 * The prompt's options grouped by the territory they point at: a territory
 * can answer one option (a click picks it) or several (attack from it, move
 * from it, close a border: the board asks which). The kernel's target map
 * keeps one option per target, so the board groups them itself.
 */
import type { PromptOption } from '../../../core/engine/types';

export function territoryOptions(options: readonly PromptOption[]): Map<string, PromptOption[]> {
  const out = new Map<string, PromptOption[]>();
  for (const o of options) {
    if (o.target?.kind !== 'area') continue;
    const list = out.get(o.target.id) ?? [];
    list.push(o);
    out.set(o.target.id, list);
  }
  return out;
}
