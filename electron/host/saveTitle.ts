/**
 * A one-line description of a match for the Load menu, the save header and
 * the Save dialog's suggested name: the game's own (map or mission, who
 * plays, round, who is ahead) when it gives one, else a plain line.
 */
import type { Match } from '../../core/engine/match';

export function saveTitle(match: Match): string {
  const own = match.module.describeMatch?.(match.state);
  if (own) return `${match.module.title}: ${own}`;
  const round = match.module.round(match.state.g);
  const state = match.state.result ? 'finished' : `round ${round}`;
  const humans = match.state.seats.filter((s) => match.controller(s.id).type === 'human').length;
  const who = humans === 0 ? 'all AI' : humans === 1 ? '1 player' : `${humans} players`;
  return `${match.module.title}: ${state}, ${who}`;
}
