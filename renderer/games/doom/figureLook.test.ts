import { describe, expect, it } from 'vitest';
import { DEMONS } from '../../../core/games/doom/content/demons';
import { palette } from '../../lib/palette';
import { SILHOUETTES } from '../../pieces';
import { DEMON_LOOKS, demonColour, figureBadges, healthLeft, placeFigure, type FigureLike } from './figureLook';
import { footprintCentre } from './tableCoords';

const grid = { width: 12, height: 8 };
const fig = (over: Partial<FigureLike>): FigureLike => ({
  id: 'f', side: 'demon', type: 'imp', at: '2,2', size: 'small', facing: 'h', flying: false, damage: 0, stunned: false, ...over,
});

describe('figure looks', () => {
  it('has a look for every demon type in the content', () => {
    for (const d of DEMONS) expect(DEMON_LOOKS[d.id], d.id).toBeTruthy();
  });

  it('stands a marine as a marine and a demon by its type', () => {
    expect(placeFigure(fig({ side: 'marine', type: 'alpha' }), grid).silhouette).toBe('marine');
    expect(placeFigure(fig({ type: 'imp' }), grid).silhouette).toBe('imp');
    expect(placeFigure(fig({ type: 'mancubus', size: 'large2' }), grid).silhouette).toBe('tank');
    expect(placeFigure(fig({ type: 'cyberdemon', size: 'large6' }), grid).silhouette).toBe('behemoth');
  });

  it('centres a large base over all its spaces and fits it inside them', () => {
    for (const facing of ['h', 'v'] as const) {
      const f = fig({ type: 'mancubus', size: 'large2', facing });
      const p = placeFigure(f, grid);
      expect(p.position).toEqual(footprintCentre('2,2', 'large2', facing, grid, p.position[1]));
      expect(p.base).toEqual(facing === 'h' ? [2, 1] : [1, 2]);
      const [fw, fd] = SILHOUETTES.tank.footprint;
      // The tank is long in z: lying along x on a wide base means a quarter turn.
      const turned = Math.abs(Math.sin(p.facing)) > 0.5;
      const [w, d] = turned ? [fd, fw] : [fw, fd];
      expect(w * p.scale).toBeLessThanOrEqual(p.base[0]);
      expect(d * p.scale).toBeLessThanOrEqual(p.base[1]);
      expect(Math.max(w * p.scale, d * p.scale)).toBeGreaterThan(1.4);
    }
  });

  it('makes the six-space demon much bigger than a small one', () => {
    const big = placeFigure(fig({ type: 'cyberdemon', size: 'large6' }), grid);
    const small = placeFigure(fig({ type: 'possessed' }), grid);
    expect(big.scale * SILHOUETTES.behemoth.footprint[0]).toBeGreaterThan(2 * small.scale * SILHOUETTES.zombie.footprint[0]);
  });

  it('shows health left and stun and Glory Kill badges', () => {
    expect(healthLeft(fig({ side: 'marine', damage: 3 }), 10)).toBe(7);
    // The view keeps a marine's damage on the marine: the badge reads that, not the figure's 0.
    expect(healthLeft(fig({ side: 'marine', damage: 0 }), 10, 8)).toBe(2);
    const imp = DEMONS.find((d) => d.id === 'imp')!;
    expect(healthLeft(fig({ damage: 1 }), 10)).toBe(imp.health - 1);
    expect(figureBadges(fig({ stunned: true })).map((b) => b.kind)).toEqual(['stun']);
    expect(figureBadges(fig({ damage: imp.stagger })).map((b) => b.kind)).toContain('glory');
    expect(figureBadges(fig({ damage: imp.stagger - 1 }))).toEqual([]);
    expect(figureBadges(fig({ damage: imp.stagger - 1 }), 1).map((b) => b.kind)).toEqual(['glory']);
    expect(figureBadges(fig({ side: 'marine', damage: 9 }))).toEqual([]);
    expect(figureBadges(fig({ activated: true }), 0, 'imp').map((b) => b.kind)).toEqual(['activated']);
    expect(figureBadges(fig({ activated: true }), 0, 'pinky')).toEqual([]);
  });

  it('colours a demon type the same way every time, from the palette', () => {
    const pal = palette(true);
    expect(demonColour('imp', pal)).toBe(demonColour('imp', pal));
    expect(pal.enemies).toContain(demonColour('cyberdemon', pal));
  });
});

describe('small figures', () => {
  it('stand a little larger than natural but inside their space', () => {
    for (const type of Object.keys(DEMON_LOOKS)) {
      const p = placeFigure(fig({ type }), grid);
      if (DEMONS.find((d) => d.id === type)?.size !== 'small') continue;
      const [w, d] = SILHOUETTES[p.silhouette].footprint;
      expect(Math.max(w, d) * p.scale, type).toBeLessThanOrEqual(0.9 + 1e-9);
    }
    expect(placeFigure(fig({ side: 'marine', type: 'alpha' }), grid).scale).toBeGreaterThan(1);
  });
});
