// A save written before a game's rules changed: its moves no longer replay, and loading it
// must say which game and why (not just that replaying failed). The crafted save is a
// Planet Apocalypse game from before the move went one area at a time, when a two-area
// move was one choice, "move:mainStreet>plaza".
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MatchManager } from './matchManager';
import { SaveStore } from './saves';
import { HUMAN, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let saves: SaveStore;
let manager: MatchManager;

beforeEach(() => {
  tmp = tempDir();
  saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test', log: () => {} });
  manager = new MatchManager({ log: () => {} });
});
afterEach(() => tmp.remove());

type Doc = { header: Record<string, unknown>; record: { choices: { optionIds: string[] }[] } & Record<string, unknown> } & Record<string, unknown>;

describe('loading a save made before the rules changed', () => {
  it('Planet Apocalypse, old two-area move: the error names the game, the app version that wrote it and the choice', async () => {
    await manager.newGame('planet-apocalypse', { heroes: 1 }, { h1: HUMAN }, 5);
    // Answer until the first hero-turn prompt that offers a move.
    for (let i = 0; i < 40; i++) {
      const prompt = manager.match!.state.prompt!;
      if (prompt.kind === 'heroAction' && prompt.options.some((o) => o.id === 'move:mainStreet')) break;
      const pick = prompt.options.find((o) => o.id === 'done' || o.id === 'pass') ?? prompt.options[0]!;
      await manager.choose(prompt.seat, prompt.id, [pick.id]);
    }
    const prompt = manager.match!.state.prompt!;
    expect(prompt.kind).toBe('heroAction');
    await manager.choose(prompt.seat, prompt.id, ['move:mainStreet']);
    await saves.write('now.json', manager.match!);
    expect((await saves.load('now.json')).match.hash()).toBe(manager.match!.hash());

    // The same game as the old version recorded it: the whole move in one choice, the last one.
    const doc = JSON.parse(readFileSync(join(saves.dir, 'now.json'), 'utf8')) as Doc;
    const choices = doc.record.choices.map((c, i, all) => (i === all.length - 1 ? { ...c, optionIds: ['move:mainStreet>plaza'] } : c));
    const old = { ...doc, header: { ...doc.header, appVersion: '0.3.0' }, record: { ...doc.record, choices } };
    writeFileSync(join(saves.dir, 'old.json'), JSON.stringify(old));

    const error = await saves.load('old.json').then(() => null, (err: Error & { code?: string }) => err);
    expect(error).toMatchObject({ code: 'save' });
    expect(error!.message).toMatch(/^Cannot load old\.json: its moves no longer replay \(it was written by app version 0\.3\.0: the rules of Planet Apocalypse may have changed since, or the save was edited or damaged\): /);
    expect(error!.message).toContain(`Choice ${choices.length} of`);
    expect(error!.message).toContain('move:mainStreet>plaza');
    expect(error!.message).not.toMatch(/\.\.$/);
  });
});
