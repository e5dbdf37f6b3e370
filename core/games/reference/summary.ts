/**
 * "Last Light" in one line and at the end: the line a save is known by
 * (the survivors, the round, who leads, where the horde is) and the
 * end-of-game summary (result, rounds, each survivor's run, the turning point).
 */
import type { MatchState, MatchSummary } from '../../engine/types';
import { GOAL } from './content';
import type { LastLightState } from './state';

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function describeMatch(state: MatchState<LastLightState>): string {
  const g = state.g;
  const free = g.survivors.filter((s) => !s.caught);
  const lead = [...free].sort((a, b) => b.position - a.position)[0];
  const ahead = state.result ? state.result.text.replace(/[.!]$/, '') : lead ? `${lead.name} leads on space ${lead.position} of ${GOAL}` : 'everyone is caught';
  return `Last Light, ${list(g.survivors.map((s) => s.name))}, round ${g.round}, ${ahead}, the horde on ${g.horde}`;
}

export function matchSummary(state: MatchState<LastLightState>): MatchSummary {
  const g = state.g;
  const seats = g.survivors.map((s) => {
    const st = g.stats[s.seat];
    const fate = s.position >= GOAL ? 'escaped' : st?.caughtRound ? `caught in round ${st.caughtRound}` : 'still running';
    return {
      seat: s.seat,
      stats: [
        { label: 'Fate', value: fate },
        { label: 'Reached space', value: String(s.position) },
        { label: 'Spaces moved', value: String(st?.moved ?? 0) },
        { label: 'Cards scavenged', value: String(st?.scavenged ?? 0) },
        { label: 'Cards played', value: String(st?.played ?? 0) },
      ],
    };
  });
  const summary: MatchSummary = { headline: state.result?.text ?? describeMatch(state), rounds: g.round, seats };
  if (g.turningPoint) summary.turningPoint = `Round ${g.turningPoint.round}: ${g.turningPoint.text}`;
  return summary;
}
