/**
 * What each token, colour and marking on this game's board means (L toggles it).
 * It docks at the board's top right, under the camera buttons, or wherever
 * else it keeps clear of the prompt (legendPlacement.ts), and follows the window's size.
 */
import { useLayoutEffect, useRef } from 'react';
import type { LegendEntry } from '../../core/engine/types';
import { useInspect } from './InspectContext';
import './inspect.css';
import { placeLegend } from './legendPlacement';
import { partRect, viewportSize } from './screenRects';

export function LegendPanel({ legend, onClose }: { legend: readonly LegendEntry[]; onClose(): void }) {
  const api = useInspect();
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const dock = () => {
      const el = panel.current;
      if (!el) return;
      const r = placeLegend({ table: partRect('table'), prompt: partRect('prompt'), panel: { width: el.offsetWidth, height: el.offsetHeight }, viewport: viewportSize() });
      el.style.left = `${Math.round(r.left)}px`;
      el.style.top = `${Math.round(r.top)}px`;
      el.dataset.placed = 'true';
    };
    dock();
    window.addEventListener('resize', dock);
    return () => window.removeEventListener('resize', dock);
  }, [legend]);
  return (
    <aside ref={panel} className="legend-panel" data-testid="legend-panel" aria-label="Legend">
      <header>
        <h3>Legend</h3>
        <button type="button" className="icon-button" aria-label="Close legend" onClick={onClose} data-testid="legend-close">
          ✕
        </button>
      </header>
      {legend.length === 0 && <p className="muted small">This board has no legend yet.</p>}
      <ul>
        {legend.map((l) => (
          <li key={`${l.symbol}:${l.name}`}>
            <span className="legend-symbol" style={l.color ? { background: l.color } : undefined} aria-hidden={!!l.color}>
              {l.symbol}
            </span>
            <span>
              {l.entry ? (
                <button type="button" className="link-button" onClick={() => api.pin({ entry: l.entry! })}>
                  {l.name}
                </button>
              ) : (
                <strong>{l.name}</strong>
              )}
              {' '}
              <span className="muted">{l.meaning}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="muted small">Press L to close.</p>
    </aside>
  );
}
