/**
 * The Start Zones: a hex pad per Orbital Drop Zone off its faction's edge,
 * in the faction's colour, named "Drop 1".."Drop 4", lit when a prompt offers
 * it. All pads are one instanced mesh, their names one flat batch and their
 * glows one instanced mesh per kind (three draw calls or so, where one mesh,
 * name and glow each made twenty-odd). Hover shows the zone's entry; a click
 * answers with it when it is a target, else pins it.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { Color, CylinderGeometry, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import { FlatLabelBatch, type FlatLabelItem } from '../../pieces/FlatLabelBatch';
import type { PadLook } from './boardModel';
import type { TileMarks } from './BoardTiles';
import { GlowInstances, type GlowItem } from './GlowInstances';
import { useSpacePicking } from './spacePicking';

const padGeo = new CylinderGeometry(0.42, 0.46, 0.06, 6);
/** White, tinted per pad by its faction's colour (instance colour). */
const padMat = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.6, metalness: 0.2 });

export function Pads({ pads, colour, marks }: { pads: readonly PadLook[]; colour(p: PadLook): string; marks: TileMarks }) {
  const ref = useRef<InstancedMesh>(null);
  const picking = useSpacePicking(pads.map((p) => p.id), marks);
  const invalidate = useThree((s) => s.invalidate);
  const key = pads.map((p) => `${p.id}:${colour(p)}`).join('|');
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    const c = new Color();
    pads.forEach((p, i) => {
      mesh.setMatrixAt(i, m.makeTranslation(...p.centre));
      mesh.setColorAt(i, c.set(colour(p)));
    });
    mesh.count = pads.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
    // `key` stands for `pads` and their colours.
  }, [key, invalidate]);

  const names: FlatLabelItem[] = pads.map((p) => ({
    style: { text: `Drop ${p.id.slice(-1)}`, colour: '#101010', bold: true },
    // On the pad's far side from its edge of the board.
    position: [p.centre[0], p.centre[1] + 0.035, p.centre[2] + (p.faction === 'gaia' ? -0.28 : 0.28)],
    size: 0.14,
  }));
  const glows: GlowItem[] = pads.flatMap((p) => {
    const kind = marks.highlight.get(p.id);
    return kind ? [{ position: [p.centre[0], p.centre[1] + 0.04, p.centre[2]], size: 1.05, kind, intensity: 0.8 }] : [];
  });
  return (
    <group>
      <instancedMesh
        ref={ref}
        args={[padGeo, padMat, pads.length]}
        receiveShadow
        {...picking}
      />
      <FlatLabelBatch items={names} />
      <GlowInstances shape="hex" items={glows} />
    </group>
  );
}
