/** Test helpers: a driver for Apocalypse and quick ways to set the table and run exactly the rules a test is about. */
import { createDriver, type Driver } from '../../../engine/driver';
import type { Step } from '../../../engine/types';
import { TERRITORY_IDS } from '../content/board';
import type { ScenarioId } from '../content/numbers';
import { DEFAULT_OPTIONS, apocalypseRisk } from '..';
import { turnOptions } from '../rules/mainTurn';
import { freshTurn } from '../rules/round';
import type { RiskOptions, RiskState } from '../state';

export type D = Driver<RiskState>;

/** A match whose setup has been answered quickly (armies spread, first cards taken), stopped at the first prompt after setup. */
export function start(opts: Partial<RiskOptions> = {}, seed = 1): D {
  const d = createDriver<RiskState>(apocalypseRisk, { options: { ...DEFAULT_OPTIONS, scenario: 'zombies', ...opts }, seed });
  for (let i = 0; i < 200 && d.g.phase === 'setup'; i++) {
    const p = d.prompt;
    if (p.kind === 'placeArmies') d.answer('spread');
    else d.answer(p.options.slice(0, p.min).map((o) => o.id));
  }
  return d;
}

/** A far corner where tests keep one apocalyte, so that the board is never "prevented" by accident. */
export const SENTINEL = 'eastern-australia';

/** Empties the board: no armies, apocalytes, tokens, barricades or scenario marks (but one apocalyte in SENTINEL). */
export function clearBoard(d: D, scenario: ScenarioId | null = d.g.scenario, sentinel = true): void {
  const g = d.g;
  for (const id of TERRITORY_IDS) g.territories[id] = { troops: {}, apoc: 0, supplies: 0, hq: false, owner: null };
  g.barricades = [];
  g.broken = [];
  g.groundZero = [];
  g.portals = [];
  g.mothership = null;
  g.mothershipDestroyed = false;
  g.annihilated = [];
  g.barren = [];
  g.holds = [];
  g.meteorites = 0;
  g.prevented = null;
  g.missileLaunched = false;
  g.scenario = scenario;
  g.ignoreSupplies = false;
  for (const p of g.players) { p.eliminated = false; p.cureParts = 0; p.partsShown = 0; p.cured = false; p.cards = []; }
  if (sentinel) { g.territories[SENTINEL]!.apoc = 1; g.territories[SENTINEL]!.owner = 'apoc'; }
}

export interface Put {
  [seat: string]: number | undefined;
  apoc?: number;
  supplies?: number;
  hq?: number;
}

/** Puts armies, apocalytes and tokens in a territory and fixes its owner. */
export function put(d: D, id: string, what: Put): void {
  const t = d.g.territories[id]!;
  for (const [k, v] of Object.entries(what)) {
    if (v === undefined) continue;
    if (k === 'apoc') t.apoc = v;
    else if (k === 'supplies') t.supplies = v;
    else if (k === 'hq') t.hq = v > 0;
    else if (v > 0) t.troops[k] = v;
    else delete t.troops[k];
  }
  owners(d);
}

/** Recomputes every owner by troop count (the table as arranged by a test). */
export function owners(d: D): void {
  for (const id of TERRITORY_IDS) {
    const t = d.g.territories[id]!;
    let best: string | null = null;
    let n = 0;
    let tie = false;
    const sides: [string, number][] = [['apoc', t.apoc], ...Object.entries(t.troops)];
    for (const [s, v] of sides) {
      if (v <= 0) continue;
      if (v > n) { best = s; n = v; tie = false; } else if (v === n) tie = true;
    }
    t.owner = tie ? null : best;
  }
}

let promptNo = 0;

/**
 * Runs rules steps from a clean point: `steps` resolve in order, then the
 * given seat's turn prompt comes up (or an earlier question stops them).
 * The table must already be arranged; dice can be forced with d.forceDice first.
 */
export function runSteps(d: D, steps: Step[], seat = 'p1', round = 2): void {
  const s = d.state;
  const g = d.g;
  g.round = round;
  g.phase = 'players';
  const index = g.players.findIndex((p) => p.seat === seat) + 1;
  g.turn = freshTurn(seat, index);
  s.result = null;
  s.stack = [{ kind: 'endPlayerTurn', index }, { kind: 'mainTurn' }];
  for (let i = steps.length - 1; i >= 0; i--) s.stack.push(steps[i]!);
  // A neutral step resumes first; the steps above then run in order.
  s.prompt = { id: `test${++promptNo}`, seat, kind: 'test', text: 'test', options: [{ id: 'go', label: 'go' }], min: 1, max: 1 };
  s.resume = { kind: 'tidy' };
  d.answer('go');
}

/** The apocalytes' turn alone (its scenario's turn step, then the attacks it pushes). */
export function apocTurn(d: D, round = 2): void {
  runSteps(d, [{ kind: `${d.g.scenario}Turn` }], 'p1', round);
}

export function troops(d: D, id: string, seat: string): number {
  return d.g.territories[id]!.troops[seat] ?? 0;
}

export function apoc(d: D, id: string): number {
  return d.g.territories[id]!.apoc;
}

/** Answers the seat's turn prompt with a chain of answers (by id or label). */
export function act(d: D, ...answers: string[]): void {
  for (const a of answers) d.answer(a);
}

export function texts(d: D): string[] {
  return d.events.map((e) => String(e.text ?? ''));
}

/** After a test changes the table under a pending turn prompt, this recomputes its options. */
export function refresh(d: D): void {
  const p = d.state.prompt!;
  if (p.kind !== 'turnAction') throw new Error(`refresh() is for turn prompts, not ${p.kind}.`);
  p.options = turnOptions(d.g, p.seat);
}
