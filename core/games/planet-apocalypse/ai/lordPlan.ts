/**
 * When the heroes should take on the Lord: his reach (the Shadow), the
 * team's expected wounds per round against his toughness, and the tuning
 * that says how ready is ready. Shared by the old hero bot and the policy the
 * lookahead plays, which differ only in their tuning.
 */
import type { GameView } from '../../../engine/view';
import { LORD_BY_ID } from '../content';
import type { Hero } from '../state';
import type { PAView } from '../view';

type V = GameView<PAView>;

/** How a rules-of-thumb hero judges the Lord and the gifts that fight him. */
export interface HeroTuning {
  /** Doom at which the team storms the Lord whatever the odds (doom 13 loses). */
  rushDoom: number;
  /** Expected wounds per round, from the healthy heroes, that make the Lord worth a battle. */
  readyPunch: number;
  /** Worth a battle too when this many rounds of that punch would finish him. */
  readyRounds: number;
  /** Least health a hero brings into the Shadow. */
  shadowHealth: number;
  /** Least health a hero brings into a Lord Battle he is asked to join. */
  partyHealth: number;
  /** Health a hero keeps in hand, beyond the blows one more Lord round should cost him, before he stays in Hell. */
  hellMargin: number;
  /**
   * Count wounds as the Lord takes them: pairs of dice against a 4+4, less
   * what he mends each round. The old bot counted single dice against his
   * highest toughness and ignored the mending.
   */
  exactPunch: boolean;
  /** Score gifts by the dice they add against the Lord's toughness, not by a fixed table alone. */
  giftsForLord: boolean;
  /** Count a patrol upgrade (Paramilitary to Army) among the recruits; the old bot never looked at it. */
  upgrades: boolean;
  /** Absorb points added to each recruit who can be upgraded later (Russia's Paramilitary); 0 counts his card alone. */
  upgradeableWorth: number;
}

/** The old competent bot's judgement, kept as it was for comparison. */
export const OLD_HERO_TUNING: HeroTuning = { rushDoom: 10, readyPunch: 1.5, readyRounds: 2, shadowHealth: 5, partyHealth: 4, hellMargin: 1, exactPunch: false, giftsForLord: false, upgrades: false, upgradeableWorth: 0 };

/** The Lord in a battle now, else the first one standing. */
export function target(view: V) {
  const lords = view.game.lords;
  return lords.find((l) => l.area === 'hell') ?? lords.find((l) => !l.dead) ?? lords[0]!;
}

export function shadowed(view: V, area: string): boolean {
  return view.game.lords.some((l) => !l.dead && l.shadow.includes(area));
}

/** Chance one die beats a toughness number. */
export function beat(die: string, t: number): number {
  const sides = Number(die.slice(1));
  return Math.max(0, sides - t) / sides;
}

/** The toughness a hero's die must beat to wound the Lord now fought (or next). */
export function lordToughness(view: V): number {
  return Math.max(...(LORD_BY_ID[target(view).defId]?.toughness ?? [5]));
}

/** Expected Lord wounds per round from these heroes. */
export function teamPunch(view: V, heroes: Hero[]): number {
  const t = lordToughness(view);
  return heroes.reduce((sum, h) => sum + h.attack.reduce((s, d) => s + beat(d, t), 0), 0);
}

/**
 * Expected wounds one hero's attack deals a Lord whose toughness has several
 * parts (Procrustes' 4+4): each wound takes one die beating every part, so
 * it is the expected number of whole sets among the dice that beat the
 * highest part (an estimate: a wound needs its set in one attack).
 */
function setsPerAttack(dice: readonly string[], parts: readonly number[]): number {
  const t = Math.max(...parts);
  // The distribution of successes, die by die.
  let dist = [1];
  for (const d of dice) {
    const p = beat(d, t);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, n) => { next[n] = (next[n] ?? 0) + q * (1 - p); next[n + 1] = (next[n + 1] ?? 0) + q * p; });
    dist = next;
  }
  return dist.reduce((sum, q, n) => sum + q * Math.floor(n / parts.length), 0);
}

/** What the Lord mends after each round of a battle. */
function lordMends(view: V): number {
  const heal = LORD_BY_ID[target(view).defId]?.abilities.find((a) => a.effect === 'healAfterRound');
  return heal ? Number(heal.params?.amount ?? 1) : 0;
}

/** Wounds per round the tuning expects these heroes to leave on the Lord. */
export function netPunch(view: V, heroes: Hero[], t: HeroTuning): number {
  if (!t.exactPunch) return teamPunch(view, heroes);
  const parts = LORD_BY_ID[target(view).defId]?.toughness ?? [5];
  return heroes.reduce((sum, h) => sum + setsPerAttack(h.attack, parts), 0) - lordMends(view);
}

/**
 * Storm the Shadow when the healthy heroes can take a real bite out of the
 * Lord (his wounds stay between battles, so hit-and-run works), when he is
 * nearly dead, or when doom leaves no time to wait.
 */
export function readyForLord(view: V, t: HeroTuning): boolean {
  const g = view.game;
  const live = g.heroes.filter((h) => !h.dead && h.heroId);
  const punch = netPunch(view, live.filter((h) => h.health >= 5), t);
  return punch * t.readyRounds >= target(view).health || punch >= t.readyPunch || g.doom >= t.rushDoom;
}
