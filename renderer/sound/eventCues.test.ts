import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/engine/types';
import { doomSounds } from '../games/doom/sounds';
import { paSounds } from '../games/planet-apocalypse/sounds';
import { referenceSounds } from '../games/reference/sounds';
import { riskSounds } from '../games/apocalypse-risk/sounds';
import { maSounds } from '../games/maximum-apocalypse/sounds';
import { prfSounds } from '../games/repossession/sounds';
import { DEFAULT_GAME_SOUNDS } from './defaults';
import { COMMON_EVENT_SOUNDS, cueForEvent, PRIORITY, summaryCue } from './eventCues';
import { SOUND_IDS, type EventSound, type GameSounds, type SoundId } from './types';

const ev = (type: string, fields: Record<string, unknown> = {}): GameEvent => ({ type, ...fields }) as GameEvent;

const table: GameSounds = {
  events: {
    doorOpened: 'door',
    moved: null,
    spawned: { cases: [{ where: { kind: 'token' }, sound: 'spawn', gain: 0.5 }, { where: { kind: 'nothing' }, sound: null }], otherwise: 'spawn', gain: 0.8 },
  },
  ambience: DEFAULT_GAME_SOUNDS.ambience,
};

describe('which sound an event makes', () => {
  it("takes the game's own sound first, then the table's common one, else silence", () => {
    expect(cueForEvent(ev('doorOpened'), table)).toEqual({ id: 'door', gain: 1 });
    expect(cueForEvent(ev('killed'), table)).toEqual({ id: 'kill', gain: 1 });
    expect(cueForEvent(ev('cardsDrawn'), null)).toEqual({ id: 'card', gain: 0.6 });
    expect(cueForEvent(ev('somethingNoSoundKnows'), table)).toBeNull();
  });

  it('lets a game silence a common event with null', () => {
    expect(cueForEvent(ev('moved'), null)).toEqual({ id: 'move', gain: 1 });
    expect(cueForEvent(ev('moved'), table)).toBeNull();
  });

  it("matches cases on the event's fields, first match wins, gains multiply", () => {
    expect(cueForEvent(ev('spawned', { kind: 'token' }), table)).toEqual({ id: 'spawn', gain: 0.4 });
    expect(cueForEvent(ev('spawned', { kind: 'nothing' }), table)).toBeNull();
    expect(cueForEvent(ev('spawned', { kind: 'demon' }), table)).toEqual({ id: 'spawn', gain: 0.8 });
  });

  it("sounds the enemy turn for any event of the enemy's, and leaves a shown throw to its clatter", () => {
    expect(cueForEvent(ev('doorOpened', { enemy: true }), table)).toEqual({ id: 'enemyTurn', gain: 1 });
    expect(cueForEvent(ev('diceRolled'), table)).toBeNull();
  });

  it('gives one summary cue for a batch at instant speed: the most telling event, a throw as a rattle', () => {
    expect(summaryCue([ev('moved'), ev('killed'), ev('cardPlayed')], null)).toEqual({ id: 'kill', gain: 1 });
    expect(summaryCue([ev('moved'), ev('diceRolled')], null)).toEqual({ id: 'dice', gain: 0.8 });
    expect(summaryCue([ev('moved'), ev('turnStarted', { enemy: true })], null)!.id).toBe('enemyTurn');
    expect(summaryCue([], null)).toBeNull();
    // Every sound has a rank.
    expect(Object.keys(PRIORITY).sort()).toEqual([...SOUND_IDS].sort());
  });
});

/** Every event type a game's core emits: its `type: '...'` literals, and the engine's own (cards drawn, game over). */
function coreEventTypes(gameId: string): Set<string> {
  const types = new Set<string>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/type: '(\w+)'/g)) types.add(m[1]!);
    }
  };
  walk(join(process.cwd(), 'core/games', gameId));
  for (const m of readFileSync(join(process.cwd(), 'core/engine/context.ts'), 'utf8').matchAll(/type: '(\w+)'/g)) types.add(m[1]!);
  return types;
}

function soundsOf(rule: EventSound): (SoundId | null)[] {
  if (rule === null || typeof rule === 'string') return [rule];
  return [rule.otherwise, ...(rule.cases ?? []).map((c) => c.sound)];
}

describe("the games' sound tables (data)", () => {
  const games: [string, GameSounds][] = [
    ['reference', referenceSounds], ['planet-apocalypse', paSounds], ['doom', doomSounds],
    ['apocalypse-risk', riskSounds], ['maximum-apocalypse', maSounds], ['repossession', prfSounds],
  ];

  it.each(games)('%s names only sounds the table has, for events its core really emits, with sane gains', (gameId, sounds) => {
    const emitted = coreEventTypes(gameId);
    for (const [type, rule] of Object.entries(sounds.events)) {
      expect(emitted, `${gameId} has no event ${type}`).toContain(type);
      for (const id of soundsOf(rule)) if (id !== null) expect(SOUND_IDS).toContain(id);
      if (rule && typeof rule === 'object') for (const g of [rule.gain, ...(rule.cases ?? []).map((c) => c.gain)]) if (g !== undefined) expect(g).toBeGreaterThan(0);
    }
    expect(sounds.ambience.layers.length).toBeGreaterThan(0);
    for (const l of sounds.ambience.layers) expect(l.level).toBeGreaterThan(0);
  });

  it('the common table names only known sounds', () => {
    for (const rule of Object.values(COMMON_EVENT_SOUNDS)) for (const id of soundsOf(rule)) if (id !== null) expect(SOUND_IDS).toContain(id);
  });

  it('each game has its own ambient bed', () => {
    const names = games.map(([, s]) => s.ambience.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
