/**
 * Tolerant readers for request results. The protocol fixes the params; the
 * result shapes are read here in one place, accepting either a bare value or
 * the value wrapped in an object ({games}, {seats}, {saves}, {settings}).
 */
import type { GameInfo, MatchUpdate, SaveInfo, SeatInfo, Settings } from './types';
import type { DieDef } from '../../core/engine/types';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function listFrom<T>(v: unknown, key: string): T[] {
  if (Array.isArray(v)) return v as T[];
  if (isObject(v) && Array.isArray(v[key])) return v[key] as T[];
  return [];
}

export function readGames(hello: unknown): GameInfo[] {
  return listFrom<GameInfo>(hello, 'games');
}

/** seatsFor answers with the seats' specs; the controller is a suggestion some hosts add. */
export type SeatOffer = Omit<SeatInfo, 'controller'> & { controller?: SeatInfo['controller'] };

export function readSeats(result: unknown): SeatOffer[] {
  return listFrom<SeatOffer>(result, 'seats');
}

export function readSaves(result: unknown): SaveInfo[] {
  return listFrom<SaveInfo>(result, 'saves');
}

export const DEFAULT_SETTINGS: Settings = {
  animationSpeed: '1x',
  graphicsQuality: 'medium',
  volume: 0.7,
  effectsVolume: 0.8,
  ambienceVolume: 0.5,
  muted: false,
  colourBlindPalette: false,
  d6Faces: 'numerals',
  lastGame: '',
  guideOfferDismissed: false,
};

export function readSettings(result: unknown): Settings | null {
  const s = isObject(result) && isObject(result.settings) ? result.settings : result;
  if (!isObject(s) || typeof s.animationSpeed !== 'string') return null;
  return { ...DEFAULT_SETTINGS, ...(s as Partial<Settings>) };
}

/** The host's complaint about the settings file ({settings, error}), if any. */
export function readSettingsError(result: unknown): string | null {
  return isObject(result) && typeof result.error === 'string' && result.error ? result.error : null;
}

/** The acknowledgement of a request that changed the match ({matchId, hash, choices}); the update itself is pushed. */
export function readAckMatchId(result: unknown): string | null {
  return isObject(result) && typeof result.matchId === 'string' ? result.matchId : null;
}

export function isMatchUpdate(v: unknown): v is MatchUpdate {
  return isObject(v) && typeof v.matchId === 'string' && typeof v.gameId === 'string' && 'view' in v && Array.isArray(v.seats);
}

/** A MatchUpdate from a result that is one, or wraps one as {update}; otherwise null. */
export function readUpdate(result: unknown): MatchUpdate | null {
  if (isMatchUpdate(result)) return result;
  if (isObject(result) && isMatchUpdate(result.update)) return result.update;
  return null;
}

/** The host's dice catalogue: every die definition the games use, with the game each belongs to. */
export function readDiceCatalogue(result: unknown): (DieDef & { game: string })[] {
  return listFrom<DieDef & { game: string }>(result, 'dice');
}
