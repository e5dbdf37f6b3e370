import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './windowOptions';

describe('main window options', () => {
  it('keeps the renderer isolated and sandboxed', () => {
    const o = mainWindowOptions({ preloadPath: '/app/dist/electron/preload.cjs' });
    expect(o.webPreferences).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(o.show).toBe(false);
    expect(o.icon).toBeUndefined();
    expect(mainWindowOptions({ preloadPath: 'p', iconPath: 'i.png' }).icon).toBe('i.png');
  });
});
