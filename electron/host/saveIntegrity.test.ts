/**
 * Edited saves (issue 29, item 7): the refusal never tells the hash that
 * would pass, the seats' controllers are covered by the save's hash, and the
 * reason names an edit or damage when this version wrote the file, another
 * version only when one did. Item 8: a record too deep is not "cut short".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match, type MatchRecord } from '../../core/engine/match';
import { referenceGame } from '../../core/games/reference';
import { MatchManager } from './matchManager';
import { AUTOSAVE_FILE, SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

type Doc = { format: string; formatVersion: number; header: Record<string, unknown>; record: Record<string, unknown> };

let tmp: ReturnType<typeof tempDir>;
let saves: SaveStore;
let doc: Doc;

beforeEach(async () => {
  tmp = tempDir();
  saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test', log: () => {} });
  const manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
  await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
  await playHumanChoices(manager, 3);
  doc = JSON.parse(readFileSync(join(saves.dir, AUTOSAVE_FILE), 'utf8')) as Doc;
});
afterEach(() => tmp.remove());

function write(file: string, d: Doc): void {
  writeFileSync(join(saves.dir, file), JSON.stringify(d));
}

function replayedHash(d: Doc): string {
  return Match.replay(referenceGame, { gameId: 'reference', ...(d.record as Omit<MatchRecord, 'gameId'>) }).hash();
}

describe('edited saves', () => {
  it('the refusal does not print the hash an edited save would need', async () => {
    const edited = { ...doc, record: { ...doc.record, seed: 4 } };
    const wanted = replayedHash(edited);
    write('seed.json', edited);
    const err = await saves.load('seed.json').then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/edited or damaged/);
    expect(err!.message).not.toContain(wanted);
    expect(err!.message).not.toMatch(/[0-9a-f]{12}/);
  });

  it('turning an AI seat into a person (to read its hand) is refused', async () => {
    write('seats.json', { ...doc, record: { ...doc.record, controllers: { s1: HUMAN, s2: HUMAN } } });
    await expect(saves.load('seats.json')).rejects.toMatchObject({ code: 'save', message: expect.stringMatching(/seats\.json: .*edited or damaged/) });
    expect((await saves.load(AUTOSAVE_FILE)).match.controller('s2')).toEqual(STEADY);
  });

  it('names another version only when another version wrote the file', async () => {
    const choices = (doc.record.choices as { optionIds: string[] }[]).map((c, i) => (i === 0 ? { ...c, optionIds: ['no-such-option'] } : c));
    write('mine.json', { ...doc, record: { ...doc.record, choices } });
    write('theirs.json', { ...doc, header: { ...doc.header, appVersion: '0.3.0' }, record: { ...doc.record, choices } });
    const mine = await saves.load('mine.json').then(() => '', (e: Error) => e.message);
    expect(mine).toMatch(/edited or damaged/);
    expect(mine).not.toMatch(/rules .* changed|another version/);
    const theirs = await saves.load('theirs.json').then(() => '', (e: Error) => e.message);
    expect(theirs).toMatch(/written by app version 0\.3\.0/);
  });

  it('a save in the previous format (2, no setup hash) still loads', async () => {
    const header: Record<string, unknown> = { ...doc.header };
    delete header.recordHash;
    write('v2.json', { ...doc, formatVersion: 2, header });
    const loaded = await saves.load('v2.json');
    expect(loaded.match.hash()).toBe(doc.header.stateHash);
    expect((await saves.list()).find((s) => s.file === 'v2.json')).toMatchObject({ ok: true, formatVersion: 2 });
  });
});

describe('a record too deep (item 8)', () => {
  it('is called too deep, not cut short by a crash', async () => {
    const text = readFileSync(join(saves.dir, AUTOSAVE_FILE), 'utf8');
    const deep = text.replace('"record":{"options":{"players":2}', `"record":{"options":{"players":2,"x":${'['.repeat(100)}${']'.repeat(100)}}`);
    expect(deep).not.toBe(text);
    writeFileSync(join(saves.dir, 'deep.json'), deep);
    const err = await saves.load('deep.json').then(() => '', (e: Error) => e.message);
    expect(err).toMatch(/deeper|nest/);
    expect(err).not.toMatch(/cut short|crash/);
  });
});
