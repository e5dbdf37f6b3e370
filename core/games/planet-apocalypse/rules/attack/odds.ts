/**
 * What an attack is likely to do, exactly, before it is rolled: the chance
 * to kill at least one figure and the chance of each number of hits (a hit
 * is one beaten toughness set: a minion killed, or a wound to a Fourth
 * Circle demon or a Lord, or a strike on a part of his sheet). Computed by
 * enumerating every roll of the dice (as a distribution over the multiset of
 * results, so identical dice are not counted twice) and spending each roll
 * as well as possible, without the boosts that come after a roll (Focus,
 * rerolls, Head Shot): those are asked for separately once the dice are down.
 */
import type { PromptOption } from '../../../../engine/types';
import { lordToughness } from '../../content/lordStats';
import { FOURTH_BY_ID, LORD_BY_ID, MINION_KINDS, MINIONS } from '../../content';
import { dieSides, type AttackDie } from '../../dice';
import type { PAState } from '../../state';
import { HELL, lordsIn } from '../board';
import { toughnessOf } from '../legions';

/** Something dice can be spent on: `sets` times a toughness set (Infinity: a part of a sheet that never dies). */
export interface OddsTarget {
  toughness: number[];
  sets: number;
  /** True when beating all its sets kills it. */
  dies: boolean;
}

/** Everything in reach of an attack made from `area` over `reach` (the Lord and his sheet's parts only in Hell). */
export function oddsTargets(g: PAState, area: string, reach: string[], byHero: boolean): OddsTarget[] {
  const out: OddsTarget[] = [];
  for (const a of reach) {
    for (const kind of MINION_KINDS) {
      const n = g.minions.filter((m) => m.area === a && m.kind === kind).length;
      const t = toughnessOf(g, MINIONS[kind].toughness, MINIONS[kind].circle);
      for (let i = 0; i < n; i++) out.push({ toughness: t, sets: 1, dies: true });
    }
    for (const f of g.fourth.filter((x) => x.area === a)) {
      const def = FOURTH_BY_ID[f.defId]!;
      out.push({ toughness: toughnessOf(g, def.toughness, 4), sets: def.health - f.damage, dies: true });
    }
  }
  const lord = area === HELL ? lordsIn(g, HELL)[0] : undefined;
  if (lord) {
    const def = LORD_BY_ID[lord.defId]!;
    out.push({ toughness: toughnessOf(g, lordToughness(lord), null), sets: lord.health, dies: true });
    if (byHero) for (const part of def.parts ?? []) out.push({ toughness: part.toughness, sets: Infinity, dies: false });
  }
  return out;
}

/** Most hits one roll can make: single-number sets first (one die each), then two-number sets. */
export function bestHits(values: readonly number[], targets: readonly OddsTarget[]): number {
  const dice = [...values].sort((a, b) => a - b);
  const singles: number[] = [];
  const doubles: number[][] = [];
  for (const t of targets) {
    const times = Math.min(t.sets, dice.length);
    for (let i = 0; i < times; i++) {
      if (t.toughness.length === 1) singles.push(t.toughness[0]!);
      else doubles.push([...t.toughness].sort((a, b) => b - a));
    }
  }
  singles.sort((a, b) => a - b);
  // Smallest dice on the easiest sets: the most single hits, leaving the biggest dice over.
  const left: number[] = [];
  let next = 0;
  for (const d of dice) {
    if (next < singles.length && d > singles[next]!) next += 1;
    else left.push(d);
  }
  let hits = next;
  doubles.sort((a, b) => a[0]! - b[0]!);
  for (const set of doubles) {
    const taken: number[] = [];
    for (const need of set) {
      const i = left.findIndex((d, k) => d > need && !taken.includes(k));
      if (i < 0) break;
      taken.push(i);
    }
    if (taken.length < set.length) continue;
    for (const i of taken.sort((a, b) => b - a)) left.splice(i, 1);
    hits += 1;
  }
  return hits;
}

/** Can this roll kill some target outright (all of its sets beaten by separate dice)? */
export function canKill(values: readonly number[], targets: readonly OddsTarget[]): boolean {
  return targets.some((t) => t.dies && killsTarget(values, t));
}

/**
 * Does the roll beat all of this target's sets with separate dice? A target
 * with one toughness number (every minion) needs `sets` dice above it, which
 * is what the general matching finds; only two-number sets need it.
 */
