/**
 * Serves the built renderer (dist/renderer) in browser mode: plain files with
 * the right content types, index.html for app routes, and nothing outside the
 * folder whatever the URL says.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export const NOT_BUILT_MESSAGE = 'The renderer is not built yet: run npm run build:web first.';

/**
 * Maps a URL path to a file inside root, or null when it would leave root or
 * is not a sensible path (bad escapes, NUL bytes, backslashes, dot-files).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((part) => part.startsWith('.') && part !== '')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  const isIndex = file.endsWith(`${sep}index.html`);
  res.writeHead(200, {
    'Content-Type': mimeType(file),
    'Content-Length': size,
    // Hashed assets may be cached; index.html must be fetched fresh so a rebuild shows up.
    'Cache-Control': isIndex ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export interface StaticOptions {
  /** Serve *.map files; off unless a developer asks (they expose the source). */
  sourceMaps?: boolean;
}

/** Answers one GET/HEAD for a static file; security headers are set by the caller. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, options: StaticOptions = {}): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Only GET and HEAD are served here.');
    return;
  }
  const index = join(resolve(root), 'index.html');
  if (!(await isFile(index))) {
    sendText(res, 503, NOT_BUILT_MESSAGE);
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = resolveInside(root, pathname);
  if (file === null || (!options.sourceMaps && extname(pathname).toLowerCase() === '.map')) {
    sendText(res, 404, 'Not found.');
    return;
  }
  try {
    const info = await stat(file);
    if (info.isFile()) {
      sendFile(req, res, file, info.size);
      return;
    }
  } catch {
    // Not there: an app route falls back to index.html below; a missing asset is a 404.
  }
  if (extname(pathname) !== '' && extname(pathname) !== '.html') {
    sendText(res, 404, 'Not found.');
    return;
  }
  const info = await stat(index);
  sendFile(req, res, index, info.size);
}
