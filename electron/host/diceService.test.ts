import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DieDef } from '../../core/engine/types';
import { HORDE_DIE } from '../../core/games/reference/content';
import type { Response } from '../../core/protocol/messages';
import { tallyEvents } from '../../core/stats/diceTally';
import { diceCatalogue, DiceService, LAB_GAME_ID, type DiceStatsResult, type RollResult } from './diceService';
import { createHost } from './host';
import { MatchManager } from './matchManager';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let file: string;
beforeEach(() => {
  tmp = tempDir('apocalypse-dice-');
  file = join(tmp.dir, 'dice-stats.json');
});
afterEach(() => tmp.remove());

const isDieDef = (v: unknown): v is DieDef =>
  typeof v === 'object' && v !== null && typeof (v as DieDef).id === 'string' && Array.isArray((v as DieDef).faces);

describe('diceCatalogue', () => {
  it('has the standard dice and the reference game horde die, each id once', () => {
    const ids = diceCatalogue().map((d) => d.id);
    expect(ids.slice(0, 5)).toEqual(['d4', 'd6', 'd8', 'd10', 'd12']);
    expect(ids).toContain(HORDE_DIE.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('includes every die exported by a core/games/*/dice.ts file', async () => {
    const games = join(process.cwd(), 'core/games');
    const ids = new Set(diceCatalogue().map((d) => d.id));
    for (const game of readdirSync(games)) {
      const path = join(games, game, 'dice.ts');
      if (!existsSync(path)) continue;
      const mod = (await import(path)) as Record<string, unknown>;
      const dice = Object.values(mod).flatMap((v) => (Array.isArray(v) ? v.filter(isDieDef) : isDieDef(v) ? [v] : []));
      expect(dice.length, path).toBeGreaterThan(0);
      for (const die of dice) expect(ids.has(die.id), `${die.id} from ${path}`).toBe(true);
    }
  });

  it('refuses two different dice with one id', () => {
    const a = { id: 'x', name: 'X', faces: [1, 2, 3, 4].map((n) => ({ label: String(n) })) };
    const b = { ...a, faces: [5, 6, 7, 8].map((n) => ({ label: String(n) })) };
    const fake = (dice: DieDef[]) => ({ title: 'T', module: { dice } as never });
    expect(() => diceCatalogue([fake([a]), fake([b])])).toThrow(/share the id "x"/);
  });
});

describe('DiceService.roll', () => {
  it('rolls the asked dice with a seeded generator and tallies them under the dice tray', async () => {
    const a = new DiceService({ file, seed: 9, log: () => {} });
    const b = new DiceService({ file: join(tmp.dir, 'other.json'), seed: 9, log: () => {} });
    const ask = ['d4', 'd6', 'd8', 'd10', 'd12', 'horde'];
    const r1 = await a.roll(ask);
    expect(await b.roll(ask)).toEqual(r1);
    expect(r1.rolls.map((r) => r.die)).toEqual(ask);
    r1.rolls.forEach((r, i) => {
      const die = diceCatalogue().find((d) => d.id === ask[i])!;
      expect(r.face).toBeGreaterThanOrEqual(0);
      expect(r.face).toBeLessThan(die.faces.length);
      expect(r.label).toBe(die.faces[r.face]!.label);
    });
    expect(Number.isInteger(r1.seed)).toBe(true);
    const stats = await a.stats();
    const lab = stats.games.find((g) => g.gameId === LAB_GAME_ID)!;
    expect(lab.dice.map((d) => d.dieId).sort()).toEqual([...ask].sort());
    expect(lab.dice.every((d) => d.total === 1)).toBe(true);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { games: Record<string, Record<string, number[]>> };
    expect(Object.values(saved.games[LAB_GAME_ID]!).flat().reduce((x, y) => x + y, 0)).toBe(6);
  });

  it('refuses unknown dice and more than the tray holds', async () => {
    const s = new DiceService({ file, seed: 1, log: () => {} });
    await expect(s.roll(['d7'])).rejects.toThrow(/no die "d7"/);
    await expect(s.roll(Array(13).fill('d6'))).rejects.toThrow(/at most 12/);
    await expect(s.roll([])).rejects.toThrow(/at least one/);
  });

  it('gives a fair-looking tally over many rolls', async () => {
    const s = new DiceService({ file, seed: 3, log: () => {} });
    for (let i = 0; i < 100; i++) await s.roll(Array(12).fill('d6'));
    const d6 = (await s.stats()).games[0]!.dice.find((d) => d.dieId === 'd6')!;
    expect(d6.total).toBe(1200);
    expect(d6.chi.pValue!).toBeGreaterThan(0.001);
  });
});

describe('DiceService.stats', () => {
  async function playedMatch() {
    const manager = new MatchManager({ log: () => {} });
    const service = new DiceService({ file, matches: manager, seed: 1, log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 11);
    await playHumanChoices(manager, 8);
    await service.flush();
    return { manager, service };
  }

  it('tallies the open match from its events and keeps a per-game tally on disk', async () => {
    const { manager, service } = await playedMatch();
    const want = tallyEvents({}, manager.match!.events.flat());
    expect(Object.keys(want).length).toBeGreaterThan(0);
    const stats = await service.stats('reference');
    expect(stats.error).toBeNull();
    expect(stats.match!.matchId).toBe(manager.matchId);
    const counts = (s: DiceStatsResult['games'][number]) => Object.fromEntries(s.dice.map((d) => [d.dieId, d.faces.map((f) => f.count)]));
    const padded = Object.fromEntries(Object.entries(want).map(([id, c]) => {
      const n = diceCatalogue().find((d) => d.id === id)!.faces.length;
      return [id, Array.from({ length: n }, (_, i) => c[i] ?? 0)];
    }));
    expect(counts(stats.match!)).toEqual(padded);
    expect(counts(stats.games.find((g) => g.gameId === 'reference')!)).toEqual(padded);

    // A new host on the same data folder reads the same per-game tally back; the same
    // match adopted again (as a loaded save keeps its id) is not counted twice.
    const again = new DiceService({ file, matches: manager, seed: 1, log: () => {} });
    const reread = await again.stats('reference');
    expect(counts(reread.games[0]!)).toEqual(padded);
    await manager.adopt(manager.match!, manager.matchId!);
    await again.flush();
    expect(counts((await again.stats('reference')).games[0]!)).toEqual(padded);
  });

  it('reports and replaces a corrupt statistics file instead of failing', async () => {
    writeFileSync(file, '{"version": 1, "games": ');
    const s = new DiceService({ file, seed: 2, log: () => {} });
    const first = await s.stats();
    expect(first.error).toMatch(/damaged/);
    expect(first.games).toEqual([]);
    // Replaced at once with a valid empty tally; the damaged text is kept beside it.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, games: {}, matches: [] });
    expect(readFileSync(`${file}.damaged`, 'utf8')).toBe('{"version": 1, "games": ');
    await s.roll(['d6']);
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version: number };
    expect(parsed.version).toBe(1);
    // A host started afterwards finds a good file and reports nothing.
    expect((await new DiceService({ file, seed: 2, log: () => {} }).stats()).error).toBeNull();

    writeFileSync(file, JSON.stringify({ version: 1, games: { x: { d6: [-1] } }, matches: [] }));
    expect((await new DiceService({ file, seed: 2, log: () => {} }).stats()).error).toMatch(/invalid contents/);
  });
});

describe('dice requests through the router', () => {
  it('answers diceCatalogue, rollDice and diceStats, and validates params', async () => {
    const host = createHost({ dataDir: tmp.dir, appVersion: 'test', log: () => {} });
    let id = 1;
    const call = (method: string, params: unknown): Promise<Response> => host.handle({ id: id++, method, params });
    const cat = await call('diceCatalogue', {});
    expect(cat.ok && (cat.result as { dice: DieDef[] }).dice.length).toBeGreaterThanOrEqual(6);
    const roll = await call('rollDice', { dice: ['d10', 'horde'] });
    expect(roll.ok).toBe(true);
    expect((roll as { result: RollResult }).result.rolls).toHaveLength(2);
    const tooMany = await call('rollDice', { dice: Array(13).fill('d6') });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const stats = await call('diceStats', {});
    expect(stats.ok && (stats.result as DiceStatsResult).games.map((g) => g.gameId)).toEqual([LAB_GAME_ID]);
  });
});
