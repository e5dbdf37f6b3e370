/**
 * Doors that just opened slide apart into their posts instead of vanishing at
 * once (the map itself already draws them open). Renders only while a door
 * is moving: its two halves, shortened each frame (doorHalves).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import { BoxGeometry, type Mesh } from 'three';
import { scaledDuration, useAnimationSpeed } from '../../pieces';
import { DOOR_OPEN_SECONDS, doorStanding, doorsJustOpened } from './doorMotion';
import { edgeSegment } from './mapLayout';
import { doorHalves } from './mapMeshes';
import { mapMaterials } from './mapMaterials';
import type { DoorDef } from './mapTypes';
import type { GridSize } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const now = () => performance.now() / 1000;

function SlidingDoor({ edge, grid, duration, onDone }: { edge: string; grid: GridSize; duration: number; onDone(): void }) {
  const refs = [useRef<Mesh>(null), useRef<Mesh>(null)];
  const start = useRef(now());
  const done = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const segment = edgeSegment(edge);
  const closed = doorHalves(segment, grid, 1);
  useLayoutEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    if (done.current) return;
    const standing = doorStanding(now() - start.current, duration);
    doorHalves(segment, grid, standing).forEach((h, i) => {
      const m = refs[i]!.current;
      if (!m) return;
      m.position.set(...h.p);
      m.scale.set(Math.max(0.001, h.s[0]), h.s[1], Math.max(0.001, h.s[2]));
    });
    if (standing <= 0) {
      done.current = true;
      onDone();
    } else invalidate();
  });
  const material = mapMaterials().door;
  return (
    <group>
      {closed.map((h, i) => (
        <mesh key={i} ref={refs[i]} geometry={box} material={material} position={h.p} scale={h.s} castShadow />
      ))}
    </group>
  );
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
        <SlidingDoor key={d.id} edge={d.edge} grid={grid} duration={scaledDuration(DOOR_OPEN_SECONDS, speed)} onDone={() => setMoving((m) => m.filter((x) => x.id !== d.id))} />
      ))}
    </group>
  );
}
