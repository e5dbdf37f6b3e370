/**
 * The minions attack segment (rulebook "Minions Attack Segment"): area by
 * area, each finished before the next, the groups attack lowest circle first
 * with the Lord last; the captain picks each group's target. Only areas with
 * heroes fight, except demons with a ranged attack (the Hellhound), which
 * reach a neighbouring area when their own holds no hero. The rules take the
 * areas nearest the start first (the captain may pick any order in the
 * rulebook; only ranged attacks could make the order matter).
 */
import { distances, mapOf } from '../board';
import { groupsIn, groupTargets } from '../groupAttack';
import type { H } from '../types';

const minionsAttackSegment: H = (ctx) => {
  const g = ctx.g;
  if (g.phase !== 'enemy') g.phase = 'enemy';
  ctx.emit({ type: 'phaseStarted', phase: 'enemy', segment: 'minionsAttack', text: 'The minions attack.' });
  const dist = distances(g);
  const areas = mapOf(g).areas.map((a) => a.id).sort((a, b) => (dist[a] ?? 0) - (dist[b] ?? 0));
  const steps = areas.flatMap((area) => groupsIn(g, area)
    .filter((group) => groupTargets(g, area, group).length > 0)
    .map((group) => ({ kind: 'groupAttack', area, group })));
  ctx.push(...steps);
};

export const minionsAttackHandlers = { minionsAttackSegment };
