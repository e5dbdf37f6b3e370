/**
 * Tells an end-to-end test where the inspectable things on the 3D table are
 * on screen, so it can hover one as a person would: a test sets
 * window.__inspectProbe before the app loads, and window.__tableInspectables()
 * then lists each mesh carrying an inspect target (Figure puts it in the
 * mesh's userData) with the page coordinates of its middle. Without the flag
 * it renders nothing and adds nothing to the page.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Box3, Mesh, Vector3 } from 'three';
import type { TableTarget } from '../../core/engine/types';

export interface ScreenInspectable extends TableTarget {
  x: number;
  y: number;
}

declare global {
  interface Window {
    __inspectProbe?: boolean;
    __tableInspectables?: () => ScreenInspectable[];
  }
}

export function InspectProbe() {
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (!window.__inspectProbe) return undefined;
    window.__tableInspectables = () => {
      const rect = gl.domElement.getBoundingClientRect();
      const found: ScreenInspectable[] = [];
      const box = new Box3();
      const middle = new Vector3();
      scene.traverseVisible((o) => {
        const target = o.userData.inspect as TableTarget | undefined;
        if (!target || !(o instanceof Mesh)) return;
        box.setFromObject(o).getCenter(middle).project(camera);
        // Behind the camera or outside the canvas: not something a pointer can reach.
        if (middle.z > 1 || Math.abs(middle.x) > 1 || Math.abs(middle.y) > 1) return;
        found.push({ ...target, x: rect.left + ((middle.x + 1) / 2) * rect.width, y: rect.top + ((1 - middle.y) / 2) * rect.height });
      });
      return found;
    };
    return () => {
      delete window.__tableInspectables;
    };
  }, [scene, camera, gl]);
  return null;
}
