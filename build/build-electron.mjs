// Bundles the Electron main process and preload script with esbuild.
// - main: ESM (package.json has "type": "module"; Electron 39 loads an ESM main),
//   with a banner defining require, __filename and __dirname, because bundled
//   CommonJS dependencies (write-file-atomic, signal-exit) still use them.
// - preload: CommonJS, because sandboxed preloads cannot be ES modules.
// Everything except electron itself is bundled, so the packaged app needs no node_modules.
// `buildElectron(outdir)` is also what electron/electronegativity.test.ts scans, so
// the test reads the same bundle `npm run build` makes, whatever was built before it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  external: ['electron'],
  sourcemap: true,
  legalComments: 'none',
  absWorkingDir: root,
};

/** Bundles main.js and preload.cjs into outdir (emptied first). */
export async function buildElectron(outdir, { quiet = false } = {}) {
  const options = { ...common, logLevel: quiet ? 'silent' : 'info' };
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...options,
    entryPoints: [join(root, 'electron', 'main.ts')],
    outfile: join(outdir, 'main.js'),
    format: 'esm',
    banner: {
      js: [
        "import { createRequire as __cjsRequire } from 'node:module';",
        "import { fileURLToPath as __cjsPath } from 'node:url';",
        "import { dirname as __cjsDir } from 'node:path';",
        'const require = __cjsRequire(import.meta.url);',
        'const __filename = __cjsPath(import.meta.url);',
        'const __dirname = __cjsDir(__filename);',
      ].join('\n'),
    },
  });
  await build({
    ...options,
    entryPoints: [join(root, 'electron', 'preload.ts')],
    outfile: join(outdir, 'preload.cjs'),
    format: 'cjs',
    // A sandboxed preload gets a browser-like environment with a limited require('electron').
    platform: 'browser',
    target: 'chrome130',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildElectron(join(root, 'dist', 'electron'));
}
