/**
 * Labels that face the camera (like Label's sprites) drawn as one mesh over
 * one atlas texture (labelAtlas.ts): the count badges of a hundred figures
 * cost one draw call instead of a hundred. The quads are turned to the camera
 * on the CPU before each drawn frame (a few hundred vertices).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, MeshBasicMaterial, Vector3 } from 'three';
import { labelAtlas } from './labelAtlas';
import { labelKey, type LabelStyle } from './labels';
import { useLabelOnTop } from './labelsOnTop';
import type { Vec3 } from './tween';

export interface BillboardItem {
  style: LabelStyle;
  position: Vec3;
  /** Height in board units. */
  size: number;
}

/** Corner offsets of a quad in its own plane (x right, y up), bottom-left first. */
const CORNERS = [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]] as const;
const right = new Vector3();
const up = new Vector3();

export function LabelBillboards({ items, onTop: asked = false }: { items: readonly BillboardItem[]; onTop?: boolean }) {
  // Over everything, except while a throw's tray is in view (labelsOnTop.ts): the material is kept and told.
  const onTop = useLabelOnTop(asked);
  const key = JSON.stringify(items);
  // `key` stands for `items`: a new array with the same labels is the same batch.
  const atlas = useMemo(() => labelAtlas(items.map((i) => i.style)), [key]);
  const built = useMemo(() => {
    const uv: number[] = [];
    const index: number[] = [];
    // Per vertex: the label's centre and its corner offset in board units.
    const centre: number[] = [];
    const offset: number[] = [];
    items.forEach((it, n) => {
      const e = atlas.entries.get(labelKey(it.style))!;
      const [u0, v0, u1, v1] = e.uv;
      for (const [cx, cy] of CORNERS) {
        centre.push(...it.position);
        offset.push(cx * it.size * e.aspect, cy * it.size);
      }
      uv.push(u0, v0, u1, v0, u1, v1, u0, v1);
      index.push(n * 4, n * 4 + 1, n * 4 + 2, n * 4, n * 4 + 2, n * 4 + 3);
    });
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(new Float32Array(centre.length), 3));
    g.setAttribute('uv', new Float32BufferAttribute(uv, 2));
    g.setIndex(index);
    return { geometry: g, centre, offset };
  }, [atlas]);
  const material = useMemo(() => new MeshBasicMaterial({ map: atlas.texture, transparent: true, depthWrite: false }), [atlas]);
  material.depthTest = !onTop;
  useEffect(() => () => {
    built.geometry.dispose();
    material.dispose();
    atlas.dispose();
  }, [built, material, atlas]);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [onTop, invalidate]);

  useFrame(({ camera }) => {
    // Brought up to date here: the camera rig may have moved it this frame, after the last render computed its matrix.
    camera.updateMatrixWorld();
    // The camera's own right and up axes: every quad lies in a plane parallel to the screen, as a sprite does.
    right.setFromMatrixColumn(camera.matrixWorld, 0).normalize();
    up.setFromMatrixColumn(camera.matrixWorld, 1).normalize();
    const pos = built.geometry.getAttribute('position') as Float32BufferAttribute;
    const a = pos.array as Float32Array;
    const { centre, offset } = built;
    for (let v = 0; v < centre.length / 3; v++) {
      const ox = offset[v * 2]!, oy = offset[v * 2 + 1]!;
      a[v * 3] = centre[v * 3]! + right.x * ox + up.x * oy;
      a[v * 3 + 1] = centre[v * 3 + 1]! + right.y * ox + up.y * oy;
      a[v * 3 + 2] = centre[v * 3 + 2]! + right.z * ox + up.z * oy;
    }
    pos.needsUpdate = true;
  });
  if (items.length === 0) return null;
  // Not culled: the positions move with the camera, and the labels sit over the board the camera looks at anyway.
  return <mesh geometry={built.geometry} material={material} frustumCulled={false} renderOrder={onTop ? 20 : 0} />;
}
