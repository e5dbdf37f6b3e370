/**
 * Many still figures drawn with instancing: per silhouette one InstancedMesh
 * per material role (body, accent, trim, eye), so a hundred army stacks cost a
 * few draw calls instead of three or four each. Only the body takes the
 * instance's team colour (a white body material tinted per instance); the
 * other roles keep their shared colours. Standing figures only: no moves,
 * spawn or death animation (use Figure for those). A hit's instanceId names
 * the figure for clicks and hover; the glow ring under a hovered clickable or
 * selected figure is drawn by AreaHighlight for those few alone.
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BufferAttribute, BufferGeometry, Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { AreaHighlight, type HighlightKind } from './AreaHighlight';
import { roleMaterial } from './figureMaterials';
import type { Role } from './geometryParts';
import { silhouetteGeometry, type SilhouetteId } from './silhouettes';
import type { Vec3 } from './tween';

export interface FigureInstance {
  key: string;
  silhouette: SilhouetteId;
  colour: string;
  position: Vec3;
  scale: number;
  highlight?: HighlightKind | null;
}

export interface FigureInstancesProps {
  figures: readonly FigureInstance[];
  /** Whether a click on this figure does something (it then glows under the pointer and shows a hand). */
  clickable?: (key: string) => boolean;
  onClick?: (key: string, e: ThreeEvent<MouseEvent>) => void;
  onContextMenu?: (key: string, e: ThreeEvent<MouseEvent>) => void;
  /** The figure under the pointer, or null when it leaves. */
  onHover?: (key: string | null) => void;
}

const parts = new Map<SilhouetteId, { role: Role; geometry: BufferGeometry }[]>();
/** A silhouette's merged geometry split back into one geometry per role (its draw groups), each shared by every instance. */
function roleParts(id: SilhouetteId): { role: Role; geometry: BufferGeometry }[] {
  let p = parts.get(id);
  if (!p) {
    const { geometry, roles } = silhouetteGeometry(id);
    p = geometry.groups.map((grp, i) => {
      const g = new BufferGeometry();
      // mergeParts builds non-indexed geometry, so a group's range is a range of vertices.
      for (const [name, attr] of Object.entries(geometry.attributes)) {
        const a = attr as BufferAttribute;
        g.setAttribute(name, new BufferAttribute(a.array.slice(grp.start * a.itemSize, (grp.start + grp.count) * a.itemSize), a.itemSize));
      }
      return { role: roles[grp.materialIndex ?? i]!, geometry: g };
    });
    parts.set(id, p);
  }
  return p;
}

export function FigureInstances({ figures, clickable, onClick, onContextMenu, onHover }: FigureInstancesProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const bySilhouette = useMemo(() => {
    const m = new Map<SilhouetteId, FigureInstance[]>();
    for (const f of figures) m.set(f.silhouette, [...(m.get(f.silhouette) ?? []), f]);
    return m;
  }, [figures]);
  const hover = (key: string | null) => {
    if (key === hovered) return;
    setHovered(key);
    document.body.style.cursor = key && clickable?.(key) ? 'pointer' : '';
    onHover?.(key);
  };
  const glows = figures.flatMap((f) => {
    const kind: HighlightKind | null = f.key === hovered && clickable?.(f.key) ? 'hover' : f.highlight ?? null;
    if (!kind) return [];
    const [w, d] = silhouetteGeometry(f.silhouette).footprint;
    return [<AreaHighlight key={`glow:${f.key}`} shape="ring" position={f.position} size={[w * f.scale * 1.45, d * f.scale * 1.45]} kind={kind} intensity={kind === 'target' ? 0.75 : 1} />];
  });
  return (
    <group>
      {[...bySilhouette].map(([id, list]) => (
        <SilhouetteInstances key={id} silhouette={id} figures={list} onClick={onClick} onContextMenu={onContextMenu} onHover={hover} />
      ))}
      {glows}
    </group>
  );
}

interface SilhouetteProps {
  silhouette: SilhouetteId;
  figures: readonly FigureInstance[];
  onClick?: FigureInstancesProps['onClick'];
  onContextMenu?: FigureInstancesProps['onContextMenu'];
  onHover(key: string | null): void;
}

const WHITE = '#ffffff';

function SilhouetteInstances({ silhouette, figures, onClick, onContextMenu, onHover }: SilhouetteProps) {
  const roles = roleParts(silhouette);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  // A bigger list needs bigger buffers: remount when the capacity grows.
  const capacity = Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, figures.length))));
  const key = JSON.stringify(figures);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const q = new Quaternion();
    const c = new Color();
    meshes.current.forEach((mesh, r) => {
      if (!mesh) return;
      figures.forEach((f, i) => {
        mesh.setMatrixAt(i, m.compose(new Vector3(...f.position), q, new Vector3(f.scale, f.scale, f.scale)));
        // Only the body wears the team colour; the other roles keep their own (instance colour white).
        mesh.setColorAt(i, c.set(roles[r]!.role === 'body' ? f.colour : WHITE));
      });
      mesh.count = figures.length;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
    // The table draws on demand: new matrices need a frame.
    invalidate();
    // `key` stands for `figures`.
  }, [key, capacity, roles, invalidate]);
  const at = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.instanceId === undefined ? null : figures[e.instanceId]?.key ?? null);
  return (
    <group>
      {roles.map((p, r) => (
        <instancedMesh
          key={`${p.role}:${capacity}`}
          ref={(el) => void (meshes.current[r] = el)}
          args={[p.geometry, roleMaterial(p.role, p.role === 'body' ? WHITE : ''), capacity]}
          // Up to a hundred stacks: their shadows would cost a pass for a few dark smudges on the map.
          castShadow={false}
          receiveShadow
          onPointerMove={(e) => {
            e.stopPropagation();
            onHover(at(e));
          }}
          onPointerOut={() => onHover(null)}
          onClick={(e) => {
            const k = at(e);
            if (!k) return;
            e.stopPropagation();
            onClick?.(k, e);
          }}
          onContextMenu={(e) => {
            const k = at(e);
            if (!k) return;
            e.stopPropagation();
            onContextMenu?.(k, e);
          }}
        />
      ))}
    </group>
  );
}
