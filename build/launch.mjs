// `npm start`: runs the desktop app with Electron when its binary is there,
// otherwise says so on one line and starts browser mode instead (the same host
// behind a local web server, opened in the default browser), so the game is
// playable either way.
//
// Electron 41+ no longer downloads its binary at install time: the package
// fetches it on first use. We fetch it here once, with a time limit, and fall
// back to browser mode when that is impossible (no network, a blocked host).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The electron package; APOCALYPSE_ELECTRON_PACKAGE points elsewhere (launch.test.ts
// uses a copy without a binary, so the fallback it tests does not depend on whether
// an earlier `npm start` fetched one).
const electronDir = process.env.APOCALYPSE_ELECTRON_PACKAGE || join(root, 'node_modules', 'electron');
const DOWNLOAD_LIMIT_MS = 5 * 60 * 1000;

/** The Electron executable's path when the package and its binary are both installed. */
function installedBinary() {
  try {
    const relative = readFileSync(join(electronDir, 'path.txt'), 'utf8').trim();
    const path = join(electronDir, 'dist', relative);
    return relative && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Fetches the binary with the package's own installer; null (and one line saying why) when it cannot. */
function downloadBinary() {
  const installer = join(electronDir, 'install.js');
  if (!existsSync(installer)) return null;
  console.log('Fetching the Electron binary (once)...');
  const result = spawnSync(process.execPath, [installer], { cwd: electronDir, stdio: 'pipe', timeout: DOWNLOAD_LIMIT_MS });
  if (result.status === 0) return installedBinary();
  const why = result.error ? result.error.message : (String(result.stderr).trim().split('\n')[0] || `exit code ${result.status}`);
  console.log(`Electron could not be fetched (${why.slice(0, 160)}).`);
  return null;
}

function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

const electron = process.env.APOCALYPSE_BROWSER_MODE === '1' ? null : (installedBinary() ?? downloadBinary());
if (electron) {
  run(electron, [root]);
} else {
  console.log('Electron is not available here: starting browser mode instead (it opens in your browser; the address is below).');
  // tsx's CLI under this same Node: no npx look-up, no shell.
  run(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'electron', 'web.ts'), '--open']);
}
