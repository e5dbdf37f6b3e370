/**
 * Light for the table: a warm key light from the upper left-front that casts
 * soft shadows over the whole board, a cool fill from the other side so
 * shadowed faces stay readable, and sky/ground light for the rest.
 */
import { useEffect, useRef } from 'react';
import type { DirectionalLight } from 'three';
import type { QualityOptions } from './quality';

export function Lighting({ width, depth, quality }: { width: number; depth: number; quality: QualityOptions }) {
  const key = useRef<DirectionalLight>(null);
  const reach = Math.max(width, depth) * 0.75 + 1.5;

  useEffect(() => {
    const light = key.current;
    if (!light) return;
    // The key light aims at the table centre; its target must be in the scene graph to update.
    light.target.position.set(0, 0, 0);
    light.target.updateMatrixWorld();
    const cam = light.shadow.camera;
    cam.left = -reach;
    cam.right = reach;
    cam.top = reach;
    cam.bottom = -reach;
    cam.near = 1;
    cam.far = reach * 6;
    cam.updateProjectionMatrix();
    light.shadow.needsUpdate = true;
  }, [reach]);

  return (
    <>
      {/* With the HDRI's room light (medium and high) the sky light steps back so the table is not washed out. */}
      <hemisphereLight args={['#fff1dc', '#2a2016', quality.environment ? 0.35 : 0.7]} />
      <directionalLight
        ref={key}
        position={[-reach * 0.8, reach * 1.9, reach * 1.1]}
        intensity={2.6}
        color="#fff0d8"
        castShadow={quality.shadows}
        shadow-mapSize={[quality.shadowMapSize || 512, quality.shadowMapSize || 512]}
        shadow-radius={quality.shadowRadius}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
      />
      <directionalLight position={[reach, reach * 0.9, -reach * 0.6]} intensity={0.55} color="#b9d2ff" />
    </>
  );
}
