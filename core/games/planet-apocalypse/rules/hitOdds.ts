/**
 * What a group's attack is likely to do to each hero the captain may send it
 * at, exactly, before the dice are rolled: the chance of each number of hits
 * (a die beating the hero's toughness) and the chance the hits outrun his
 * health and every trooper who could absorb for him. Shown on the captain's
 * choice, so the team can spread the blows rather than lose a hero.
 *
 * Also the troopers' absorb values that the hits are measured against
 * (rulebook "How Troopers Absorb Damage"), shared with the absorb step.
 */
import type { PromptOption } from '../../../engine/types';
import { TROOPER_BY_ID } from '../content';
import { dieSides, type AttackDie } from '../dice';
import type { Hero, PAState } from '../state';
import { ambushIn, heroesIn, HELL } from './board';
import { effectParam, hasEffect } from './effects';

/** Victor Steele's Leadership: how much more each patrol trooper in his area absorbs (0 with no leader there). */
export function leadershipBonus(g: PAState, area: string): number {
  const leader = heroesIn(g, area).find((x) => hasEffect(x, 'leadership'));
  return leader ? effectParam(leader, 'leadership', 'absorbBonus', 1) : 0;
}

/** What one ambush trooper of this type absorbs (US Marines absorb more in ambush). */
export function ambushAbsorb(type: string): number {
  const t = TROOPER_BY_ID[type]!;
  return t.absorb + (t.trait?.effect === 'ambushAbsorbBonus' ? Number(t.trait.params?.amount ?? 1) : 0);
}

/** Most damage the troopers who may absorb for this hero can take off him: his patrol, and an ambush where he stands (none in Hell). */
export function trooperSoak(g: PAState, h: Hero): number {
  const patrol = h.patrol.type && h.patrol.count > 0 ? (TROOPER_BY_ID[h.patrol.type]!.absorb + leadershipBonus(g, h.area)) * h.patrol.count : 0;
  const amb = h.area === HELL ? null : ambushIn(g, h.area);
  return patrol + (amb ? ambushAbsorb(amb.type) * amb.count : 0);
}

/** The chance of each number of hits these dice score against a toughness (index = hits). */
export function hitChances(dice: readonly AttackDie[], toughness: number): number[] {
  let dist = [1];
  for (const d of dice) {
    const sides = dieSides(d);
    const p = Math.max(0, sides - toughness) / sides;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, n) => {
      next[n] = (next[n] ?? 0) + q * (1 - p);
      next[n + 1] = (next[n + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}

/**
 * The odds shown on a hero the captain may pick: "falls" (more hits than his
 * health and every trooper who could absorb for him; gifts that cheat death
 * are not counted) and the chance of each number of hits.
 */
export function victimOdds(g: PAState, dice: readonly AttackDie[], h: Hero): NonNullable<PromptOption['odds']> {
  const dist = hitChances(dice, h.toughness);
  const cover = h.health + trooperSoak(g, h);
  const falls = dist.reduce((sum, q, n) => sum + (n >= cover ? q : 0), 0);
  return [
    { label: 'falls', p: falls },
    ...dist.map((p, n) => ({ label: `${n} hit${n === 1 ? '' : 's'}`, p })).filter((o) => o.p >= 0.0005),
  ];
}
