/**
 * Doors that just opened slide down into the floor instead of vanishing at
 * once (the map itself already draws them open). Renders only while a door
 * is moving.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import { BoxGeometry, MeshStandardMaterial, type Mesh } from 'three';
import { scaledDuration, useAnimationSpeed } from '../../pieces';
import { DOOR_OPEN_SECONDS, doorStanding, doorsJustOpened } from './doorMotion';
import { edgeSegment } from './mapLayout';
import { doorSlab, MAP_COLOURS } from './mapMeshes';
import type { DoorDef } from './mapTypes';
import type { GridSize } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const material = new MeshStandardMaterial({ color: MAP_COLOURS.door, roughness: 0.45, metalness: 0.3 });
const now = () => performance.now() / 1000;

function SinkingDoor({ edge, grid, duration, onDone }: { edge: string; grid: GridSize; duration: number; onDone(): void }) {
  const ref = useRef<Mesh>(null);
  const start = useRef(now());
  const done = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const slab = doorSlab(edgeSegment(edge), grid);
  useLayoutEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    const m = ref.current;
    if (!m || done.current) return;
    const standing = doorStanding(now() - start.current, duration);
    m.scale.y = Math.max(0.001, slab.s[1] * standing);
    m.position.y = (slab.s[1] * standing) / 2;
    if (standing <= 0) {
      done.current = true;
      onDone();
    } else invalidate();
  });
  return <mesh ref={ref} geometry={box} material={material} position={slab.p} scale={slab.s} castShadow />;
}

export function OpeningDoors({ doors, grid }: { doors: readonly DoorDef[]; grid: GridSize }) {
  const speed = useAnimationSpeed();
  const last = useRef(doors);
  const [moving, setMoving] = useState<{ id: string; edge: string }[]>([]);
  useLayoutEffect(() => {
    const opened = doorsJustOpened(last.current, doors);
    last.current = doors;
    if (opened.length && scaledDuration(DOOR_OPEN_SECONDS, speed) > 0) {
      setMoving((m) => [...m, ...doors.filter((d) => opened.includes(d.id)).map((d) => ({ id: d.id, edge: d.edge }))]);
    }
  }, [doors, speed]);
  return (
    <group>
      {moving.map((d) => (
        <SinkingDoor key={d.id} edge={d.edge} grid={grid} duration={scaledDuration(DOOR_OPEN_SECONDS, speed)} onDone={() => setMoving((m) => m.filter((x) => x.id !== d.id))} />
      ))}
    </group>
  );
}
