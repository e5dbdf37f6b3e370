/**
 * Reports each frame's cost on window.__tableFrame when the page asks for it
 * (the benchmark sets window.__tableProbe before the app loads); otherwise it
 * renders nothing and costs nothing. It counts every render pass of a frame
 * by switching off three.js's per-render reset and resetting once per frame.
 */
import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { sceneTextures, textureBytes, type FrameStats } from './frameStats';

declare global {
  interface Window {
    __tableProbe?: boolean;
    __tableFrame?: FrameStats;
  }
}

export function FrameProbe() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    if (!window.__tableProbe) return undefined;
    gl.info.autoReset = false;
    const before = addEffect(() => gl.info.reset());
    const after = addAfterEffect(() => {
      const textures = sceneTextures(scene);
      window.__tableFrame = {
        calls: gl.info.render.calls,
        triangles: gl.info.render.triangles,
        textures: textures.length,
        textureBytes: textures.reduce((sum, t) => sum + textureBytes(t), 0),
        frames: (window.__tableFrame?.frames ?? 0) + 1,
      };
    });
    return () => {
      before();
      after();
      gl.info.autoReset = true;
    };
  }, [gl, scene]);
  return null;
}
