/**
 * The API the preload script exposes to the page as `window.apocalypse`.
 * Built from an ipcRenderer-like object so it can be tested without Electron.
 *
 * It exposes exactly two functions and never ipcRenderer itself, nor the IPC
 * event objects (their `sender` is the ipcRenderer): the page can send
 * protocol requests on one channel and hear updates on another, nothing else.
 */
import { REQUEST_CHANNEL, UPDATE_CHANNEL } from './channels';

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export interface ApocalypseApi {
  /** Sends one protocol request; resolves with the host's Response ({id, ok, result | error}). */
  request(method: string, params?: unknown): Promise<unknown>;
  /** Calls cb with each pushed MatchUpdate (null when the match closes). Returns the unsubscribe function. */
  onUpdate(cb: (update: unknown) => void): () => void;
}

/** Push messages arrive as {push:'update', data}; anything else on the channel is ignored. */
function updateOf(message: unknown): { ok: true; data: unknown } | { ok: false } {
  if (typeof message === 'object' && message !== null && (message as { push?: unknown }).push === 'update') {
    return { ok: true, data: (message as { data?: unknown }).data ?? null };
  }
  return { ok: false };
}

export function createPreloadApi(ipc: IpcRendererLike): ApocalypseApi {
  let nextId = 1;
  const api: ApocalypseApi = {
    request(method: string, params: unknown = {}) {
      const id = nextId++;
      return ipc.invoke(REQUEST_CHANNEL, { id, method, params });
    },
    onUpdate(cb: (update: unknown) => void) {
      if (typeof cb !== 'function') throw new TypeError('onUpdate needs a function.');
      const listener = (_event: unknown, message: unknown) => {
        const update = updateOf(message);
        if (update.ok) cb(update.data);
      };
      ipc.on(UPDATE_CHANNEL, listener);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        ipc.removeListener(UPDATE_CHANNEL, listener);
      };
    },
  };
  return Object.freeze(api);
}
