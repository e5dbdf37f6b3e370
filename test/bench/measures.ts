/**
 * Measures that are not speeds: each runs once and reports a number against
 * a target. `npm run bench` prints them under the timing table (and in the
 * JSON); `--only` names them by id like the timed entries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer } from '../../electron/host/webServer';
import { launchChromium } from '../e2e/chromium';
import { boardFillMeasure } from './boardFillMeasure';
import { boardDrawCallMeasure, firstFrameMeasure, textureMemoryMeasure } from './boardMeasures';
import { enemyTurnPlaybackMeasure } from './enemyTurnPlaybackMeasure';
import { playbackWallMeasure } from './playbackWallMeasure';
import { ensureRenderer, RENDERER_DIR } from './rendererBuild';
import { loadSaveMeasure } from './loadSaveMeasure';
import { paLookaheadMeasure } from './paLookaheadMeasure';
import { rulesSpeedMeasure } from './rulesSpeedMeasure';
import { saveListMeasure } from './saveListMeasure';
import type { Measure, MeasureResult } from './types';

export type { Measure, MeasureResult };

/** Draw calls per frame of the table with 12 dice and 100 tokens, read from renderer.info in Chromium (SwiftShader). */
export const drawCallMeasure: Measure = {
  id: 'draw-calls',
  name: 'table draw calls per frame, 12 dice + 100 tokens',
  async run() {
    const base = { id: this.id, name: this.name, unit: 'calls', max: 150 };
    await ensureRenderer();
    let browser;
    try {
      browser = await launchChromium();
    } catch (err) {
      return { ...base, value: null, notes: `not measured: ${err instanceof Error ? err.message : String(err)}` };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'apocalypse-bench-'));
    const server = await startWebServer({ port: 0, dataDir, rendererDir: RENDERER_DIR });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const counts: Record<string, number> = {};
      for (const quality of ['low', 'medium', 'high'] as const) {
        await page.goto(`${server.url}&showcase=drawcalls&quality=${quality}`);
        // Runs in the page and reads the probe's globals (renderer/showcase/DrawCallProbe.tsx).
        await page.waitForFunction(() => {
          const w = globalThis as unknown as { __drawCalls?: number; __framesDrawn?: number };
          return typeof w.__drawCalls === 'number' && (w.__framesDrawn ?? 0) >= 2;
        }, undefined, { timeout: 60_000 });
        counts[quality] = await page.evaluate(() => (globalThis as unknown as { __drawCalls?: number }).__drawCalls ?? -1);
      }
      const worst = Math.max(...Object.values(counts));
      return { ...base, value: worst, notes: `low ${counts.low}, medium ${counts.medium}, high ${counts.high} (shadow passes included); target <= 150` };
    } finally {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export const MEASURES: Measure[] = [drawCallMeasure, boardDrawCallMeasure, textureMemoryMeasure, firstFrameMeasure, boardFillMeasure, saveListMeasure, loadSaveMeasure, enemyTurnPlaybackMeasure, playbackWallMeasure, rulesSpeedMeasure, paLookaheadMeasure];

export function formatMeasures(results: MeasureResult[]): string {
  return results
    .map((r) => {
      const verdict = r.value === null || r.max === undefined ? '' : r.value <= r.max ? ' (within target)' : ' (OVER TARGET)';
      return `${r.name}: ${r.value === null ? 'n/a' : `${r.value} ${r.unit}`}${verdict}; ${r.notes}`;
    })
    .join('\n');
}
