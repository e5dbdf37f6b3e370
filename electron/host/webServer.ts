/**
 * Browser mode: the same host as in Electron, behind an HTTP server on
 * 127.0.0.1 that serves the built renderer and a WebSocket at /ws that
 * carries the protocol (requests in, responses and update pushes out).
 *
 * Only the page's own origin may open the socket (a web page elsewhere must
 * not drive the game or read saves), only requests addressed to our own
 * host name are answered (against DNS rebinding), and every request needs
 * the per-start token (accessToken.ts) against other local processes.
 *
 * A client that stops reading its replies is dropped once its unsent queue
 * stays over a cap, so it cannot grow the host without bound; the match is
 * unaffected. Source maps are served only when asked for (a dev flag).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Push, Response } from '../../core/protocol/messages';
import { contentSecurityPolicy } from '../security';
import {
  LAUNCH_PARAM, launchCodeFromUrl, LaunchCodes, newToken, TOKEN_PARAM, TOKEN_REFUSED_PAGE, tokenCookie, tokenFromCookies, tokenFromUrl, tokenMatches,
} from './accessToken';
import { readAppVersion } from './appVersion';
import { createHost, type Host, type HostOptions } from './host';
import { parseJsonSafely } from './safeJson';
import { serveStatic } from './staticFiles';

export const DEFAULT_PORT = 5177;
export const SOCKET_PATH = '/ws';
/** Largest request the protocol accepts; bigger ones get an error reply and the socket stays open. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Frames above this are cut off by ws itself (closing the socket): nobody sends 16 MiB by mistake. */
const HARD_FRAME_LIMIT = 16 * MAX_MESSAGE_BYTES;
const BIND_HOST = '127.0.0.1';
/**
 * Unsent bytes a client may have queued. One update can be several megabytes
 * (a long enemy turn with its frames), so a moment above this is allowed;
 * staying above it for the grace period, or four times above it, drops the client.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
const BUFFERED_GRACE_MS = 5000;
/**
 * Unsent bytes over all clients together: several clients that stopped
 * reading, each under its own cap, must not grow the host without bound
 * (four took it to 835 MiB). Over this, the client with the longest queue
 * is dropped until the rest fit.
 */
export const MAX_TOTAL_BUFFERED_BYTES = 128 * 1024 * 1024;
/** Open sockets at once: one screen needs one; more than this is refused until one closes. */
export const MAX_CLIENTS = 16;

export interface WebServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  dataDir: string;
  rendererDir: string;
  appVersion?: string;
  onQuit?: () => void;
  /** Other origins allowed to open the socket, e.g. the renderer dev server (http://localhost:5173). */
  extraOrigins?: string[];
  log?: (message: string) => void;
  manager?: HostOptions['manager'];
  /** The access token; a fresh random one when not given (tests pass their own). */
  token?: string;
  /** Serve *.map files (a development flag; off by default). */
  sourceMaps?: boolean;
  /** Backpressure and socket limits (tests make them small). */
  maxBufferedBytes?: number;
  bufferedGraceMs?: number;
  maxTotalBufferedBytes?: number;
  maxClients?: number;
}

export interface WebServer {
  /** The address to open, with the access token. */
  url: string;
  /** The address without the token (what the page shows once the cookie is set). */
  origin: string;
  port: number;
  token: string;
  /** A fresh address with a one-time launch code instead of the key: the one to start a browser with (accessToken.ts). */
  launchUrl(): string;
  host: Host;
  close(): Promise<void>;
}

/** Host names a request to this server may carry: the address itself, or localhost, with our port. */
export function allowedHosts(port: number): string[] {
  return [`${BIND_HOST}:${port}`, `localhost:${port}`];
}

export function allowedOrigins(port: number, extra: string[] = []): string[] {
  return [...allowedHosts(port).map((h) => `http://${h}`), ...extra];
}

/** An absent Origin is a non-browser client (tests, tools), which cannot be a hostile web page. */
export function originAllowed(origin: string | undefined, port: number, extra: string[] = []): boolean {
  return origin === undefined || allowedOrigins(port, extra).includes(origin);
}

export function hostAllowed(hostHeader: string | undefined, port: number): boolean {
  return hostHeader !== undefined && allowedHosts(port).includes(hostHeader.toLowerCase());
}

function securityHeaders(res: ServerResponse, port: number): void {
  const ws = allowedHosts(port).map((h) => `ws://${h}`);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ connect: ws }));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function errorReply(id: number, message: string): Response {
  return { id, ok: false, error: { code: 'bad-request', message } };
}

