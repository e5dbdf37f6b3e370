import { describe, expect, it } from 'vitest';
import { HostError } from './types';
import { defaultSocketUrl, WebSocketHost, type SocketLike } from './websocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(msg: unknown): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  lastRequest(): { id: number; method: string; params: unknown } {
    return JSON.parse(this.sent.at(-1) as string);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const host = new WebSocketHost({
    url: 'ws://example/ws',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn) => timers.push(fn),
  });
  return { host, sockets, timers };
}

describe('WebSocketHost', () => {
  it('builds the socket URL from the page location', () => {
    expect(defaultSocketUrl({ protocol: 'http:', host: '127.0.0.1:5177' })).toBe('ws://127.0.0.1:5177/ws');
    expect(defaultSocketUrl({ protocol: 'https:', host: 'x' })).toBe('wss://x/ws');
  });

  it('queues requests until the socket opens, then matches replies by id', async () => {
    const { host, sockets } = setup();
    const s = sockets[0]!;
    const a = host.request('hello', {});
    const b = host.request('listSaves', {});
    expect(s.sent).toHaveLength(0);
    s.open();
    expect(s.sent.map((t) => JSON.parse(t).method)).toEqual(['hello', 'listSaves']);
    const [ha, hb] = s.sent.map((t) => JSON.parse(t) as { id: number });
    expect(ha!.id).not.toBe(hb!.id);
    // Replies out of order still reach the right caller.
    s.reply({ id: hb!.id, ok: true, result: ['save'] });
    s.reply({ id: ha!.id, ok: true, result: { games: [] } });
    await expect(a).resolves.toEqual({ games: [] });
    await expect(b).resolves.toEqual(['save']);
  });

  it('rejects with a HostError carrying the host code and message', async () => {
    const { host, sockets } = setup();
    const s = sockets[0]!;
    s.open();
    const p = host.request('choose', { seat: 's1', promptId: 'p1', optionIds: ['x'] });
    s.reply({ id: s.lastRequest().id, ok: false, error: { code: 'choice', message: 'That option is not legal.' } });
    const err = await p.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HostError);
    expect((err as HostError).code).toBe('choice');
    expect((err as HostError).message).toBe('That option is not legal.');
  });

  it('delivers pushes to update listeners and ignores unknown ids', () => {
    const { host, sockets } = setup();
    const s = sockets[0]!;
    s.open();
    const got: unknown[] = [];
    const off = host.onUpdate((u) => got.push(u));
    s.reply({ push: 'update', data: null });
    s.reply({ id: 999, ok: true, result: 1 });
    s.onmessage?.({ data: 'not json' });
    off();
    s.reply({ push: 'update', data: null });
    expect(got).toEqual([null]);
  });

  it('fails pending requests on close, reports the loss and reconnects', async () => {
    const { host, sockets, timers } = setup();
    const states: string[] = [];
    host.onConnection((st) => states.push(st));
    sockets[0]!.open();
    const p = host.request('current', {});
    sockets[0]!.close();
    const err = await p.catch((e: unknown) => e);
    expect((err as HostError).code).toBe('disconnected');
    expect(states).toEqual(['open', 'lost']);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(states).toEqual(['open', 'lost', 'open']);
    const q = host.request('current', {});
    sockets[1]!.reply({ id: sockets[1]!.lastRequest().id, ok: true, result: null });
    await expect(q).resolves.toBeNull();
  });
});
