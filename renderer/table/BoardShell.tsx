/**
 * What every game's board shares (issue 26 item 7): the compact stats line,
 * the table filling the rest of the board column (the lazily loaded scene
 * behind an error boundary and a Suspense fallback), an overlay slot over
 * the canvas, the "which one?" menu for a thing that answers several options,
 * and the board's player panels, which go to the side column's dock
 * (PanelDock) so the canvas keeps the whole board column.
 */
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from '../hud/ErrorBoundary';
import { PanelDock, usePanelDock, type BoardPanel } from './PanelDock';
import './board.css';

export interface AskOption {
  id: string;
  label: string;
}

/** A thing on the table answering several options asks which one. */
export interface AskMenu {
  title: string;
  options: readonly AskOption[];
  onPick(optionId: string): void;
  onCancel(): void;
  /** The menu's test id (default `board-ask`); each option is `<testId>-<option id>`. */
  testId?: string;
}

export interface BoardShellProps {
  /** The board root's test id ("doom-board"). */
  testId: string;
  className?: string;
  style?: CSSProperties;
  /** data-* attributes on the root, for tests ("data-phase"). */
  attributes?: Record<`data-${string}`, string | number | boolean | undefined>;
  /** The one-line stats over the table; long texts cut with an ellipsis (give them a title). */
  stats?: ReactNode;
  /** The 3D scene (a lazy component): it fills the table box. */
  scene: ReactNode;
  /** Said when WebGL fails; the panels and the prompt still play the game. */
  fallbackText?: string;
  /** DOM over the canvas (a roll strip, a final score). */
  overlay?: ReactNode;
  ask?: AskMenu | null;
  /** The board's player panels, shown in the side column's dock. */
  panels?: readonly BoardPanel[];
  /** Anything else (a modal between missions). */
  children?: ReactNode;
}

const FALLBACK = 'The 3D table could not start (WebGL); the panels and the prompt still play the game.';

export function BoardShell({ testId, className, style, attributes, stats, scene, fallbackText = FALLBACK, overlay, ask, panels = [], children }: BoardShellProps) {
  const dock = usePanelDock();
  const docked = <PanelDock panels={panels} />;
  return (
    <div className={`board${className ? ` ${className}` : ''}`} style={style} data-testid={testId} {...attributes}>
      {stats && <div className="board-stats" data-testid="board-stats">{stats}</div>}
      <div className="board-table">
        <ErrorBoundary fallback={<p className="muted board-fallback">{fallbackText}</p>}>
          <Suspense fallback={<div className="scene-loading board-scene" />}>
            <div className="board-scene">{scene}</div>
          </Suspense>
        </ErrorBoundary>
        {overlay}
        {ask && ask.options.length > 0 && <Ask {...ask} />}
      </div>
      {/* Without a game screen around it (a board shown alone) the panels stay under the table. */}
      {dock ? createPortal(docked, dock) : <div className="board-panels">{docked}</div>}
      {children}
    </div>
  );
}

function Ask({ title, options, onPick, onCancel, testId = 'board-ask' }: AskMenu) {
  return (
    <div className="board-ask" role="menu" data-testid={testId}>
      <div className="small muted">{title}</div>
      {options.map((o) => (
        <button key={o.id} type="button" role="menuitem" onClick={() => onPick(o.id)} data-testid={`${testId}-${o.id}`}>
          {o.label}
        </button>
      ))}
      <button type="button" className="ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
