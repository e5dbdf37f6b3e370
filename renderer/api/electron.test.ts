import { describe, expect, it } from 'vitest';
import { ElectronHost, type PreloadBridge } from './electron';
import { HostError } from './types';

function bridge(answer: (method: string) => unknown): PreloadBridge & { listeners: ((d: unknown) => void)[] } {
  const listeners: ((d: unknown) => void)[] = [];
  return {
    listeners,
    request: async (method) => answer(method),
    onUpdate: (cb) => {
      listeners.push(cb);
      return () => listeners.splice(listeners.indexOf(cb), 1);
    },
  };
}

describe('ElectronHost', () => {
  it('unwraps the Response envelope', async () => {
    const host = new ElectronHost(bridge(() => ({ id: 3, ok: true, result: { games: [] } })));
    await expect(host.request('hello', {})).resolves.toEqual({ games: [] });
  });

  it('turns error replies into HostErrors', async () => {
    const host = new ElectronHost(bridge(() => ({ id: 4, ok: false, error: { code: 'no-match', message: 'No match is open.' } })));
    const err = await host.request('current', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ code: 'no-match', message: 'No match is open.' });
  });

  it('passes pushed updates through and unsubscribes', () => {
    const b = bridge(() => null);
    const host = new ElectronHost(b);
    const got: unknown[] = [];
    const off = host.onUpdate((u) => got.push(u));
    b.listeners[0]!(null);
    b.listeners[0]!({ push: 'update', data: null });
    off();
    expect(got).toEqual([null, null]);
    expect(b.listeners).toHaveLength(0);
  });
});
