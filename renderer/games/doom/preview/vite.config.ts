/**
 * A development-only page that shows one DOOM mission map on the table
 * (`?mission=<id>&camera=<preset>`), built on its own so the app's entry is
 * untouched:
 *
 *   npx vite build --config renderer/games/doom/preview/vite.config.ts
 *   npx tsx renderer/games/doom/preview/shoot.ts --mission landing-zone
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: { outDir: '/tmp/doom-preview', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 3000 },
});
