/**
 * Beam search over the rest of the survivor's four-action turn. Every
 * option of the action prompt is tried on a sampled copy of the table (the
 * hidden decks shuffled, the face-down tiles drawn from those not yet seen);
 * a move that needs a stealth test is split into its pass and fail outcomes
 * weighted by the exact 2d6 odds, and a scavenge into each card the pile can
 * give, weighted by how many it holds. The best few lines of play are carried
 * on to the end of the turn, where the end effects, hunger and monster
 * attacks really resolve. The first action of the best line is played.
 */
import type { ForcedRoll, MatchState, PromptOption } from '../../../engine/types';
import { defOf } from '../content';
import type { ScavengeColor } from '../content/types';
import { tileOf } from '../rules/grid';
import { scavengePiles } from '../rules/scavenge';
import { chanceAtMost, stealthTarget } from '../rules/stealth';
import type { MAState } from '../state';
import { evaluate } from './evaluate';
import { atMyAction, simulate, turnStamp } from './forward';
import { policy } from './policy';

export interface SearchConfig {
  /** First actions played out to the end of the turn (the rest are judged on their opening). */
  width: number;
}

export const DEFAULT_SEARCH: SearchConfig = { width: 2 };

interface Outcome {
  option: string;
  weight: number;
  forced?: ForcedRoll[];
  prepare?: (s: MatchState<MAState>) => void;
  label: string;
}

const WIN = 100_000;

/** The value of a table: a finished game dwarfs everything else. */
function valueOf(s: MatchState<MAState>, survivor: string, stamp: number): number {
  if (s.result) return s.result.outcome === 'survivors' ? WIN : -WIN;
  const active = atMyAction(s, survivor, stamp) ? survivor : null;
  return evaluate(s.g, active).total;
}

/** Options worth searching: everything that spends an action or ends the turn, and the useful free ones. */
export function searchable(options: PromptOption[]): PromptOption[] {
  const useful = options.filter((o) => !o.id.startsWith('swap') && !o.id.startsWith('trade:'));
  const auto = useful.find((o) => o.id === 'deliver' || o.id === 'pickup');
  return auto ? [auto] : useful;
}

/** The chance outcomes of playing an option first: stealth pass/fail, each card a scavenge can give, or one sample. */
function outcomes(state: MatchState<MAState>, option: string): Outcome[] {
  const g = state.g;
  const s = g.survivors.find((x) => x.id === g.turnState!.survivor)!;
  if (option.startsWith('move:')) {
    const tile = tileOf(g, option.slice(5));
    const hunted = g.monsters.some((m) => m.owner === s.id);
    if (tile.tokens > 0 && !hunted) {
      const p = chanceAtMost(stealthTarget(g, s, tile.tokens));
      return [
        { option, weight: p, forced: [1, 1], label: 'sneaks past' },
        { option, weight: 1 - p, forced: [6, 6], label: 'is spotted' },
      ].filter((o) => o.weight > 0);
    }
  }
  if (option === 'scavenge') {
    const piles = scavengePiles(g, s);
    let color = piles[0]!;
    if (piles.length > 1) {
      const ask = { id: 'x', seat: s.seat, kind: 'scavengePile', text: '', min: 1, max: 1, options: piles.map((c) => ({ id: c, label: c })) };
      color = policy(g, ask, null).optionIds[0] as ScavengeColor;
    }
    const pile = g.scavenge[color];
    // The commonest kinds of card in the pile, each weighted by its share (the rarest are left out to save time).
    const counts = new Map<string, number>();
    for (const c of pile) counts.set(defOf(c), (counts.get(defOf(c)) ?? 0) + 1);
    const kinds = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!).slice(0, SCAVENGE_KINDS);
    return kinds.map((kind) => ({
      option, weight: counts.get(kind)! / pile.length, label: kind,
      prepare: (st: MatchState<MAState>) => {
        const p = st.g.scavenge[color];
        const i = p.findIndex((c) => defOf(c) === kind);
        p.unshift(...p.splice(i, 1));
      },
    }));
  }
  if (option === 'draw') {
    // One sampled card would make drawing look better or worse than it is: average a few different ones.
    const pool = g.pools.find((p) => p.id === s.pool)!;
    const kinds = [...new Set(pool.draw.map(defOf))].slice(0, SAMPLES);
    return kinds.map((kind) => ({ option, weight: 1 / kinds.length, label: kind, prepare: (st: MatchState<MAState>) => toTop(st.g.pools.find((x) => x.id === s.pool)!.draw, kind) }));
  }
  if (option.startsWith('move:')) {
    const tile = tileOf(g, option.slice(5));
    if (!tile.faceUp) {
      // The tile could be any of those not yet seen: average a few of them.
      const hidden = g.tiles.filter((t) => !t.faceUp);
      const kinds = [...new Set(hidden.map((t) => t.def))].slice(0, SAMPLES);
      return kinds.map((def) => ({
        option, weight: 1 / kinds.length, label: def,
        prepare: (st: MatchState<MAState>) => {
          const here = st.g.tiles.find((t) => t.key === tile.key)!;
          const other = st.g.tiles.find((t) => !t.faceUp && t.def === def)!;
          [other.def, here.def] = [here.def, other.def];
        },
      }));
    }
  }
  return [{ option, weight: 1, label: '' }];
}

