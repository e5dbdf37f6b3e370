/**
 * Reading the questions open right now: one prompt, or the unanswered
 * prompts of a simultaneous group. Views, the match, the driver and the host
 * all ask "who must answer now?" through these, so a single prompt and a
 * group are handled by one rule. Types only: the renderer may load this.
 */
import type { MatchState, Prompt, SeatId } from './types';

/** Prompts still waiting for an answer, in the order the rules listed them. */
export function openPrompts(state: MatchState<unknown>): Prompt[] {
  if (state.result) return [];
  if (state.prompt) return [state.prompt];
  const group = state.group;
  if (!group) return [];
  return group.prompts.filter((_, i) => group.answers[i] === null);
}

/** The open prompt a seat must answer, or null. */
export function openPromptOf(state: MatchState<unknown>, seat: SeatId): Prompt | null {
  return openPrompts(state).find((p) => p.seat === seat) ?? null;
}

/** Index of a seat's prompt in the open group, or -1. */
export function groupIndexOf(state: MatchState<unknown>, seat: SeatId): number {
  return state.group ? state.group.prompts.findIndex((p) => p.seat === seat) : -1;
}

/** True when `seat` has already given its (still secret) answer in the open group. */
export function hasAnsweredInGroup(state: MatchState<unknown>, seat: SeatId): boolean {
  const i = groupIndexOf(state, seat);
  return i >= 0 && state.group!.answers[i] !== null;
}
