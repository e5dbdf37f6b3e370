/**
 * Electron mode: the preload exposes `window.apocalypse` through contextBridge.
 * Its request() may resolve with the result itself or with the protocol's
 * Response envelope; both are accepted. Errors become HostErrors.
 */
import type { MatchUpdate, Method, ParamsOf } from '../../core/protocol/messages';
import { toHostError, type ConnectionState, type HostApi, type ResultMap } from './types';

export interface PreloadBridge {
  request(method: string, params: unknown): Promise<unknown>;
  onUpdate(cb: (data: unknown) => void): (() => void) | void;
}

declare global {
  interface Window {
    apocalypse?: PreloadBridge;
  }
}

/** The preload answers with the protocol's Response ({id, ok, result | error}); a bare result is accepted too. */
function unwrap(value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as { ok?: unknown }).ok === 'boolean' && 'id' in value) {
    const v = value as unknown as { ok: boolean; result?: unknown; error?: unknown };
    if (v.ok) return v.result ?? null;
    throw toHostError(v.error ?? { code: 'internal', message: 'The host refused the request.' });
  }
  return value;
}

/** Accepts a bare MatchUpdate/null or a Push envelope. */
function updateOf(data: unknown): MatchUpdate | null {
  if (data && typeof data === 'object' && (data as { push?: unknown }).push === 'update') {
    return ((data as { data?: MatchUpdate | null }).data ?? null);
  }
  return (data ?? null) as MatchUpdate | null;
}

export class ElectronHost implements HostApi {
  readonly mode = 'electron' as const;
  constructor(private readonly bridge: PreloadBridge) {}

  async request<M extends Method>(method: M, params: ParamsOf<M>): Promise<ResultMap[M]> {
    let value: unknown;
    try {
      value = await this.bridge.request(method, params);
    } catch (err) {
      throw toHostError(err);
    }
    return unwrap(value) as ResultMap[M];
  }

  onUpdate(cb: (update: MatchUpdate | null) => void): () => void {
    const off = this.bridge.onUpdate((data) => cb(updateOf(data)));
    return typeof off === 'function' ? off : () => {};
  }

  onConnection(_cb: (state: ConnectionState) => void): () => void {
    return () => {};
  }
}

