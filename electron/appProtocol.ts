/**
 * The app's own scheme: the window loads app://game/index.html instead of a
 * file:// URL, as Electron's security guide recommends. A privileged custom
 * scheme behaves like a normal https origin ('self' in the CSP means only
 * the app's files, fetch works), while file:// pages get extra powers (any
 * file on the disk is same-origin), which the packaged app turns off with a
 * fuse. Only files inside the built renderer folder are served; anything
 * else, including a malformed escape, is a 404.
 */
import { readFile } from 'node:fs/promises';
import { mimeType, resolveInside } from './host/staticFiles';

export const APP_SCHEME = 'app';
export const APP_HOST = 'game';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/** The privileges the scheme is registered with before the app is ready. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

/** The file an app:// URL names inside the renderer folder, or null when it names nothing we serve. Never throws. */
export function appFileFor(url: string, rendererDir: string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== `${APP_SCHEME}:` || target.host !== APP_HOST) return null;
  const path = target.pathname === '/' ? '/index.html' : target.pathname;
  if (path.toLowerCase().endsWith('.map')) return null;
  return resolveInside(rendererDir, path);
}

/** Answers one app:// request with the file and the app's Content-Security-Policy. */
export async function serveAppRequest(url: string, rendererDir: string, csp: string): Promise<Response> {
  const file = appFileFor(url, rendererDir);
  if (file === null) return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    const body = await readFile(file);
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': mimeType(file), 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' },
    });
  } catch {
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
