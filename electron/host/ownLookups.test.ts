/**
 * Names from outside (a request, a save file) pick bots by own property only:
 * `constructor`, `__proto__` and `toString` exist on every object, and a
 * plain `bots[name]` lookup took them for bots (issue 29, item 6).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../core/engine/match';
import { planetApocalypse } from '../../core/games/planet-apocalypse';
import { referenceGame } from '../../core/games/reference';
import { MatchManager } from './matchManager';
import { AUTOSAVE_FILE, SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => { tmp = tempDir(); });
afterEach(() => tmp.remove());

describe('bot ids that every object has', () => {
  it.each(INHERITED)('newGame refuses the bot "%s" with a clear error', async (bot) => {
    const manager = new MatchManager({ log: () => {} });
    await expect(manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: { type: 'ai', bot } }, 1))
      .rejects.toMatchObject({ code: 'bad-request', message: `Last Light (reference game) has no bot "${bot}".` });
    expect(manager.match).toBeNull();
  });

  it.each(INHERITED)('a save naming the bot "%s" is refused at load, not at that seat\'s turn', async (bot) => {
    const saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test', log: () => {} });
    const manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    await playHumanChoices(manager, 2);
    const text = readFileSync(join(saves.dir, AUTOSAVE_FILE), 'utf8');
    writeFileSync(join(saves.dir, 'edited.json'), text.replace('"bot":"steady"', `"bot":${JSON.stringify(bot)}`));
    await expect(saves.load('edited.json')).rejects.toThrow(`played by the bot "${bot}", which Last Light (reference game) does not have`);
  });

  it.each(INHERITED)('Match.decideAi says the game has no bot "%s" instead of calling a non-bot', (bot) => {
    const match = Match.start(referenceGame, { gameId: 'reference', options: { players: 2 }, controllers: { s1: { type: 'ai', bot }, s2: STEADY }, seed: 1 });
    expect(() => match.decideAi()).toThrow(`reference has no bot "${bot}".`);
  });

  it.each(INHERITED)('options naming "%s" (Planet Apocalypse\'s map, looked up with `in`) are refused at newGame and in a save', async (name) => {
    const manager = new MatchManager({ log: () => {} });
    const options = { ...planetApocalypse.defaultOptions, map: name };
    await expect(manager.newGame('planet-apocalypse', options, { h1: HUMAN }, 1))
      .rejects.toMatchObject({ code: 'bad-request', message: 'Invalid options for Planet Apocalypse: map: not a name this game knows.' });
    const saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: '0.0.0-test', log: () => {} });
    const host = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
    await host.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const text = readFileSync(join(saves.dir, AUTOSAVE_FILE), 'utf8');
    writeFileSync(join(saves.dir, 'opts.json'), text.replace('"options":{"players":2}', `"options":{"players":2,"x":${JSON.stringify(name)}}`));
    await expect(saves.load('opts.json')).rejects.toThrow(/game options are not valid: x: not a name this game knows/);
  });
});
