// The table's layout: quadrant gaps, Start Zones off the right edges, piles clear of the board.
import { describe, expect, it } from 'vitest';
import { START_PADS, TILES } from '../../../core/games/repossession/content/board';
import { axis, BOARD_HALF, CARD_WIDTH, GAP, padCentre, pileCentre, tableArea, tileCentre, TILE } from './layout';

describe('repossession layout', () => {
  it('puts a gap between the quadrants and none inside them', () => {
    expect(axis(1) - axis(0)).toBeCloseTo(1);
    expect(axis(5) - axis(4)).toBeCloseTo(1 + GAP);
    expect(axis(0)).toBeCloseTo(-axis(9));
    const [ax, , az] = tileCentre('A1');
    expect(ax).toBeLessThan(0);
    expect(az).toBeLessThan(0);
    expect(tileCentre('E5')[1]).toBeGreaterThan(tileCentre('A1')[1]);
  });

  it('puts Gaia\'s Start Zones north of the board and Xanadu\'s south, each by its column', () => {
    for (const p of START_PADS) {
      const [x, , z] = padCentre(p.id);
      const edge = tileCentre(TILES[p.tile]!.id);
      expect(x).toBeCloseTo(edge[0]);
      if (p.faction === 'gaia') expect(z).toBeLessThan(-BOARD_HALF);
      else expect(z).toBeGreaterThan(BOARD_HALF);
    }
  });

  it('lays the twelve piles beside the board without overlapping it or each other', () => {
    const spots = (['supplies', 'settlements', 'creatures', 'raids'] as const).flatMap((d) => ([1, 2, 3] as const).map((t) => pileCentre(d, t)));
    for (const [x] of spots) expect(Math.abs(x) - CARD_WIDTH / 2).toBeGreaterThan(BOARD_HALF);
    expect(new Set(spots.map((s) => s.join(','))).size).toBe(12);
    expect(pileCentre('supplies', 1)[0]).toBeLessThan(pileCentre('settlements', 1)[0]);
    const [w, d] = tableArea();
    expect(w).toBeGreaterThan(2 * BOARD_HALF + 2 * CARD_WIDTH);
    expect(d).toBeGreaterThan(2 * BOARD_HALF + TILE);
  });
});