/** Samples averaged for a draw or a step onto a face-down tile. */
const SAMPLES = 2;
/** Kinds of scavenge card tried for a scavenge. */
const SCAVENGE_KINDS = 4;

function toTop(pile: string[], kind: string): void {
  const i = pile.findIndex((c) => defOf(c) === kind);
  if (i > 0) pile.unshift(...pile.splice(i, 1));
}

export interface SearchResult {
  option: string;
  value: number;
  /** The line played out for the chosen first action, as option ids. */
  line: string[];
  endDamage: number;
  /** Expected value of every first action played out to the end of the turn, for explanations and tests. */
  values: Record<string, number>;
}

/** Plays a line greedily to the end of the turn: at each prompt the answer with the best next table. */
function complete(start: MatchState<MAState>, survivor: string, stamp: number, line: string[]): { value: number; line: string[] } {
  let node = start;
  let value = valueOf(start, survivor, stamp);
  const played = [...line];
  for (let guard = 0; guard < 12 && atMyAction(node, survivor, stamp); guard++) {
    let bestChild: MatchState<MAState> | null = null;
    let bestValue = -Infinity;
    let bestId = '';
    const options = searchable(node.prompt!.options);
    // Past the first action a draw would be judged on one sampled card: left out unless nothing else is possible.
    const plain = options.filter((o) => o.id !== 'draw');
    for (const o of plain.length ? plain : options) {
      const st = simulate(node, o.id);
      if (!st) continue;
      const v = valueOf(st, survivor, stamp);
      if (v > bestValue) {
        bestValue = v;
        bestChild = st;
        bestId = o.id;
      }
    }
    if (!bestChild) break;
    node = bestChild;
    value = bestValue;
    played.push(bestId);
  }
  return { value, line: played };
}

/**
 * Every first action is tried (split into its chance outcomes); the most
 * promising ones are then played out to the end of the turn, where end
 * effects, hunger and the monsters' attacks really happen, and the first
 * action whose outcomes end best on average is chosen.
 */
export function beamSearch(root: MatchState<MAState>, config: SearchConfig = DEFAULT_SEARCH): SearchResult {
  const survivor = root.g.turnState!.survivor;
  const stamp = turnStamp(root);
  const first = searchable(root.prompt!.options);
  const tried: { o: Outcome; state: MatchState<MAState>; value: number }[] = [];
  for (const o of first.flatMap((x) => outcomes(root, x.id))) {
    const st = simulate(root, o.option, o.forced, o.prepare);
    if (st) tried.push({ o, state: st, value: valueOf(st, survivor, stamp) });
  }
  // Rank first actions by the expected value of their opening, and play the best few out.
  const prior = new Map<string, number>();
  for (const t of tried) prior.set(t.o.option, (prior.get(t.o.option) ?? 0) + t.o.weight * t.value);
  const shortlist = new Set([...prior.entries()].sort((a, b) => b[1] - a[1]).slice(0, config.width).map(([k]) => k));
  const values: Record<string, number> = {};
  const lines: Record<string, string[]> = {};
  for (const option of shortlist) {
    // The opening's expected value is exact over its outcomes; what the rest of the turn adds is
    // measured on its likeliest outcome (playing every outcome out would cost several times more).
    const mine = tried.filter((x) => x.o.option === option);
    const rep = mine.reduce((a, b) => (b.o.weight > a.o.weight ? b : a));
    const done = complete(rep.state, survivor, stamp, [option]);
    lines[option] = done.line;
    values[option] = (prior.get(option) ?? 0) / Math.max(1e-9, mine.reduce((n, t) => n + t.o.weight, 0)) + (done.value - rep.value);
  }
  let top: SearchResult = { option: first[0]!.id, value: -Infinity, line: [first[0]!.id], endDamage: 0, values };
  for (const [option, v] of Object.entries(values)) if (v > top.value) top = { option, value: v, line: lines[option] ?? [option], endDamage: 0, values };
  top.endDamage = evaluate(root.g, survivor).endDamage;
  return top;
}
