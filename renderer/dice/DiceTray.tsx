/**
 * The dice tray on screen. Given a throw request (the host's rolls, the die
 * definitions and a seed) it precomputes the throw off-screen with
 * simulateThrow (fixed step, relabelled so the host's faces land up), replays
 * the recorded frames at the animation speed, then reads the dice back from
 * the rendered instance matrices (readBack.ts) and reports what they show.
 *
 * Rendering is on demand: a frame is requested only while dice move. The last
 * results are also put on `window.__diceShown` for the end-to-end tests.
 */
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Settings } from '../../core/protocol/messages';
import { groupDice, groupMesh } from './DiceMeshes';
import { soundKnocks } from './diceSound';
import { impactsOf } from './impacts';
import { frameAt, MAX_DELTA_S, type Speed } from './playback';
import type { ShownDie } from './readBack';
import { poseFrame, precomputeThrow, readThrow, type ThrowRequest } from './replayPose';

export type { ThrowRequest };
import { TrayScene } from './TrayScene';

export interface DiceShownRecord {
  throwId: number;
  shown: ShownDie[];
  /** Draw calls of the last frame rendered before settling (the whole tray): proof something was drawn, and how cheaply. */
  drawCalls: number;
}

declare global {
  interface Window {
    /** The last settled throw as read back from the tray (tests read it). */
    __diceShown?: DiceShownRecord;
  }
}

interface Props {
  request: ThrowRequest | null;
  speed: Speed;
  pips?: boolean;
  quality?: Settings['graphicsQuality'];
  onSettled?: (shown: ShownDie[], request: ThrowRequest) => void;
}

function ThrowReplay({ request, speed, pips, onSettled }: Omit<Props, 'request' | 'quality'> & { request: ThrowRequest }) {
  const invalidate = useThree((s) => s.invalidate);
  const recorded = useMemo(() => precomputeThrow(request), [request]);
  const impacts = useMemo(() => impactsOf(recorded), [recorded]);
  const meshes = useMemo(
    () =>
      groupDice(request.rolls.map((r) => r.die), request.dice).map((g) => ({
        die: g.die,
        indices: g.indices,
        mesh: groupMesh(g, { pips: !!pips }),
      })),
    [request, pips],
  );
  // The instance buffers are per throw; geometry and material are shared (cached) and stay.
  useEffect(() => () => meshes.forEach(({ mesh }) => mesh.dispose()), [meshes]);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  // `frame`: the last frame drawn, so each knock between frames sounds once.
  const play = useRef({ elapsed: 0, done: false, frame: 0 });

  useLayoutEffect(() => {
    play.current = { elapsed: 0, done: false, frame: 0 };
    poseFrame(recorded, meshes, speedRef.current === 'instant' ? recorded.frameCount - 1 : 0);
    invalidate();
  }, [recorded, meshes, invalidate]);

  useFrame(({ gl }, delta) => {
    const p = play.current;
    if (p.done) return;
    p.elapsed += Math.min(delta, MAX_DELTA_S);
    const f = frameAt(p.elapsed, speedRef.current, recorded.frameCount);
    poseFrame(recorded, meshes, f);
    soundKnocks(impacts, p.frame, f, speedRef.current);
    p.frame = f;
    if (f < recorded.frameCount - 1) {
      invalidate();
      return;
    }
    p.done = true;
    // Read what is drawn (the instance matrices just set), in throw order.
    const shown = readThrow(meshes);
    window.__diceShown = { throwId: request.id, shown, drawCalls: gl.info.render.calls };
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

export default function DiceTray({ request, speed, pips, quality = 'medium', onSettled }: Props) {
  const state = useRef<HTMLDivElement>(null);
  useEffect(() => {
    state.current?.setAttribute('data-throw-state', request ? 'rolling' : 'idle');
  }, [request]);
  const settled = (shown: ShownDie[], r: ThrowRequest) => {
    state.current?.setAttribute('data-throw-state', 'settled');
    onSettled?.(shown, r);
  };
  return (
    <div className="dice-tray" data-testid="dice-tray" ref={state} data-throw-id={request?.id ?? ''}>
      <Canvas
        frameloop="demand"
        dpr={quality === 'high' ? [1, 2] : 1}
        gl={{ antialias: quality !== 'low', preserveDrawingBuffer: true }}
        camera={{ position: [0, 14, 7.5], fov: 40, near: 0.5, far: 80 }}
        onCreated={({ camera }) => camera.lookAt(0, 0, 0.6)}
      >
        <TrayScene />
        {request && <ThrowReplay key={`${request.id}:${pips ? 'p' : 'n'}`} request={request} speed={speed} pips={pips} onSettled={settled} />}
      </Canvas>
    </div>
  );
}
