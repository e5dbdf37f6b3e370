import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MatchManager } from './matchManager';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION } from './saveFormat';
import { AUTOSAVE_FILE, checkSaveName, SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let saves: SaveStore;
let manager: MatchManager;

beforeEach(() => {
  tmp = tempDir();
  saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test' });
  manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
});
afterEach(() => tmp.remove());

async function playedGame(seed = 3, choices = 3) {
  await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, seed);
  await playHumanChoices(manager, choices);
  return manager.match!;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(saves.dir, file), 'utf8')) as Record<string, unknown>;
}

function writeRaw(file: string, text: string): void {
  writeFileSync(join(saves.dir, file), text);
}

describe('save files', () => {
  it('round-trips: save, load, same state hash and choices', async () => {
    const match = await playedGame();
    expect(match.choices.length).toBeGreaterThan(2);
    await saves.write('mine.json', match, manager.matchId!);
    const loaded = await saves.load('mine.json');
    expect(loaded.match.hash()).toBe(match.hash());
    expect(loaded.match.choices).toEqual(match.choices);
    expect(loaded.save.matchId).toBe(manager.matchId);
    const doc = readJson('mine.json');
    expect(doc).toMatchObject({
      format: SAVE_FORMAT, formatVersion: SAVE_FORMAT_VERSION, appVersion: '0.0.0-test', gameId: 'reference',
      options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3, stateHash: match.hash(),
    });
    expect(typeof doc.savedAt).toBe('string');
    expect(doc.title).toMatch(/Last Light/);
  });

  it('a loaded match continues in the manager from the same state', async () => {
    const match = await playedGame();
    const hash = match.hash();
    expect(match.state.result).toBeNull();
    await saves.write('mine.json', match);
    const fresh = new MatchManager({ log: () => {} });
    const update = fresh.adopt((await saves.load('mine.json')).match);
    expect(update.hash).toBe(hash);
    expect(update.viewer).toBe('s1');
    expect(update.events).toEqual([]);
    expect(update.log).toEqual(manager.current()!.log);
    expect(await playHumanChoices(fresh, 1)).toBe(1);
  });

  it('each kind of bad file gives a clear error naming it, and the good saves still list and load', async () => {
    const match = await playedGame();
    await saves.write('good.json', match);
    const good = readJson('good.json');
    const text = JSON.stringify(good);
    writeRaw('corrupt.json', '{ this is not json');
    writeRaw('truncated.json', text.slice(0, Math.floor(text.length / 2)));
    writeRaw('empty.json', '');
    writeRaw('foreign.json', JSON.stringify({ format: 'some-other-app', version: 3, data: [] }));
    writeRaw('array.json', '[1, 2, 3]');
    writeRaw('newer.json', JSON.stringify({ ...good, formatVersion: SAVE_FORMAT_VERSION + 1, somethingNew: true }));
    writeRaw('unknown-game.json', JSON.stringify({ ...good, gameId: 'chess-of-doom' }));
    writeRaw('hash.json', JSON.stringify({ ...good, stateHash: '0000000000000000' }));
    const choices = (good.choices as { optionIds: string[] }[]).map((c, i) => (i === 0 ? { ...c, optionIds: ['no-such-option'] } : c));
    writeRaw('noreplay.json', JSON.stringify({ ...good, choices }));
    writeRaw('damaged.json', JSON.stringify({ ...good, seed: 'seven' }));
    writeRaw('badoptions.json', JSON.stringify({ ...good, options: { players: 9 } }));
    writeRaw('notes.txt', 'not a save, not listed');

    const list = await saves.list();
    const byFile = new Map(list.map((s) => [s.file, s]));
    expect([...byFile.keys()].sort()).toEqual([
      'array.json', 'autosave.json', 'badoptions.json', 'corrupt.json', 'damaged.json', 'empty.json', 'foreign.json', 'good.json',
      'hash.json', 'newer.json', 'noreplay.json', 'truncated.json', 'unknown-game.json',
    ]);
    expect(byFile.get('good.json')).toMatchObject({ ok: true, gameId: 'reference', choices: match.choices.length, autosave: false });
    expect(byFile.get('autosave.json')).toMatchObject({ ok: true, autosave: true });
    expect(list.slice(0, 2).map((s) => s.file).sort()).toEqual(['autosave.json', 'good.json']);
    const expectations: Record<string, RegExp> = {
      'corrupt.json': /not valid JSON/,
      'truncated.json': /not valid JSON, probably truncated/,
      'empty.json': /empty/,
      'foreign.json': /not an Apocalypse Tabletop save.*some-other-app/,
      'array.json': /not an Apocalypse Tabletop save/,
      'newer.json': /newer version.*format 2/,
      'unknown-game.json': /chess-of-doom/,
      'hash.json': /does not reproduce the saved game/,
      'noreplay.json': /no longer replay: Choice 1 of/,
      'damaged.json': /damaged: seed/,
      'badoptions.json': /options are not valid/,
    };
    for (const [file, pattern] of Object.entries(expectations)) {
      const info = byFile.get(file)!;
      expect(info.ok, file).toBe(false);
      expect(info.error, file).toMatch(new RegExp(`^${file.replace('.', '\\.')}: `));
      expect(info.error, file).toMatch(pattern);
      await expect(saves.load(file), file).rejects.toMatchObject({ code: 'save', message: expect.stringContaining(file) });
    }
    expect((await saves.load('good.json')).match.hash()).toBe(match.hash());
  });

  it('refuses file names that are not plain names in the folder', async () => {
    for (const bad of ['../settings.json', '..\\x.json', '/etc/passwd', 'sub/dir.json', '.hidden.json', 'x.txt', '', 'a\0.json']) {
      expect(() => checkSaveName(bad), bad).toThrow(/not a save file name/);
      await expect(saves.load(bad), bad).rejects.toMatchObject({ code: 'save' });
      await expect(saves.delete(bad), bad).rejects.toMatchObject({ code: 'save' });
    }
    expect(checkSaveName('My game 2.json')).toBe('My game 2.json');
  });

  it('deletes a save; deleting a missing one is a clear error', async () => {
    await saves.write('gone.json', await playedGame());
    await saves.delete('gone.json');
    expect((await saves.list()).map((s) => s.file)).not.toContain('gone.json');
    await expect(saves.delete('gone.json')).rejects.toThrow(/no save called gone\.json/);
  });

  it('lists nothing (not an error) before the folder exists', async () => {
    const empty = new SaveStore(join(tmp.dir, 'nowhere'), { appVersion: 'x' });
    expect(await empty.list()).toEqual([]);
  });
});

