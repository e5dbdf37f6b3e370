/**
 * First aid (rulebook "First Aid", "Pestilence"): a hero treats one hero in
 * his area (himself included), restoring 1 point: heal 1 health (never past
 * the cap) or discard 1 pestilence marker. It is free, or costs 1 courage when
 * enemies share the area. A hero may receive several first aids. A first aid
 * worth more points (Physician, Field Medic Kit) lets the player say for each
 * point whether it heals or removes a marker ("Whenever a hero heals a point of
 * health, he can choose to remove 1 pestilence marker instead"): heal all,
 * cure as many as possible, or any split between.
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { areaName, enemiesIn, heroAt, heroesIn, heroName, HELL } from '../board';
import { effectSum, hasEffect } from '../effects';
import { healHero } from '../heroHealth';
import { payCourage, spendable } from '../tracks';
import { recordHit } from '../record';
import type { C } from '../types';

export function firstAidCost(g: PAState, h: Hero): number {
  return enemiesIn(g, h.area) || hasEffect(h, 'firstAidAlwaysCosts') ? 1 : 0;
}

export function firstAidOptions(g: PAState, h: Hero): PromptOption[] {
  const cost = firstAidCost(g, h);
  if (spendable(g, h.seat) < cost) return [];
  const out: PromptOption[] = [];
  for (const t of heroesIn(g, h.area)) {
    if (t.seat === h.seat && hasEffect(h, 'noSelfFirstAid')) continue;
    const price = cost ? ` (${cost} courage)` : '';
    if (t.health < t.cap) out.push({ id: `aid:${t.seat}:heal`, label: `First aid: heal ${heroName(t)}${price}`, group: 'First aid', detail: `health ${t.health}/${t.cap}`, target: { kind: 'figure', id: t.seat } });
    if (t.pestilence > 0) out.push({ id: `aid:${t.seat}:cure`, label: `First aid: cure ${heroName(t)}'s pestilence${price}`, group: 'First aid', detail: `${t.pestilence} pestilence`, target: { kind: 'figure', id: t.seat } });
    // Several points: any split between removing markers and healing (each split once, the full cure above).
    const points = firstAidPoints(h);
    const most = Math.min(points, t.pestilence);
    for (let k = 1; k < most && t.health < t.cap; k++) {
      out.push({
        id: `aid:${t.seat}:cure:${k}`, label: `First aid: cure ${k} of ${heroName(t)}'s pestilence, heal ${points - k}${price}`, group: 'First aid',
        detail: `${t.pestilence} pestilence, health ${t.health}/${t.cap}`, target: { kind: 'figure', id: t.seat },
      });
    }
  }
  return out;
}

/** The points one first aid from this hero restores. */
export function firstAidPoints(h: Hero): number {
  return 1 + effectSum(h, 'firstAidBonus', 'amount');
}

/** `cures`: how many points remove markers (cure mode; all it can when left out), the rest heal. */
export function giveFirstAid(ctx: C, h: Hero, targetSeat: string, mode: 'heal' | 'cure', cures?: number): void {
  const g = ctx.g;
  const t = heroAt(g, targetSeat);
  const cost = firstAidCost(g, h);
  if (!payCourage(ctx, h.seat, cost, 'first aid')) throw new Error('Not enough courage for first aid.');
  let points = firstAidPoints(h);
  if (mode === 'cure') {
    const cured = Math.min(points, t.pestilence, cures ?? points);
    t.pestilence -= cured;
    points -= cured;
    ctx.emit({ type: 'statusChanged', figure: t.seat, status: 'pestilence', value: t.pestilence, text: `${heroName(h)} cures ${cured} pestilence on ${heroName(t)}.` });
  }
  if (points > 0) healHero(ctx, t, points, `first aid from ${heroName(h)}`);
}

/** Autopsy (Doc Hunter): in place of his first aid, kill a larva in his area; free, and the kill earns 1 courage (FAQ). */
export function autopsyOptions(g: PAState, h: Hero): PromptOption[] {
  if (!hasEffect(h, 'autopsy') || h.team.firstAid || h.area === HELL) return [];
  if (!g.minions.some((m) => m.area === h.area && m.kind === 'larva')) return [];
  return [{ id: 'autopsy', label: 'Autopsy: kill a larva here (instead of first aid)', group: 'First aid', target: { kind: 'area', id: h.area } }];
}

export function autopsy(ctx: C, h: Hero): void {
  const g = ctx.g;
  const larva = g.minions.find((m) => m.area === h.area && m.kind === 'larva');
  if (!larva) throw new Error('No larva here for an autopsy.');
  g.minions.splice(g.minions.indexOf(larva), 1);
  h.courage += 1;
  recordHit(g, h.seat, true);
  ctx.emit({ type: 'killed', figure: larva.id, kind: 'larva', area: h.area, by: h.seat, text: `${heroName(h)} uses Autopsy on a larva in ${areaName(g, h.area)} (+1 courage).` });
}
