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

export const DEFAULT_SEARCH: SearchConfig = { width: 3 };

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
  /** The chosen action changes nothing on the table: it only spends an action nothing else was worth. */
  pass: boolean;
}

/**
 * What an action can change on the table, leaving out the turn's own bookkeeping and ammo:
 * equal before and after, the action did nothing but spend itself (a heal on someone unhurt).
 */
function fingerprint(g: MAState): string {
  return JSON.stringify([
    g.survivors.map((s) => [s.tile, s.bodies.map((b) => b.health), s.hunger, s.starving, s.poison, s.insanity.length, s.gear.map((x) => x.card), s.allies.length]),
    g.monsters.map((m) => [m.card, m.damage, m.stunned, m.owner]), g.pools.map((p) => p.hand.length * 100 + p.draw.length),
    g.tiles.map((t) => t.tokens * 2 + (t.faceUp ? 1 : 0)), g.mission,
  ]);
}

/**
 * A pass (an action that changes nothing) costs a little, more the earlier it comes: of two lines
 * worth the same, the one that does the useful things first is played, and a pass is only chosen
 * to spend actions nothing else is worth.
 */
const PASS = 0.1;

function passCost(before: MatchState<MAState>, after: MatchState<MAState>, option: string): number {
  if (option === 'end' || after.result) return 0;
  const left = before.g.turnState?.actionsLeft ?? 0;
  return fingerprint(before.g) === fingerprint(after.g) ? PASS * left : 0;
}

/**
 * The line is judged on the likeliest outcome of each scavenge, but the actions after a scavenge
 * can answer what it really brings: of two lines worth the same, the one that scavenges earlier.
 */
const ADAPT = 0.15;

function adaptBonus(line: string[]): number {
  const i = line.indexOf('scavenge');
  if (i < 0) return 0;
  return ADAPT * line.slice(i + 1).filter((id) => id !== 'end').length;
}

/**
 * A monster hanging on the survivor is a risk for every action after it (a draw or a move with it
 * still there can go wrong in ways the likeliest outcome does not show): of two lines worth the
 * same, the one that gets rid of it first.
 */
const THREAT_FIRST = 0.12;

function threatFirstBonus(before: MatchState<MAState>, after: MatchState<MAState>, survivor: string): number {
  const on = (st: MatchState<MAState>) => st.g.monsters.filter((m) => m.owner === survivor).length;
  return on(after) < on(before) ? THREAT_FIRST : 0;
}

/** Whether a table leaves the survivor dead, or sure to die at its next turn draw (an empty deck), or the game lost. */
export function doomed(s: MatchState<MAState>, survivor: string): boolean {
  if (s.result) return s.result.outcome !== 'survivors';
  const me = s.g.survivors.find((x) => x.id === survivor);
  if (!me || me.dead) return true;
  return s.g.pools.find((p) => p.id === me.pool)!.draw.length === 0;
}

/**
 * The value of answering an option at a node inside the line: a scavenge or a stealth move is
 * averaged over its outcomes (one sampled card or roll would make it look better or worse than it
 * is); the line then goes on from the likeliest outcome.
 */
function judge(node: MatchState<MAState>, survivor: string, stamp: number, option: string): { value: number; state: MatchState<MAState>; pass: number; luck: number } | null {
  const chance = option === 'scavenge' || (option.startsWith('move:') && tileOf(node.g, option.slice(5)).tokens > 0);
  if (!chance) {
    const st = simulate(node, option);
    return st ? { value: valueOf(st, survivor, stamp), state: st, pass: passCost(node, st, option), luck: 0 } : null;
  }
  let value = 0;
  let weight = 0;
  let rep: { w: number; state: MatchState<MAState>; v: number } | null = null;
  for (const o of outcomes(node, option)) {
    const st = simulate(node, o.option, o.forced, o.prepare);
    if (!st) continue;
    const v = valueOf(st, survivor, stamp);
    value += o.weight * v;
    weight += o.weight;
    if (!rep || o.weight > rep.w) rep = { w: o.weight, state: st, v };
  }
  if (!rep) return null;
  const mean = value / Math.max(1e-9, weight);
  // The line goes on from the likeliest outcome: how much better it is than the average is luck, taken off at the end.
  return { value: mean, state: rep.state, pass: 0, luck: rep.v - mean };
}

