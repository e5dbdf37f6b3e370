import { describe, expect, it, vi } from 'vitest';
import { REQUEST_CHANNEL, UPDATE_CHANNEL } from './channels';
import { createPreloadApi, type IpcRendererLike } from './preloadApi';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpc() {
  const listeners = new Map<string, Set<Listener>>();
  const ipc = {
    invoke: vi.fn(async (_channel: string, msg: unknown) => ({ id: (msg as { id: number }).id, ok: true, result: 'pong' })),
    on: vi.fn((channel: string, l: Listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(l);
    }),
    removeListener: vi.fn((channel: string, l: Listener) => listeners.get(channel)?.delete(l)),
    // Not part of IpcRendererLike: must never reach the page.
    send: vi.fn(),
    sendSync: vi.fn(),
  };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const l of listeners.get(channel) ?? []) l({ sender: ipc, senderId: 0 }, ...args);
  };
  return { ipc, emit, listeners };
}

describe('preload API', () => {
  it('exposes exactly request and onUpdate, frozen, and never the ipcRenderer', () => {
    const { ipc } = fakeIpc();
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    expect(Object.keys(api).sort()).toEqual(['onUpdate', 'request']);
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.values(api).includes(ipc as never)).toBe(false);
  });

  it('request invokes the one request channel with an envelope and increasing ids', async () => {
    const { ipc } = fakeIpc();
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    expect(await api.request('hello', {})).toEqual({ id: 1, ok: true, result: 'pong' });
    await api.request('current');
    expect(ipc.invoke.mock.calls).toEqual([
      [REQUEST_CHANNEL, { id: 1, method: 'hello', params: {} }],
      [REQUEST_CHANNEL, { id: 2, method: 'current', params: {} }],
    ]);
  });

  it('onUpdate passes only the update data (never the IPC event) and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    const seen: unknown[][] = [];
    const off = api.onUpdate((...args) => seen.push(args));
    emit(UPDATE_CHANNEL, { push: 'update', data: { matchId: 'm' } });
    emit(UPDATE_CHANNEL, { push: 'update', data: null });
    emit(UPDATE_CHANNEL, { something: 'else' });
    expect(seen).toEqual([[{ matchId: 'm' }], [null]]);
    off();
    off();
    expect(listeners.get(UPDATE_CHANNEL)!.size).toBe(0);
    expect(ipc.removeListener).toHaveBeenCalledTimes(1);
    emit(UPDATE_CHANNEL, { push: 'update', data: 1 });
    expect(seen).toHaveLength(2);
    expect(() => api.onUpdate('nope' as never)).toThrow(TypeError);
  });
});
