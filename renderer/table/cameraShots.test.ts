import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/engine/types';
import type { Beat } from '../timeline/beats';
import { frameAll, shotFrom, type ShotFocus } from './cameraShots';

const view = { seat: null, game: {} } as unknown as Beat['view'];
const beat = (event: GameEvent): Beat => ({ event, view });
/** Each test event names where it happens with x and z. */
const focusOf = (b: Beat): ShotFocus | null =>
  typeof b.event.x === 'number' ? { at: [b.event.x, 0, (b.event.z as number) ?? 0], distance: 6.5 } : null;
const limits = { maxDistance: 13 };

describe('camera shots', () => {
  it('frames a horde of minions moving in one part of the turn once, not once per figure', () => {
    const beats = [
      beat({ type: 'phaseStarted', segment: 'Minions move', text: 'Minions move.' }),
      ...[0, 1, 2, 3, 4, 5].map((i) => beat({ type: 'moved', figure: `m${i}`, x: i, z: i % 2 })),
    ];
    const shot = shotFrom(beats, 0, focusOf, limits);
    expect(shot.beats).toHaveLength(7);
    // The middle of the spread (x 0..5, z 0..1), back far enough for all of it.
    expect(shot.focus!.at).toEqual([2.5, 0, 0.5]);
    expect(shot.focus!.distance).toBeCloseTo(Math.hypot(5, 1) * 1.3 + 3);
  });

  it('starts a new shot where a new part of the turn is named, an enemy turn opens or the game says so', () => {
    const beats = [
      beat({ type: 'moved', x: 0, z: 0, segment: 'Minions move' }),
      beat({ type: 'moved', x: 1, z: 0 }),
      beat({ type: 'spawned', x: 2, z: 0, segment: 'Spawn' }),
      beat({ type: 'spawned', x: 3, z: 0, enemy: true }),
      beat({ type: 'demonActivated', x: 3, z: 0 }),
    ];
    expect(shotFrom(beats, 0, focusOf, limits).beats).toHaveLength(2);
    expect(shotFrom(beats, 2, focusOf, limits).beats).toHaveLength(1);
    const opens = (b: Beat) => b.event.type === 'demonActivated';
    expect(shotFrom(beats, 3, focusOf, { ...limits, opens }).beats).toHaveLength(1);
    expect(shotFrom(beats, 3, focusOf, limits).beats).toHaveLength(2);
  });

  it('moves again when what happens next would not fit the frame', () => {
    const beats = [beat({ type: 'moved', x: 0, z: 0 }), beat({ type: 'moved', x: 3, z: 0 }), beat({ type: 'moved', x: 20, z: 0 })];
    const shot = shotFrom(beats, 0, focusOf, limits);
    expect(shot.beats.map((b) => b.event.x)).toEqual([0, 3]);
    expect(shotFrom(beats, 2, focusOf, limits).focus!.at).toEqual([20, 0, 0]);
  });

  it('takes log lines and dice with no place of their own into the shot around them', () => {
    const beats = [beat({ type: 'log', text: 'The Imp attacks.' }), beat({ type: 'diceRolled' }), beat({ type: 'damaged', x: 4, z: 2 })];
    const shot = shotFrom(beats, 0, focusOf, limits);
    expect(shot.beats).toHaveLength(3);
    expect(shot.focus!.at).toEqual([4, 0, 2]);
  });

  it('keeps one place as the game frames it alone', () => {
    const one: ShotFocus = { at: [1, 2, 3], distance: 9 };
    expect(frameAll([one], limits)).toBe(one);
    expect(frameAll([], limits)).toBeNull();
  });
});