/** Plays a line greedily to the end of the turn: at each prompt the answer with the best next table. */
function complete(start: MatchState<MAState>, survivor: string, stamp: number, line: string[]): { value: number; line: string[]; end: MatchState<MAState> } {
  let node = start;
  let value = valueOf(start, survivor, stamp);
  let passes = 0;
  let luck = 0;
  const played = [...line];
  for (let guard = 0; guard < 12 && atMyAction(node, survivor, stamp); guard++) {
    let bestChild: MatchState<MAState> | null = null;
    let bestValue = -Infinity;
    let bestPass = 0;
    let bestLuck = 0;
    let bestId = '';
    const options = searchable(node.prompt!.options);
    // Past the first action a draw would be judged on one sampled card: left out unless nothing else is possible.
    const plain = options.filter((o) => o.id !== 'draw');
    for (const o of plain.length ? plain : options) {
      const j = judge(node, survivor, stamp, o.id);
      if (!j) continue;
      if (j.value - j.pass > bestValue - bestPass) {
        bestValue = j.value;
        bestPass = j.pass;
        bestLuck = j.luck;
        bestChild = j.state;
        bestId = o.id;
      }
    }
    if (!bestChild) break;
    node = bestChild;
    value = bestValue + bestLuck;
    passes += bestPass;
    luck += bestLuck;
    played.push(bestId);
  }
  return { value: value - passes - luck, line: played, end: node };
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
  const tried: { o: Outcome; state: MatchState<MAState>; value: number; raw: number }[] = [];
  const passes = new Set<string>();
  for (const o of first.flatMap((x) => outcomes(root, x.id))) {
    const st = simulate(root, o.option, o.forced, o.prepare);
    if (!st) continue;
    const pass = o.weight === 1 ? passCost(root, st, o.option) : 0;
    if (pass > 0) passes.add(o.option);
    const raw = valueOf(st, survivor, stamp);
    tried.push({ o, state: st, value: raw - pass, raw });
  }
  // Rank first actions by the expected value of their opening, and play the best few out.
  // The outcomes tried may not cover every card of a pile: each opening is the mean over those tried
  // (summed unweighted, a scavenge of the four commonest kinds was ranked as if the rest were worth nothing).
  const prior = new Map<string, number>();
  const mass = new Map<string, number>();
  for (const t of tried) {
    prior.set(t.o.option, (prior.get(t.o.option) ?? 0) + t.o.weight * t.value);
    mass.set(t.o.option, (mass.get(t.o.option) ?? 0) + t.o.weight);
  }
  for (const [k, v] of prior) prior.set(k, v / Math.max(1e-9, mass.get(k)!));
  const ranked = [...prior.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const values: Record<string, number> = {};
  const lines: Record<string, string[]> = {};
  const dies: Record<string, boolean> = {};
  const playOut = (option: string) => {
    // The opening's expected value is exact over its outcomes; what the rest of the turn adds is
    // measured on its likeliest outcome (playing every outcome out would cost several times more).
    const mine = tried.filter((x) => x.o.option === option);
    const rep = mine.reduce((a, b) => (b.o.weight > a.o.weight ? b : a));
    const done = complete(rep.state, survivor, stamp, [option]);
    lines[option] = done.line;
    dies[option] = doomed(done.end, survivor) && !doomed(root, survivor);
    values[option] = (prior.get(option) ?? 0) + (done.value - rep.raw) + adaptBonus(done.line) + threatFirstBonus(root, rep.state, survivor);
  };
  for (const option of ranked.slice(0, config.width)) playOut(option);
  const best = (safe: boolean) => {
    let top: string | null = null;
    for (const [option, v] of Object.entries(values)) if ((!safe || !dies[option]) && (top === null || v > values[top]!)) top = option;
    return top;
  };
  let choice = best(false);
  // Never a line that kills the survivor (or leaves it no card for its next turn) while another may not:
  // the rest of the first actions are played out too, and the best that survives is taken.
  if (choice !== null && dies[choice]) {
    for (const option of ranked.slice(config.width)) playOut(option);
    choice = best(true) ?? best(false);
  }
  const option = choice ?? first[0]!.id;
  return { option, value: values[option] ?? -Infinity, line: lines[option] ?? [option], endDamage: evaluate(root.g, survivor).endDamage, values, pass: passes.has(option) };
}
