/**
 * A damage or heal number that rises from a figure and vanishes: the
 * timeline's "damage and heal numbers". Keyed by the event that caused it, so
 * a new event shows a new number. Scales with the animation speed (instant:
 * nothing to show).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Group } from 'three';
import { useAnimationSpeed, scaledDuration } from './animationSpeed';
import { FLOAT_SECONDS, floatPose, floatText } from './floatingNumber';
import { Label } from './Label';
import type { Vec3 } from './tween';

const COLOURS = { damage: '#ff5a4a', heal: '#6ee07a' } as const;

export function FloatingNumber({ amount, position, size = 0.45 }: { amount: number; position: Vec3; size?: number }) {
  const ref = useRef<Group>(null);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  const duration = scaledDuration(FLOAT_SECONDS, speed);
  const start = useRef(0);
  const [over, setOver] = useState(duration <= 0);
  useLayoutEffect(() => {
    start.current = performance.now();
    invalidate();
  }, [invalidate]);
  useFrame(() => {
    const g = ref.current;
    if (!g || over) return;
    const pose = floatPose((performance.now() - start.current) / 1000, duration);
    if (!pose) {
      setOver(true);
      return;
    }
    g.position.set(position[0], position[1] + pose.lift, position[2]);
    g.scale.setScalar(Math.max(pose.scale, 0.001));
    invalidate();
  });
  if (over) return null;
  const { text, kind } = floatText(amount);
  return (
    <group ref={ref} position={position} scale={0.001}>
      <Label text={text} colour={COLOURS[kind]} background="rgba(0,0,0,0.55)" size={size} bold onTop />
    </group>
  );
}
