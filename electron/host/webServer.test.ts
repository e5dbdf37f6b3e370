import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, originAllowed, startWebServer, type WebServer } from './webServer';
import { HUMAN, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let server: WebServer;
let wsUrl: string;

beforeAll(async () => {
  tmp = tempDir('apocalypse-web-');
  const rendererDir = join(tmp.dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Table</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("hi");');
  writeFileSync(join(rendererDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(join(tmp.dir, 'secret.txt'), 'do not serve');
  server = await startWebServer({ port: 0, dataDir: join(tmp.dir, 'data'), rendererDir, log: () => {} });
  wsUrl = `${server.origin.replace('http', 'ws')}ws?token=${server.token}`;
});

/** The cookie the page gets once it opened the address with the token. */
function cookie(): Record<string, string> {
  return { Cookie: `apocalypse_token_${server.port}=${server.token}` };
}

/** A GET as the page makes it once it holds the cookie. */
function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.origin}${path.replace(/^\//, '')}`, { ...init, headers: { ...cookie(), ...(init.headers as Record<string, string> ?? {}) } });
}
afterAll(async () => {
  await server.close();
  tmp.remove();
});

/** A protocol client that records every message and can wait for one. */
class Client {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  private nextId = 1;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const w of this.waiters.splice(0)) w();
    });
  }
  static async open(url = wsUrl, headers: Record<string, string> = {}): Promise<Client> {
    const ws = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Client(ws);
  }
  async waitFor(pred: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    for (;;) {
      const found = this.messages.find(pred);
      if (found) return found;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(this.messages).slice(0, 400)}`)), 5000);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  async call(method: string, params: unknown = {}): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return this.waitFor((m) => m.id === id);
  }
  async sendRaw(data: string | Buffer, binary = false): Promise<Record<string, unknown>> {
    const before = this.messages.length;
    this.ws.send(data, { binary });
    await this.waitFor((m) => this.messages.indexOf(m) >= before && m.id === -1);
    return this.messages.slice(before).find((m) => m.id === -1)!;
  }
  pushes(): Record<string, unknown>[] {
    return this.messages.filter((m) => m.push === 'update');
  }
  close(): void {
    this.ws.close();
  }
}

function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = server;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web server: static files', () => {
  it('serves index.html with a strict Content-Security-Policy', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain(`ws://127.0.0.1:${server.port}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>Table</title>');
  });

  it('serves assets with their types, app routes as index.html, missing assets as 404', async () => {
    const js = await get('assets/app.js');
    expect(js.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(await js.text()).toContain('hi');
    const route = await get('games/reference');
    expect(await route.text()).toContain('<title>Table</title>');
    expect((await get('assets/missing.js')).status).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('never serves files outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt', '/%00', '/%E0%A4%A']) {
      const res = await rawGet(path, cookie());
      expect(res.body, path).not.toContain('do not serve');
      expect([200, 404], path).toContain(res.status);
    }
  });

  it('answers only requests addressed to itself (DNS rebinding)', async () => {
    expect((await rawGet('/', { ...cookie(), Host: 'evil.example:80' })).status).toBe(421);
    expect((await rawGet('/', { ...cookie(), Host: `localhost:${server.port}` })).status).toBe(200);
  });

  it('says clearly when the renderer is not built', async () => {
    const other = await startWebServer({ port: 0, dataDir: join(tmp.dir, 'data2'), rendererDir: join(tmp.dir, 'nothing'), log: () => {} });
    try {
      const res = await fetch(`${other.origin}`, { headers: { Cookie: `apocalypse_token_${other.port}=${other.token}` } });
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/run npm run build:web first/);
    } finally {
      await other.close();
    }
  });
});

