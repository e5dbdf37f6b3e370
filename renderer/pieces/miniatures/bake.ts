/**
 * Bakes painted parts into one geometry: positions and normals merged, and
 * per vertex its paint's colour (linear, as three's vertex colours are), its
 * `tint` (how much team colour the shader mixes in) and its `glow`. One
 * geometry per miniature type, one draw call per figure (or per type, when
 * instanced: MiniatureBatch).
 */
import { BufferAttribute, BufferGeometry, Color, Float32BufferAttribute } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Part } from '../geometryParts';
import { PAINTS, type Paint } from './paints';

export type PaintedPart = Part<Paint>;

export function bakeParts(parts: PaintedPart[]): BufferGeometry {
  const geos: BufferGeometry[] = [];
  for (const part of parts) {
    const geo = part.geo.index ? part.geo.toNonIndexed() : part.geo;
    // Only the attributes every part has survive the merge; uvs are not needed (no textures).
    for (const name of Object.keys(geo.attributes)) if (name !== 'position' && name !== 'normal') geo.deleteAttribute(name);
    const n = geo.getAttribute('position').count;
    const look = PAINTS[part.role];
    const c = new Color(look.colour);
    const colour = new Float32Array(n * 3);
    const tint = new Float32Array(n).fill(look.tint);
    const glow = new Float32Array(n).fill(look.glow);
    for (let i = 0; i < n; i++) colour.set([c.r, c.g, c.b], i * 3);
    geo.setAttribute('color', new BufferAttribute(colour, 3));
    geo.setAttribute('tint', new Float32BufferAttribute(tint, 1));
    geo.setAttribute('glow', new Float32BufferAttribute(glow, 1));
    geos.push(geo);
    if (geo !== part.geo) part.geo.dispose();
  }
  const merged = mergeGeometries(geos, false);
  if (!merged) throw new Error('Could not merge a miniature.');
  for (const g of geos) g.dispose();
  merged.computeBoundingBox();
  merged.computeBoundingSphere();
  return merged;
}
