import { describe, expect, it } from 'vitest';
import { figureMaterials, roleMaterial } from './figureMaterials';
import { badgeLook, badgeRow, badgeText } from './badges';

describe('figure materials', () => {
  it('shares one material per colour for bodies and one per role otherwise', () => {
    expect(roleMaterial('body', '#AA0000')).toBe(roleMaterial('body', '#aa0000'));
    expect(roleMaterial('body', '#aa0000')).not.toBe(roleMaterial('body', '#00aa00'));
    expect(roleMaterial('trim', '#aa0000')).toBe(roleMaterial('trim', '#00aa00'));
    const mats = figureMaterials(['body', 'accent', 'eye'], '#123456');
    expect(mats).toHaveLength(3);
    expect(mats[0]!.color.getHexString()).toBe(roleMaterial('body', '#123456').color.getHexString());
    expect(mats[2]!.emissiveIntensity).toBeGreaterThan(0);
  });
});

describe('status badges', () => {
  it('gives known statuses their own letter and colour, and unknown ones a readable fallback', () => {
    expect(badgeLook('fire').letter).toBe('F');
    expect(badgeLook('fire').background).not.toBe(badgeLook('stun').background);
    expect(badgeLook('cursed').letter).toBe('C');
    expect(badgeText({ kind: 'fire', value: 3 })).toBe('F3');
    expect(badgeText({ kind: 'fire', value: 1 })).toBe('F');
  });

  it('centres a row of badges over the figure', () => {
    expect(badgeRow(1, 0.2)).toEqual([0]);
    const row = badgeRow(3, 0.2, 0);
    expect(row[0]).toBeCloseTo(-0.2);
    expect(row[2]).toBeCloseTo(0.2);
  });
});
