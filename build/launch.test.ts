// `npm start` on a machine that cannot fetch the Electron binary: it says so
// in one line and starts browser mode, whose address (with its key) answers.
// The Electron download is pointed at a closed local port so the test never
// fetches anything, whatever network the machine has, and at a copy of the
// electron package without its binary, so the test means the same after an
// `npm start` that did fetch one.
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../electron/host/testSupport';

const root = join(import.meta.dirname, '..');

describe('npm start without an Electron binary', () => {
  it('falls back to browser mode and prints an address that works', async () => {
    const tmp = tempDir('apocalypse-launch-');
    const electronPackage = join(tmp.dir, 'modules', 'electron');
    cpSync(join(root, 'node_modules', 'electron'), electronPackage, {
      recursive: true,
      filter: (src) => !/[\\/]electron[\\/](dist|path\.txt)$/.test(src),
    });
    // The installer's own dependencies (@electron/get) resolve from the project's node_modules.
    symlinkSync(join(root, 'node_modules'), join(tmp.dir, 'node_modules'), 'junction');
    const child = spawn(process.execPath, [join(root, 'build', 'launch.mjs')], {
      cwd: root,
      detached: true,
      env: {
        ...process.env, PORT: '0', APOCALYPSE_DATA_DIR: tmp.dir, BROWSER: 'none',
        ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: join(tmp.dir, 'cache'),
        APOCALYPSE_ELECTRON_PACKAGE: electronPackage,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address after 60 s:\n${output}`)), 60_000);
        const check = () => {
          const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        };
        child.stdout.on('data', check);
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      expect(output).toMatch(/Electron is not available here: starting browser mode/);
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('set-cookie')).toMatch(/apocalypse_token_/);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      tmp.remove();
    }
  }, 90_000);
});

describe('npm start in browser mode: the key stays out of the process list', () => {
  it('opens the browser with a one-time launch code, never the key; the code works once', async () => {
    const tmp = tempDir('apocalypse-launch-');
    // A stand-in browser that writes down the arguments it was started with (what `ps` would show).
    const seen = join(tmp.dir, 'browser-argv.txt');
    const browser = join(tmp.dir, 'browser.sh');
    writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}'\n`);
    chmodSync(browser, 0o755);
    const child = spawn(process.execPath, [join(root, 'build', 'launch.mjs')], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: '0', APOCALYPSE_DATA_DIR: tmp.dir, APOCALYPSE_BROWSER_MODE: '1', BROWSER: browser },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    try {
      const deadline = Date.now() + 60_000;
      while (!(existsSync(seen) && readFileSync(seen, 'utf8').includes('\n')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const printed = /(http:\/\/127\.0\.0\.1:\d+\/)\?token=([\w-]+)/.exec(output);
      expect(printed, output).not.toBeNull();
      const argv = readFileSync(seen, 'utf8').trim();
      expect(argv).not.toContain(printed![2]!);
      expect(argv).not.toContain('token=');
      expect(argv).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+$/);
      const first = await fetch(argv, { redirect: 'manual' });
      expect(first.status).toBe(303);
      expect(first.headers.get('set-cookie')).toContain(printed![2]!);
      // Spent: whoever read it in the process list afterwards gets nothing.
      const again = await fetch(argv, { redirect: 'manual' });
      expect(again.status).not.toBe(303);
      expect(again.headers.get('set-cookie')).toBeNull();
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      tmp.remove();
    }
  }, 90_000);
});
