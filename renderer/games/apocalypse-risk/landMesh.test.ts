// The merged world land: one mesh whose triangles still name their territory (hover and clicks need it),
// repainted in place per territory (scorched land, the sides a shade darker) and lit per territory (targets).
import { describe, expect, it } from 'vitest';
import { Color } from 'three';
import { mergeLand, paintGlow, paintLand, SIDE_SHADE, territoryAtFace } from './landMesh';
import { worldShapes } from './worldShapes';

describe('merged land', () => {
  const world = worldShapes();
  const land = mergeLand(world);

  it('names a territory for every triangle, each territory owning its own run of them', () => {
    expect(land.ids).toHaveLength(world.territories.size);
    const triangles = land.body.getAttribute('position').count / 3;
    expect(land.bodyTriangle).toHaveLength(triangles);
    land.ids.forEach((id, t) => {
      const [start, count] = land.bodyRange[t]!;
      expect(count).toBeGreaterThan(0);
      expect(territoryAtFace(land, start / 3)).toBe(id);
      expect(territoryAtFace(land, (start + count) / 3 - 1)).toBe(id);
    });
    expect(territoryAtFace(land, undefined)).toBeNull();
    expect(territoryAtFace(land, triangles + 5)).toBeNull();
  });

  it('paints each territory its tint on top and a shade darker on the sides', () => {
    paintLand(land, (id) => (id === 'peru' ? '#ff0000' : '#00ff00'));
    const a = land.body.getAttribute('color').array;
    const t = land.ids.indexOf('peru');
    const [start, count] = land.bodyRange[t]!;
    const red = new Color('#ff0000');
    let sides = 0, tops = 0;
    for (let i = start; i < start + count; i++) {
      const k = land.side[i] ? SIDE_SHADE : 1;
      if (land.side[i]) sides++;
      else tops++;
      expect(a[i * 3]).toBeCloseTo(red.r * k);
      expect(a[i * 3 + 1]).toBeCloseTo(0);
    }
    expect(sides).toBeGreaterThan(0);
    expect(tops).toBeGreaterThan(0);
  });

  it('lights only the asked territories, and says whether any is lit', () => {
    expect(paintGlow(land, () => null)).toBe(false);
    expect(paintGlow(land, (id) => (id === 'peru' ? { colour: '#00ffff', opacity: 0.35 } : null))).toBe(true);
    const a = land.tops.getAttribute('color').array;
    land.ids.forEach((id, t) => {
      const [start, count] = land.topRange[t]!;
      for (let i = start; i < start + count; i++) expect(a[i * 4 + 3]).toBeCloseTo(id === 'peru' ? 0.35 : 0);
    });
  });
});
