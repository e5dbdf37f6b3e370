/** Pure helpers for answering a prompt: single choices and min..max multi-selects. */
import type { Prompt } from '../../core/engine/types';

type PromptShape = Pick<Prompt, 'min' | 'max' | 'options'>;

/** A prompt is answered with one click when exactly one option is named. */
export function isMultiSelect(prompt: Pick<Prompt, 'min' | 'max'>): boolean {
  return !(prompt.min === 1 && prompt.max === 1);
}

/** True when `selected` is a legal answer: distinct known option ids, between min and max of them. */
export function isSelectionLegal(prompt: PromptShape, selected: readonly string[]): boolean {
  if (selected.length < prompt.min || selected.length > prompt.max) return false;
  if (new Set(selected).size !== selected.length) return false;
  const ids = new Set(prompt.options.map((o) => o.id));
  return selected.every((id) => ids.has(id));
}

/**
 * Toggles an option in a multi-select. Adding beyond max is refused, except
 * when max is 1, where the new option replaces the old one.
 */
export function toggleSelection(prompt: Pick<Prompt, 'max'>, selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length < prompt.max) return [...selected, id];
  if (prompt.max === 1) return [id];
  return [...selected];
}

/** Words for how many to pick ("Choose 2", "Choose 1 to 3", "Choose up to 2"). */
export function selectionHint(prompt: Pick<Prompt, 'min' | 'max'>): string {
  if (prompt.min === prompt.max) return `Choose ${prompt.min}`;
  if (prompt.min === 0) return `Choose up to ${prompt.max}`;
  return `Choose ${prompt.min} to ${prompt.max}`;
}