describe('web server: protocol over /ws', () => {
  it('plays: hello, newGame, choose, with update pushes to every client', async () => {
    const a = await Client.open();
    const b = await Client.open(wsUrl, { Origin: server.origin.replace(/\/$/, '') });
    const hello = await a.call('hello');
    expect(hello).toMatchObject({ ok: true });
    expect((hello as { result: { games: { id: string }[] } }).result.games.map((g) => g.id)).toContain('reference');
    const started = await a.call('newGame', { gameId: 'reference', options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3 });
    expect(started).toMatchObject({ ok: true });
    // The push arrives before the reply.
    const pushIndex = a.messages.findIndex((m) => m.push === 'update');
    expect(pushIndex).toBeGreaterThan(-1);
    expect(pushIndex).toBeLessThan(a.messages.indexOf(started));
    const update = a.pushes()[0]!.data as { viewer: string; view: { prompt: { id: string } }; hash: string };
    expect(update.viewer).toBe('s1');
    await b.waitFor((m) => m.push === 'update');
    const chose = await a.call('choose', { seat: 's1', promptId: update.view.prompt.id, optionIds: ['run'] });
    expect(chose).toMatchObject({ ok: true });
    expect(a.pushes()).toHaveLength(2);
    await b.waitFor(() => b.pushes().length === 2);
    expect((a.pushes()[1]!.data as { hash: string }).hash).toBe((chose.result as { hash: string }).hash);
    a.close();
    b.close();
  });

  it('answers garbage with an error and keeps the connection usable', async () => {
    const c = await Client.open();
    expect(await c.sendRaw('this is not json')).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/not valid JSON/) } });
    expect(await c.sendRaw(Buffer.from([1, 2, 3]), true)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await c.sendRaw(JSON.stringify({ id: 'x' }))).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const big = JSON.stringify({ id: 1, method: 'hello', params: { pad: 'x'.repeat(MAX_MESSAGE_BYTES) } });
    expect(await c.sendRaw(big)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/too large/) } });
    expect(await c.call('nonsense')).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    expect(await c.call('hello')).toMatchObject({ ok: true });
    c.close();
  });

  it('refuses connections from a foreign Origin, a wrong path or a wrong Host', async () => {
    await expect(Client.open(wsUrl, { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(Client.open(wsUrl, { Origin: `http://127.0.0.1:${server.port + 1}` })).rejects.toThrow(/403/);
    await expect(Client.open(`${server.origin.replace('http', 'ws')}other?token=${server.token}`)).rejects.toThrow(/404/);
    await expect(Client.open(wsUrl, { Host: 'evil.example' })).rejects.toThrow(/421/);
    const local = await Client.open(wsUrl, { Origin: `http://localhost:${server.port}` });
    expect(await local.call('hello')).toMatchObject({ ok: true });
    local.close();
  });

  it('origin rule: own origins and no origin only, unless extra origins are configured', () => {
    expect(originAllowed(undefined, 5177)).toBe(true);
    expect(originAllowed('http://127.0.0.1:5177', 5177)).toBe(true);
    expect(originAllowed('http://localhost:5177', 5177)).toBe(true);
    expect(originAllowed('http://localhost:5173', 5177)).toBe(false);
    expect(originAllowed('http://localhost:5173', 5177, ['http://localhost:5173'])).toBe(true);
    expect(originAllowed('null', 5177)).toBe(false);
    expect(originAllowed('https://127.0.0.1:5177', 5177)).toBe(false);
  });
});

describe('web server: the access token', () => {
  it('prints the address with a fresh random key each start', async () => {
    expect(server.url).toBe(`${server.origin}?token=${server.token}`);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await startWebServer({ port: 0, dataDir: join(tmp.dir, 'data3'), rendererDir: join(tmp.dir, 'renderer'), log: () => {} });
    try {
      expect(other.token).not.toBe(server.token);
    } finally {
      await other.close();
    }
  });

  it('refuses pages and files without the key, with a page that says what to open', async () => {
    for (const path of ['/', '/assets/app.js', '/games/reference']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(401);
      expect(res.body, path).toMatch(/needs its key/);
      expect(res.body, path).not.toContain('console.log');
    }
    expect((await rawGet('/?token=wrong')).status).toBe(401);
    expect((await rawGet('/', { Cookie: `apocalypse_token_${server.port}=wrong` })).status).toBe(401);
    // A cookie for another port's server is not ours.
    expect((await rawGet('/', { Cookie: `apocalypse_token_${server.port + 1}=${server.token}` })).status).toBe(401);
  });

  it('trades the key in the address for an HttpOnly, SameSite cookie and drops it from the address', async () => {
    const res = await rawGet(`/?token=${server.token}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const set = String(res.headers['set-cookie']);
    expect(set).toContain(`apocalypse_token_${server.port}=${server.token}`);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect((await rawGet(`/games/x?token=${server.token}&seed=4`)).headers.location).toBe('/games/x?seed=4');
  });

  it('refuses the socket without the key (a local process with no Origin header included)', async () => {
    const bare = `${server.origin.replace('http', 'ws')}ws`;
    await expect(Client.open(bare)).rejects.toThrow(/401/);
    await expect(Client.open(`${bare}?token=nope`)).rejects.toThrow(/401/);
    await expect(Client.open(bare, { Origin: server.origin.replace(/\/$/, '') })).rejects.toThrow(/401/);
    const withCookie = await Client.open(bare, cookie());
    expect(await withCookie.call('hello')).toMatchObject({ ok: true });
    withCookie.close();
  });
});

describe('web server: source maps', () => {
  it('are not served unless asked for', async () => {
    expect((await get('assets/app.js.map')).status).toBe(404);
    const dev = await startWebServer({
      port: 0, dataDir: join(tmp.dir, 'data4'), rendererDir: join(tmp.dir, 'renderer'), sourceMaps: true, log: () => {},
    });
    try {
      const res = await fetch(`${dev.origin}assets/app.js.map`, { headers: { Cookie: `apocalypse_token_${dev.port}=${dev.token}` } });
      expect(res.status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('web server: hostile input', () => {
  it('answers a message nested thousands of levels deep with a clear error, and keeps serving', async () => {
    const c = await Client.open();
    const deep = `{"id":7,"method":"seatsFor","params":{"gameId":"reference","options":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}}`;
    expect(deep.length).toBeLessThan(25_000);
    expect(await c.sendRaw(deep)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/nests \d+ levels deep/) } });
    expect(await c.call('hello')).toMatchObject({ ok: true });
    c.close();
  });

  it('drops a client that never reads its replies once its queue stays over the cap; the others go on', async () => {
    const small = await startWebServer({
      port: 0, dataDir: join(tmp.dir, 'data5'), rendererDir: join(tmp.dir, 'renderer'), log: () => {},
      maxBufferedBytes: 256 * 1024, bufferedGraceMs: 300,
    });
    try {
      const url = `${small.origin.replace('http', 'ws')}ws?token=${small.token}`;
      const reader = await Client.open(url);
      const stalled = new WebSocket(url);
      await new Promise<void>((resolve, reject) => {
        stalled.once('open', () => resolve());
        stalled.once('error', reject);
      });
      // Stop reading at the TCP level: the server's replies pile up in its send queue.
      (stalled as unknown as { _socket: { pause(): void } })._socket.pause();
      const closed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
      const request = JSON.stringify({ id: 1, method: 'diceCatalogue', params: {} });
      for (let i = 0; i < 3000 && stalled.readyState === WebSocket.OPEN; i++) {
        stalled.send(request);
        if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
      }
      (stalled as unknown as { _socket: { resume(): void } })._socket.resume();
      await closed;
      expect(await reader.call('hello')).toMatchObject({ ok: true });
      reader.close();
    } finally {
      await small.close();
    }
  });

  it('bounds the unsent bytes of all clients together: two stalled clients each under its own cap are dropped, the reader goes on (issue 29 item 10)', async () => {
    const small = await startWebServer({
      port: 0, dataDir: join(tmp.dir, 'data6'), rendererDir: join(tmp.dir, 'renderer'), log: () => {},
      // Each stalled client alone stays far under its own cap; together they pass the total.
      maxBufferedBytes: 64 * 1024 * 1024, bufferedGraceMs: 60_000, maxTotalBufferedBytes: 256 * 1024,
    });
    try {
      const url = `${small.origin.replace('http', 'ws')}ws?token=${small.token}`;
      const reader = await Client.open(url);
      const stalled = await Promise.all([0, 1].map(() => new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      })));
      const closed = stalled.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
      for (const ws of stalled) (ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const request = JSON.stringify({ id: 1, method: 'diceCatalogue', params: {} });
      for (let i = 0; i < 3000 && stalled.some((ws) => ws.readyState === WebSocket.OPEN); i++) {
        for (const ws of stalled) if (ws.readyState === WebSocket.OPEN) ws.send(request);
        if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
      }
      for (const ws of stalled) (ws as unknown as { _socket: { resume(): void } })._socket.resume();
      await Promise.all(closed);
      expect(await reader.call('hello')).toMatchObject({ ok: true });
      reader.close();
    } finally {
      await small.close();
    }
  });

  it('refuses a socket beyond the open-socket limit with 503, and takes one again once a socket closes', async () => {
    const small = await startWebServer({ port: 0, dataDir: join(tmp.dir, 'data7'), rendererDir: join(tmp.dir, 'renderer'), log: () => {}, maxClients: 2 });
    try {
      const url = `${small.origin.replace('http', 'ws')}ws?token=${small.token}`;
      const a = await Client.open(url);
      const b = await Client.open(url);
      const refused = await new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => resolve(101));
        ws.once('error', () => {});
      });
      expect(refused).toBe(503);
      b.close();
      await new Promise((r) => setTimeout(r, 100));
      const c = await Client.open(url);
      expect(await c.call('hello')).toMatchObject({ ok: true });
      a.close();
      c.close();
    } finally {
      await small.close();
    }
  });
});
