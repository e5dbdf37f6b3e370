/**
 * The minions attack segment (rulebook "Minions Attack Segment"): area by
 * area, each finished before the next, the groups attack lowest circle first
 * with the Lord last; the captain picks each group's target, and the order of
 * the areas (suggested: nearest the start first). Only areas with heroes
 * fight, except demons with a ranged attack (the Hellhound), which reach a
 * neighbouring area when their own holds no hero.
 */
import type { PromptOption } from '../../../../engine/types';
import type { PAState } from '../../state';
import { areaName, captainSeat, distances, mapOf } from '../board';
import { groupsIn, groupTargets } from '../groupAttack';
import { segment } from '../segment';
import type { Answered, H } from '../types';

/** Areas whose groups still have someone to attack, nearest the start first. */
function fightingAreas(g: PAState, done: string[]): string[] {
  const dist = distances(g);
  return mapOf(g).areas.map((a) => a.id)
    .filter((area) => !done.includes(area) && groupsIn(g, area).some((group) => groupTargets(g, area, group).length > 0))
    .sort((a, b) => (dist[a] ?? 0) - (dist[b] ?? 0));
}

const minionsAttackSegment: H = (ctx) => {
  const g = ctx.g;
  if (g.phase !== 'enemy') g.phase = 'enemy';
  ctx.emit({ type: 'phaseStarted', phase: 'enemy', stage: 'minionsAttack', text: 'The minions attack.', ...segment(g, 'Minions attack', []) });
  ctx.push({ kind: 'nextAttackArea', done: [] });
};

const nextAttackArea: H<{ kind: string; done: string[] }> = (ctx, step) => {
  const g = ctx.g;
  const areas = fightingAreas(g, step.done);
  if (areas.length === 0) return;
  if (areas.length === 1) {
    ctx.push({ kind: 'attackArea', area: areas[0]!, done: step.done });
    return;
  }
  const options: PromptOption[] = areas.map((a) => ({ id: a, label: `Resolve ${areaName(g, a)}`, target: { kind: 'area', id: a } }));
  ctx.ask({
    seat: captainSeat(g), kind: 'chooseAttackArea', rule: 'minion-attack', options, suggested: [areas[0]!],
    text: 'Captain: which area\'s minions attack next?',
  }, { kind: 'attackAreaChosen', done: step.done });
};

const attackAreaChosen: H<Answered<{ done: string[] }>> = (ctx, step) => {
  ctx.push({ kind: 'attackArea', area: step.answer[0] as string, done: step.done });
};

/** Every group of the area in circle order, then the next area. */
const attackArea: H<{ kind: string; area: string; done: string[] }> = (ctx, step) => {
  const g = ctx.g;
  const groups = groupsIn(g, step.area).filter((group) => groupTargets(g, step.area, group).length > 0);
  ctx.push(...groups.map((group) => ({ kind: 'groupAttack', area: step.area, group })), { kind: 'nextAttackArea', done: [...step.done, step.area] });
};

export const minionsAttackHandlers = { minionsAttackSegment, nextAttackArea, attackAreaChosen, attackArea };
