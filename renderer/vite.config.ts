/**
 * The renderer bundle. Served from file:// by Electron and over HTTP by the
 * browser-mode host, so every URL is relative (base './').
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The dev server injects inline scripts (React refresh); drop the CSP there. Builds keep it. */
function devCsp(): Plugin {
  return {
    name: 'apocalypse-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[\s\S]*?\/>/, ''),
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), devCsp()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173, strictPort: false },
});
