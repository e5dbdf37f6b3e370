/** A one-line description of a match for the Load menu and the save header. */
import type { Match } from '../../core/engine/match';

export function saveTitle(match: Match): string {
  const round = match.module.round(match.state.g);
  const state = match.state.result ? 'finished' : `round ${round}`;
  const humans = match.state.seats.filter((s) => match.controller(s.id).type === 'human').length;
  const who = humans === 0 ? 'all AI' : humans === 1 ? '1 player' : `${humans} players`;
  return `${match.module.title}: ${state}, ${who}`;
}
