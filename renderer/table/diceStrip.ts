/**
 * Where a game's dice land: a strip of felt to the right of the board (+x)
 * holding the physics tray, turned so its long side runs along the board's
 * depth and the dice fly away from the player. Pure numbers, so the camera
 * presets can frame the board and the strip together and the tests can
 * check the die size from the camera (dieProjection.ts).
 *
 * A throw is simulated in tray units (a d6 is about one unit wide); the strip
 * draws it scaled by `scale`, a uniform scale, turned about the vertical
 * only, so every die still reads the face the physics landed.
 */
import { TRAY } from '../dice/trayArea';
import { FOLLOW, type CameraPreset, type Vec3 } from './cameraPresets';

/** Felt between the board's edge and the tray's rim, in table units. */
export const DICE_GAP = 0.8;
/** Edge of a d6 in tray units (circumradius 0.85): the size the 45 px rule is checked on. */
export const D6_EDGE = (2 * 0.85) / Math.sqrt(3);

export interface DiceStrip {
  /** Centre of the tray's floor on the table. */
  centre: Vec3;
  /** Turn about y from tray axes to table axes (the tray's long x side runs along the table's z). */
  rotationY: number;
  /** Table units per tray unit. */
  scale: number;
  /** The tray's size on the table: [along x, along z]. */
  footprint: [number, number];
}

export function diceStrip([width]: [number, number], scale: number): DiceStrip {
  const footprint: [number, number] = [TRAY.depth * scale, TRAY.width * scale];
  return { centre: [width / 2 + DICE_GAP + footprint[0] / 2, 0, 0], rotationY: Math.PI / 2, scale, footprint };
}

/** The rectangle covering the board (centred on the origin) and the strip: what the table and camera frame. */
export function framedArea([width, depth]: [number, number], strip: DiceStrip): { size: [number, number]; centre: [number, number] } {
  const minX = -width / 2;
  // Some felt beyond the rim too: the near corner of the tray looms wider than a flat-on fit expects.
  const maxX = strip.centre[0] + strip.footprint[0] / 2 + 1.5 * DICE_GAP;
  const halfZ = Math.max(depth / 2, strip.footprint[1] / 2);
  return { size: [maxX - minX, 2 * halfZ], centre: [(minX + maxX) / 2, 0] };
}

/** Presets fitted to an area centred on the origin, moved to look at the area's real centre (the follow view is an offset and stays). */
export function shiftPresets(presets: readonly CameraPreset[], [dx, dz]: [number, number]): CameraPreset[] {
  return presets.map((p) =>
    p.id === FOLLOW
      ? p
      : { ...p, position: [p.position[0] + dx, p.position[1], p.position[2] + dz], target: [p.target[0] + dx, p.target[1], p.target[2] + dz] },
  );
}

/** The tray's four floor corners on the table, pulled in by `inset` tray units (where the outermost dice can rest). */
export function stripCorners(strip: DiceStrip, inset = 0.6): Vec3[] {
  const hx = strip.footprint[0] / 2 - inset * strip.scale;
  const hz = strip.footprint[1] / 2 - inset * strip.scale;
  const [cx, , cz] = strip.centre;
  return [
    [cx - hx, 0, cz - hz],
    [cx + hx, 0, cz - hz],
    [cx - hx, 0, cz + hz],
    [cx + hx, 0, cz + hz],
  ];
}
