/** Test helpers: a driver with chosen heroes and quick ways to set the table. */
import { createDriver, type Driver } from '../../../engine/driver';
import type { MinionKind } from '../content/types';
import { DEFAULT_OPTIONS, planetApocalypse } from '..';
import type { PAOptions, PAState } from '../state';
import { teamOptions } from '../rules/teamPhase/teamTurn';

export function start(opts: Partial<PAOptions> = {}, seed = 1): Driver<PAState> {
  return createDriver<PAState>(planetApocalypse, { options: { ...DEFAULT_OPTIONS, heroes: 1, hero1: 'hannah', lord: 'baphomet', ...opts }, seed });
}

/** Empties the map of tokens and minions so a test places exactly what it needs. */
export function clearMap(d: Driver<PAState>): void {
  d.g.tokens = [];
  d.g.minions = [];
  d.g.fourth = [];
}

let n = 0;
export function place(d: Driver<PAState>, kind: MinionKind, area: string, count = 1): void {
  for (let i = 0; i < count; i++) d.g.minions.push({ id: `t${kind}${++n}`, kind, area });
}

export function count(d: Driver<PAState>, kind: MinionKind, area?: string): number {
  return d.g.minions.filter((m) => m.kind === kind && (area === undefined || m.area === area)).length;
}

/** Answers "done"/"end" prompts until a prompt of the wanted kind comes up. */
export function skipTo(d: Driver<PAState>, kind: string, max = 50): void {
  for (let i = 0; i < max && d.prompt.kind !== kind; i++) {
    const p = d.prompt;
    const pass = ['done', 'end-turn', 'pass'].find((id) => p.options.some((o) => o.id === id));
    d.answer(pass ?? p.options[0]!.id);
  }
  if (d.prompt.kind !== kind) throw new Error(`Never reached a ${kind} prompt; at ${d.prompt.kind}.`);
}

/** Tests change the table after a team prompt was asked; this recomputes its options from the new state. */
export function refreshTeamPrompt(d: Driver<PAState>): void {
  const p = d.state.prompt!;
  const h = d.g.heroes.find((x) => x.seat === p.seat)!;
  p.options = teamOptions(d.g, h);
}

/**
 * The first hero alone at the crossroads with this patrol (taken from the
 * stock) and `courage`, struck by `hits` grylluses whose dice all land:
 * for the rules on who absorbs what.
 */
export function struckWithPatrol(
  hits: number, legion: string, patrol: { type: string; count: number }, opts: Partial<PAOptions>, courage = 0,
): Driver<PAState> {
  const d = start(opts);
  clearMap(d);
  d.g.legion = legion;
  place(d, 'gryllus', 'crossroads', hits);
  const h = d.g.heroes[0]!;
  h.patrol = { ...patrol };
  h.courage = courage;
  d.g.troopStock[patrol.type] = (d.g.troopStock[patrol.type] ?? 0) - patrol.count;
  skipTo(d, 'heroAction');
  d.forceDice(...Array.from({ length: hits }, () => 8)).answer('end-turn');
  return d;
}
