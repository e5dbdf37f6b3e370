// `npm start`: runs the desktop app with Electron when its binary is installed,
// otherwise says so on one line and starts browser mode instead (the same host
// behind a local web server), so the game is playable either way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The Electron executable's path, or null when the package or its binary is missing. */
function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

const electron = electronBinary();
if (electron) {
  run(electron, [root]);
} else {
  console.log('Electron binary not installed: falling back to browser mode (open the address below in a browser).');
  // tsx's CLI under this same Node: no npx look-up, no shell.
  run(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'electron', 'web.ts')]);
}
