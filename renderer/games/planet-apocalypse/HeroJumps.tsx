/**
 * The map's hero-only jumps (jumpArcs.ts) on the table: a pale blue arc with
 * a cone at each end a hero may land on, and a "heroes only" tag at its top.
 * Hovering or clicking an arc shows its inspect entry (core inspect/mapMarks.ts).
 */
import { useEffect, useMemo } from 'react';
import { CatmullRomCurve3, ConeGeometry, Quaternion, TubeGeometry, Vector3 } from 'three';
import { useTableInspect } from '../../inspect/useTableInspect';
import { Label } from '../../pieces';
import { jumpArc } from './jumpArcs';
import type { Jump } from './mapLayout';
import { PLATE_TOP } from './tableModel';

const COLOUR = '#8fd8ff';
const UP = new Vector3(0, 1, 0);
const head = new ConeGeometry(0.2, 0.45, 12);

export function HeroJumps({ jumps }: { jumps: readonly Jump[] }) {
  return (
    <group>
      {jumps.map((j) => (
        <HeroJump key={j.id} jump={j} />
      ))}
    </group>
  );
}

function HeroJump({ jump }: { jump: Jump }) {
  const look = useTableInspect({ kind: 'token', id: jump.id });
  const arc = useMemo(() => jumpArc(jump, PLATE_TOP), [jump]);
  const tube = useMemo(() => new TubeGeometry(new CatmullRomCurve3(arc.points.map((p) => new Vector3(...p))), 32, 0.07, 8, false), [arc]);
  useEffect(() => () => tube.dispose(), [tube]);
  const handlers = {
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      look.pin();
    },
    onContextMenu: look.onContextMenu,
    onPointerOver: (e: { stopPropagation(): void }) => (e.stopPropagation(), look.over()),
    onPointerOut: () => look.out(),
  };
  return (
    <group>
      <mesh geometry={tube} {...handlers}>
        <meshStandardMaterial color={COLOUR} emissive={COLOUR} emissiveIntensity={0.45} roughness={0.4} />
      </mesh>
      {arc.heads.map((h, i) => {
        const q = new Quaternion().setFromUnitVectors(UP, new Vector3(...h.dir));
        return (
          <mesh key={i} geometry={head} position={h.at} quaternion={q} {...handlers}>
            <meshStandardMaterial color={COLOUR} emissive={COLOUR} emissiveIntensity={0.45} roughness={0.4} />
          </mesh>
        );
      })}
      <Label text={jump.twoWay ? 'heroes only, both ways' : 'heroes only, one way'} position={[arc.peak[0], arc.peak[1] + 0.25, arc.peak[2]]} size={0.34} colour="#0e2230" background="rgba(170,225,255,0.92)" shape="pill" bold />
    </group>
  );
}
