/**
 * Upgrading a trooper group (the Paramilitary's `upgradeGroup` trait; FAQ:
 * "Can I upgrade just some Paramilitary in a group but not all? Only if you
 * are Professor Maxwell, and they are your own patrol troopers"). Ours: the
 * upgrade is bought with recruit points (the roll plus courage, as a
 * recruit) at the trait's price per trooper and turns the patrol into the
 * trait's trooper type, taken from its stack. Everyone upgrades the whole
 * patrol; a hero with `partialUpgrade` (Prof. Maxwell) may upgrade only some,
 * and since a patrol holds one type the others go back to their stack.
 */
import type { PromptOption } from '../../../../engine/types';
import { TROOPER_BY_ID } from '../../content';
import type { Hero, PAState } from '../../state';
import { heroName } from '../board';
import { hasEffect, patrolLimit } from '../effects';
import { spendable } from '../tracks';
import type { C } from '../types';

function upgradeTrait(h: Hero): { into: string; cost: number } | null {
  const trait = h.patrol.type ? TROOPER_BY_ID[h.patrol.type]?.trait : undefined;
  if (trait?.effect !== 'upgradeGroup' || h.patrol.count === 0) return null;
  return { into: String(trait.params?.into), cost: Number(trait.params?.cost ?? 1) };
}

/** Recruit points an upgrade of n troopers costs. */
export function upgradeCost(h: Hero, n: number): number {
  return n * (upgradeTrait(h)?.cost ?? 0);
}

export function upgradeOptions(g: PAState, h: Hero, points: number): PromptOption[] {
  const up = upgradeTrait(h);
  // Only into a type this game has a stack of (a region on the Launch Site may have swapped it out).
  if (!up || !(up.into in g.troopStock)) return [];
  const money = points + spendable(g, h.seat);
  const from = TROOPER_BY_ID[h.patrol.type as string]!.name;
  const into = TROOPER_BY_ID[up.into]!.name;
  const least = hasEffect(h, 'partialUpgrade') ? 1 : h.patrol.count;
  const out: PromptOption[] = [];
  for (let n = h.patrol.count; n >= least; n--) {
    const cost = n * up.cost;
    if (cost > money || n > (g.troopStock[up.into] ?? 0) || n > patrolLimit(h)) continue;
    const extra = Math.max(0, cost - points);
    const left = h.patrol.count - n;
    out.push({
      id: `upgrade:${n}`, label: `Upgrade ${n} ${from} to ${into} for ${cost}${extra ? ` (${extra} courage)` : ''}`,
      target: { kind: 'card', id: up.into }, ...(left ? { detail: `${left} ${from} leave the patrol` } : {}),
    });
  }
  return out;
}

/** Turns n of the patrol into the upgraded type; the rest of the old patrol goes back to its stack. */
export function upgradePatrol(ctx: C, h: Hero, n: number): void {
  const g = ctx.g;
  const up = upgradeTrait(h);
  const from = h.patrol.type as string;
  if (!up || n < 1 || n > h.patrol.count || (!hasEffect(h, 'partialUpgrade') && n !== h.patrol.count) || n > (g.troopStock[up.into] ?? 0)) {
    throw new Error('That upgrade is not possible.');
  }
  g.troopStock[from] = (g.troopStock[from] ?? 0) + h.patrol.count;
  g.troopStock[up.into] = (g.troopStock[up.into] ?? 0) - n;
  const left = h.patrol.count - n;
  h.patrol = { type: up.into, count: n };
  ctx.emit({
    type: 'recruited', seat: h.seat, trooper: up.into, count: n,
    text: `${heroName(h)} drills ${n} ${TROOPER_BY_ID[from]?.name} into ${TROOPER_BY_ID[up.into]?.name}${left ? ` (${left} leave)` : ''}.`,
  });
}
