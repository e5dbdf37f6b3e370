/**
 * Keeps the guide card docked (guidePlacement.ts) as the screen changes: on
 * every step, and a few times a second after, because what it must keep
 * clear moves on its own (a prompt grows, the dice results appear, the
 * window is resized, the table refits). Reading a dozen boxes that often
 * costs nothing next to the table's drawing, and the card moves only when its
 * best place does.
 */
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import type { TutorialStep } from '../../core/engine/types';
import { bottom, type Rect } from '../inspect/placement';
import { elementRect, partRect, partRects, viewportSize } from '../inspect/screenRects';
import { locateOnTable } from '../inspect/tableLocator';
import { placeGuide } from './guidePlacement';

const REDOCK_MS = 400;

/** The step's target on screen: the parts it names, or the thing on the table (null when the table cannot say where). */
function targetRects(point: TutorialStep['point']): { rects: Rect[]; onTable: boolean } {
  if (!point) return { rects: [], onTable: false };
  if (typeof point === 'string') return { rects: partRects(point), onTable: false };
  const found = locateOnTable(point);
  return found ? { rects: [found], onTable: false } : { rects: [], onTable: true };
}

export function useGuideDock(card: RefObject<HTMLElement | null>, point: TutorialStep['point'], stepKey: string, hidden: boolean): { left: number; top: number } | null {
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  const dock = useCallback(() => {
    const el = card.current;
    if (!el || hidden) return;
    const target = targetRects(point);
    const canvas = elementRect(document.querySelector('[data-testid="table-canvas"]'));
    const bar = partRect('bar');
    const r = placeGuide({
      card: { width: el.offsetWidth, height: el.offsetHeight },
      viewport: viewportSize(),
      bar: bar && bottom(bar) < window.innerHeight / 3 ? bar : null,
      table: canvas ?? partRect('table'),
      targets: target.rects,
      targetSomewhereOnTable: target.onTable,
      prompt: partRect('prompt'),
      panels: [...partRects('sheet'), ...partRects('dice')],
      log: partRect('log'),
    });
    setAt((old) => (old && Math.abs(old.left - r.left) < 2 && Math.abs(old.top - r.top) < 2 ? old : { left: Math.round(r.left), top: Math.round(r.top) }));
  }, [card, point, hidden]);

  useLayoutEffect(() => {
    dock();
  }, [dock, stepKey]);

  useLayoutEffect(() => {
    const timer = window.setInterval(dock, REDOCK_MS);
    window.addEventListener('resize', dock);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', dock);
    };
  }, [dock]);
  return at;
}
