/**
 * The shape (width / height) of the box a table canvas fills, kept up to
 * date as the window or the layout changes, so a board's camera presets are
 * fitted to the canvas it really has and refitted when it changes. null
 * until the box has been measured (a board waits for it before it starts the
 * table, so the first view is already the fitted one).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Changes smaller than this (a scrollbar's flicker, rounding) do not refit the camera. */
const TOLERANCE = 0.01;

export function useCanvasAspect<T extends HTMLElement = HTMLDivElement>(fallback = 1.6): [RefObject<T | null>, number | null] {
  const box = useRef<T>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const next = el.clientHeight > 0 && el.clientWidth > 0 ? el.clientWidth / el.clientHeight : fallback;
      setAspect((a) => (a !== null && Math.abs(a - next) / next < TOLERANCE ? a : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [box, aspect];
}
