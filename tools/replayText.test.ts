import { describe, expect, it } from 'vitest';
import { Match } from '../core/engine/match';
import { referenceGame } from '../core/games/reference';
import { UsageError } from './games';
import { replayText } from './replayText';
import { parseSave, saveText, SaveFileError, type SaveFile } from './saveFile';

/** A whole reference match between two bots, saved the way the host saves. */
function savedMatch(seed: number): { match: Match; save: SaveFile; text: string } {
  const match = Match.start(referenceGame, {
    gameId: 'reference', options: { players: 2 }, seed,
    controllers: { s1: { type: 'ai', bot: 'steady' }, s2: { type: 'ai', bot: 'random' } },
  });
  while (match.isAiTurn()) match.playAi();
  // Round-trip through the file's text: that is what a file on disk holds.
  const text = saveText(match, { appVersion: '0.1.0', title: 'test match', savedAt: new Date('2025-01-01T00:00:00.000Z') });
  return { match, save: parseSave(text), text };
}

describe('replayText', () => {
  it('prints the option labels, the reasons, the events and the result, and checks the hash', () => {
    const { match, save } = savedMatch(3);
    const out = replayText(referenceGame, save);
    const text = out.lines.join('\n');
    expect(match.state.result).not.toBeNull();
    expect(out.result).toEqual(match.state.result);
    expect(out.hashMatches).toBe(true);
    expect(text).toContain('== Setup');
    expect(text).toContain('The survivors set out');
    expect(text).toContain('chose: Run (roll a d6)');
    expect(text).toContain('runs for the helicopter'); // the steady bot's reason
    expect(text).toContain(`Result: ${match.state.result!.text}`);
    expect(text).toContain('matches the save');
    // One "== n." header per choice.
    expect(out.lines.filter((l) => /^== \d+\./.test(l))).toHaveLength(save.choices.length);
  });

  it('says so when the replayed state differs from the saved hash', () => {
    const { save } = savedMatch(4);
    const out = replayText(referenceGame, { ...save, stateHash: '0000000000000000' });
    expect(out.hashMatches).toBe(false);
    expect(out.lines.at(-1)).toContain('does NOT match');
  });

  it('names the first choice that no longer replays', () => {
    const { save } = savedMatch(5);
    const choices = save.choices.map((c, i) => (i === 1 ? { ...c, optionIds: ['fly'] } : c));
    expect(() => replayText(referenceGame, { ...save, choices })).toThrow(SaveFileError);
    expect(() => replayText(referenceGame, { ...save, choices })).toThrow(/choice 2 of \d+ does not replay/);
  });

  it('hides what a seat could not see when shown as that seat', () => {
    // Find a match where s1 scavenges, so a private card draw exists.
    let found: SaveFile | null = null;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const { save } = savedMatch(seed);
      if (save.choices.some((c) => c.seat === 's1' && c.optionIds[0] === 'scavenge')) found = save;
    }
    expect(found).not.toBeNull();
    const all = replayText(referenceGame, found!).lines.join('\n');
    const s2 = replayText(referenceGame, found!, { seat: 's2' }).lines.join('\n');
    expect(all).toMatch(/cardsDrawn.*cards=.*seen only by s1/);
    expect(s2).toMatch(/cardsDrawn\] deck=supply count=1/);
    expect(s2).not.toMatch(/seen only by/);
    expect(s2).toMatch(/s1 Ash \[ai\] decides \(chooseAction\)/);
    expect(() => replayText(referenceGame, found!, { seat: 's7' })).toThrow(UsageError);
  });
});

describe('parseSave', () => {
  it('explains what is wrong with a file in one line', () => {
    const { text } = savedMatch(6);
    const doc = JSON.parse(text) as { record: Record<string, unknown> };
    expect(parseSave(text).title).toBe('test match');
    expect(() => parseSave('{oops')).toThrow(/not valid JSON/);
    expect(() => parseSave('')).toThrow(SaveFileError);
    expect(() => parseSave('[]')).toThrow(/not an Apocalypse Tabletop save/);
    expect(() => parseSave(JSON.stringify({ format: 'something-else' }))).toThrow(/not an Apocalypse Tabletop save/);
    expect(() => parseSave(JSON.stringify({ ...doc, formatVersion: 9 }))).toThrow(/newer version/);
    expect(() => parseSave(JSON.stringify({ ...doc, record: { ...doc.record, seed: 'x' } }))).toThrow(/damaged: record\.seed/);
  });
});
