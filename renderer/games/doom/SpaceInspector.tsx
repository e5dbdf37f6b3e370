/**
 * Makes every space of the map inspectable: a clear plane over the floor
 * turns the pointer into a space ("x,y") and shows what stands there, its
 * terrain and features; a right-click pins it. One mesh for the whole map.
 */
import { useRef } from 'react';
import { MeshBasicMaterial, PlaneGeometry } from 'three';
import { useInspect } from '../../inspect/InspectContext';
import { FLOOR_TOP } from './mapPieces';
import { spaceAt, type GridSize } from './tableCoords';

const plane = new PlaneGeometry(1, 1);
const clear = new MeshBasicMaterial({ visible: false });

export function SpaceInspector({ grid }: { grid: GridSize }) {
  const api = useInspect();
  const last = useRef<string | null>(null);
  const show = (space: string | null) => {
    if (space === last.current) return;
    last.current = space;
    api.hover(space ? { target: { kind: 'space', id: space } } : null);
  };
  return (
    <mesh
      geometry={plane}
      material={clear}
      rotation-x={-Math.PI / 2}
      position={[0, FLOOR_TOP + 0.015, 0]}
      scale={[grid.width, grid.height, 1]}
      onPointerMove={(e) => show(spaceAt(e.point.x, e.point.z, grid))}
      onPointerOut={() => show(null)}
      onContextMenu={(e) => {
        e.nativeEvent.preventDefault();
        api.pin({ target: { kind: 'space', id: spaceAt(e.point.x, e.point.z, grid) } });
      }}
    />
  );
}
