/**
 * Counts the draw calls of each rendered frame and reports them outside the
 * canvas: in a DOM element (data-testid="draw-calls") and on
 * window.__drawCalls, where the benchmark and the screenshot script read them.
 * It takes over rendering (a useFrame with priority 1) so it reads the count
 * right after the frame is drawn, shadow passes included.
 */
import { useFrame } from '@react-three/fiber';
import type { RefObject } from 'react';

declare global {
  interface Window {
    __drawCalls?: number;
    __framesDrawn?: number;
  }
}

export function DrawCallProbe({ target }: { target: RefObject<HTMLElement | null> }) {
  useFrame(({ gl, scene, camera }) => {
    gl.render(scene, camera);
    const calls = gl.info.render.calls;
    window.__drawCalls = calls;
    window.__framesDrawn = (window.__framesDrawn ?? 0) + 1;
    // Written straight to the DOM: a React state update every frame would re-render the page.
    if (target.current) target.current.textContent = String(calls);
  }, 1);
  return null;
}
