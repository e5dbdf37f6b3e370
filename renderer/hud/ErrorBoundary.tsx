/**
 * Keeps a failing part of the screen (a WebGL scene on a machine without
 * WebGL, a bug in a board) from blanking the whole app. Screens and boards
 * get the `ScreenBoundary` fallback, which offers "Reload and continue": the
 * host holds the match (and its autosave), so a reload picks it up again.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead; a function receives the error message. */
  fallback: ReactNode | ((message: string) => ReactNode);
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: string | null }> {
  override state: { failed: string | null } = { failed: null };

  static getDerivedStateFromError(err: unknown): { failed: string } {
    return { failed: err instanceof Error ? err.message : String(err) };
  }

  override componentDidCatch(err: unknown): void {
    console.error('A part of the screen failed:', err);
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(failed) : fallback;
  }
}

/** The fallback for a whole screen or board: what happened, and a way back that keeps the game. */
export function ScreenBoundary({ name, children, onMenu }: { name: string; children: ReactNode; onMenu?: () => void }) {
  return (
    <ErrorBoundary
      fallback={(message) => (
        <div className="screen-failed" role="alert" data-testid="screen-failed">
          <h2>Something went wrong in the {name}.</h2>
          <p className="muted small">{message}</p>
          <p>Your game is safe: the game host keeps it, and it was saved after your last move.</p>
          <div className="screen-failed-actions">
            <button type="button" className="primary" onClick={() => window.location.reload()} data-testid="reload-continue">
              Reload and continue
            </button>
            {onMenu && (
              <button type="button" onClick={onMenu}>
                Back to the menu
              </button>
            )}
          </div>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
