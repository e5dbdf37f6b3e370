/** The built renderer the browser measures load, built first on a fresh clone running `npm run bench`. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const RENDERER_DIR = resolve('dist/renderer');

export async function ensureRenderer(): Promise<void> {
  if (existsSync(join(RENDERER_DIR, 'index.html'))) return;
  const { build } = await import('vite');
  await build({ configFile: resolve('renderer/vite.config.ts'), logLevel: 'warn' });
}
