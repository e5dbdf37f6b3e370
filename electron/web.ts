/**
 * `npm run web`: the game in a browser. Starts the host behind a local web
 * server and prints its address on one line. Used on machines without the
 * Electron binary, and by the end-to-end tests.
 *
 * The address it prints carries a random key made at this start
 * (host/accessToken.ts): only someone who can read this terminal can open
 * the game. `--open` also opens it in the default browser (npm start's
 * fallback does that; BROWSER=none skips it, as in other dev tools), with a
 * one-time launch code instead of the key: a browser's arguments are in the
 * process list, which every local user can read.
 *
 * Environment: PORT (default 5177), APOCALYPSE_DATA_DIR (default
 * ~/.apocalypse-tabletop), APOCALYPSE_ALLOW_ORIGIN (comma-separated extra
 * origins allowed to connect, e.g. the renderer dev server),
 * APOCALYPSE_SOURCE_MAPS=1 (serve the renderer's source maps, for debugging).
 */
import { spawn } from 'node:child_process';
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

/** Opens the address in the system's browser; a failure only means the player opens it by hand. */
function openInBrowser(url: string): void {
  const [command, args] = process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]]
    : process.platform === 'darwin' ? ['open', [url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => console.log('Could not open a browser by itself: open the address above.'));
    child.unref();
  } catch {
    console.log('Could not open a browser by itself: open the address above.');
  }
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
    sourceMaps: process.env.APOCALYPSE_SOURCE_MAPS === '1',
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
  if (process.argv.includes('--open') && process.env.BROWSER !== 'none') openInBrowser(server.launchUrl());
}

main().catch((err: unknown) => {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE') console.error(`Port ${process.env.PORT ?? DEFAULT_PORT} is in use: set PORT to another port.`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
