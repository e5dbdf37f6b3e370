import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserDataDir, dataPaths, DATA_DIR_ENV } from './paths';
import { resolveInside, mimeType } from './staticFiles';

describe('data paths', () => {
  it('browser mode uses ~/.apocalypse-tabletop unless APOCALYPSE_DATA_DIR is set', () => {
    expect(browserDataDir({}, '/home/ash')).toBe(join('/home/ash', '.apocalypse-tabletop'));
    expect(browserDataDir({ [DATA_DIR_ENV]: '  ' }, '/home/ash')).toBe(join('/home/ash', '.apocalypse-tabletop'));
    expect(browserDataDir({ [DATA_DIR_ENV]: '/tmp/x' }, '/home/ash')).toBe(resolve('/tmp/x'));
  });

  it('saves and settings live inside the data folder', () => {
    expect(dataPaths('/data')).toEqual({ dataDir: resolve('/data'), savesDir: join(resolve('/data'), 'saves'), settingsFile: join(resolve('/data'), 'settings.json') });
  });
});

describe('static file paths', () => {
  it('maps URL paths inside the root and nowhere else', () => {
    expect(resolveInside('/r', '/assets/a.js')).toBe(resolve('/r/assets/a.js'));
    expect(resolveInside('/r', '/')).toBe(resolve('/r'));
    for (const bad of ['/../x', '/%2e%2e/x', '/a/%2e%2e/%2e%2e/x', '/..%5cx', '/%00', '/%E0%A4%A', '/.env']) {
      expect(resolveInside('/r', bad), bad).toBeNull();
    }
  });

  it('knows the content types the renderer build uses', () => {
    expect(mimeType('a.js')).toMatch(/javascript/);
    expect(mimeType('a.CSS')).toMatch(/text\/css/);
    expect(mimeType('a.woff2')).toBe('font/woff2');
    expect(mimeType('a.unknown')).toBe('application/octet-stream');
  });
});
