/**
 * Replays one precomputed throw on instanced meshes: precomputeThrow
 * (fixed-step physics, relabelled so the host's faces land up), the recorded
 * frames at the animation speed, then the dice read back from the rendered
 * instance matrices (readBack.ts), reported as `onSettled(shown)` and put on
 * `window.__diceShown` for the end-to-end tests. It asks for frames only
 * while dice move (the table renders on demand). Loaded lazily: it brings
 * cannon-es.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Matrix4, Vector3, type Camera, type InstancedMesh } from 'three';
import { groupDice, groupMesh } from './DiceMeshes';
import { soundKnocks } from './diceSound';
import { impactsOf } from './impacts';
import { frameAt, MAX_DELTA_S, type Speed } from './playback';
import type { ShownDie } from './readBack';
import { poseFrame, precomputeThrow, readThrow, type ThrowRequest } from './replayPose';

export interface DiceShownRecord {
  throwId: number;
  shown: ShownDie[];
  /** Draw calls of the last frame rendered before settling (the whole table): proof something was drawn, and how cheaply. */
  drawCalls: number;
  /** Each die's centre on the canvas, in CSS pixels from its top left (any order): the tests check the dice land in view. */
  screen: [number, number][];
}

declare global {
  interface Window {
    /** The last settled throw as read back from the table (tests read it). */
    __diceShown?: DiceShownRecord;
  }
}

export interface ThrowReplayProps {
  request: ThrowRequest;
  speed: Speed;
  /** Replay rate on top of the speed (tableDice's pace). */
  rate?: number;
  pips: boolean;
  onSettled?: (shown: ShownDie[], request: ThrowRequest) => void;
}

export default function ThrowReplay({ request, speed, rate = 1, pips, onSettled }: ThrowReplayProps) {
  const invalidate = useThree((s) => s.invalidate);
  const recorded = useMemo(() => precomputeThrow(request), [request]);
  const impacts = useMemo(() => impactsOf(recorded), [recorded]);
  const meshes = useMemo(
    () =>
      groupDice(request.rolls.map((r) => r.die), request.dice).map((g) => {
        const mesh = groupMesh(g, { pips });
        mesh.castShadow = true;
        return { die: g.die, indices: g.indices, mesh };
      }),
    [request, pips],
  );
  // The instance buffers are per throw; geometry and material are shared (cached) and stay.
  useEffect(() => () => meshes.forEach(({ mesh }) => mesh.dispose()), [meshes]);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  // `frame`: the last frame drawn, so each knock between frames sounds once.
  // `started`: the first frame only starts the clock (on a table drawn on demand, its delta is the idle time before the throw).
  const play = useRef({ elapsed: 0, done: false, frame: 0, started: false });

  useLayoutEffect(() => {
    play.current = { elapsed: 0, done: false, frame: 0, started: false };
    poseFrame(recorded, meshes, speedRef.current === 'instant' ? recorded.frameCount - 1 : 0);
    invalidate();
  }, [recorded, meshes, invalidate]);

  // A new speed (Space skips to instant) needs a frame to act on.
  useEffect(() => invalidate(), [speed, rate, invalidate]);

  useFrame(({ gl, camera, size }, delta) => {
    const p = play.current;
    if (p.done) return;
    // Wall-clock time (up to a stall), so a slow frame rate shows fewer frames of the throw, not a longer throw.
    if (p.started) p.elapsed += Math.min(delta, MAX_DELTA_S);
    p.started = true;
    const f = frameAt(p.elapsed, speedRef.current, recorded.frameCount, rateRef.current);
    poseFrame(recorded, meshes, f);
    soundKnocks(impacts, p.frame, f, speedRef.current);
    p.frame = f;
    if (f < recorded.frameCount - 1) {
      invalidate();
      return;
    }
    p.done = true;
    // Read what is drawn (the instance matrices just set, under the strip's turn), in throw order.
    const shown = readThrow(meshes);
    window.__diceShown = { throwId: request.id, shown, drawCalls: gl.info.render.calls, screen: meshes.flatMap(({ mesh }) => onCanvas(mesh, camera, size)) };
    // Out of the frame loop: the parent's state changes must not run inside a render.
    queueMicrotask(() => settledRef.current?.(shown, request));
  });

  return (
    <>
      {meshes.map(({ mesh }) => (
        <primitive key={mesh.name} object={mesh} />
      ))}
    </>
  );
}

/** Where each of a mesh's instances shows on a canvas of `size` CSS pixels, seen by `camera`. */
function onCanvas(mesh: InstancedMesh, camera: Camera, size: { width: number; height: number }): [number, number][] {
  mesh.updateWorldMatrix(true, false);
  camera.updateMatrixWorld();
  const m = new Matrix4();
  const out: [number, number][] = [];
  for (let i = 0; i < mesh.count; i++) {
    mesh.getMatrixAt(i, m);
    const p = new Vector3().setFromMatrixPosition(m.premultiply(mesh.matrixWorld)).project(camera);
    out.push([((p.x + 1) / 2) * size.width, ((1 - p.y) / 2) * size.height]);
  }
  return out;
}
