// main.ts wired to a stand-in for Electron: checks that the window, IPC,
// session policy and update pushes are connected the way security.ts and
// windowOptions.ts say (the real binary is not available to tests).
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_CHANNEL, UPDATE_CHANNEL } from './channels';
import { tempDir } from './host/testSupport';

type Handler = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const state = {
    userData: '',
    windows: [] as { options: Record<string, unknown>; loaded: string[]; webContents: { id: number; sent: unknown[][] } }[],
    ipc: new Map<string, (...args: unknown[]) => unknown>(),
    appEvents: new Map<string, ((...args: unknown[]) => void)[]>(),
    beforeRequest: null as null | ((details: { url: string }, cb: (r: { cancel: boolean }) => void) => void),
    headers: null as null | ((details: { responseHeaders: Record<string, string[]> }, cb: (r: unknown) => void) => void),
    permission: null as null | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    sandboxed: false,
    schemes: [] as { scheme: string; privileges: Record<string, boolean> }[],
    protocolHandlers: new Map<string, (req: { url: string }) => Promise<Response>>(),
  };
  return state;
});

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => fake.windows;
    readonly webContents = { id: 100 + fake.windows.length, sent: [] as unknown[][], send: (...a: unknown[]) => this.webContents.sent.push(a) };
    readonly loaded: string[] = [];
    constructor(readonly options: Record<string, unknown>) {
      fake.windows.push(this);
    }
    once() {}
    on() {}
    show() {}
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
    focus() {}
    restore() {}
    loadFile(path: string) {
      this.loaded.push(path);
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  }
  const app = {
    isPackaged: true,
    whenReady: () => Promise.resolve(),
    getPath: () => fake.userData,
    getVersion: () => '9.9.9',
    requestSingleInstanceLock: () => true,
    enableSandbox: () => {
      fake.sandboxed = true;
    },
    on: (name: string, cb: (...args: unknown[]) => void) => {
      fake.appEvents.set(name, [...(fake.appEvents.get(name) ?? []), cb]);
    },
    quit: vi.fn(),
    exit: vi.fn(),
  };
  const session = {
    defaultSession: {
      setPermissionRequestHandler: (h: typeof fake.permission) => (fake.permission = h),
      setPermissionCheckHandler: () => {},
      webRequest: {
        onBeforeRequest: (h: typeof fake.beforeRequest) => (fake.beforeRequest = h),
        onHeadersReceived: (h: typeof fake.headers) => (fake.headers = h),
      },
    },
  };
  const ipcMain = { handle: (channel: string, h: (...args: unknown[]) => unknown) => fake.ipc.set(channel, h) };
  const protocol = {
    registerSchemesAsPrivileged: (list: typeof fake.schemes) => fake.schemes.push(...list),
    handle: (scheme: string, h: (req: { url: string }) => Promise<Response>) => fake.protocolHandlers.set(scheme, h),
  };
  return { app, BrowserWindow, ipcMain, protocol, session, default: { app, BrowserWindow, ipcMain, protocol, session } };
});

let tmp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  tmp = tempDir('apocalypse-main-');
  fake.userData = tmp.dir;
  await import('./main');
  await new Promise((r) => setTimeout(r, 20));
});
afterAll(() => tmp.remove());

function win() {
  return fake.windows[0]!;
}

function event(frameUrl: string, opts: { id?: number; parent?: unknown } = {}) {
  return { sender: { id: opts.id ?? win().webContents.id }, senderFrame: { url: frameUrl, parent: opts.parent ?? null } };
}

