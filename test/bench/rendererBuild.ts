/**
 * The built renderer the browser measures load. Built afresh at every bench
 * run (a few seconds), as `npm run e2e` does, so a measure never reads a
 * dist/renderer that an earlier `npm start` built from older sources.
 */
import { resolve } from 'node:path';

export const RENDERER_DIR = resolve('dist/renderer');

let built: Promise<void> | undefined;

export function ensureRenderer(): Promise<void> {
  built ??= import('vite').then(({ build }) => build({ configFile: resolve('renderer/vite.config.ts'), logLevel: 'warn' })).then(() => undefined);
  return built;
}
