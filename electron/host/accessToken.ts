/**
 * Browser mode's key: a random token made at each start and printed in the
 * address `npm run web` shows, as Jupyter and VS Code's serve-web do. The
 * Origin and Host checks stop web pages elsewhere; the token also stops any
 * other local process or user of the machine, which can reach 127.0.0.1 but
 * cannot read the terminal the address was printed in.
 *
 * The page opens once with `?token=...`; the server answers with an HttpOnly,
 * SameSite=Strict cookie and a redirect to the same path without the token
 * (so it does not linger in the address bar or history). From then on the
 * page's own requests and its WebSocket carry the cookie. Tools may send
 * `?token=` on the socket address instead.
 *
 * The browser is never started with the key in its arguments: any local user
 * reads a process's arguments (`ps`). `npm start` opens a one-time launch
 * code instead (`?launch=...`), traded once for the same cookie and void
 * after LAUNCH_CODE_MS; a code read from the process list after the browser
 * opened it is worth nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_PARAM = 'token';

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison: both sides are hashed to equal lengths first, so neither length nor content leaks by timing. */
export function tokenMatches(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Cookies are shared by every port of a host, so the name carries the port. */
export function cookieName(port: number): string {
  return `apocalypse_token_${port}`;
}

export function tokenCookie(port: number, token: string): string {
  return `${cookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`;
}

/** The value of our cookie in a Cookie header, if present. */
export function tokenFromCookies(header: string | undefined, port: number): string | undefined {
  if (!header) return undefined;
  const name = cookieName(port);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The `token` query parameter of a request URL, if present. */
export function tokenFromUrl(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').searchParams.get(TOKEN_PARAM) ?? undefined;
  } catch {
    return undefined;
  }
}

export const TOKEN_REFUSED_PAGE = `<!doctype html><meta charset="utf-8"><title>Apocalypse Tabletop</title>
<body style="font-family:sans-serif;background:#101014;color:#eee;padding:2em;max-width:40em">
<h1>This game needs its key</h1>
<p>Browser mode only answers the address that <code>npm run web</code> (or <code>npm start</code>) printed when it started:
it ends in <code>?token=</code> followed by a long random key, new at every start.</p>
<p>Open that address, or restart the game and use the new one.</p></body>`;

export const LAUNCH_PARAM = 'launch';
/** How long a launch code waits for the browser to open it. */
export const LAUNCH_CODE_MS = 2 * 60 * 1000;

/** One-time codes that each open the game once (the browser's address at launch). */
export class LaunchCodes {
  private readonly codes = new Map<string, number>();

  constructor(private readonly lifeMs = LAUNCH_CODE_MS, private readonly now: () => number = Date.now) {}

  issue(): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, this.now() + this.lifeMs);
    return code;
  }

  /** True, once, for a code issued and not yet used or expired; every code is compared in constant time. */
  redeem(given: string | null | undefined): boolean {
    let found: string | null = null;
    for (const [code, until] of this.codes) {
      if (until < this.now()) this.codes.delete(code);
      else if (tokenMatches(given, code)) found = code;
    }
    if (found === null) return false;
    this.codes.delete(found);
    return true;
  }
}

/** The `launch` query parameter of a request URL, if present. */
export function launchCodeFromUrl(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').searchParams.get(LAUNCH_PARAM) ?? undefined;
  } catch {
    return undefined;
  }
}
