/**
 * The end of a mission and the operation around it. A single mission ends the
 * match. An operation plays its six missions in order; a custom operation
 * lets the loser of each mission choose the next one not yet played. Either
 * way the first side to win four missions wins, else the last mission's
 * winner does. Glory Kill cards and found weapons never carry over.
 */
import { allOperations, missionDef, offeredMissions } from '../catalog';
import type { DoomState, MissionRecord } from '../state';
import { type Answered, type DCtx, type H, INVADER, askUnlessForced } from './common';
import { beginMission } from './ownDecks';
import { endSegment } from './segment';

/** Wins needed to take an operation (a fact of the reference). */
export const WINS_NEEDED = 4;

export function operationMissions(g: DoomState): string[] {
  if (g.options.mode === 'operation') return allOperations()[0]?.missions ?? [g.options.mission];
  return offeredMissions().map((m) => m.id);
}

function winnersOf(ctx: DCtx, side: 'marines' | 'invader'): string[] {
  return side === 'invader' ? [INVADER] : ctx.g.marines.map((m) => m.seat);
}

function tally(records: MissionRecord[], side: 'marines' | 'invader'): number {
  return records.filter((r) => r.winner === side).length;
}

export const missionOver: H<{ kind: 'missionOver'; winner: 'marines' | 'invader' }> = (ctx, step) => {
  const g = ctx.g;
  ctx.state.stack.length = 0;
  g.marineActivation = null;
  g.demonActivation = null;
  g.attack = null;
  g.phase = 'over';
  endSegment(ctx);
  const mission = missionDef(g.mission);
  g.operation.push({ mission: g.mission, winner: step.winner, rounds: g.round });
  const outcome = allOperations().find((o) => o.missions.includes(g.mission))?.outcomes[g.mission];
  const story = outcome ? ` ${step.winner === 'marines' ? outcome.marines : outcome.invader}` : '';
  ctx.emit({ type: 'missionEnded', mission: g.mission, winner: step.winner,
    text: `${mission.name}: ${step.winner === 'marines' ? 'the marines win' : 'the invader wins'}.${story}` });
  if (g.options.mode === 'mission') {
    ctx.end({ winners: winnersOf(ctx, step.winner), outcome: step.winner, text: `${mission.name} is over: ${step.winner === 'marines' ? 'the marines' : 'the invader'} won.` });
    return;
  }
  const list = operationMissions(g);
  const played = g.operation.map((r) => r.mission);
  const left = g.options.mode === 'operation' ? list.slice(played.length) : list.filter((m) => !played.includes(m));
  const m = tally(g.operation, 'marines');
  const i = tally(g.operation, 'invader');
  if (m >= WINS_NEEDED || i >= WINS_NEEDED || !left.length) {
    const side = m >= WINS_NEEDED ? 'marines' : i >= WINS_NEEDED ? 'invader' : step.winner;
    ctx.end({ winners: winnersOf(ctx, side), outcome: side, text: `The operation is over after ${g.operation.length} missions (${m} to ${i}): ${side === 'marines' ? 'the marines win' : 'the invader wins'}.` });
    return;
  }
  if (g.options.mode === 'operation') {
    ctx.push({ kind: 'nextMission', mission: left[0]! });
    return;
  }
  // Custom operation: the loser picks the next mission.
  const loserSeat = step.winner === 'marines' ? INVADER : (g.marines[0]!.seat);
  askUnlessForced(ctx, {
    seat: loserSeat, kind: 'chooseMission', rule: 'operations', text: 'You lost that mission: choose the next one.',
    options: left.map((id) => ({ id, label: missionDef(id).name, hint: missionDef(id).briefing })),
  }, { kind: 'missionChosen' });
};

export const missionChosen: H<Answered> = (ctx, step) => {
  ctx.push({ kind: 'nextMission', mission: step.answer[0]! });
};

export const nextMission: H<{ kind: 'nextMission'; mission: string }> = (ctx, step) => {
  beginMission(ctx, step.mission);
};

/** The first mission: laid out once the squad is chosen (an operation starts with its first mission). */
export const startMission: H = (ctx) => {
  const g = ctx.g;
  beginMission(ctx, g.options.mode === 'operation' ? operationMissions(g)[0]! : g.options.mission);
};
