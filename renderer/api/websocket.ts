/**
 * Browser mode: the protocol over a WebSocket to the host at ws://<host>/ws.
 * Requests carry increasing ids; replies are matched through a pending map.
 * When the socket closes, pending requests fail with a 'disconnected' error
 * and the client reconnects with a growing delay.
 */
import type { MatchUpdate, Method, ParamsOf, Response } from '../../core/protocol/messages';
import { Emitter } from './emitter';
import { HostError, toHostError, type ConnectionState, type HostApi, type ResultMap } from './types';

/** The part of the DOM WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface WebSocketHostOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** Reconnect delays in ms, the last one repeating. */
  retryDelays?: number[];
  setTimer?: (fn: () => void, ms: number) => unknown;
}

const OPEN = 1;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

export function defaultSocketUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export class WebSocketHost implements HostApi {
  readonly mode = 'browser' as const;
  private socket: SocketLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Messages written before the socket opened. */
  private readonly outbox: string[] = [];
  private readonly updates = new Emitter<MatchUpdate | null>();
  private readonly connection = new Emitter<ConnectionState>();
  private attempts = 0;
  private closed = false;
  state: ConnectionState = 'connecting';

  constructor(private readonly options: WebSocketHostOptions) {
    this.open();
  }

  request<M extends Method>(method: M, params: ParamsOf<M>): Promise<ResultMap[M]> {
    const id = this.nextId++;
    return new Promise<ResultMap[M]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const text = JSON.stringify({ id, method, params });
      if (this.socket && this.socket.readyState === OPEN) this.socket.send(text);
      else this.outbox.push(text);
    });
  }

  onUpdate(cb: (update: MatchUpdate | null) => void): () => void {
    return this.updates.on(cb);
  }

  onConnection(cb: (state: ConnectionState) => void): () => void {
    return this.connection.on(cb);
  }

  /** Stops for good (tests, page unload). */
  dispose(): void {
    this.closed = true;
    this.socket?.close();
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.connection.emit(state);
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch (err) {
      console.error(err);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setState('open');
      for (const text of this.outbox.splice(0)) socket.send(text);
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => {
      /* a close event follows */
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failPending();
      this.setState('lost');
      if (!this.closed) this.scheduleReconnect();
    };
  }

  private failPending(): void {
    this.outbox.length = 0;
    const err = new HostError('disconnected', 'The connection to the game host was lost.');
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private scheduleReconnect(): void {
    const delays = this.options.retryDelays ?? [500, 1000, 2000, 4000];
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? 4000;
    this.attempts++;
    const timer = this.options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    timer(() => {
      if (!this.closed) this.open();
    }, delay);
  }

  /** Handles one message from the host: a response to a pending request, or a push. */
  receive(data: unknown): void {
    let msg: unknown;
    try {
      msg = JSON.parse(String(data));
    } catch {
      console.error('Unreadable message from the host:', data);
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    const m = msg as Partial<Response> & { push?: string; data?: MatchUpdate | null };
    if (m.push === 'update') {
      this.updates.emit(m.data ?? null);
      return;
    }
    if (typeof m.id !== 'number') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.ok === true) p.resolve((m as { result: unknown }).result);
    else p.reject(toHostError((m as { error?: unknown }).error ?? { code: 'internal', message: 'Malformed reply.' }));
  }
}
