// The overview looks down more steeply than DOOM's and still sees the board, pads and piles whole.
import { describe, expect, it } from 'vitest';
import { mapPresets, project } from '../../table/mapCamera';
import { prfPresets } from './camera';
import { tableArea } from './layout';

type V = [number, number, number];
const tiltOf = (p: { position: V; target: V }) =>
  Math.atan2(Math.hypot(p.position[0] - p.target[0], p.position[2] - p.target[2]), p.position[1] - p.target[1]);

describe('repossession camera', () => {
  // The area the table frames, as PrfScene passes it: the board, pads and piles (no dice tray beside them any more).
  const area = tableArea();
  // About a 1600x900 window's canvas beside the side column.
  const aspect = 1200 / 815;

  it('looks down more steeply than DOOM, with every corner of the area on screen', () => {
    const ours = prfPresets(area, aspect).find((p) => p.id === 'overview')!;
    const doom = mapPresets(area[0] - 2, area[1] - 2, aspect).find((p) => p.id === 'overview')!;
    expect(tiltOf(ours)).toBeLessThan(tiltOf(doom) - 0.2);
    for (const x of [-area[0] / 2, area[0] / 2]) {
      for (const z of [-area[1] / 2 + 1, area[1] / 2 - 1]) {
        const [sx, sy] = project([x + (x < 0 ? 1 : -1), 0, z], ours.position, ours.target, aspect);
        expect(Math.abs(sx)).toBeLessThanOrEqual(1);
        expect(Math.abs(sy)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps the follow and top views', () => {
    const ids = prfPresets(area, aspect).map((p) => p.id);
    expect(ids).toEqual(['overview', 'follow', 'top']);
  });
});
