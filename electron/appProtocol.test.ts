import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appFileFor, serveAppRequest } from './appProtocol';
import { tempDir } from './host/testSupport';

let tmp: ReturnType<typeof tempDir>;
let root: string;
beforeAll(() => {
  tmp = tempDir('apocalypse-app-');
  root = join(tmp.dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Table</title>');
  writeFileSync(join(root, 'assets', 'a.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'a.js.map'), '{}');
  writeFileSync(join(tmp.dir, 'secret.txt'), 'secret');
});
afterAll(() => tmp.remove());

describe('the app:// scheme', () => {
  it('serves the renderer folder with the CSP', async () => {
    const res = await serveAppRequest(APP_INDEX_URL, root, "default-src 'none'");
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await res.text()).toContain('<title>Table</title>');
    const js = await serveAppRequest('app://game/assets/a.js', root, 'x');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await serveAppRequest('app://game/', root, 'x')).status).toBe(200);
  });

  it('serves nothing outside it, no source maps, and never throws on a malformed URL', async () => {
    for (const url of [
      'app://game/../secret.txt', 'app://game/%2e%2e/secret.txt', 'app://game/assets/..%2f..%2fsecret.txt', 'app://game/evil%ZZ.html',
      'app://other/index.html', 'file:///etc/passwd', 'https://game/index.html', 'not a url', 'app://game/assets/a.js.map', 'app://game/missing.js',
    ]) {
      expect(() => appFileFor(url, root), url).not.toThrow();
      const res = await serveAppRequest(url, root, 'x');
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('secret');
    }
  });
});
