/**
 * The bot's forward model: the real rules run on a sampled copy of the
 * table. After an answer, the quick policy answers the same seat's follow-up
 * questions until the survivor's next action prompt or the turn passes.
 */
import { applyChoice } from '../../../engine/kernel';
import type { AnyGameModule } from '../../../engine/module';
import type { ForcedRoll, MatchState } from '../../../engine/types';
import { MA_DICE } from '../dice';
import { handlers } from '../rules';
import type { MAState } from '../state';
import { cloneJson } from './clone';
import { policy } from './policy';

/** Enough of a GameModule for applyChoice: the rules and the dice. */
const RULES_ONLY = { id: 'maximum-apocalypse', handlers, dice: MA_DICE } as unknown as AnyGameModule;

/** Follow-up questions a single answer may raise before the next action prompt (a safety stop for the look-ahead). */
const MAX_FOLLOW_UPS = 60;

/** Which turn a table is in: a line of play ends when this changes (in a solo game the next turn is the same survivor's). */
export function turnStamp(state: MatchState<MAState>): number {
  return state.g.round * 16 + state.g.turn;
}

export function atMyAction(state: MatchState<MAState>, survivor: string, stamp: number): boolean {
  return !state.result && state.prompt?.kind === 'action' && state.g.turnState?.survivor === survivor && turnStamp(state) === stamp;
}

/**
 * Copies the state, answers, and settles the follow-ups. Returns null when the answer cannot be simulated.
 * A rollout (ctx.rollout): the same rules, without the words nobody reads here (menu labels, log lines);
 * the policy reads ids and numbers only.
 */
/**
 * A copy of the table for one line of play. What the rules never write is
 * shared, not copied: the question being answered (applyChoice reads it and
 * puts a new one in its place), the seats and the game's options.
 */
export function copyTable(state: MatchState<MAState>): MatchState<MAState> {
  const { prompt, seats, g, ...rest } = state;
  const { options, ...game } = g;
  return { ...cloneJson(rest), seats, prompt, g: { options, ...cloneJson(game) } as MAState };
}

export function simulate(state: MatchState<MAState>, optionId: string, forced: ForcedRoll[] = [], prepare?: (s: MatchState<MAState>) => void): MatchState<MAState> | null {
  const s = copyTable(state);
  prepare?.(s);
  const seat = s.prompt!.seat;
  try {
    applyChoice(RULES_ONLY, s, seat, { promptId: s.prompt!.id, optionIds: [optionId] }, { inPlace: true, forced: [...forced], rollout: true });
    for (let i = 0; i < MAX_FOLLOW_UPS; i++) {
      const p = s.prompt;
      if (!p || s.result || p.kind === 'action' || p.seat !== seat) break;
      const d = policy(s.g, p, s.resume);
      applyChoice(RULES_ONLY, s, seat, { promptId: p.id, optionIds: d.optionIds }, { inPlace: true, rollout: true });
    }
  } catch {
    return null;
  }
  return s;
}