describe('autosave', () => {
  it('autosaves on a new game and after every human decision', async () => {
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    expect(readJson(AUTOSAVE_FILE).stateHash).toBe(manager.match!.hash());
    await playHumanChoices(manager, 2);
    const doc = readJson(AUTOSAVE_FILE);
    expect(doc.stateHash).toBe(manager.match!.hash());
    expect(doc.matchId).toBe(manager.matchId);
    expect((doc.choices as unknown[]).length).toBe(manager.match!.choices.length);
  });

  it('keeps the autosave slot plus the last 3 autosaves of earlier matches', async () => {
    const hashes: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, seed);
      await playHumanChoices(manager, 2); // same match: overwrites the slot, no rotation
      hashes.push(manager.match!.hash());
    }
    const files = readdirSync(saves.dir).sort();
    expect(files).toEqual(['autosave-1.json', 'autosave-2.json', 'autosave-3.json', 'autosave.json']);
    expect(readJson('autosave.json').stateHash).toBe(hashes[5]);
    expect(readJson('autosave-1.json').stateHash).toBe(hashes[4]);
    expect(readJson('autosave-2.json').stateHash).toBe(hashes[3]);
    expect(readJson('autosave-3.json').stateHash).toBe(hashes[2]);
    const list = await saves.list();
    expect(list.every((s) => s.ok && s.autosave)).toBe(true);
    for (const s of list) expect((await saves.load(s.file)).match.hash()).toBe(readJson(s.file).stateHash);
  });

  it('a corrupt autosave slot is rotated out, not a reason to stop saving', async () => {
    await saves.autosave((await playedGame(1, 1)), 'first');
    writeRaw(AUTOSAVE_FILE, '{broken');
    await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, 2);
    expect(readJson(AUTOSAVE_FILE).matchId).toBe(manager.matchId);
    expect(readFileSync(join(saves.dir, 'autosave-1.json'), 'utf8')).toBe('{broken');
  });

  it('a failing autosave is logged and does not undo the move', async () => {
    const logged: string[] = [];
    const failing = new MatchManager({ autosave: () => Promise.reject(new Error('disk full')), log: (m) => logged.push(m) });
    await failing.newGame('reference', { players: 1 }, { s1: HUMAN }, 1);
    expect(await playHumanChoices(failing, 1)).toBe(1);
    expect(failing.match!.choices.length).toBe(1);
    expect(logged.join('\n')).toMatch(/Autosave failed: disk full/);
  });
});
