/**
 * The Load menu's listing time: 200 saves of long games (whole Planet
 * Apocalypse matches played by the bots, some hundreds of choices each),
 * listed from their header lines. Target: under 200 ms. Before format 2 the menu replayed every
 * save (5.6 s for 30 finished DOOM saves).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '../../core/engine/match';
import { getGame } from '../../core/games/registry';
import { SaveStore } from '../../electron/host/saves';
import type { Measure } from './types';

const SAVES = 200;
const RUNS = 7;

function longMatch(seed: number): Match {
  const pa = getGame('planet-apocalypse')!;
  const controllers = Object.fromEntries(pa.seats(pa.defaultOptions).map((s) => [s.id, { type: 'ai' as const, bot: pa.defaultBot(s) }]));
  const match = Match.start(pa, { gameId: pa.id, options: pa.defaultOptions, controllers, seed });
  while (match.isAiTurn()) match.playAi();
  return match;
}

export const saveListMeasure: Measure = {
  id: 'save-list',
  name: `Load menu: list ${SAVES} saves of long games (median of ${RUNS})`,
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'apocalypse-bench-saves-'));
    try {
      const store = new SaveStore(dir, { appVersion: 'bench', log: () => {} });
      const matches = [1, 2, 3, 4, 5].map(longMatch);
      for (let i = 0; i < SAVES; i++) await store.write(`game ${i}.json`, matches[i % matches.length]!);
      const choices = matches.map((m) => m.choices.length);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const fresh = new SaveStore(dir, { appVersion: 'bench', log: () => {} });
        const start = performance.now();
        const list = await fresh.list();
        times.push(performance.now() - start);
        if (list.filter((s) => s.ok).length !== SAVES) throw new Error(`listed ${list.length} saves, expected ${SAVES}`);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)]!;
      return {
        id: this.id, name: this.name, unit: 'ms', max: 200, value: Math.round(median * 10) / 10,
        notes: `${choices.join(', ')} choices per match; fastest ${times[0]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
