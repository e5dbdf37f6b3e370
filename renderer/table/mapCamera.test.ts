import { describe, expect, it } from 'vitest';
import { fitDistance, mapPresets } from './mapCamera';

describe('map camera presets', () => {
  it('gives overview, follow and top, the overview looking down from the player side', () => {
    const p = mapPresets(16, 6);
    expect(p.map((x) => x.id)).toEqual(['overview', 'follow', 'top']);
    const o = p[0]!;
    expect(o.position[1]).toBeGreaterThan(0);
    expect(o.position[2]).toBeGreaterThan(o.target[2]);
  });

  it('stands further back for a bigger map', () => {
    expect(fitDistance(20, 20)).toBeGreaterThan(fitDistance(10, 10));
    const small = mapPresets(8, 8)[0]!.position;
    const big = mapPresets(20, 20)[0]!.position;
    expect(Math.hypot(...big)).toBeGreaterThan(Math.hypot(...small));
  });
});

describe('overview fit', () => {
  it('fits the whole board, edges and all, in a wide and a narrow canvas, filling one way', async () => {
    const { BOARD_MARGIN, fitOverview, project } = await import('./mapCamera');
    for (const aspect of [1.2, 2.2]) {
      const { position, target } = fitOverview(17, 6, aspect);
      const pts = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => project([sx * (8.5 + BOARD_MARGIN), 0, sz * (3 + BOARD_MARGIN)], position, target, aspect)));
      const maxX = Math.max(...pts.map((p) => Math.abs(p[0])));
      const maxY = Math.max(...pts.map((p) => Math.abs(p[1])));
      expect(maxX).toBeLessThanOrEqual(1);
      expect(maxY).toBeLessThanOrEqual(1);
      expect(Math.max(maxX, maxY)).toBeGreaterThan(0.85);
    }
    // A narrower window stands further back.
    const d = (a: number) => Math.hypot(...fitOverview(17, 6, a).position);
    expect(d(1.2)).toBeGreaterThan(d(2.2));
  });
});

describe('overview centring', () => {
  it('leaves as much room above the board as below it in a wide window', async () => {
    const { BOARD_MARGIN, fitOverview, project } = await import('./mapCamera');
    const aspect = 2.16;
    const { position, target } = fitOverview(17, 6, aspect);
    const ys = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => project([sx * (8.5 + BOARD_MARGIN), 0, sz * (3 + BOARD_MARGIN)], position, target, aspect)[1]));
    expect(Math.abs(Math.max(...ys) + Math.min(...ys))).toBeLessThan(0.2);
  });
});
