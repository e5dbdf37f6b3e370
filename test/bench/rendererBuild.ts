/**
 * The built renderer the browser measures load. Built afresh at every bench
 * run (a few seconds), as `npm run e2e` does, so a measure never reads a
 * dist/renderer that an earlier `npm start` built from older sources.
 * APOCALYPSE_RENDERER_DIR builds into (and serves) another folder, as the
 * e2e tests read it; BENCH_RENDERER_BUILT=1 serves that folder as it is.
 */
import { resolve } from 'node:path';

export const RENDERER_DIR = resolve(process.env.APOCALYPSE_RENDERER_DIR ?? 'dist/renderer');

let built: Promise<void> | undefined;

export function ensureRenderer(): Promise<void> {
  if (process.env.BENCH_RENDERER_BUILT === '1') return Promise.resolve();
  built ??= import('vite')
    .then(({ build }) => build({ configFile: resolve('renderer/vite.config.ts'), logLevel: 'warn', build: { outDir: RENDERER_DIR, emptyOutDir: true } }))
    .then(() => undefined);
  return built;
}
