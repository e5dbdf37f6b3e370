import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { windowFrame } from './windowOptions';

describe('main window', () => {
  it('opens hidden (shown when ready) at a table-sized frame', () => {
    const o = windowFrame();
    expect(o.show).toBe(false);
    expect(o.icon).toBeUndefined();
    expect(o.minWidth).toBeGreaterThanOrEqual(1024);
    expect(windowFrame('i.png').icon).toBe('i.png');
  });

  it('main.ts spells out the isolated, sandboxed web preferences where the window is made', () => {
    const main = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    const call = main.slice(main.indexOf('new BrowserWindow('));
    for (const setting of [
      'contextIsolation: true', 'sandbox: true', 'nodeIntegration: false', 'nodeIntegrationInWorker: false',
      'nodeIntegrationInSubFrames: false', 'webSecurity: true', 'allowRunningInsecureContent: false', 'webviewTag: false',
      "disableBlinkFeatures: 'Auxclick'",
    ]) {
      expect(call, setting).toContain(setting);
    }
    expect(call).toContain('satisfies SecureWebPreferences');
  });
});
