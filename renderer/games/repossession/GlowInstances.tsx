/**
 * The glows of many tiles or pads at once: AreaHighlight's look (the same
 * glow texture, tint, opacity and additive blending) as one instanced mesh
 * per highlight kind, so a prompt that lights fifty tiles costs one draw
 * call per kind lit (target, selected, focus, hover) instead of fifty. Not
 * clickable: the tiles and pads under them take the pointer.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { AdditiveBlending, Euler, Matrix4, MeshBasicMaterial, PlaneGeometry, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { HighlightKind } from '../../pieces';
import { glowTexture, type GlowShape } from '../../pieces/glowTextures';
import { usePieceTheme } from '../../pieces/pieceTheme';

export interface GlowItem {
  /** Centre on the surface it lights (AreaHighlight's `position`). */
  position: [number, number, number];
  size: number;
  kind: HighlightKind;
  /** AreaHighlight's `intensity` (its opacity). */
  intensity: number;
}

const plane = new PlaneGeometry(1, 1);
const mats = new Map<string, MeshBasicMaterial>();
/** AreaHighlight's own material, shared by every glow of the same shape, tint and strength. */
function glowMaterial(shape: GlowShape, colour: string, opacity: number): MeshBasicMaterial {
  const key = `${shape}:${colour}:${opacity}`;
  let m = mats.get(key);
  if (!m) {
    m = new MeshBasicMaterial({ map: glowTexture(shape), color: colour, transparent: true, opacity, blending: AdditiveBlending, depthWrite: false, toneMapped: false });
    mats.set(key, m);
  }
  return m;
}

/** Room for every tile and pad of the board: the meshes never need rebuilding. */
const CAPACITY = 128;

export function GlowInstances({ shape, items }: { shape: GlowShape; items: readonly GlowItem[] }) {
  // One mesh per look (kind and strength): a material can have only one tint and opacity.
  const groups = new Map<string, GlowItem[]>();
  for (const it of items) {
    const k = `${it.kind}:${it.intensity}`;
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  return (
    <group>
      {[...groups].map(([k, list]) => <LookGlows key={k} shape={shape} kind={list[0]!.kind} intensity={list[0]!.intensity} items={list} />)}
    </group>
  );
}

function LookGlows({ shape, kind, intensity, items }: { shape: GlowShape; kind: HighlightKind; intensity: number; items: readonly GlowItem[] }) {
  const ref = useRef<InstancedMesh>(null);
  const theme = usePieceTheme();
  const invalidate = useThree((s) => s.invalidate);
  const key = JSON.stringify(items);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    // Flat on the surface, as AreaHighlight lies (-90° about x), lifted as it lifts itself.
    const q = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
    items.slice(0, CAPACITY).forEach((it, i) => {
      const [x, y, z] = it.position;
      mesh.setMatrixAt(i, m.compose(new Vector3(x, y + 0.012, z), q, new Vector3(it.size, it.size, 1)));
    });
    mesh.count = Math.min(items.length, CAPACITY);
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
    // `key` stands for `items`.
  }, [key, invalidate]);
  const material = glowMaterial(shape, theme.highlight[kind], intensity);
  return <instancedMesh ref={ref} args={[plane, material, CAPACITY]} renderOrder={5} />;
}
