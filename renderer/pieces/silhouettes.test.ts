import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { SILHOUETTE_IDS, SILHOUETTES, isSilhouetteId, silhouetteGeometry } from './silhouettes';
import { BASE_TOP } from './geometryParts';

describe('silhouette registry', () => {
  it('has at least twelve silhouettes, each with a description', () => {
    expect(SILHOUETTE_IDS.length).toBeGreaterThanOrEqual(12);
    for (const id of SILHOUETTE_IDS) expect(SILHOUETTES[id].description.length).toBeGreaterThan(10);
    expect(isSilhouetteId('hero')).toBe(true);
    expect(isSilhouetteId('toString')).toBe(false);
  });

  it.each(SILHOUETTE_IDS)('%s builds one geometry with a draw group per material role', (id) => {
    const built = silhouetteGeometry(id);
    const pos = built.geometry.getAttribute('position');
    expect(pos.count).toBeGreaterThan(100);
    expect(built.geometry.getAttribute('normal').count).toBe(pos.count);
    expect(built.geometry.groups.length).toBe(built.roles.length);
    expect(new Set(built.roles).size).toBe(built.roles.length);
    // Every figure has a team-coloured part and the dark base.
    expect(built.roles).toContain('body');
    expect(built.roles).toContain('accent');
    for (let i = 0; i < pos.count * 3; i++) expect(Number.isFinite(pos.array[i])).toBe(true);
    // Stands on the table, rises above its base, and fits its footprint (with a little overhang allowed).
    const bb = built.geometry.boundingBox!;
    expect(bb.min.y).toBeGreaterThanOrEqual(-1e-6);
    expect(bb.max.y).toBeGreaterThan(BASE_TOP + 0.2);
    expect(built.height).toBeCloseTo(bb.max.y);
    const [w, d] = SILHOUETTES[id].footprint;
    expect(bb.max.x - bb.min.x).toBeLessThan(w * 1.6);
    expect(bb.max.z - bb.min.z).toBeLessThan(d * 1.6);
  });

  it('is built once and shared', () => {
    expect(silhouetteGeometry('imp')).toBe(silhouetteGeometry('imp'));
  });

  it('gives every silhouette its own outline: bounding boxes differ pairwise', () => {
    const sizes = SILHOUETTE_IDS.map((id) => ({ id, size: silhouetteGeometry(id).geometry.boundingBox!.getSize(new Vector3()) }));
    for (let i = 0; i < sizes.length; i++) {
      for (let j = i + 1; j < sizes.length; j++) {
        const a = sizes[i]!.size;
        const b = sizes[j]!.size;
        const diff = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));
        expect(diff, `${sizes[i]!.id} vs ${sizes[j]!.id}`).toBeGreaterThan(0.03);
      }
    }
  });

  it('keeps the low bodies low and the big ones big', () => {
    const h = (id: Parameters<typeof silhouetteGeometry>[0]) => silhouetteGeometry(id).height;
    expect(h('blob')).toBeLessThan(h('soldier') * 0.6);
    expect(h('crawler')).toBeLessThan(h('soldier') * 0.6);
    expect(h('imp')).toBeLessThan(h('soldier'));
    expect(h('giant')).toBeGreaterThan(h('marine') * 1.4);
  });
});
