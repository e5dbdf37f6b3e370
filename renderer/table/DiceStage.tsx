/**
 * Each throw's tray, in view: when the table-dice store gets a throw, the
 * tray is placed where the camera looks at that moment (diceStage.ts: over
 * the pieces, facing the camera, sized so every die reads), comes into view
 * while the dice fly, and lifts away a moment after they rest. The results
 * stay listed in the dice readout; the board is free again.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import { Group, Vector3 } from 'three';
import { TableDice } from '../dice/TableDice';
import { tableDice, useTableThrow, type TableDiceStore } from '../dice/tableDice';
import { scaledDuration, useAnimationSpeed } from '../pieces/animationSpeed';
import { setDiceTrayUp } from '../pieces/labelsOnTop';
import type { Vec3 } from './cameraPresets';
import { stageDice, type DiceStagePose } from './diceStage';

/** Seconds the tray takes to come into view and to lift away, at 1x. */
const RISE_SECONDS = 0.3;
/** Seconds the rested dice stay on their tray before it goes, at 1x (the readout keeps the result). */
const LINGER_SECONDS = 1.4;

declare global {
  interface Window {
    /** Where the last throw's tray is: 'up' while it is in view, 'away' once it has left (the e2e tests wait on it). */
    __diceStage?: 'up' | 'away';
  }
}

export interface DiceStageProps {
  /** Height of the tray's floor above the felt (over the tallest pieces). */
  lift: number;
  /** The placement of each throw, for the table's data attributes (tests and the bench read them). */
  onStage?(pose: DiceStagePose | null): void;
  store?: TableDiceStore;
}

export function DiceStage({ lift, onStage, store = tableDice }: DiceStageProps) {
  const t = useTableThrow(store);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const speed = useAnimationSpeed();
  const [pose, setPose] = useState<DiceStagePose | null>(null);
  const [settledId, setSettledId] = useState<number | null>(null);
  const group = useRef<Group>(null);
  /** 0 hidden .. 1 in place, and where it heads now. */
  const shown = useRef({ v: 0, goal: 0 });
  const id = t?.request.id ?? null;

  // A new throw: placed for the camera as it is now, and it comes up.
  useLayoutEffect(() => {
    if (id === null) {
      shown.current.goal = 0;
      invalidate();
      return;
    }
    const forward = camera.getWorldDirection(new Vector3());
    const position: Vec3 = [camera.position.x, camera.position.y, camera.position.z];
    const target: Vec3 = [position[0] + forward.x * 10, position[1] + forward.y * 10, position[2] + forward.z * 10];
    const next = stageDice({ position, target }, [size.width, size.height], { lift });
    setPose(next);
    setSettledId(null);
    onStage?.(next);
    shown.current = { v: speed === 'instant' ? 1 : 0, goal: 1 };
    window.__diceStage = 'up';
    // Badges drawn over everything would print over the dice: they take their place in depth meanwhile.
    setDiceTrayUp(true);
    invalidate();
    // Placed once per throw: a camera that moves while the dice fly leaves them where they were thrown.
  }, [id]);

  // Rested: a moment to read them on the tray, then it lifts away.
  useLayoutEffect(() => {
    if (settledId === null || settledId !== id) return undefined;
    const timer = setTimeout(() => {
      shown.current.goal = 0;
      invalidate();
    }, scaledDuration(LINGER_SECONDS, speed) * 1000);
    return () => clearTimeout(timer);
  }, [settledId, id, speed]);

  useFrame((_, delta) => {
    const g = group.current;
    const s = shown.current;
    if (!g || !pose) return;
    // Time-based, so a slow frame rate does not stretch it past its schedule.
    const rise = scaledDuration(RISE_SECONDS, speed);
    const step = rise > 0 ? Math.min(delta, 0.1) / rise : 1;
    if (s.v !== s.goal) s.v = s.goal > s.v ? Math.min(s.goal, s.v + step) : Math.max(s.goal, s.v - step);
    // Eased, and always above its resting place: it never passes through the pieces under it.
    const e = s.v * s.v * (3 - 2 * s.v);
    g.position.set(pose.centre[0], pose.centre[1] + (1 - e) * lift * 0.6, pose.centre[2]);
    g.scale.setScalar(0.6 + 0.4 * e);
    // Hidden only once it has left: a throw's dice must be drawn from its first frame, or the read-back that
    // tells the timeline they rested never comes (the Last Light end-screen test waited 8 s a roll).
    g.visible = !(s.goal === 0 && s.v === 0);
    if (s.v !== s.goal) invalidate();
    else if (s.goal === 0 && window.__diceStage === 'up') {
      window.__diceStage = 'away';
      setDiceTrayUp(false);
    }
  });
  // A table closed with a tray up (a left match) leaves no label below the others.
  useLayoutEffect(() => () => setDiceTrayUp(false), []);

  if (!pose) return null;
  return (
    <group ref={group} name="dice-stage">
      <TableDice
        centre={[0, 0, 0]}
        rotationY={pose.rotationY}
        scale={pose.scale}
        store={store}
        onSettled={(requestId) => setSettledId(requestId)}
      />
    </group>
  );
}
