/**
 * `npm run web`: the game in a browser. Starts the host behind a local web
 * server and prints its address on one line. Used on machines without the
 * Electron binary, and by the end-to-end tests.
 *
 * Environment: PORT (default 5177), APOCALYPSE_DATA_DIR (default
 * ~/.apocalypse-tabletop), APOCALYPSE_ALLOW_ORIGIN (comma-separated extra
 * origins allowed to connect, e.g. the renderer dev server).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { browserDataDir } from './host/paths';
import { DEFAULT_PORT, startWebServer } from './host/webServer';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number from 0 to 65535, not "${value}".`);
  }
  return port;
}

async function main(): Promise<void> {
  const rendererDir = fileURLToPath(new URL('../dist/renderer/', import.meta.url));
  if (!existsSync(`${rendererDir}/index.html`)) {
    console.error(`The renderer is not built (${rendererDir} has no index.html): run npm run build:web first.`);
  }
  const extraOrigins = (process.env.APOCALYPSE_ALLOW_ORIGIN ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  let closing = false;
  const server = await startWebServer({
    port: portFromEnv(process.env.PORT),
    dataDir: browserDataDir(),
    rendererDir,
    extraOrigins,
    onQuit: () => shutdown('Quit from the game menu.'),
  });
  function shutdown(why: string): void {
    if (closing) return;
    closing = true;
    console.log(`${why} Stopping the browser-mode host.`);
    void server.close().then(() => process.exit(0));
  }
  process.on('SIGINT', () => shutdown('Interrupted.'));
  process.on('SIGTERM', () => shutdown('Terminated.'));
  console.log(`Apocalypse Tabletop (browser mode): ${server.url}`);
}

main().catch((err: unknown) => {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE') console.error(`Port ${process.env.PORT ?? DEFAULT_PORT} is in use: set PORT to another port.`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
