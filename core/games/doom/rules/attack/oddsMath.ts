/**
 * Exact attack odds over DOOM's custom dice faces: the chance of every damage
 * amount an attack can deal, given the dice, the modifiers already known and
 * the defence cards the defender might reveal. Pure arithmetic on fractions
 * of equally likely outcomes (each face of each die, each defence card); the
 * rules gather the inputs in odds.ts. A unit test checks it against brute
 * force enumeration.
 */
import { doomDie } from '../../dice';

/** What a revealed defence card gives: shields, or a dodge that cancels everything. */
export interface DefenceOutcome {
  shields: number;
  dodge: boolean;
}

export interface AttackMath {
  dice: string[];
  /** Damage added to every roll (while attacking effects that are automatic). */
  bonus: number;
  /** Damage added per special icon rolled. */
  perSpecial: number;
  /** Shields the defender has whatever card comes (toughness, automatic effects). */
  shields: number;
  /** Shields ignored. */
  pierce: number;
  /** The defender dodges whatever happens. */
  dodge: boolean;
  /** Equally likely defence cards; empty when none is revealed (a stunned defender). */
  defences: DefenceOutcome[];
}

/**
 * The distributions asked for, by their inputs: every attack option of every
 * prompt shows its odds, a demon's prompt comes back after each step it
 * takes, and the same few dice and defence decks recur all game. The
 * arithmetic is pure, so a hit is the very same numbers; each cache is
 * emptied when it grows past CACHE_LIMIT.
 */
const CACHE_LIMIT = 4096;
const rolls = new Map<string, ReadonlyMap<string, number>>();
const damages = new Map<string, readonly number[]>();

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Joint distribution of (damage icons, special icons) over the dice: map "hits,specials" -> probability. */
export function rollDistribution(dice: readonly string[]): Map<string, number> {
  return new Map(cachedRolls(dice));
}

function cachedRolls(dice: readonly string[]): ReadonlyMap<string, number> {
  const key = dice.join('|');
  return rolls.get(key) ?? remember(rolls, key, computeRolls(dice));
}

function computeRolls(dice: readonly string[]): Map<string, number> {
  let dist = new Map<string, number>([['0,0', 1]]);
  for (const id of dice) {
    const faces = doomDie(id).faces;
    const next = new Map<string, number>();
    for (const [key, p] of dist) {
      const [h, s] = key.split(',').map(Number) as [number, number];
      for (const f of faces) {
        const k = `${h + (f.value ?? 0)},${s + ((f.symbols ?? []).includes('special') ? 1 : 0)}`;
        next.set(k, (next.get(k) ?? 0) + p / faces.length);
      }
    }
    dist = next;
  }
  return dist;
}

/** Damage dealt for one roll and one defence card, as the attack's assess step computes it. */
export function damageFor(m: AttackMath, hits: number, specials: number, card: DefenceOutcome | null): number {
  if (m.dodge || card?.dodge) return 0;
  const shields = Math.max(0, m.shields + (card?.shields ?? 0) - m.pierce);
  return Math.max(0, hits + m.bonus + m.perSpecial * specials - shields);
}

/** Probability of each damage amount (index = damage). */
export function damageDistribution(m: AttackMath): number[] {
  // Every input in order (the sums run in this order, so a hit is bit for bit what a computation gives).
  let key = `${m.dice.join('|')};${m.bonus};${m.perSpecial};${m.shields};${m.pierce};${m.dodge ? 1 : 0};`;
  for (const c of m.defences) key += `${c.shields}${c.dodge ? 'd' : ''},`;
  return [...(damages.get(key) ?? remember(damages, key, computeDamage(m)))];
}

function computeDamage(m: AttackMath): number[] {
  const out: number[] = [];
  const cards: (DefenceOutcome | null)[] = m.defences.length ? m.defences : [null];
  for (const [key, p] of cachedRolls(m.dice)) {
    const [h, s] = key.split(',').map(Number) as [number, number];
    for (const c of cards) {
      const d = damageFor(m, h, s, c);
      while (out.length <= d) out.push(0);
      out[d]! += p / cards.length;
    }
  }
  return out;
}

/** Mean of a damage distribution. */
export function expectedDamage(dist: readonly number[]): number {
  return dist.reduce((n, p, d) => n + p * d, 0);
}
