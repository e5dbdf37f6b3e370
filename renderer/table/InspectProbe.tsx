/**
 * Tells the DOM above the table where the inspectable things on it are on
 * screen. Always: the table locator (inspect/tableLocator.ts) projects the box
 * of every mesh carrying a given inspect target (Figure puts it in the mesh's
 * userData), so the inspector keeps clear of a hovered figure and the guide
 * card of the piece its step names; it runs only when asked (a hover, a step).
 * For end-to-end tests, which set window.__inspectProbe before the app loads,
 * window.__tableInspectables() lists each such mesh with the page coordinates
 * of its middle, so a test can hover one as a person would.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Box3, Mesh, Vector3, type Camera, type Object3D } from 'three';
import type { TableTarget } from '../../core/engine/types';
import type { Rect } from '../inspect/placement';
import { setTableLocator } from '../inspect/tableLocator';

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

/** The screen box (page coordinates) of every visible mesh whose inspect target is `target`; null when none is in view. */
function locate(scene: Object3D, camera: Camera, canvas: HTMLCanvasElement, target: TableTarget): Rect | null {
  const rect = canvas.getBoundingClientRect();
  const box = new Box3();
  const corner = new Vector3();
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  scene.traverseVisible((o) => {
    const t = o.userData.inspect as TableTarget | undefined;
    if (!t || t.kind !== target.kind || t.id !== target.id || !(o instanceof Mesh)) return;
    box.setFromObject(o);
    for (let i = 0; i < 8; i++) {
      corner.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera);
      if (corner.z > 1) continue; // behind the camera
      const px = rect.left + ((corner.x + 1) / 2) * rect.width;
      const py = rect.top + ((1 - corner.y) / 2) * rect.height;
      x0 = Math.min(x0, px); y0 = Math.min(y0, py); x1 = Math.max(x1, px); y1 = Math.max(y1, py);
    }
  });
  if (x0 === Infinity) return null;
  // Only the part inside the canvas can be seen (or covered).
  const left = Math.max(x0, rect.left), top = Math.max(y0, rect.top);
  const right = Math.min(x1, rect.right), bottom = Math.min(y1, rect.bottom);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

export function InspectProbe() {
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => setTableLocator((target) => locate(scene, camera, gl.domElement, target)), [scene, camera, gl]);
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
