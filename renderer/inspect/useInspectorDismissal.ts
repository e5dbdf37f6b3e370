/**
 * When the inspector goes away. A hover panel closes when the pointer leaves
 * the hovered thing, on any key press and when the question changes: an
 * answer by key re-renders the prompt under a resting pointer, so no
 * mouseleave ever comes, and the panel used to stay up for a whole attack.
 * A pinned panel stays until its close button or Esc (Esc then closes only
 * the pin, not opening the menu; with a dialog open Esc belongs to the dialog).
 */
import { useEffect, useRef } from 'react';
import type { InspectApi } from './InspectContext';
import { containsPoint, type Rect } from './placement';
import { onPointerMove, type PointerSpot } from './pointerTracker';
import { elementRect } from './screenRects';
import { locateOnTable } from './tableLocator';

/** How far (px) the pointer may stray outside a hovered element's box before the hover ends (rounding, borders). */
const SLACK = 2;

function grow(r: Rect, by: number): Rect {
  return { left: r.left - by, top: r.top - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/** Whether the pointer has left the hovered thing. */
export function pointerLeft(api: InspectApi, spot: PointerSpot): boolean {
  const anchor = api.anchor();
  const looked = api.hovered;
  if (!anchor || !looked) return false;
  const { element } = anchor;
  if (!element || !element.isConnected) return true;
  if (anchor.table) {
    if (!spot.over || !element.contains(spot.over)) return true;
    // Off a figure's box on screen (the table's own pointer-out can come late, or never, as pieces re-render).
    const box = 'target' in looked ? locateOnTable(looked.target) : null;
    return box !== null && !containsPoint(grow(box, 8), spot.x, spot.y);
  }
  if (spot.over && element.contains(spot.over)) return false;
  const box = elementRect(element);
  return !box || !containsPoint(grow(box, SLACK), spot.x, spot.y);
}

export function useInspectorDismissal(api: InspectApi, question: string | null | undefined): void {
  const apiRef = useRef(api);
  apiRef.current = api;

  useEffect(() => {
    apiRef.current.hover(null);
  }, [question]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = apiRef.current;
      if (a.hovered) a.hover(null);
      if (e.key === 'Escape' && a.pinned && !document.querySelector('.modal-backdrop')) {
        a.pin(null);
        e.preventDefault();
        // Captured before the game's keys: this Esc closed the pin, it does not also open the menu.
        e.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    const off = onPointerMove((spot) => {
      const a = apiRef.current;
      if (a.hovered && pointerLeft(a, spot)) a.hover(null);
    });
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      off();
    };
  }, []);
}
