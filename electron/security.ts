/**
 * Security policy for both ways the renderer runs: the Content-Security-Policy
 * (Electron sets it on every response; the web server sends it as a header),
 * which URLs the window may show, and which IPC senders are trusted.
 *
 * Plain functions without Electron imports, so the policy is unit-tested and
 * main.ts only wires it up.
 */

export interface CspOptions {
  /** Extra connect-src sources (browser mode adds its ws:// address). */
  connect?: string[];
  /**
   * Development only (an unpackaged app on the renderer dev server): the dev
   * server injects an inline module preamble for hot reload. Never in a build.
   */
  devServer?: boolean;
}

/**
 * Strict by default: nothing unless listed. Scripts only from the app itself
 * (no inline script, no eval); styles allow inline because React and the
 * 3D labels set style attributes; images, fonts, media and fetches may also
 * be data:/blob: URLs, which three.js uses for generated textures and
 * embedded buffers. No frames, no plugins, no forms, no <base>.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const connect = ["'self'", 'data:', 'blob:', ...(options.connect ?? [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', options.devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Where the app's own page lives: the app:// origin, or the dev server during development. */
export interface AppLocation {
  /** app://game: the built renderer, served by the app's own scheme (appProtocol.ts). */
  appOrigin?: string;
  /** http://localhost:5173/ style URL of the renderer dev server (never set in a packaged app). */
  devUrl?: string;
}

/** URL parsing that never throws: a malformed URL is simply not ours. */
function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** decodeURIComponent that never throws: a malformed escape (%ZZ) gives null, and the caller denies. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function sameOrigin(target: URL, origin: string | undefined): boolean {
  const base = origin ? parse(origin) : null;
  return !!base && target.protocol === base.protocol && target.host === base.host;
}

/** True only for the app's own page (any query or #hash), never for other files or sites. Never throws. */
export function isAppUrl(url: string, app: AppLocation): boolean {
  const target = parse(url);
  if (!target) return false;
  if (sameOrigin(target, app.appOrigin)) {
    const path = decode(target.pathname);
    return path === '/' || path === '/index.html';
  }
  if (app.devUrl) {
    const dev = parse(app.devUrl);
    if (dev && (dev.protocol === 'http:' || dev.protocol === 'https:') && target.origin === dev.origin) return true;
  }
  return false;
}

/**
 * No remote content: the page may load only the app's own files (app://),
 * data:/blob: URLs made by the page itself, devtools, and in development the
 * dev server. Everything else, file:// included, is cancelled. Never throws.
 */
export function requestAllowed(url: string, app: AppLocation): boolean {
  const target = parse(url);
  if (!target) return false;
  if (['data:', 'blob:', 'devtools:'].includes(target.protocol)) return true;
  if (sameOrigin(target, app.appOrigin)) {
    const path = decode(target.pathname);
    return path !== null && !path.includes('\\') && !path.includes('\0') && !path.split('/').includes('..');
  }
  if (app.devUrl) {
    const dev = parse(app.devUrl);
    if (!dev) return false;
    const wsOrigin = dev.origin.replace(/^http/, 'ws');
    return target.origin === dev.origin || `${target.protocol}//${target.host}` === wsOrigin;
  }
  return false;
}

/** will-navigate: the window may reload its own page, nothing else (no links out, no dropped files). */
export function navigationAllowed(url: string, app: AppLocation): boolean {
  return isAppUrl(url, app);
}

/**
 * setWindowOpenHandler: the app is one window, so every window.open and
 * target=_blank is denied, and nothing is handed to the system browser either
 * (shell.openExternal is never called with a URL from the renderer).
 */
export function windowOpenDecision(_url: string): { action: 'deny' } {
  return { action: 'deny' };
}

/** The facts about an IPC message's sender that the check needs (taken from the IpcMainInvokeEvent). */
export interface SenderInfo {
  webContentsId: number;
  /** URL of the frame that sent the message; null when the frame is gone. */
  frameUrl: string | null | undefined;
  /** Whether that frame is the top frame of its page (no iframes may talk to the host). */
  isMainFrame: boolean;
}

/** Accepts messages only from the main window's top frame showing the app's own page. Never throws. */
export function isTrustedSender(sender: SenderInfo, mainWebContentsId: number | null, app: AppLocation): boolean {
  if (mainWebContentsId === null || sender.webContentsId !== mainWebContentsId) return false;
  if (!sender.isMainFrame || !sender.frameUrl) return false;
  return isAppUrl(sender.frameUrl, app);
}

/** Permission requests (camera, notifications, geolocation ...): the game needs none. */
export function permissionAllowed(_permission: string): boolean {
  return false;
}
