// The packaging configuration: targets for the three desktop systems, the app
// identity, the files that go into the app, and the committed icons.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);

interface Target { target: string }
interface Config {
  electronVersion: string;
  electronFuses: Record<string, boolean>;
  appId: string;
  productName: string;
  directories: { output: string; buildResources?: string };
  files: string[];
  win: { target: Target[]; icon: string };
  mac: { target: Target[]; icon: string };
  linux: { target: Target[]; icon: string };
}

const config = require('./electron-builder.config.cjs') as Config;

function targets(platform: { target: Target[] }): string[] {
  return platform.target.map((t) => t.target);
}

function readPng(path: string): PNG {
  return PNG.sync.read(readFileSync(path));
}

describe('electron-builder configuration', () => {
  it('names the app and builds an installer for each desktop system', () => {
    expect(config.appId).toBe('com.apocalypsetabletop.app');
    expect(config.productName).toBe('Apocalypse Tabletop');
    expect(config.directories.output).toBe('out');
    expect(targets(config.win)).toEqual(['nsis']);
    expect(targets(config.mac)).toEqual(['dmg']);
    expect(targets(config.linux)).toEqual(['AppImage']);
  });

  it('names the Electron version of package.json and sets the fuses', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; engines: { node: string } };
    expect(config.electronVersion).toBe(pkg.devDependencies.electron);
    expect(Number(config.electronVersion.split('.')[0])).toBeGreaterThanOrEqual(45);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(pkg.engines.node).toBe('>=22.12');
  });

  it('packs the built app (dist) and package.json, without source maps or node_modules', () => {
    expect(config.files).toContain('dist/**/*');
    expect(config.files).toContain('package.json');
    expect(config.files).toContain('!node_modules/**/*');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main.startsWith('dist/')).toBe(true);
  });

  it('passes electron-builder\'s own schema check', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(c: unknown, log: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(JSON.parse(JSON.stringify(config)), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('points at icons that exist and are valid PNGs of the right size', () => {
    for (const icon of [config.win.icon, config.mac.icon]) {
      const png = readPng(join(root, icon));
      expect([png.width, png.height], icon).toEqual([512, 512]);
    }
    for (const size of [256, 512]) {
      const file = join(root, config.linux.icon, `${size}x${size}.png`);
      expect(existsSync(file), file).toBe(true);
      const png = readPng(file);
      expect([png.width, png.height]).toEqual([size, size]);
    }
  });

  it('the icon is an emblem, not a blank square: transparent corners, a bright centre', () => {
    const png = readPng(join(root, 'assets/icons/icon.png'));
    const at = (x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0);
    const [r, g, b, a] = at(256, 220);
    expect(a).toBe(255);
    expect(r!).toBeGreaterThan(200);
    expect(r!).toBeGreaterThan(b! + 100);
    expect(g!).toBeGreaterThan(60);
  });
});
