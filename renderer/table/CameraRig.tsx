/**
 * The table camera: drei's CameraControls (orbit with the left button, pan
 * with the right, zoom with the wheel) held within the board's limits, and
 * driven by the focus store: presets and, in follow mode, focus points.
 */
import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Box3, Vector3 } from 'three';
import { scaledDuration, useAnimationSpeed } from '../pieces/animationSpeed';
import { FOLLOW, OVERVIEW, clampPose, findPreset, poseLookingAt, type CameraLimits, type CameraPreset, type Vec3 } from './cameraPresets';
import type { CameraRequest, TableFocus } from './tableFocus';

export interface CameraRigProps {
  presets: CameraPreset[];
  limits: CameraLimits;
  focus: TableFocus;
}

/** Seconds the camera takes to settle on a new view at 1x. */
const CAMERA_SECONDS = 0.45;

export function CameraRig({ presets, limits, focus }: CameraRigProps) {
  const controls = useRef<CameraControls>(null);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  const latest = useRef({ presets, limits, speed });
  latest.current = { presets, limits, speed };

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.minDistance = limits.minDistance;
    c.maxDistance = limits.maxDistance;
    c.minPolarAngle = limits.minPolarAngle;
    c.maxPolarAngle = limits.maxPolarAngle;
    c.setBoundary(new Box3(new Vector3(...limits.targetMin), new Vector3(...limits.targetMax)));
    c.boundaryFriction = 0.4;
    c.dollyToCursor = true;
    c.smoothTime = Math.max(0.01, scaledDuration(CAMERA_SECONDS, speed) / 2);
    invalidate();
  }, [limits, speed, invalidate]);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const go = (pose: { position: Vec3; target: Vec3 }, smooth: boolean) => {
      void c.setLookAt(...pose.position, ...pose.target, smooth && latest.current.speed !== 'instant');
      invalidate();
    };
    const handle = (req: CameraRequest, smooth: boolean) => {
      const { presets: ps, limits: lim } = latest.current;
      if (req.kind === 'look') {
        const pos = c.getPosition(new Vector3());
        const tgt = c.getTarget(new Vector3());
        go(poseLookingAt(req.point, [pos.x - tgt.x, pos.y - tgt.y, pos.z - tgt.z], lim, req.distance), smooth);
        return;
      }
      const preset = findPreset(ps, req.id) ?? findPreset(ps, OVERVIEW) ?? ps[0];
      if (!preset) return;
      const last = focus.getState().lastFocus;
      if (req.id === FOLLOW && last) {
        const offset: Vec3 = [preset.position[0] - preset.target[0], preset.position[1] - preset.target[1], preset.position[2] - preset.target[2]];
        go(poseLookingAt(last.point, offset, lim, last.distance), smooth);
      } else go(clampPose(preset.position, preset.target, lim), smooth);
    };
    // Start where the store says (the overview unless a game chose otherwise), without a transition.
    const s = focus.getState();
    handle(s.request?.kind === 'look' ? s.request : { kind: 'preset', id: s.mode === 'free' ? OVERVIEW : s.mode, seq: 0 }, false);
    // Put the camera there now, not in the first frame's update: an update that moves the camera asks for
    // another frame, and on a software GPU a second frame of the whole table is most of a second more.
    c.update(0);
    let seen = s.request?.seq ?? 0;
    return focus.subscribe(() => {
      const req = focus.getState().request;
      if (!req || req.seq === seen) return;
      seen = req.seq;
      handle(req, true);
    });
  }, [focus, invalidate]);

  // New presets (the canvas changed shape, or the board its size): a view that is a preset is refitted at once.
  const fitted = useRef(presets);
  useEffect(() => {
    if (fitted.current === presets) return;
    fitted.current = presets;
    const c = controls.current;
    const { mode } = focus.getState();
    if (!c || mode === 'free' || mode === FOLLOW) return;
    const preset = findPreset(presets, mode);
    if (!preset) return;
    const pose = clampPose(preset.position, preset.target, limits);
    void c.setLookAt(...pose.position, ...pose.target, false);
    invalidate();
  }, [presets, limits, focus, invalidate]);

  return <CameraControls ref={controls} makeDefault onControlStart={() => focus.release()} />;
}
