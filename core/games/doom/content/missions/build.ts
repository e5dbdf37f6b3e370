/** Helpers for writing mission setups compactly. Data only. */
import type { TokenDef } from '../../geometry/types';
import type { BalanceDifficulty, ItemSetup, MarkerKind, MarkerSetup, MissionDef, PortalSetup, PortalTier } from '../types';

/** Token positions as `{ id: 'x,y' }`, turned into the map's token list. */
export function tokens(at: Record<string, string>): TokenDef[] {
  return Object.entries(at).map(([id, space]) => ({ id, at: space }));
}

export function portal(token: string, tier: PortalTier, faceUp: boolean): PortalSetup {
  return { token, tier, faceUp };
}

export function healthPack(token: string): ItemSetup {
  return { token, kind: 'healthPack' };
}

export function weaponItem(token: string, weapon: string): ItemSetup {
  return { token, kind: 'weapon', weapon };
}

export function marker(token: string, kind: MarkerKind, name?: string): MarkerSetup {
  return name ? { token, kind, name } : { token, kind };
}

/** Frag tokens the invader needs in most missions: one more than a squad can lose twice over. */
export const STANDARD_FRAG_GOAL = 6;

/**
 * A goal for each difficulty, easy / normal / hard (the entries of a mission's
 * `balance`). Monotone by the side it is for: a harder level never asks the
 * invader for more to win (frag and threat goals do not rise from easy to
 * hard) nor the marines for less (progress goals do not fall); a test checks
 * every mission.
 */
export function byDifficulty(easy: number, normal: number, hard: number): Record<'easy' | 'normal' | 'hard', number> {
  return { easy, normal, hard };
}

/** A goal as the objective text says it: "6" when every level shares it, else "6 at easy, 4 at normal, 4 at hard". */
export function goalsText(goal: Record<'easy' | 'normal' | 'hard', number>): string {
  if (goal.easy === goal.normal && goal.normal === goal.hard) return String(goal.normal);
  return `${goal.easy} at easy, ${goal.normal} at normal, ${goal.hard} at hard`;
}

/**
 * The frag and threat goals the mission's balance table sets for this
 * difficulty and squad size (a lone marine reads the `solo` entries); absent
 * where the table has none and the objective card's count stands. Kept in the
 * public `fragGoal` and `threatGoal` counters so the rules and every view
 * read the same numbers.
 */
export function missionGoals(mission: MissionDef, difficulty: BalanceDifficulty, marines: number): { fragGoal?: number; threatGoal?: number; progressGoal?: number } {
  const b = mission.balance;
  if (!b) return {};
  const solo = marines === 1;
  const threat = (solo ? b.soloThreatGoal : undefined) ?? b.threatGoal;
  const progress = solo ? b.soloProgressGoal?.[difficulty] : undefined;
  return { fragGoal: ((solo ? b.soloFragGoal : undefined) ?? b.fragGoal)[difficulty], threatGoal: threat?.[difficulty], ...(progress === undefined ? {} : { progressGoal: progress }) };
}
