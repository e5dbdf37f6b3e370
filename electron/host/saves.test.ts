import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGame } from '../../core/games/registry';
import { MatchManager } from './matchManager';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION } from './saveFormat';
import { AUTOSAVE_FILE, checkSaveName, SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let saves: SaveStore;
let manager: MatchManager;

beforeEach(() => {
  tmp = tempDir();
  saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test', log: () => {} });
  manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
});
afterEach(() => tmp.remove());

async function playedGame(seed = 3, choices = 3) {
  await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, seed);
  await playHumanChoices(manager, choices);
  return manager.match!;
}

type Doc = { format: string; formatVersion: number; header: Record<string, unknown>; record: Record<string, unknown> };

function readJson(file: string): Doc {
  return JSON.parse(readFileSync(join(saves.dir, file), 'utf8')) as Doc;
}

function writeRaw(file: string, text: string): void {
  writeFileSync(join(saves.dir, file), text);
}

describe('save files', () => {
  it('round-trip: save, load, same state hash and choices; the header sits alone on the first line', async () => {
    const match = await playedGame();
    expect(match.choices.length).toBeGreaterThan(2);
    await saves.write('mine.json', match, { matchId: manager.matchId!, name: 'Mine' });
    const loaded = await saves.load('mine.json');
    expect(loaded.match.hash()).toBe(match.hash());
    expect(loaded.match.choices).toEqual(match.choices);
    expect(loaded.save.header.matchId).toBe(manager.matchId);
    const doc = readJson('mine.json');
    expect(doc).toMatchObject({
      format: SAVE_FORMAT, formatVersion: SAVE_FORMAT_VERSION,
      header: {
        appVersion: '0.0.0-test', gameId: 'reference', stateHash: match.hash(), choices: match.choices.length,
        kind: 'named', name: 'Mine', result: null,
      },
      record: { options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3 },
    });
    expect(doc.header.title).toMatch(/Last Light/);
    const firstLine = readFileSync(join(saves.dir, 'mine.json'), 'utf8').split('\n')[0]!;
    expect(firstLine).toContain('"header"');
    expect(firstLine).not.toContain('"record"');
  });

  it('a loaded match continues in the manager from the same state', async () => {
    const match = await playedGame();
    const hash = match.hash();
    expect(match.state.result).toBeNull();
    await saves.write('mine.json', match);
    const fresh = new MatchManager({ log: () => {} });
    const update = await fresh.adopt((await saves.load('mine.json')).match);
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
    const text = readFileSync(join(saves.dir, 'good.json'), 'utf8');
    writeRaw('corrupt.json', '{ this is not json');
    writeRaw('truncated.json', text.slice(0, Math.floor(text.length / 2)));
    writeRaw('empty.json', '');
    writeRaw('foreign.json', JSON.stringify({ format: 'some-other-app', version: 3, data: [] }));
    writeRaw('array.json', '[1, 2, 3]');
    writeRaw('newer.json', JSON.stringify({ ...good, formatVersion: SAVE_FORMAT_VERSION + 1, somethingNew: true }));
    writeRaw('unknown-game.json', JSON.stringify({ ...good, header: { ...good.header, gameId: 'chess-of-doom' } }));
    writeRaw('hash.json', JSON.stringify({ ...good, header: { ...good.header, stateHash: '0000000000000000' } }));
    const choices = (good.record.choices as { optionIds: string[] }[]).map((c, i) => (i === 0 ? { ...c, optionIds: ['no-such-option'] } : c));
    writeRaw('noreplay.json', JSON.stringify({ ...good, record: { ...good.record, choices } }));
    writeRaw('damaged.json', JSON.stringify({ ...good, record: { ...good.record, seed: 'seven' } }));
    writeRaw('badoptions.json', JSON.stringify({ ...good, record: { ...good.record, options: { players: 9 } } }));
    writeRaw('notes.txt', 'not a save, not listed');

    const list = await saves.list();
    const byFile = new Map(list.map((s) => [s.file, s]));
    expect([...byFile.keys()].sort()).toEqual([
      'array.json', 'autosave.json', 'badoptions.json', 'corrupt.json', 'damaged.json', 'empty.json', 'foreign.json', 'good.json',
      'hash.json', 'newer.json', 'noreplay.json', 'truncated.json', 'unknown-game.json',
    ]);
    expect(byFile.get('good.json')).toMatchObject({ ok: true, gameId: 'reference', choices: match.choices.length, autosave: false, kind: 'named' });
    expect(byFile.get('autosave.json')).toMatchObject({ ok: true, autosave: true, kind: 'auto' });
    // Listing reads headers only: these four list as good and fail when loaded (replayed).
    const failOnLoad: Record<string, RegExp> = {
      'unknown-game.json': /chess-of-doom/,
      'hash.json': /does not lead to the game it records \(this version of the app wrote it, so the save was edited or damaged\)/,
      'noreplay.json': /no longer replay \(this version of the app wrote it, so the save was edited or damaged\): Choice 1 of/,
      'badoptions.json': /options are not valid/,
      'damaged.json': /damaged: record\.seed/,
    };
    const failOnList: Record<string, RegExp> = {
      'corrupt.json': /not valid JSON/,
      'truncated.json': /cut short/,
      'empty.json': /empty/,
      'foreign.json': /not an Apocalypse Tabletop save/,
      'array.json': /not an Apocalypse Tabletop save/,
      'newer.json': /newer version.*format 4/,
    };
    for (const [file, pattern] of Object.entries(failOnList)) {
      const info = byFile.get(file)!;
      expect(info.ok, file).toBe(false);
      expect(info.error, file).toMatch(new RegExp(`^${file.replace('.', '\\.')}: `));
      expect(info.error, file).toMatch(pattern);
    }
    for (const [file, pattern] of Object.entries({ ...failOnList, ...failOnLoad })) {
      await expect(saves.load(file), file).rejects.toMatchObject({ code: 'save', message: expect.stringMatching(pattern) });
      await expect(saves.load(file), file).rejects.toMatchObject({ message: expect.stringContaining(file) });
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

  it('still lists and loads a format 1 save (everything at the top level)', async () => {
    const match = await playedGame();
    const { header, record } = readJson(AUTOSAVE_FILE);
    writeRaw('old.json', JSON.stringify({
      format: SAVE_FORMAT, formatVersion: 1, appVersion: '0.0.1', gameId: 'reference', options: record.options,
      controllers: record.controllers, seed: record.seed, choices: record.choices, stateHash: header.stateHash,
      savedAt: '2025-01-01T00:00:00.000Z', title: 'Last Light: round 2, 1 player',
    }));
    const info = (await saves.list()).find((s) => s.file === 'old.json');
    expect(info).toMatchObject({ ok: true, formatVersion: 1, title: 'Last Light: round 2, 1 player', choices: match.choices.length });
    expect((await saves.load('old.json')).match.hash()).toBe(match.hash());
  });
});

describe('the Load menu lists from headers', () => {
  it('lists without replaying or even looking up a game', async () => {
    const match = await playedGame();
    for (let i = 0; i < 5; i++) await saves.write(`s${i}.json`, match);
    let lookups = 0;
    const counting = new SaveStore(saves.dir, { appVersion: 'x', games: (id) => { lookups++; return getGame(id); } });
    const list = await counting.list();
    expect(list.filter((s) => s.ok)).toHaveLength(6);
    expect(lookups).toBe(0);
    expect(list.find((s) => s.file === 's0.json')).toMatchObject({ round: expect.any(Number), stateHash: match.hash(), result: null });
    await counting.load('s3.json');
    expect(lookups).toBe(1);
  });
});

describe('files that are not saves, and files from outside', () => {
  it('loads a save written with a UTF-8 byte-order mark', async () => {
    const match = await playedGame();
    await saves.write('plain.json', match);
    writeRaw('bom.json', `\uFEFF${readFileSync(join(saves.dir, 'plain.json'), 'utf8')}`);
    expect((await saves.list()).find((s) => s.file === 'bom.json')).toMatchObject({ ok: true });
    expect((await saves.load('bom.json')).match.hash()).toBe(match.hash());
  });

  it('never follows a link in the saves folder', async () => {
    const match = await playedGame();
    await saves.write('real.json', match);
    writeFileSync(join(tmp.dir, 'outside.json'), readFileSync(join(saves.dir, 'real.json')));
    symlinkSync(join(tmp.dir, 'outside.json'), join(saves.dir, 'linked.json'));
    expect((await saves.list()).find((s) => s.file === 'linked.json')).toMatchObject({ ok: false, error: expect.stringMatching(/link/) });
    await expect(saves.load('linked.json')).rejects.toThrow(/link/);
    await saves.delete('linked.json');
    expect(readFileSync(join(tmp.dir, 'outside.json'), 'utf8').length).toBeGreaterThan(0);
  });

  it('no error message quotes the contents of a file that is not a save', async () => {
    await playedGame();
    const secret = 'SECRET-7f3a';
    writeRaw('a.json', `password=${secret} and more text`);
    writeRaw('b.json', JSON.stringify({ format: secret, formatVersion: 1 }));
    writeRaw('c.json', `{"format":"apocalypse-tabletop-save","formatVersion":2,"header":{"${secret}":1},"record":{}}`);
    writeRaw('d.json', `{"${secret}": [1, 2,`);
    const list = await saves.list();
    for (const file of ['a.json', 'b.json', 'c.json', 'd.json']) {
      const info = list.find((s) => s.file === file)!;
      expect(info.ok, file).toBe(false);
      expect(info.error, file).not.toContain(secret);
      await expect(saves.load(file)).rejects.toSatisfy((err: Error) => !err.message.includes(secret));
    }
  });

  it('a save nested thousands of levels deep is refused with a clear error, and the good saves still list', async () => {
    const match = await playedGame();
    await saves.write('good.json', match);
    const good = readJson('good.json');
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    writeRaw('deep.json', JSON.stringify({ ...good, record: { ...good.record, options: '@' } }).replace('"@"', deep));
    const list = await saves.list();
    expect(list.find((s) => s.file === 'good.json')).toMatchObject({ ok: true });
    expect(list.find((s) => s.file === 'deep.json')).toMatchObject({ ok: false, error: expect.stringMatching(/nests 300\d levels deep/) });
    await expect(saves.load('deep.json')).rejects.toThrow(/nests 300\d levels deep/);
  });

  it('removes temp files a kill left behind at the next start', async () => {
    await playedGame();
    writeRaw('.autosave.json.0123456789ab.tmp', '{"half a sa');
    writeRaw('.mine.json.aaaaaaaaaaaa.tmp', '');
    const next = new SaveStore(saves.dir, { appVersion: 'x', log: () => {} });
    await next.list();
    expect(readdirSync(saves.dir).sort()).toEqual([AUTOSAVE_FILE]);
  });
});

describe('autosave', () => {
  it('autosaves on a new game and after every human decision', async () => {
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    expect(readJson(AUTOSAVE_FILE).header.stateHash).toBe(manager.match!.hash());
    await playHumanChoices(manager, 2);
    const doc = readJson(AUTOSAVE_FILE);
    expect(doc.header.stateHash).toBe(manager.match!.hash());
    expect(doc.header.matchId).toBe(manager.matchId);
    expect((doc.record.choices as unknown[]).length).toBe(manager.match!.choices.length);
  });

  it('a watched match (no human seat) autosaves like any other', async () => {
    await manager.newGame('reference', { players: 2 }, { s1: STEADY, s2: STEADY }, 5, true);
    await manager.runAi(4);
    const doc = readJson(AUTOSAVE_FILE);
    expect(doc.header.stateHash).toBe(manager.match!.hash());
    expect((doc.record.choices as unknown[]).length).toBe(4);
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
    expect(readJson('autosave.json').header.stateHash).toBe(hashes[5]);
    expect(readJson('autosave-1.json').header.stateHash).toBe(hashes[4]);
    expect(readJson('autosave-2.json').header.stateHash).toBe(hashes[3]);
    expect(readJson('autosave-3.json').header.stateHash).toBe(hashes[2]);
    const list = await saves.list();
    expect(list.every((s) => s.ok && s.autosave)).toBe(true);
    for (const s of list) expect((await saves.load(s.file)).match.hash()).toBe(readJson(s.file).header.stateHash);
  });

  it('a broken autosave is dropped from the rotation instead of pushing a good one out', async () => {
    const hashes: string[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, seed);
      hashes.push(manager.match!.hash());
    }
    // Slots now: autosave = game 3, autosave-1 = game 2, autosave-2 = game 1. Damage the newest.
    writeRaw(AUTOSAVE_FILE, '{broken');
    await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, 4);
    expect(readJson(AUTOSAVE_FILE).header.matchId).toBe(manager.matchId);
    expect(readJson('autosave-1.json').header.stateHash).toBe(hashes[1]);
    expect(readJson('autosave-2.json').header.stateHash).toBe(hashes[0]);
    expect(readdirSync(saves.dir).sort()).toEqual(['autosave-1.json', 'autosave-2.json', 'autosave.json']);
  });

  it("never rotates away a save the player made", async () => {
    await playedGame(1);
    await saves.write('My run.json', manager.match!, { name: 'My run' });
    for (let seed = 2; seed <= 7; seed++) await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, seed);
    const info = (await saves.list()).find((s) => s.file === 'My run.json');
    expect(info).toMatchObject({ ok: true, kind: 'named', name: 'My run' });
  });
});
