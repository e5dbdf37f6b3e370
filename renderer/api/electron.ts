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

function unwrap(value: unknown): unknown {
  if (value && typeof value === 'object' && 'ok' in value) {
    const v = value as { ok: unknown; result?: unknown; error?: unknown };
    if (v.ok === true && 'result' in v) return v.result;
    if (v.ok === false && v.error && typeof v.error === 'object') throw toHostError(v.error);
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

