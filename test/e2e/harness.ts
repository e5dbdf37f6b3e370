/**
 * One browser-mode session for an e2e file: the real host on a free port with
 * a throwaway data folder, Debian's Chromium, and one 1280x800 page whose
 * script errors are printed and kept. Screenshots go to test-results/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../electron/host/webServer';
import { launchChromium } from './chromium';

export const SHOTS = join(process.cwd(), 'test-results');

export interface BrowserSession {
  url: string;
  /** The host behind the page, for checks a person would make by looking (how many choices were made ...). */
  server: WebServer;
  page: Page;
  browser: Browser;
  /** Messages of uncaught errors in the page so far. */
  pageErrors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  /** Prepares the data folder before the host starts (a broken saves folder, a full disk ...). */
  prepareData?: (dataDir: string) => void;
}

/**
 * The built renderer the tests open: dist/renderer (what `npm run e2e` builds), or
 * APOCALYPSE_RENDERER_DIR, so two people working in one tree can each test their own build.
 */
export function builtRendererDir(): string {
  return resolve(process.env.APOCALYPSE_RENDERER_DIR || join(process.cwd(), 'dist/renderer'));
}

export async function openBrowserMode(name: string, options: SessionOptions = {}): Promise<BrowserSession> {
  mkdirSync(SHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), `apocalypse-e2e-${name}-`));
  options.prepareData?.(dataDir);
  const server = await startWebServer({ port: 0, dataDir, rendererDir: builtRendererDir() });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => {
    pageErrors.push(err.message);
    console.error('page error:', err.message);
  });
  return {
    url: server.url,
    server,
    page,
    browser,
    pageErrors,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
