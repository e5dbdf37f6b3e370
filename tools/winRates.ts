/**
 * `npx tsx tools/winRates.ts --game <id> [--games 200] [--seed 1] [--only key=value,...]`:
 * re-measures a game's win-rate table (core/games/<id>/winRates.json, shown in
 * the New game dialog; core/engine/winRates.ts) with the sim's own code: for
 * each cell, `games` seeded games from `seed` on with the game's default bots
 * on every seat and the cell's options over the defaults, counting the wins
 * of the table's side. `--only` re-measures just the cells whose options
 * include those values (e.g. `--only difficulty=hard`); the others are kept.
 * Rewrites the file with the figures, the command and today's date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Json } from '../core/engine/types';
import { parseWinRateTable, type WinRateCell } from '../core/engine/winRates';
import { resolveGame } from './games';
import { resolveSeatBots, seatsFor, simulate } from './simulate';

function main(): void {
  const { values } = parseArgs({ options: {
    game: { type: 'string' }, games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' }, only: { type: 'string' },
  } });
  const module = resolveGame(values.game);
  const file = resolve('core/games', module.id, 'winRates.json');
  const table = parseWinRateTable(JSON.parse(readFileSync(file, 'utf8')) as Json);
  const games = Number(values.games);
  const seed = Number(values.seed);
  const only = (values.only ?? '').split(',').filter(Boolean).map((kv) => kv.split('=') as [string, string]);
  const picked = (c: WinRateCell) => only.every(([k, v]) => String(c.options[k]) === v);
  const base = module.defaultOptions as Record<string, Json>;
  const cells = table.cells.map((c) => {
    if (!picked(c)) return c;
    const options = { ...base, ...c.options } as Json;
    const bots = resolveSeatBots(module, seatsFor(module, options), {});
    const r = simulate({ module, games, seed, options, bots });
    const finished = games - r.errorCount;
    const cell: WinRateCell = { options: c.options, wins: r.winnerSides[table.side] ?? 0, games: finished };
    console.log(`${JSON.stringify(c.options)}: ${table.side} won ${cell.wins} of ${finished}${r.errorCount ? ` (${r.errorCount} errors)` : ''}`);
    return cell;
  });
  const command = `npx tsx tools/winRates.ts --game ${module.id} --games ${games} --seed ${seed}`;
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(file, `${JSON.stringify({ ...table, command, measured: today, cells }, null, 2)}\n`);
}

main();
