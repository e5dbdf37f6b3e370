/**
 * The round (rulebook "Sequence of Play"): the team phase (new captain,
 * team actions), the hero phase, then the enemy phase with its segments in
 * order: despair and Lord, minions attack, minions move, minion spawn,
 * ambush. Hell Time interrupts by pushing its steps on top of these.
 */
import { hasRule, liveHeroes } from './board';
import { segment, trackTarget } from './segment';
import type { H } from './types';

const roundStart: H = (ctx) => {
  const g = ctx.g;
  g.round += 1;
  g.phase = 'team';
  ctx.emit({ type: 'phaseStarted', phase: 'team', stage: 'newCaptain', enemy: false, round: g.round, text: `Round ${g.round} begins with the team phase.` });
  ctx.push({ kind: 'newCaptain' }, { kind: 'teamActions' }, { kind: 'heroPhase' }, { kind: 'enemyPhase' });
};

const enemyPhase: H = (ctx) => {
  const g = ctx.g;
  g.phase = 'enemy';
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'despair', enemy: true, round: g.round, text: `Round ${g.round}: the enemy phase begins.`,
    ...segment(g, 'Enemy phase: despair advances', [trackTarget('despair')]),
  });
  ctx.push(
    // Dragon Back scores the Crown "at the very start of the enemy phase".
    ...(hasRule(g, 'crownDoom') ? [{ kind: 'crownDoom' }] : []),
    { kind: 'despairSegment' },
    { kind: 'minionsAttackSegment' },
    { kind: 'minionsMoveSegment' },
    { kind: 'spawnSegment' },
    { kind: 'ambushSegment' },
    { kind: 'roundEnd' },
  );
};

/** End of the round: the next one starts with the team phase. */
const roundEnd: H = (ctx) => {
  if (liveHeroes(ctx.g).length === 0) ctx.log('Every hero has fallen; new heroes will answer the call.');
  ctx.push({ kind: 'roundStart' });
};

export const roundHandlers = { roundStart, enemyPhase, roundEnd };
