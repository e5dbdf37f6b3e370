/** A dismissable error message from the host (an illegal choice, a save that failed ...). */
import { useEffect } from 'react';

interface Props {
  message: string;
  onDismiss: () => void;
}

export function Toast({ message, onDismiss }: Props) {
  useEffect(() => {
    const t = setTimeout(onDismiss, 10_000);
    return () => clearTimeout(t);
  }, [message, onDismiss]);
  return (
    <div className="toast" role="alert" data-testid="toast">
      <span>{message}</span>
      <button type="button" className="icon-button" onClick={onDismiss} aria-label="Dismiss" data-testid="toast-dismiss">
        ✕
      </button>
    </div>
  );
}
