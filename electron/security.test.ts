import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy, isAppUrl, isTrustedSender, navigationAllowed, permissionAllowed, requestAllowed, windowOpenDecision,
  type AppLocation,
} from './security';

const INDEX = 'app://game/index.html';
const app: AppLocation = { appOrigin: 'app://game' };
const dev: AppLocation = { ...app, devUrl: 'http://localhost:5173/' };

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('Content-Security-Policy', () => {
  it('is strict: nothing by default, scripts only from the app, no plugins, frames or forms', () => {
    const d = directives(contentSecurityPolicy());
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('adds connect sources and the dev-server allowance only when asked', () => {
    const d = directives(contentSecurityPolicy({ connect: ['ws://127.0.0.1:5177'] }));
    expect(d.get('connect-src')).toContain('ws://127.0.0.1:5177');
    expect(directives(contentSecurityPolicy({ devServer: true })).get('script-src')).toContain("'unsafe-inline'");
  });
});

describe('navigation and windows', () => {
  it('accepts only the app page itself', () => {
    expect(isAppUrl(INDEX, app)).toBe(true);
    expect(isAppUrl(`${INDEX}#/game`, app)).toBe(true);
    expect(isAppUrl(`${INDEX}?x=1`, app)).toBe(true);
    expect(isAppUrl('app://game/', app)).toBe(true);
    for (const url of [
      'https://example.com/', 'file:///etc/passwd', 'app://game/other.html', 'app://evil/index.html', 'https://game/index.html',
      'file:///opt/Apocalypse%20Tabletop/resources/app.asar/dist/renderer/index.html', 'javascript:alert(1)', 'not a url',
      'http://localhost:5173/',
    ]) {
      expect(navigationAllowed(url, app), url).toBe(false);
    }
  });

  it('allows the dev server origin only when configured', () => {
    expect(navigationAllowed('http://localhost:5173/some/route', dev)).toBe(true);
    expect(navigationAllowed('http://localhost:5174/', dev)).toBe(false);
    expect(navigationAllowed('http://localhost.evil.com:5173/', dev)).toBe(false);
  });

  it('denies every new window', () => {
    for (const url of [INDEX, 'https://example.com/', 'about:blank']) expect(windowOpenDecision(url)).toEqual({ action: 'deny' });
  });

  it('loads no remote content: only the renderer folder, data/blob URLs and the dev server', () => {
    expect(requestAllowed('app://game/assets/index-abc.js', app)).toBe(true);
    expect(requestAllowed('data:image/png;base64,AAAA', app)).toBe(true);
    expect(requestAllowed('blob:app://game/1234', app)).toBe(true);
    expect(requestAllowed('file:///opt/Apocalypse%20Tabletop/resources/app.asar/dist/renderer/assets/index-abc.js', app)).toBe(false);
    expect(requestAllowed('app://other/assets/a.js', app)).toBe(false);
    expect(requestAllowed('devtools://devtools/bundled/inspector.html', app)).toBe(true);
    expect(requestAllowed('https://fonts.example.com/font.woff2', app)).toBe(false);
    expect(requestAllowed('file:///etc/passwd', app)).toBe(false);
    expect(requestAllowed('file:///opt/Apocalypse%20Tabletop/resources/app.asar/dist/electron/main.js', app)).toBe(false);
    expect(requestAllowed('http://localhost:5173/src/main.tsx', app)).toBe(false);
    expect(requestAllowed('http://localhost:5173/src/main.tsx', dev)).toBe(true);
    expect(requestAllowed('ws://localhost:5173/', dev)).toBe(true);
    expect(requestAllowed('http://example.com/', dev)).toBe(false);
  });

  it('deny, never throw, on malformed escapes and other broken URLs', () => {
    for (const url of ['file:///x/evil%ZZ.html', 'app://game/evil%ZZ.html', 'app://game/%E0%A4%A', 'app://game/%', '%%%', 'http://[::1', '']) {
      expect(() => navigationAllowed(url, app), url).not.toThrow();
      expect(navigationAllowed(url, app), url).toBe(false);
      expect(() => requestAllowed(url, app), url).not.toThrow();
      expect(requestAllowed(url, app), url).toBe(false);
      expect(isTrustedSender({ webContentsId: 7, frameUrl: url, isMainFrame: true }, 7, app), url).toBe(false);
    }
  });

  it('grants no permissions', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) expect(permissionAllowed(p)).toBe(false);
  });
});

describe('IPC sender check', () => {
  const main = 7;
  const good = { webContentsId: 7, frameUrl: INDEX, isMainFrame: true };

  it('accepts the main window top frame showing the app', () => {
    expect(isTrustedSender(good, main, app)).toBe(true);
  });

  it('refuses other windows, sub-frames, foreign pages, missing frames and no main window', () => {
    expect(isTrustedSender({ ...good, webContentsId: 8 }, main, app)).toBe(false);
    expect(isTrustedSender({ ...good, isMainFrame: false }, main, app)).toBe(false);
    expect(isTrustedSender({ ...good, frameUrl: 'https://evil.example/' }, main, app)).toBe(false);
    expect(isTrustedSender({ ...good, frameUrl: null }, main, app)).toBe(false);
    expect(isTrustedSender({ ...good, frameUrl: undefined }, main, app)).toBe(false);
    expect(isTrustedSender(good, null, app)).toBe(false);
  });
});
