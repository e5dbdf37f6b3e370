import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { MAPS } from '../../core/games/planet-apocalypse/content';
import { MISSIONS as MISSION_LIST } from '../../core/games/doom/content/missions';
import { mapPresets } from './mapCamera';
import { mapLayout as doomLayout } from '../games/doom/mapLayout';
import { presetsFor } from '../games/planet-apocalypse/cameraFit';
import { mapLayout as paLayout } from '../games/planet-apocalypse/mapLayout';
import { defaultPresets, findPreset, OVERVIEW } from './cameraPresets';
import { D6_EDGE, stripCorners } from './diceStrip';
import { layoutDice, MIN_DIE_PX, projectedDieHeight, screenPoint, TABLE_FOV_DEG } from './dieProjection';

/**
 * The table canvases in a 1600 x 900 window: the board column is the window
 * less the 360 px side panel and 2 x 16 px padding; Planet Apocalypse's table
 * is 58vh tall, DOOM's 62vh (pa.css, DoomBoard.tsx). The e2e screenshots
 * check these sizes in the real page.
 */
const PA_CANVAS: [number, number] = [1208, 522];
const DOOM_CANVAS: [number, number] = [1208, 558];

describe('screenPoint', () => {
  it('projects as three.js does', () => {
    const cam = new PerspectiveCamera(TABLE_FOV_DEG, 1208 / 522, 0.1, 400);
    cam.position.set(3, 14, 9);
    cam.lookAt(1, 0, 0.5);
    cam.updateMatrixWorld();
    for (const p of [[0, 0, 0], [4, 1, -3], [-6, 0.5, 5]] as [number, number, number][]) {
      const v = new Vector3(...p).project(cam);
      const [x, y] = screenPoint(p, { position: [3, 14, 9], target: [1, 0, 0.5] }, TABLE_FOV_DEG, [1208, 522]);
      expect(x).toBeCloseTo(((v.x + 1) / 2) * 1208, 6);
      expect(y).toBeCloseTo(((1 - v.y) / 2) * 522, 6);
    }
  });

  it('a die looks smaller further away and bigger when it is bigger', () => {
    const cam = { position: [0, 10, 10] as [number, number, number], target: [0, 0, 0] as [number, number, number] };
    const near = projectedDieHeight(1, [0, 0, 3], cam, TABLE_FOV_DEG, 900);
    expect(projectedDieHeight(1, [0, 0, -3], cam, TABLE_FOV_DEG, 900)).toBeLessThan(near);
    // Twice the size is about twice as tall (not exactly: its top is nearer the camera).
    expect(projectedDieHeight(2, [0, 0, 3], cam, TABLE_FOV_DEG, 900) / near).toBeGreaterThan(1.9);
    expect(projectedDieHeight(2, [0, 0, 3], cam, TABLE_FOV_DEG, 900) / near).toBeLessThan(2.1);
  });
});

/** Every die at least 45 px tall from the overview, and the whole tray on screen. */
function checkLayout(board: [number, number], fit: (size: [number, number]) => ReturnType<typeof defaultPresets>, canvas: [number, number]) {
  const l = layoutDice(board, fit, canvas[1]);
  const overview = findPreset(l.presets, OVERVIEW)!;
  expect(l.diePx).toBeGreaterThanOrEqual(MIN_DIE_PX);
  for (const c of stripCorners(l.strip)) {
    expect(projectedDieHeight(D6_EDGE * l.strip.scale, c, overview, TABLE_FOV_DEG, canvas[1])).toBeGreaterThanOrEqual(MIN_DIE_PX);
  }
  for (const c of stripCorners(l.strip, 0)) {
    const [x, y] = screenPoint(c, overview, TABLE_FOV_DEG, canvas);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(canvas[0]);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(canvas[1]);
  }
  // Not needlessly big either: the dice stay near the 45 px floor.
  expect(l.diePx).toBeLessThan(MIN_DIE_PX * 1.2);
  return l;
}

describe('layoutDice', () => {
  it('Planet Apocalypse: every map\'s overview shows every die at least 45 px tall in a 1600x900 window', () => {
    for (const map of Object.values(MAPS)) {
      const size = paLayout(map).size;
      checkLayout(size, (s) => presetsFor(s, PA_CANVAS[0] / PA_CANVAS[1]), PA_CANVAS);
    }
  });

  it('DOOM: every mission\'s overview shows every die at least 45 px tall in a 1600x900 window', () => {
    for (const m of MISSION_LIST) {
      const l = doomLayout(m.map);
      checkLayout([l.width + 2, l.height + 2], (s) => mapPresets(s[0] - 2, s[1] - 2), DOOM_CANVAS);
    }
  });

  it('the default presets frame the strip too', () => {
    checkLayout([10, 8], (s) => defaultPresets(...s), [1208, 540]);
  });

  it('puts the tray right of the board on free felt', () => {
    const l = layoutDice([20, 14], (s) => defaultPresets(...s), 540);
    const left = l.strip.centre[0] - l.strip.footprint[0] / 2;
    expect(left).toBeGreaterThan(10);
    expect(l.area.size[0]).toBeGreaterThan(20 + l.strip.footprint[0]);
  });
});