describe('Electron main process', () => {
  it('opens one sandboxed window on the app:// page with the CommonJS preload', () => {
    expect(fake.sandboxed).toBe(true);
    expect(fake.windows).toHaveLength(1);
    const prefs = win().options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, disableBlinkFeatures: 'Auxclick' });
    expect(String(prefs.preload)).toMatch(/preload\.cjs$/);
    expect(win().loaded).toEqual(['app://game/index.html']);
  });

  it('registers app:// as a privileged scheme and serves only the renderer folder through it', async () => {
    expect(fake.schemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    const handler = fake.protocolHandlers.get('app')!;
    const missing = await handler({ url: 'app://game/../main.js' });
    expect(missing.status).toBe(404);
    const index = await handler({ url: 'app://game/index.html' });
    // The renderer may not be built in a unit test run; either way the CSP rides on what is served.
    if (index.status === 200) expect(index.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    else expect(index.status).toBe(404);
  });

  it('answers protocol requests from the window and refuses other senders', async () => {
    const handle = fake.ipc.get(REQUEST_CHANNEL)!;
    const index = win().loaded[0]!;
    expect(await handle(event(index), { id: 1, method: 'hello', params: {} })).toMatchObject({ id: 1, ok: true, result: { appVersion: '9.9.9' } });
    for (const bad of [event('https://evil.example/'), event(index, { id: 999 }), event(index, { parent: {} })]) {
      expect(await handle(bad, { id: 2, method: 'hello', params: {} })).toMatchObject({ id: 2, ok: false, error: { code: 'bad-request' } });
    }
  });

  it('pushes match updates to the window', async () => {
    const handle = fake.ipc.get(REQUEST_CHANNEL)!;
    const index = win().loaded[0]!;
    const res = await handle(event(index), { id: 3, method: 'newGame', params: { gameId: 'reference', options: { players: 1 }, controllers: {}, seed: 1 } });
    expect(res).toMatchObject({ ok: true });
    const [channel, push] = win().webContents.sent.at(-1)!;
    expect(channel).toBe(UPDATE_CHANNEL);
    expect(push).toMatchObject({ push: 'update', data: { gameId: 'reference', viewer: 's1' } });
  });

  it('blocks navigation away, new windows, webviews and remote requests; sets the CSP; grants no permissions', () => {
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    for (const cb of fake.appEvents.get('web-contents-created') ?? []) cb({}, contents);
    const prevented = (name: string, ...args: unknown[]) => {
      const e = { preventDefault: vi.fn() };
      contents.emit(name, e, ...args);
      return e.preventDefault.mock.calls.length > 0;
    };
    const index = win().loaded[0]!;
    expect(prevented('will-navigate', 'https://evil.example/')).toBe(true);
    expect(prevented('will-navigate', 'file:///x/evil%ZZ.html')).toBe(true);
    expect(prevented('will-navigate', index)).toBe(false);
    const frameNav = { url: 'https://evil.example/', preventDefault: vi.fn() };
    contents.emit('will-frame-navigate', frameNav);
    expect(frameNav.preventDefault).toHaveBeenCalled();
    expect(prevented('will-redirect', 'https://evil.example/')).toBe(true);
    expect(prevented('will-attach-webview')).toBe(true);
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as Handler;
    expect(openHandler({ url: 'https://example.com/' })).toEqual({ action: 'deny' });

    const decisions: boolean[] = [];
    fake.beforeRequest!({ url: 'https://cdn.example/x.js' }, (r) => decisions.push(r.cancel));
    fake.beforeRequest!({ url: index.replace('index.html', 'assets/a.js') }, (r) => decisions.push(r.cancel));
    fake.beforeRequest!({ url: 'file:///etc/passwd' }, (r) => decisions.push(r.cancel));
    expect(decisions).toEqual([true, false, true]);

    let headers: Record<string, string[]> = {};
    fake.headers!({ responseHeaders: { 'X-Other': ['1'] } }, (r) => (headers = (r as { responseHeaders: Record<string, string[]> }).responseHeaders));
    expect(headers['X-Other']).toEqual(['1']);
    expect(headers['Content-Security-Policy']![0]).toMatch(/default-src 'none'; script-src 'self';/);

    const granted: boolean[] = [];
    fake.permission!({}, 'media', (ok) => granted.push(ok));
    expect(granted).toEqual([false]);
  });
});
