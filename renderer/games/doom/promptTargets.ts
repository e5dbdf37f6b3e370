/**
 * What the current prompt offers on the map: spaces to move to (with their
 * movement cost), figures to attack (with range and cover), tokens to pick
 * up. Read from the options' table targets and labels, so the board can
 * highlight them and choose them by click.
 */
import type { PromptOption } from '../../../core/engine/types';

export interface SpaceTarget {
  space: string;
  optionId: string;
  label: string;
  /** Movement points it costs, when the option says. */
  cost: number | null;
  /** What to print in the space: the cost, "door" for opening a door from here, else nothing. */
  text: string | null;
  /** The spaces the move passes through, when the option says (drawn under the pointer). */
  path: readonly string[] | null;
}

export interface TokenTarget {
  token: string;
  optionId: string;
  label: string;
}

export interface AttackTarget {
  figure: string;
  optionId: string;
  range: number | null;
  cover: boolean;
}

/** "(3 pts)", "(1 pt)", "(2)" at the end of a label: the cost. */
export function costOf(label: string): number | null {
  const m = /\((\d+)(?:\s*pts?)?\)\s*$/.exec(label);
  return m ? Number(m[1]) : null;
}

export function spaceTargets(targets: ReadonlyMap<string, PromptOption>): SpaceTarget[] {
  const out: SpaceTarget[] = [];
  for (const [key, o] of targets) {
    if (!key.startsWith('space:')) continue;
    const cost = costOf(o.label);
    out.push({
      space: key.slice('space:'.length), optionId: o.id, label: o.label, cost,
      text: o.id.startsWith('door:') ? 'door' : cost === null ? null : String(cost), path: o.path ?? null,
    });
  }
  return out;
}

/** Tokens the prompt offers (pick up an item, use an objective). */
export function tokenTargets(targets: ReadonlyMap<string, PromptOption>): TokenTarget[] {
  const out: TokenTarget[] = [];
  for (const [key, o] of targets) if (key.startsWith('token:')) out.push({ token: key.slice('token:'.length), optionId: o.id, label: o.label });
  return out;
}

/** Figures the prompt offers: attacks carry range and cover from their label ("range 3, cover"). */
export function attackTargets(targets: ReadonlyMap<string, PromptOption>): AttackTarget[] {
  const out: AttackTarget[] = [];
  for (const [key, o] of targets) {
    if (!key.startsWith('figure:') || !o.id.startsWith('attack:')) continue;
    const range = /range (\d+)/.exec(o.label);
    out.push({ figure: key.slice('figure:'.length), optionId: o.id, range: range ? Number(range[1]) : null, cover: /\bcover\b/.test(o.label) });
  }
  return out;
}

/** The figure whose activation it is (the one attacks and moves start from), from the view's activations. */
export function actingFigure(game: { marineActivation: { marine: string } | null; demonActivation: { figure: string | null } | null }): string | null {
  return game.marineActivation?.marine ?? game.demonActivation?.figure ?? null;
}
