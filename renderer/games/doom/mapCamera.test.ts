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
