/**
 * The side column's dock for a board's player panels (hero sheets, hands,
 * mats): one tab per panel, the current seat's panels open and whole, the
 * others folded to their tab until clicked. GameScreen owns the dock's DOM
 * node (PanelDockContext); a board's BoardShell renders into it through a
 * portal, so the panels sit beside the table instead of under it and the
 * page never scrolls to reach them.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface BoardPanel {
  /** Stable id: the tab is `dock-tab-<id>`, the panel `dock-panel-<id>` unless `testId` is given. */
  id: string;
  /** The tab's one line (a name, a short status). */
  title: ReactNode;
  /** The seat deciding now (or the viewer) owns it, or the question is about it: open. */
  current?: boolean;
  content: ReactNode;
  testId?: string;
  /** `data-tutorial` of the open panel (the guide points at "sheet"). */
  tutorial?: string;
  /** Marks the tab (a seat colour). */
  colour?: string;
}

/** What currentSeat reads: a table's question and whom it waits for. */
interface Asking {
  prompt?: { seat: string } | null;
  waitingFor?: { seat: string } | null;
}

/**
 * The seat whose panels open: the one deciding now (in the table shown, else in the
 * latest update: while events play the beat's table asks nobody), else the viewer.
 */
export function currentSeat(view: Asking, update: { view: unknown; viewer?: string | null }): string | null {
  const latest = update.view as Asking;
  return view.prompt?.seat ?? view.waitingFor?.seat ?? latest.prompt?.seat ?? latest.waitingFor?.seat ?? update.viewer ?? null;
}

/** The dock's DOM node, provided by the game screen; null outside a match (a board shown alone). */
export const PanelDockContext = createContext<HTMLElement | null>(null);

export function usePanelDock(): HTMLElement | null {
  return useContext(PanelDockContext);
}

export function PanelDock({ panels }: { panels: readonly BoardPanel[] }) {
  // The player's own clicks on tabs; forgotten when the seat deciding changes, so the new seat's panels open.
  const currentKey = panels.filter((p) => p.current).map((p) => p.id).join(' ');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => setToggled(new Map()), [currentKey]);
  const isOpen = (p: BoardPanel) => toggled.get(p.id) ?? !!p.current;
  const open = panels.filter(isOpen);
  if (panels.length === 0) return null;
  const flip = (p: BoardPanel) => setToggled((t) => new Map(t).set(p.id, !isOpen(p)));
  return (
    <div className="dock" data-testid="dock">
      <div className="dock-tabs" role="tablist" aria-label="Player panels">
        {panels.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={isOpen(p)}
            className={`dock-tab${isOpen(p) ? ' open' : ''}${p.current ? ' current' : ''}`}
            style={p.colour ? { borderLeftColor: p.colour } : undefined}
            onClick={() => flip(p)}
            title={isOpen(p) ? 'Fold this panel' : 'Open this panel'}
            data-testid={`dock-tab-${p.id}`}
          >
            {p.title}
          </button>
        ))}
      </div>
      {open.map((p) => (
        <section key={p.id} className={`dock-panel${p.current ? ' current' : ''}`} data-testid={p.testId ?? `dock-panel-${p.id}`} data-tutorial={p.tutorial}>
          {p.content}
        </section>
      ))}
    </div>
  );
}
