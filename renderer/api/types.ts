/**
 * The renderer's side of the host protocol (core/protocol/messages.ts): one
 * `HostApi` whatever carries it (Electron IPC or a WebSocket in browser mode).
 */
import type { GameInfo, MatchUpdate, Method, ParamsOf, SaveInfo, SeatInfo, Settings } from '../../core/protocol/messages';

export type ConnectionState = 'connecting' | 'open' | 'lost';

/**
 * What each request resolves to, as the renderer reads it: unknown, read by the
 * tolerant readers in api/results.ts (one entry per protocol method, so they cannot drift).
 */
export type ResultMap = { [M in Method]: unknown };

export interface HostApi {
  /** 'electron' when the preload bridge carries the protocol, 'browser' for the WebSocket. */
  readonly mode: 'electron' | 'browser';
  /** Sends one request; rejects with a HostError carrying the host's code and message. */
  request<M extends Method>(method: M, params: ParamsOf<M>): Promise<ResultMap[M]>;
  /** Match updates pushed by the host (null when no match is open). Returns an unsubscribe function. */
  onUpdate(cb: (update: MatchUpdate | null) => void): () => void;
  /** Connection changes (browser mode only; Electron is always open). Returns an unsubscribe function. */
  onConnection(cb: (state: ConnectionState) => void): () => void;
}

import { HostError, type HostErrorCode } from '../../core/protocol/hostError';

export { HostError, type HostErrorCode };

/** Reads an ErrorInfo-like object (or anything thrown) into a HostError. */
export function toHostError(err: unknown): HostError {
  if (err instanceof HostError) return err;
  if (err && typeof err === 'object') {
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? (e.code as HostErrorCode) : 'internal';
    const message = typeof e.message === 'string' ? e.message : 'The host reported an error.';
    // Electron prefixes errors thrown across invoke(): keep the host's own words.
    return new HostError(code, message.replace(/^Error invoking remote method '[^']*': (Error: )?/, ''));
  }
  return new HostError('internal', String(err));
}

export type { GameInfo, MatchUpdate, SaveInfo, SeatInfo, Settings };
