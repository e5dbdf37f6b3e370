/**
 * How much of the canvas the board spans from the camera as it is: the
 * board's bounds (TableCanvas's boardSize, on the felt) projected through
 * the real camera, clipped to the canvas, as shares of its width and height.
 * TableCanvas writes them on its wrapper (data-board-fill="0.930x0.712"),
 * which the board-fill measure of `npm run bench` and the e2e tests read.
 * Computed only when a frame is drawn and the camera or canvas has changed.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import { Vector3 } from 'three';

export interface FitProbeProps {
  boardSize: [number, number];
  onFill(share: [number, number]): void;
}

const corner = new Vector3();

export function FitProbe({ boardSize, onFill }: FitProbeProps) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const last = useRef('');
  useFrame(() => {
    const [w, d] = boardSize;
    const e = camera.matrixWorld.elements;
    const key = `${e.map((v) => v.toFixed(3)).join(',')}|${size.width}x${size.height}|${w}x${d}`;
    if (key === last.current) return;
    last.current = key;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const x of [-w / 2, w / 2]) {
      for (const z of [-d / 2, d / 2]) {
        corner.set(x, 0, z).project(camera);
        // Clipped to the canvas: a board larger than the view fills it, no more.
        const sx = Math.min(1, Math.max(-1, corner.x));
        const sy = Math.min(1, Math.max(-1, corner.y));
        minX = Math.min(minX, sx);
        maxX = Math.max(maxX, sx);
        minY = Math.min(minY, sy);
        maxY = Math.max(maxY, sy);
      }
    }
    onFill([(maxX - minX) / 2, (maxY - minY) / 2]);
  });
  return null;
}
