/**
 * Camera presets for the Planet Repossession Force table. The board shares
 * the canvas with the dice tray, so from DOOM's overview angle the far rows
 * were squashed and the tier marks, tile names and pile counts could not be
 * read; the overview here looks down more steeply (the figures still stand
 * up in view), fitted to the canvas the same way. Follow and top are DOOM's.
 */
import type { CameraPreset } from '../../table';
import { fitOverview, mapPresets } from '../../table/mapCamera';

/** Tilt of the overview from straight down (radians); DOOM's is 0.72. */
export const PRF_OVERVIEW_TILT = 0.42;

/** Presets for an area (board, pads, piles and tray, with a unit of margin each side) in a canvas of `aspect`. */
export function prfPresets([w, d]: [number, number], aspect: number): CameraPreset[] {
  const overview = fitOverview(w - 2, d - 2, aspect, PRF_OVERVIEW_TILT);
  return mapPresets(w - 2, d - 2, aspect).map((p) => (p.id === 'overview' ? { ...p, ...overview } : p));
}
