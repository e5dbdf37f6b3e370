/** "Save": the player names the save (the suggestion is the match's own description); the game goes on. */
import { useState } from 'react';
import { Modal } from './Modal';

interface Props {
  suggestion: string;
  busy: boolean;
  onSave(name: string): void;
  onClose(): void;
}

export function SaveDialog({ suggestion, busy, onSave, onClose }: Props) {
  const [name, setName] = useState(suggestion);
  const ok = name.trim().length > 0 && name.trim().length <= 80;
  return (
    <Modal title="Save the game" onClose={onClose} testId="save-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onSave(name.trim());
        }}
      >
        <label className="field">
          Name
          <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} autoFocus data-testid="save-name" />
        </label>
        <p className="muted small">Saves you name stay until you delete them; the autosaves rotate on their own.</p>
        <div className="menu-buttons">
          <button type="submit" className="primary" disabled={!ok || busy} data-testid="save-confirm">
            Save
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
