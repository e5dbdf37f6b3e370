// An outside checker agrees: Doyensec's electronegativity scans the project
// for Electron misconfigurations. Its release-fetching check needs the
// network and is left out. Every finding must be one of the few reviewed in
// electron/README.md ("Security notes"); anything new fails this test.
// It scans the sources and a main/preload bundle it builds itself (the same
// build as `npm run build`), never whatever an earlier command left in dist/,
// so its result is the same on a clean clone and after `npm start`.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildElectron } from '../build/build-electron.mjs';
import { tempDir } from './host/testSupport';

const root = join(import.meta.dirname, '..');
const tmp = tempDir('apocalypse-eneg-');
afterAll(() => tmp.remove());

interface Finding { check: string; severity: string; file: string; description: string }

/** Reviewed findings that do not apply, with the reason (also in electron/README.md). */
const REVIEWED: { check: string; file: RegExp; description: RegExp; why: string }[] = [
  {
    check: 'CSP_GLOBAL_CHECK', file: /^renderer\/index\.html$/, description: /seems to be vulnerable/,
    why: "csp-evaluator's only remark is that script-src 'self' is risky when the origin hosts JSONP, Angular or user uploads; ours serves only its own built files",
  },
  {
    check: 'CSP_GLOBAL_CHECK', file: /^(electron\/main\.ts|dist\/electron\/main\.js)$/, description: /Failed to parse CSP/,
    why: 'the header is built by contentSecurityPolicy() (security.ts), which security.test.ts checks directive by directive',
  },
  {
    check: 'PRELOAD_JS_CHECK', file: /^dist\/electron\/main\.js$/, description: /preload scripts/,
    why: 'the one preload (preload.ts) runs sandboxed with context isolation and exposes only the protocol API of preloadApi.ts, which preloadApi.test.ts checks',
  },
  { check: 'ELECTRON_VERSION_JSON_CHECK', file: /^package\.json$/, description: /electron version/i, why: 'informational' },
];

interface Sarif { runs: { results: { ruleId: string; level?: string; message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }

/** Reads the SARIF (JSON) report; unlike the CSV one, a description holding commas, quotes or line breaks cannot shift its columns. */
function readSarif(path: string): Finding[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Sarif;
  return report.runs.flatMap((run) => run.results.map((r) => ({
    check: r.ruleId,
    severity: r.level ?? '',
    file: r.locations[0]?.physicalLocation.artifactLocation.uri ?? '',
    description: r.message.text,
  })));
}

describe('electronegativity', () => {
  it('finds nothing beyond the reviewed findings', async () => {
    // What Electron runs and shows, copied so that files other tests write meanwhile cannot change the scan.
    const scan = join(tmp.dir, 'app');
    for (const path of ['package.json', 'electron', 'renderer/index.html']) {
      cpSync(join(root, path), join(scan, path), { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
    }
    await buildElectron(join(scan, 'dist', 'electron'), { quiet: true });
    const out = join(tmp.dir, 'findings.sarif');
    const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'electronegativity.cmd' : 'electronegativity');
    execFileSync(bin, ['-i', scan, '-x', 'AvailableSecurityFixesGlobalCheck', '-r', '-v', 'false', '-o', out], { stdio: 'pipe', cwd: scan });
    const findings = readSarif(out).filter((f) => !f.file.startsWith('node_modules/'));
    // It read the project: it found the Electron version in package.json.
    expect(findings.some((f) => f.check === 'ELECTRON_VERSION_JSON_CHECK')).toBe(true);
    // ... and the bundle: the preload finding is on the main process's bundled code.
    expect(findings.some((f) => f.check === 'PRELOAD_JS_CHECK' && f.file === 'dist/electron/main.js')).toBe(true);
    const unexplained = findings.filter((f) => !REVIEWED.some((r) => r.check === f.check && r.file.test(f.file) && r.description.test(f.description)));
    expect(unexplained).toEqual([]);
  }, 120_000);
});
