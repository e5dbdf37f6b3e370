/**
 * Hooks that move a piece's group: `useMotion` tweens it to a new position
 * (along an optional path) whenever the target changes, and `useAppearance`
 * plays the spawn and death animations. Both request frames with invalidate()
 * only while something moves, so an idle table renders nothing.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { Group } from 'three';
import { scaledDuration, useAnimationSpeed } from './animationSpeed';
import { DEATH_SECONDS, SPAWN_SECONDS, deathPose, spawnScale } from './appearance';
import { headingAt, isFinished, makeMotion, motionLength, moveSeconds, positionAt, sameVec, turnAt, type Motion, type Vec3 } from './tween';

const now = () => performance.now() / 1000;

export interface MotionOptions {
  /** Waypoints between the current position and the new one. */
  path?: Vec3[];
  /** Seconds at 1x; by default it depends on the path length. */
  baseSeconds?: number;
  /** Height of the hop between waypoints. */
  hop?: number;
  /** Turn the group to face the way it moves. */
  face?: boolean;
  /** Turn about y at each waypoint of `path` (radians on top of how the piece rests; tween.ts makeMotion), when not `face`. */
  turns?: number[];
}

/** Returns a ref for the group to move. Do not also pass `position` to that group. */
export function useMotion(target: Vec3, options: MotionOptions = {}) {
  const ref = useRef<Group>(null);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  const state = useRef<{ motion: Motion | null; start: number; current: Vec3; target: Vec3 } | null>(null);
  const opts = useRef(options);
  opts.current = options;

  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    const s = state.current;
    if (!s) {
      state.current = { motion: null, start: 0, current: [...target], target: [...target] };
      group.position.set(...target);
      invalidate();
      return;
    }
    if (sameVec(s.target, target)) return;
    // A move cut short while turning leaves the piece at rest before the next one.
    if (s.motion?.turns) group.rotation.y = 0;
    const { path, baseSeconds, hop = 0.25, turns } = opts.current;
    const shape = makeMotion(s.current, target, 0, path, hop, turns);
    const duration = scaledDuration(baseSeconds ?? moveSeconds(motionLength(shape)), speed);
    s.motion = { ...shape, duration };
    s.start = now();
    s.target = [...target];
    if (duration === 0) {
      s.motion = null;
      s.current = [...target];
      group.position.set(...target);
      if (shape.turns) group.rotation.y = 0;
    }
    invalidate();
    // The path belongs to the move to this target: a new path alone is not a new move.
  }, [target[0], target[1], target[2], speed, invalidate]);

  useFrame(() => {
    const s = state.current;
    const group = ref.current;
    if (!s?.motion || !group) return;
    const t = now() - s.start;
    const p = positionAt(s.motion, t);
    s.current = p;
    group.position.set(...p);
    const heading = opts.current.face ? headingAt(s.motion, t) : null;
    if (heading !== null) group.rotation.y = heading;
    else if (s.motion.turns && !opts.current.face) group.rotation.y = turnAt(s.motion, t);
    if (isFinished(s.motion, t)) s.motion = null;
    else invalidate();
  });

  return ref;
}

/**
 * Spawn (grow out of the board) on mount when `appear` is set, and the death
 * animation when `dying` turns true; `onDied` runs when it has finished.
 * Returns a ref for an inner group (scale and tilt apply about its origin).
 */
export function useAppearance(appear: boolean, dying: boolean, onDied?: () => void) {
  const ref = useRef<Group>(null);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  const anim = useRef<{ kind: 'spawn' | 'death'; start: number; duration: number; done: boolean } | null>(null);
  const died = useRef(onDied);
  died.current = onDied;

  useLayoutEffect(() => {
    const g = ref.current;
    if (!g) return;
    const duration = scaledDuration(dying ? DEATH_SECONDS : SPAWN_SECONDS, speed);
    if (dying) anim.current = { kind: 'death', start: now(), duration, done: false };
    else if (appear && anim.current === null) anim.current = { kind: 'spawn', start: now(), duration, done: false };
    else return;
    apply(g, anim.current, 0);
    invalidate();
    // Only the start of life and death matter; later changes of speed do not restart them.
  }, [dying]);

  useFrame(() => {
    const a = anim.current;
    const g = ref.current;
    if (!a || a.done || !g) return;
    const t = a.duration === 0 ? 1 : (now() - a.start) / a.duration;
    apply(g, a, t);
    if (t >= 1) {
      a.done = true;
      if (a.kind === 'death') died.current?.();
    } else invalidate();
  });

  return ref;
}

function apply(g: Group, a: { kind: 'spawn' | 'death' }, t: number) {
  if (a.kind === 'spawn') {
    g.scale.setScalar(Math.max(0.001, spawnScale(t)));
    return;
  }
  const pose = deathPose(t);
  g.scale.setScalar(Math.max(0.001, pose.scale));
  g.position.y = -pose.sink;
  g.rotation.x = pose.tilt;
  g.visible = t < 1;
}
