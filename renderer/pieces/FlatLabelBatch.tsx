/**
 * Labels lying flat on the table (like FlatLabel) drawn as one mesh over one
 * atlas texture (labelAtlas.ts): forty territory names cost one draw call
 * instead of forty. Each label's top points towards -z, away from the
 * default camera, as FlatLabel's does.
 */
import { useEffect, useMemo } from 'react';
import { BufferGeometry, DoubleSide, Float32BufferAttribute, MeshBasicMaterial } from 'three';
import { labelAtlas } from './labelAtlas';
import { labelKey, type LabelStyle } from './labels';
import type { Vec3 } from './tween';

export interface FlatLabelItem {
  style: LabelStyle;
  position: Vec3;
  /** Height in board units. */
  size: number;
}

export function FlatLabelBatch({ items }: { items: readonly FlatLabelItem[] }) {
  const key = JSON.stringify(items);
  // `key` stands for `items`: a new array with the same labels is the same batch.
  const atlas = useMemo(() => labelAtlas(items.map((i) => i.style)), [key]);
  const geometry = useMemo(() => {
    const pos: number[] = [];
    const uv: number[] = [];
    const index: number[] = [];
    items.forEach((it, n) => {
      const e = atlas.entries.get(labelKey(it.style))!;
      const hw = (it.size * e.aspect) / 2, hh = it.size / 2;
      const [x, y, z] = it.position;
      const [u0, v0, u1, v1] = e.uv;
      // Corners bottom-left, bottom-right, top-right, top-left; the label's top is towards -z.
      pos.push(x - hw, y, z + hh, x + hw, y, z + hh, x + hw, y, z - hh, x - hw, y, z - hh);
      uv.push(u0, v0, u1, v0, u1, v1, u0, v1);
      index.push(n * 4, n * 4 + 1, n * 4 + 2, n * 4, n * 4 + 2, n * 4 + 3);
    });
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(pos, 3));
    g.setAttribute('uv', new Float32BufferAttribute(uv, 2));
    g.setIndex(index);
    g.computeBoundingSphere();
    return g;
  }, [atlas]);
  const material = useMemo(
    () => new MeshBasicMaterial({ map: atlas.texture, transparent: true, depthWrite: false, side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -4 }),
    [atlas],
  );
  useEffect(() => () => {
    geometry.dispose();
    material.dispose();
    atlas.dispose();
  }, [geometry, material, atlas]);
  if (items.length === 0) return null;
  return <mesh geometry={geometry} material={material} />;
}