function refusedPage(res: ServerResponse): void {
  res.writeHead(401, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(TOKEN_REFUSED_PAGE);
}

function rawText(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const log = options.log ?? ((m: string) => console.warn(m));
  const hostOptions: HostOptions = {
    dataDir: options.dataDir, appVersion: options.appVersion ?? readAppVersion(), log,
  };
  if (options.onQuit) hostOptions.onQuit = options.onQuit;
  if (options.manager) hostOptions.manager = options.manager;
  const host = createHost(hostOptions);
  let port = options.port ?? DEFAULT_PORT;
  const token = options.token ?? newToken();
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const graceMs = options.bufferedGraceMs ?? BUFFERED_GRACE_MS;
  const maxTotal = options.maxTotalBufferedBytes ?? MAX_TOTAL_BUFFERED_BYTES;
  const maxClients = options.maxClients ?? MAX_CLIENTS;
  const hasCookie = (req: IncomingMessage) => tokenMatches(tokenFromCookies(req.headers.cookie, port), token);
  const launchCodes = new LaunchCodes();

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    securityHeaders(res, port);
    if (!hostAllowed(req.headers.host, port)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('This server answers only to 127.0.0.1 and localhost.');
      return;
    }
    if (!hasCookie(req)) {
      if (!tokenMatches(tokenFromUrl(req.url), token) && !launchCodes.redeem(launchCodeFromUrl(req.url))) return refusedPage(res);
      // The key (or a launch code) arrived in the address: keep the key in a cookie and drop it from the address bar.
      const clean = new URL(req.url ?? '/', 'http://localhost');
      clean.searchParams.delete(TOKEN_PARAM);
      clean.searchParams.delete(LAUNCH_PARAM);
      res.writeHead(303, { 'Set-Cookie': tokenCookie(port, token), Location: `${clean.pathname}${clean.search}`, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    serveStatic(req, res, options.rendererDir, { sourceMaps: options.sourceMaps ?? false }).catch((err: unknown) => {
      log(`Serving ${req.url} failed: ${String(err)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (!hostAllowed(req.headers.host, port)) return refuseUpgrade(socket, 421, 'Misdirected Request');
    if (!originAllowed(req.headers.origin, port, options.extraOrigins)) return refuseUpgrade(socket, 403, 'Forbidden');
    if (!hasCookie(req) && !tokenMatches(tokenFromUrl(req.url), token)) return refuseUpgrade(socket, 401, 'Unauthorized');
    if (wss.clients.size >= maxClients) {
      log(`Refusing a browser-mode socket: ${wss.clients.size} are open (the limit is ${maxClients}).`);
      return refuseUpgrade(socket, 503, 'Service Unavailable');
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const overSince = new WeakMap<WebSocket, number>();
  /** Drops a client whose unsent queue stays over the cap: it stopped reading, and its queue would grow the host forever. */
  const checkBackpressure = (ws: WebSocket): boolean => {
    const queued = ws.bufferedAmount;
    if (queued <= maxBuffered) {
      overSince.delete(ws);
      return true;
    }
    const since = overSince.get(ws);
    if (since === undefined) {
      overSince.set(ws, Date.now());
      setTimeout(() => {
        if (ws.readyState === WebSocket.OPEN) checkBackpressure(ws);
      }, graceMs).unref();
    }
    if (queued > 4 * maxBuffered || (since !== undefined && Date.now() - since >= graceMs)) {
      log(`Dropping a browser-mode client that stopped reading (${queued} bytes unsent).`);
      ws.terminate();
      return false;
    }
    return true;
  };

  /** Drops the clients with the longest queues while all the queues together are over the total cap. */
  const checkTotal = () => {
    let total = 0;
    for (const c of wss.clients) total += c.bufferedAmount;
    while (total > maxTotal) {
      const worst = [...wss.clients].filter((c) => c.readyState === WebSocket.OPEN).sort((a, b) => b.bufferedAmount - a.bufferedAmount)[0];
      if (!worst || worst.bufferedAmount === 0) return;
      log(`Dropping a browser-mode client that stopped reading: all clients hold ${total} bytes unsent (the limit is ${maxTotal}).`);
      total -= worst.bufferedAmount;
      worst.terminate();
    }
  };

  /** Sends a message already in JSON (a push is stringified once for every client). */
  const sendText = (ws: WebSocket, text: string) => {
    if (ws.readyState !== WebSocket.OPEN || !checkBackpressure(ws)) return;
    ws.send(text);
    if (checkBackpressure(ws)) checkTotal();
  };
  const send = (ws: WebSocket, message: Response | Push) => sendText(ws, JSON.stringify(message));

  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const bytes = rawText(data);
      if (bytes.length > MAX_MESSAGE_BYTES) {
        return send(ws, errorReply(-1, `Message too large (${bytes.length} bytes; the limit is ${MAX_MESSAGE_BYTES}).`));
      }
      if (isBinary) return send(ws, errorReply(-1, 'Binary messages are not part of the protocol; send JSON text.'));
      const parsed = parseJsonSafely(bytes.toString('utf8'), { maxBytes: MAX_MESSAGE_BYTES, what: 'The message' });
      if (!parsed.ok) return send(ws, errorReply(-1, `${parsed.error}.`));
      const raw = parsed.value;
      host.handle(raw).then((response) => send(ws, response), (err: unknown) => log(`Request failed: ${String(err)}`));
    });
    ws.on('error', (err) => log(`WebSocket error: ${err.message}`));
  });

  const unsubscribe = host.onUpdate((update) => {
    const push: Push = { push: 'update', data: update };
    const text = JSON.stringify(push);
    for (const client of wss.clients) sendText(client, text);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, BIND_HOST, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  port = (server.address() as AddressInfo).port;

  const origin = `http://${BIND_HOST}:${port}/`;
  return {
    url: `${origin}?${TOKEN_PARAM}=${token}`,
    origin,
    port,
    token,
    launchUrl: () => `${origin}?${LAUNCH_PARAM}=${launchCodes.issue()}`,
    host,
    close: () => new Promise<void>((resolveClose) => {
      unsubscribe();
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      server.close(() => resolveClose());
    }),
  };
}
