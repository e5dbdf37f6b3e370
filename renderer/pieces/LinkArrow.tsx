/**
 * A raised arrow over the board from where a move or attack starts to where
 * it goes, shown while that beat plays so a player can read who went where.
 * The path comes from arrowPath.ts; the arrow is a tube with a cone head in
 * the acting side's colour, with a pale core so a dark colour still shows
 * on a dark board.
 */
import { useEffect, useMemo } from 'react';
import { CatmullRomCurve3, ConeGeometry, Quaternion, TubeGeometry, Vector3 } from 'three';
import type { P3 } from './arrowPath';

const RADIUS = 0.15;
const HEAD_LENGTH = 0.8;
const HEAD_RADIUS = 0.38;
const UP = new Vector3(0, 1, 0);

export function LinkArrow({ points, colour }: { points: readonly P3[]; colour: string }) {
  const parts = useMemo(() => {
    if (points.length < 2) return null;
    const curve = new CatmullRomCurve3(points.map((p) => new Vector3(...p)));
    const tube = new TubeGeometry(curve, Math.max(8, points.length * 2), RADIUS, 8, false);
    const core = new TubeGeometry(curve, Math.max(8, points.length * 2), RADIUS * 0.45, 6, false);
    const head = new ConeGeometry(HEAD_RADIUS, HEAD_LENGTH, 16);
    const end = curve.getPoint(1);
    const dir = curve.getTangent(1).normalize();
    const turn = new Quaternion().setFromUnitVectors(UP, dir);
    // The cone's centre sits half its length back from the tip, which lies on the arc's end.
    const at = end.clone().addScaledVector(dir, HEAD_LENGTH / 2 - 0.05);
    return { tube, core, head, at: at.toArray() as P3, turn: turn.toArray() as [number, number, number, number] };
  }, [points]);
  useEffect(() => () => {
    parts?.tube.dispose();
    parts?.core.dispose();
    parts?.head.dispose();
  }, [parts]);
  if (!parts) return null;
  return (
    <group renderOrder={5}>
      <mesh geometry={parts.tube} castShadow>
        <meshStandardMaterial color={colour} roughness={0.5} transparent opacity={0.92} />
      </mesh>
      <mesh geometry={parts.core}>
        <meshBasicMaterial color="#fff4d6" transparent opacity={0.55} />
      </mesh>
      <mesh geometry={parts.head} position={parts.at} quaternion={parts.turn} castShadow>
        <meshStandardMaterial color={colour} roughness={0.5} emissive="#fff4d6" emissiveIntensity={0.18} />
      </mesh>
    </group>
  );
}