function killsTarget(values: readonly number[], t: OddsTarget): boolean {
  if (t.toughness.length === 1) {
    const need = t.toughness[0]!;
    let above = 0;
    for (const v of values) if (v > need) above += 1;
    return above >= t.sets;
  }
  return bestHits(values, [{ ...t, dies: true }]) >= t.sets;
}

/** One multiset of results: its values ascending and how many face tuples give it. */
interface RollClass {
  values: number[];
  ways: number;
}

/**
 * How many face tuples give each multiset of results (keyed by the sorted
 * values joined by commas), faces merged where no toughness tells them apart.
 * Counted in whole numbers, divided once at the end, so the chances are exact.
 */
function rollDistribution(dice: readonly AttackDie[], cuts: readonly number[]): Iterable<RollClass> {
  let dist = new Map<string, RollClass>([['', { values: [], ways: 1 }]]);
  for (const die of dice) {
    // A face only matters by which toughness numbers it beats: keep the smallest face of each class.
    const classes = new Map<number, number>();
    for (let v = 1; v <= dieSides(die); v++) {
      let rep = 1;
      for (const c of cuts) if (c < v && c + 1 > rep) rep = c + 1;
      classes.set(rep, (classes.get(rep) ?? 0) + 1);
    }
    const next = new Map<string, RollClass>();
    for (const { values, ways } of dist.values()) {
      for (const [rep, m] of classes) {
        // The values stay sorted: the new one goes in at its place.
        let at = values.length;
        while (at > 0 && values[at - 1]! > rep) at -= 1;
        const grown = [...values.slice(0, at), rep, ...values.slice(at)];
        const k = grown.join(',');
        const known = next.get(k);
        if (known) known.ways += ways * m;
        else next.set(k, { values: grown, ways: ways * m });
      }
    }
    dist = next;
  }
  return dist.values();
}

export interface AttackOdds {
  readonly kill: number;
  /** hits[n]: the chance of exactly n hits. */
  readonly hits: readonly number[];
}

/**
 * The odds depend on the dice and the targets alone, and the same attack is
 * priced again and again (every boost option, every raise, each time the hero
 * is asked): each answer is kept under a key that spells out both, so a
 * repeat costs a string and a lookup instead of the enumeration. Bounded: the
 * cache starts over when it is full.
 */
const ODDS_CACHE_MAX = 4096;
const oddsCache = new Map<string, AttackOdds>();

function oddsKey(dice: readonly AttackDie[], targets: readonly OddsTarget[]): string {
  let key = dice.join(',');
  for (const t of targets) key += `|${t.toughness.join(',')}x${t.sets}${t.dies ? 'd' : ''}`;
  return key;
}

/** The exact odds of these dice against these targets; the result is shared (frozen): read it, never change it. */
export function attackOdds(dice: readonly AttackDie[], targets: readonly OddsTarget[]): AttackOdds {
  const key = oddsKey(dice, targets);
  const known = oddsCache.get(key);
  if (known) return known;
  const odds = computeOdds(dice, targets);
  Object.freeze(odds.hits);
  if (oddsCache.size >= ODDS_CACHE_MAX) oddsCache.clear();
  oddsCache.set(key, Object.freeze(odds));
  return odds;
}

function computeOdds(dice: readonly AttackDie[], targets: readonly OddsTarget[]): AttackOdds {
  const cuts = [...new Set(targets.flatMap((t) => t.toughness))];
  const total = dice.reduce((n, d) => n * dieSides(d), 1);
  const hits: number[] = [];
  let kill = 0;
  // Identical targets (five larvae) answer "killed?" alike: each kind is asked once per roll.
  const seen = new Set<string>();
  const killable = targets.filter((t) => {
    const k = `${t.toughness.join(',')}x${t.sets}`;
    if (!t.dies || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  for (const { values, ways } of rollDistribution(dice, cuts)) {
    const n = bestHits(values, targets);
    hits[n] = (hits[n] ?? 0) + ways;
    if (killable.some((t) => killsTarget(values, t))) kill += ways;
  }
  return { kill: kill / total, hits: Array.from(hits, (ways) => (ways ?? 0) / total) };
}

/** The odds as a prompt option shows them: the chance to kill, then each number of hits that can happen. */
export function oddsLines(odds: AttackOdds): NonNullable<PromptOption['odds']> {
  const lines = [{ label: 'Kill at least one', p: odds.kill }];
  odds.hits.forEach((p, n) => {
    if (p > 0) lines.push({ label: `${n} hit${n === 1 ? '' : 's'}`, p });
  });
  return lines;
}
