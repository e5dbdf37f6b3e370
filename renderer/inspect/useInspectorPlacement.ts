/**
 * Puts the inspector beside the pointer (inspectorPlacement.ts) and keeps it
 * there: a hover panel follows the pointer across the hovered thing, a
 * pinned one stays where it was pinned. Positions are written to the panel's
 * style directly, once per animation frame at most, so following the pointer
 * re-renders nothing.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { InspectApi } from './InspectContext';
import { placeInspector } from './inspectorPlacement';
import type { Rect } from './placement';
import { onPointerMove, pointerSpot } from './pointerTracker';
import { elementRect, partRect, partRects, viewportSize } from './screenRects';
import { locateOnTable } from './tableLocator';

interface Snapshot {
  pointer: { x: number; y: number };
  hovered: Rect | null;
}

/** The hovered thing's box now: the figure's projected box on the table, or the hovered element's. */
function hoveredRect(api: InspectApi): Rect | null {
  const anchor = api.anchor();
  const looked = api.hovered;
  if (!anchor || !looked) return null;
  if (anchor.table) return 'target' in looked ? locateOnTable(looked.target) : null;
  return elementRect(anchor.element);
}

function snapshot(api: InspectApi): Snapshot {
  const p = pointerSpot();
  return { pointer: { x: p.x, y: p.y }, hovered: hoveredRect(api) };
}

function place(panel: HTMLElement, at: Snapshot): void {
  const size = { width: panel.offsetWidth, height: panel.offsetHeight };
  // The player's sheets and mats, the guide card and the legend are kept clear when it costs nothing.
  const others = [partRect('guide'), elementRect(document.querySelector('[data-testid="legend-panel"]')), ...partRects('sheet')].filter((r): r is Rect => r !== null);
  const r = placeInspector({ pointer: at.pointer, hovered: at.hovered, prompt: partRect('prompt'), others, panel: size, viewport: viewportSize() });
  panel.style.left = `${Math.round(r.left)}px`;
  panel.style.top = `${Math.round(r.top)}px`;
  panel.dataset.placed = 'true';
}

/** `shownKey` changes whenever the panel shows something else (another entry, pinned or not). */
export function useInspectorPlacement(panel: RefObject<HTMLElement | null>, api: InspectApi, pinnedShown: boolean, shownKey: string | null): void {
  const pinnedAt = useRef<Snapshot | null>(null);
  const apiRef = useRef(api);
  apiRef.current = api;

  // A pin is placed where the pointer was when it was made, and stays there.
  const pinned = api.pinned;
  useLayoutEffect(() => {
    pinnedAt.current = pinned ? snapshot(apiRef.current) : null;
  }, [pinned]);

  useLayoutEffect(() => {
    const el = panel.current;
    if (!el || !shownKey) return;
    place(el, pinnedShown && pinnedAt.current ? pinnedAt.current : snapshot(apiRef.current));
  }, [panel, pinnedShown, shownKey]);

  // A hover panel follows the pointer.
  useEffect(() => {
    if (pinnedShown || !shownKey) return undefined;
    let frame = 0;
    const off = onPointerMove(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (panel.current) place(panel.current, snapshot(apiRef.current));
      });
    });
    return () => {
      off();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [panel, pinnedShown, shownKey]);
}
