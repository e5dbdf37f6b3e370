/**
 * The lookahead hero bot. At a decision that matters (a hero action, going
 * on or stopping, staying in Hell Time, a team action, soaking a hit, a
 * recruit) it tries each option on several determinized copies of the match
 * (BotSim: the deck orders and the dice to come drawn afresh, nothing hidden
 * read), plays each copy forward with the rules-of-thumb policy to the end of
 * the next enemy phase, and keeps the option with the best average outlook
 * (evaluate.ts). The same seeds serve every option, so the options are
 * compared on the same luck. Trivial and forced questions, and any question
 * without a BotSim, get the policy's answer at once.
 */
import { openPrompts } from '../../../engine/group';
import { deriveSeed, generatorFrom, randomInt, seedRng } from '../../../engine/rng';
import type { Bot, BotDecision, BotRng, BotSim, MatchState, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import type { PAState } from '../state';
import type { PAView } from '../view';
import { outlook, type Outlook } from './evaluate';
import { policyDecide, safeGifts } from './policy';

type V = GameView<PAView>;

export interface LookaheadConfig {
  /** Determinized futures per option. */
  samples: number;
  /**
   * Work budget per decision, in rollout decisions: no new future is started
   * past it. Counted, not timed, so a decision is reproducible (core/ has no
   * clock); measured at about 0.1 ms each on one core (see README).
   */
  maxWork: number;
  /** Most options tried (the policy's own choice always is). */
  maxOptions: number;
  /** Rollout decisions before a future is scored anyway. */
  maxSteps: number;
  /** Standard errors by which an option must beat the policy's choice over the same futures. */
  confidence: number;
}

export const DEFAULT_LOOKAHEAD: LookaheadConfig = { samples: 4, maxWork: 1500, maxOptions: 5, maxSteps: 250, confidence: 1.5 };

/** Questions worth a lookahead; the rest are bookkeeping the policy answers well. */
const LOOK_KINDS = new Set(['heroAction', 'moveOn', 'hellAction', 'teamAction', 'absorb', 'recruit', 'lordToll', 'stimpack']);

function rolloutRng(seed: number): BotRng {
  const gen = generatorFrom(seedRng(seed));
  return {
    int: (lo, hi) => randomInt(gen, lo, hi),
    pick: (items) => items[randomInt(gen, 0, items.length - 1)] as (typeof items)[number],
  };
}

/**
 * A view of a determinized sample built without copying it: the sample's
 * hidden parts are already redrawn, and the policy only reads.
 */
function sampleView(s: MatchState<PAState>, seat: string, prompt: Prompt): V {
  return { gameId: s.gameId, seat, seats: s.seats, round: s.g.round, prompt, waitingFor: null, result: s.result, game: s.g as unknown as PAView };
}

/** Plays a sample forward with the policy until the next enemy phase is over (or the game ends); also says how many decisions that took. */
function rollout(sim: BotSim<V>, s: MatchState<PAState>, seed: number, maxSteps: number): { o: Outlook; steps: number } {
  const rng = rolloutRng(seed);
  let sawEnemy = s.g.phase === 'enemy';
  let i = 0;
  for (; i < maxSteps && !s.result; i++) {
    const phase = s.g.phase;
    if (phase === 'enemy') sawEnemy = true;
    else if (sawEnemy && phase !== 'hell') break;
    const p = openPrompts(s)[0];
    if (!p) break;
    const d = policyDecide(sampleView(s, p.seat, p), p, rng);
    sim.apply(s, p.seat, d.optionIds);
  }
  return { o: outlook(s.g, s.result), steps: i };
}

/** Tried right after the policy's choice: attacking, and stopping (ending the turn, stopping, saying done). */
const FIRST = ['attack', 'end-turn', 'pass', 'done'];
/**
 * Never tried: astronaut jumps and Legal Expert are too many to try (the policy decides them); a luck-for-courage
 * trade is bookkeeping; switching Pray for a Miracle off or on changes nothing now and only re-asks (bots keep it on).
 */
const skipped = (id: string) => id.startsWith('astro:') || id.startsWith('legal:') || id === 'luck' || id.startsWith('miracle:');

/**
 * The options to try: the policy's first, then attacking and stopping, then
 * a step into a Lord's Shadow (the rules of thumb storm the Lord late; the
 * lookahead weighs a battle now on its wounds), then the rest in the prompt's order.
 */
function candidates(view: V, prompt: Prompt, base: string, max: number): PromptOption[] {
  const first = prompt.options.find((o) => o.id === base);
  const rest = prompt.options.filter((o) => o.id !== base && !skipped(o.id));
  const shadow = (o: PromptOption) => o.id.startsWith('move:') && view.game.lords.some((l) => !l.dead && l.shadow.includes(o.id.slice(5)));
  const rank = (o: PromptOption) => { const i = FIRST.indexOf(o.id); return i >= 0 ? i : shadow(o) ? FIRST.length : FIRST.length + 1; };
  return [...(first ? [first] : []), ...rest.sort((x, y) => rank(x) - rank(y))].slice(0, max);
}

interface Tally { option: PromptOption; n: number; score: number; scores: number[]; doom: number; health: number; wounds: number; enemies: number; dead: number }

/**
 * How much an option beats the policy's on the same futures, counted only
 * when it does so clearly: the mean paired difference must exceed
 * `confidence` standard errors (and a few points), else 0. Picking the best
 * of several noisy means would otherwise chase the dice, not the choice.
 */
function pairedGain(t: Tally, base: Tally, confidence: number): number {
  const d = t.scores.map((x, i) => x - (base.scores[i] ?? 0));
  const n = d.length;
  if (n < 2) return 0;
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  return mean > MIN_GAIN && mean > confidence * sd / Math.sqrt(n) ? mean : 0;
}

/** Points an option must gain over the policy's (a point of health is worth 2.5 to 7). */
const MIN_GAIN = 4;

const avg = (t: Tally, k: 'score' | 'doom' | 'health' | 'wounds' | 'enemies' | 'dead') => t[k] / Math.max(1, t.n);

/** One line: what the chosen option gains over the policy's on average. */
function explain(best: Tally, base: Tally, futures: number): string {
  const parts: { text: string; weight: number }[] = [];
  const diff = (k: 'doom' | 'health' | 'wounds' | 'enemies' | 'dead') => avg(best, k) - avg(base, k);
  const add = (v: number, more: string, less: string, weight: number) => {
    if (Math.abs(v) >= 0.05) parts.push({ text: `${Math.abs(v).toFixed(1)} ${v > 0 ? more : less}`, weight: Math.abs(v) * weight });
  };
  add(-diff('doom'), 'less doom', 'more doom', 45);
  add(diff('health'), 'more health', 'less health', 8);
  add(diff('wounds'), 'more Lord wounds', 'fewer Lord wounds', 30);
  add(-diff('enemies'), 'fewer demons', 'more demons', 4);
  add(-diff('dead'), 'fewer dead heroes', 'more dead heroes', 70);
  const top = parts.sort((a, b) => b.weight - a.weight).slice(0, 2).map((p) => p.text);
  const gain = top.length ? top.join(' and ') : `${(avg(best, 'score') - avg(base, 'score')).toFixed(1)} points`;
  return `looked ahead over ${futures} futures: ${best.option.label} ends the next enemy phase with ${gain} on average than ${base.option.label}`;
}

export function createLookaheadBot(config: Partial<LookaheadConfig> = {}, id = 'lookahead'): Bot<V> {
  const cfg = { ...DEFAULT_LOOKAHEAD, ...config };
  return {
    id,
    name: 'Lookahead hero',
    sides: ['heroes'],
    decide(view: V, prompt: Prompt, rng: BotRng, sim?: BotSim<V>): BotDecision {
      const base = policyDecide(view, prompt, rng);
      if (!sim || !view.seat || !LOOK_KINDS.has(prompt.kind) || prompt.min !== 1 || prompt.max !== 1 || prompt.options.length < 2) return base;
      const seat = view.seat;
      const hero = view.game.heroes.find((h) => h.seat === seat);
      // Never even try a gift that Bernice's cough would make fatal.
      const opts = candidates(view, hero ? safeGifts(prompt, hero) : prompt, base.optionIds[0]!, cfg.maxOptions);
      if (opts.length < 2) return base;
      const seed0 = rng.int(0, 0x7fffffff);
      const tallies: Tally[] = opts.map((option) => ({ option, n: 0, score: 0, scores: [], doom: 0, health: 0, wounds: 0, enemies: 0, dead: 0 }));
      let futures = 0;
      let work = 0;
      for (let k = 0; k < cfg.samples; k++) {
        if (k > 0 && work > cfg.maxWork) break;
        const seed = deriveSeed(seed0, k);
        for (const t of tallies) {
          const s = sim.sample(seed) as MatchState<PAState>;
          sim.apply(s, seat, [t.option.id]);
          const { o, steps } = rollout(sim, s, deriveSeed(seed, 7), cfg.maxSteps);
          work += steps + 1;
          t.n++; t.score += o.score; t.scores.push(o.score); t.doom += o.doom; t.health += o.health; t.wounds += o.lordWounds; t.enemies += o.enemies; t.dead += o.dead;
        }
        futures++;
      }
      const baseTally = tallies[0]!;
      let best = baseTally;
      let bestGain = 0;
      for (const t of tallies.slice(1)) {
        const gain = pairedGain(t, baseTally, cfg.confidence);
        if (gain > bestGain) { best = t; bestGain = gain; }
      }
      if (best === baseTally) return { optionIds: base.optionIds, reason: `${base.reason ?? 'rule of thumb'}; looked ahead over ${futures} futures: nothing better among ${tallies.length} options` };
      return { optionIds: [best.option.id], reason: explain(best, baseTally, futures) };
    },
  };
}

export const lookaheadBot = createLookaheadBot();
