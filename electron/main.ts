/**
 * Electron main process: one window showing the built renderer through the
 * app's own app:// scheme, the host behind one IPC channel, and the security
 * settings of DESIGN.md ("The host"). The logic lives in plain tested
 * modules (host/, security.ts, appProtocol.ts, windowOptions.ts); this file
 * only wires them to Electron.
 */
import { app, BrowserWindow, ipcMain, protocol, session, type IpcMainInvokeEvent } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Push, Response } from '../core/protocol/messages';
import { APP_INDEX_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, serveAppRequest } from './appProtocol';
import { REQUEST_CHANNEL, UPDATE_CHANNEL } from './channels';
import { createHost } from './host/host';
import {
  contentSecurityPolicy, isTrustedSender, navigationAllowed, permissionAllowed, requestAllowed, windowOpenDecision,
  type AppLocation,
} from './security';
import { windowFrame, type SecureWebPreferences } from './windowOptions';

// Bundled to dist/electron/main.js; the renderer build sits beside it in dist/renderer.
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadFile = join(here, 'preload.cjs');
// The renderer dev server is honoured only in an unpackaged app, never in a shipped build.
const devUrl = !app.isPackaged ? process.env.APOCALYPSE_DEV_URL : undefined;
const appLocation: AppLocation = { appOrigin: APP_ORIGIN, ...(devUrl ? { devUrl } : {}) };
const csp = contentSecurityPolicy(devUrl
  ? { devServer: true, connect: [new URL(devUrl).origin.replace(/^http/, 'ws')] }
  : {});

let mainWindow: BrowserWindow | null = null;

// Two copies would write the same saves folder; the second one focuses the first instead.
const firstInstance = app.requestSingleInstanceLock();
app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

app.enableSandbox();
// Before 'ready': app:// behaves like a secure standard origin (see appProtocol.ts).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);

// Applies to every web contents, including any a bug might create.
app.on('web-contents-created', (_event, contents) => {
  // The guards never throw (a malformed URL is denied), so preventDefault is always reached.
  contents.on('will-navigate', (event, url) => {
    if (!navigationAllowed(url, appLocation)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!navigationAllowed(url, appLocation)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!navigationAllowed(event.url, appLocation)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => windowOpenDecision(url));
});

function rejectSender(raw: unknown): Response {
  const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'number'
    ? (raw as { id: number }).id : -1;
  return { id, ok: false, error: { code: 'bad-request', message: 'Requests are accepted only from the game window.' } };
}

function trusted(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return isTrustedSender(
    { webContentsId: event.sender.id, frameUrl: frame?.url, isMainFrame: frame !== null && frame.parent === null },
    mainWindow?.webContents.id ?? null,
    appLocation,
  );
}

function createWindow(): void {
  const win = new BrowserWindow({
    ...windowFrame(),
    webPreferences: {
      preload: preloadFile,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
    } satisfies SecureWebPreferences,
  });
  mainWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  void win.loadURL(devUrl ?? APP_INDEX_URL);
}

async function start(): Promise<void> {
  await app.whenReady();
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, rendererDir, csp));
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionAllowed(permission)));
  ses.setPermissionCheckHandler((_contents, permission) => permissionAllowed(permission));
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !requestAllowed(details.url, appLocation) }));
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });

  const host = createHost({ dataDir: app.getPath('userData'), appVersion: app.getVersion(), onQuit: () => app.quit() });
  ipcMain.handle(REQUEST_CHANNEL, (event, raw: unknown) => (trusted(event) ? host.handle(raw) : rejectSender(raw)));
  host.onUpdate((update) => {
    const push: Push = { push: 'update', data: update };
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(UPDATE_CHANNEL, push);
  });

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

app.on('window-all-closed', () => app.quit());

if (!firstInstance) {
  app.quit();
} else {
  start().catch((err: unknown) => {
    console.error('Apocalypse Tabletop could not start:', err);
    app.exit(1);
  });
}
