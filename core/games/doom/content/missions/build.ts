/** Helpers for writing mission setups compactly. Data only. */
import type { TokenDef } from '../../geometry/types';
import type { ItemSetup, MarkerKind, MarkerSetup, PortalSetup, PortalTier } from '../types';

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

/** A goal for each difficulty, easy / normal / hard (the entries of a mission's `balance`). */
export function byDifficulty(easy: number, normal: number, hard: number): Record<'easy' | 'normal' | 'hard', number> {
  return { easy, normal, hard };
}
