/**
 * How a DOOM match is recognised and remembered: the one-line description a
 * save is listed by, the end-of-game summary (winner, rounds, per seat kills,
 * Glory Kills, damage dealt and taken, frags, and the turning point), and
 * the standing of an operation between missions.
 */
import type { MatchState, MatchSummary } from '../../engine/types';
import { allOperations, classCard, missionDef, offeredMissions } from './catalog';
import { invaderProgress, leader, marineProgress } from './inspect/progress';
import { listed } from './inspect/words';
import type { DoomState, MissionRecord } from './state';

export interface OperationStanding {
  /** 'operation' (the six in order) or 'custom' (the loser picks the next). */
  mode: 'operation' | 'custom';
  name: string;
  winsNeeded: number;
  marines: number;
  invader: number;
  /** Missions played so far, in order, with the winner and the story line for that result. */
  played: { mission: string; name: string; winner: MissionRecord['winner']; rounds: number; story: string }[];
  /** The mission that comes next (or is being played); null when the loser has yet to choose, or it is over. */
  next: { id: string; name: string; number: number; briefing: string; objective: string } | null;
}

function operationDef() {
  return allOperations()[0]!;
}

/** Where an operation stands: missions won by each side, what each ended with, and the next briefing. Null for a single mission. */
export function operationStanding(g: Pick<DoomState, 'options' | 'operation' | 'mission' | 'phase'>): OperationStanding | null {
  const mode = g.options.mode;
  if (mode === 'mission') return null;
  const op = operationDef();
  const played = g.operation.map((r) => {
    const story = op.outcomes[r.mission];
    return { mission: r.mission, name: missionDef(r.mission).name, winner: r.winner, rounds: r.rounds, story: story ? story[r.winner] : '' };
  });
  const marines = played.filter((p) => p.winner === 'marines').length;
  const invader = played.length - marines;
  const done = marines >= op.winsNeeded || invader >= op.winsNeeded;
  const list = mode === 'operation' ? op.missions : offeredMissions().map((m) => m.id);
  const ids = played.map((p) => p.mission);
  // The mission on the table is the next one once laid out; between missions a custom operation waits for the loser's pick.
  const current = g.phase !== 'over' && g.mission && !ids.includes(g.mission) ? g.mission : null;
  const nextId = done ? null : current ?? (mode === 'operation' ? list.find((m) => !ids.includes(m)) ?? null : null);
  const next = nextId ? missionDef(nextId) : null;
  return {
    mode, name: mode === 'operation' ? op.name : 'Custom operation', winsNeeded: op.winsNeeded, marines, invader, played,
    next: next ? { id: next.id, name: next.name, number: played.length + 1, briefing: next.briefing, objective: next.objective.text } : null,
  };
}

function squad(g: DoomState): string {
  return listed(g.marines.map((m) => (m.classId ? `${m.name} (${classCard(m.classId).name})` : m.name)));
}

/** One line a save is recognised by: mission (in its operation), the squad, the round, each side's progress and who leads. */
export function describeMatch(state: MatchState<DoomState>): string {
  const g = state.g;
  if (!g.mission || g.phase === 'setup') return `${missionDef(g.options.mission).name}: the squad is choosing classes`;
  const standing = operationStanding(g);
  const where = standing
    ? `${standing.name}, mission ${standing.played.length + (g.phase === 'over' ? 0 : 1)}: ${missionDef(g.mission).name} (missions ${standing.marines} to ${standing.invader})`
    : missionDef(g.mission).name;
  if (state.result) return `${where} · ${squad(g)} · over: ${state.result.text}`;
  const m = marineProgress(g);
  const i = invaderProgress(g);
  return `${where} · ${squad(g)} · round ${g.round} · marines ${m.text}, invader ${i.text} · ${leader(g)}`;
}

function stat(label: string, value: number) {
  return { label, value: String(value) };
}

/** How the match went: the headline, rounds, numbers per seat and the moment it turned. */
export function matchSummary(state: MatchState<DoomState>): MatchSummary {
  const g = state.g;
  const standing = operationStanding(g);
  const recorded = g.operation.reduce((n, r) => n + r.rounds, 0);
  const rounds = recorded + (g.phase === 'over' ? 0 : g.round);
  const winner = state.result ? (state.result.outcome === 'invader' ? 'invader' : 'marines') : null;
  const scope = standing ? `${standing.name} (missions ${standing.marines} to ${standing.invader})` : missionDef(g.mission || g.options.mission).name;
  const headline = winner === 'marines' ? `The marines win ${scope}` : winner === 'invader' ? `The invader wins ${scope}` : `${scope}: still being played`;
  const zero = { kills: 0, gloryKills: 0, dealt: 0, taken: 0, fragged: 0 };
  const demonsLost = g.marines.reduce((n, m) => n + (g.stats.seats[m.seat]?.kills ?? 0), 0);
  const seats = state.seats.map((seat) => {
    const s = g.stats.seats[seat.id] ?? zero;
    if (seat.side === 'invader') {
      return { seat: seat.id, stats: [stat('Marines fragged', s.kills), stat('Damage dealt', s.dealt), stat('Damage taken', s.taken), stat('Demons lost', demonsLost)] };
    }
    return {
      seat: seat.id,
      stats: [stat('Demons fragged', s.kills), stat('Glory Kills', s.gloryKills), stat('Damage dealt', s.dealt), stat('Damage taken', s.taken), stat('Times fragged', s.fragged)],
    };
  });
  // The turning point: the winner's weightiest moment (the latest of equals); while playing, the leading side's.
  const side = winner ?? (leader(g) === 'the invader leads' ? 'invader' : 'marines');
  let turn: (typeof g.stats.moments)[number] | null = null;
  for (const m of g.stats.moments) if (m.side === side && (!turn || m.weight >= turn.weight)) turn = m;
  const summary: MatchSummary = { headline, rounds, seats };
  if (turn) summary.turningPoint = standing ? `${missionDef(turn.mission).name}, ${turn.text.charAt(0).toLowerCase()}${turn.text.slice(1)}` : turn.text;
  return summary;
}
