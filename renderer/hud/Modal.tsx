/** A centred dialog over the current screen. Esc handling belongs to the screen that opened it. */
import type { ReactNode } from 'react';

interface Props {
  title: string;
  onClose?: () => void;
  testId?: string;
  wide?: boolean;
  children: ReactNode;
}

export function Modal({ title, onClose, testId, wide, children }: Props) {
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div className={wide ? 'modal modal-wide' : 'modal'} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <header className="modal-head">
          <h2>{title}</h2>
          {onClose && (
            <button type="button" className="icon-button" onClick={onClose} aria-label="Close" data-testid="modal-close">
              ✕
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
