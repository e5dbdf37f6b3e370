/**
 * Camera presets that frame a DOOM map of `width` x `height` spaces: the whole
 * map from the player's side (overview), straight down (top), and a closer
 * follow view whose offset the follow camera keeps.
 */
import type { CameraPreset } from '../../table';

/** Tilt of the overview camera from straight down (radians). */
const OVERVIEW_TILT = 0.78;
/** Half the vertical field of view (the table's fov is 38 degrees) and the horizontal one at a 16:10 canvas (the board beside the side panel is wider still). */
const HALF_FOV_V = (19 * Math.PI) / 180;
const HALF_FOV_H = Math.atan(Math.tan(HALF_FOV_V) * 1.6);

/** Distance at which a camera sees `width` across and `depth` deep (flat on, with a margin). */
export function fitDistance(width: number, depth: number): number {
  return Math.max(width / 2 / Math.tan(HALF_FOV_H), depth / 2 / Math.tan(HALF_FOV_V)) + 0.5;
}

export function mapPresets(width: number, height: number): CameraPreset[] {
  // Seen at a tilt the map looks shallower (cos(tilt)), but its near edge comes closer and looms larger: 0.35 more.
  const d = fitDistance(width + 0.5, (height + 1) * (Math.cos(OVERVIEW_TILT) + 0.35));
  const top = fitDistance(width + 1, height + 1);
  return [
    { id: 'overview', label: 'Overview', position: [0, d * Math.cos(OVERVIEW_TILT), d * Math.sin(OVERVIEW_TILT) + 0.3], target: [0, 0, 0.3] },
    { id: 'follow', label: 'Follow', position: [0, 5.2, 4.4], target: [0, 0, 0] },
    { id: 'top', label: 'Top', position: [0, top, 0.01], target: [0, 0, 0] },
  ];
}
