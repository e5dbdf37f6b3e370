/** The Esc menu during a match; in a guided first game it can also end the guide. */
import { Modal } from './Modal';

interface Props {
  onResume(): void;
  onSave(): void;
  onLegend(): void;
  onSaveQuit(): void;
  onSettings(): void;
  onRules(): void;
  onDiceStats(): void;
  /** Present while a guided first game's guide runs: leaves it (the game goes on). */
  onLeaveGuide?: () => void;
}

export function InGameMenu({ onResume, onSave, onLegend, onSaveQuit, onSettings, onRules, onDiceStats, onLeaveGuide }: Props) {
  return (
    <Modal title="Menu" onClose={onResume} testId="ingame-menu">
      <div className="menu-buttons">
        <button type="button" className="primary" onClick={onResume} data-testid="menu-resume" autoFocus>
          Resume
        </button>
        <button type="button" onClick={onSave} data-testid="ingame-save">
          Save…
        </button>
        <button type="button" onClick={onLegend} data-testid="ingame-legend">
          Legend <kbd>L</kbd>
        </button>
        <button type="button" onClick={onSettings} data-testid="ingame-settings">
          Settings
        </button>
        <button type="button" onClick={onRules} data-testid="ingame-rules">
          Rules
        </button>
        <button type="button" onClick={onDiceStats} data-testid="ingame-dice-stats">
          Dice statistics
        </button>
        {onLeaveGuide && (
          <button type="button" onClick={onLeaveGuide} data-testid="menu-leave-guide">
            Leave the guide
          </button>
        )}
        <button type="button" onClick={onSaveQuit} data-testid="save-quit">
          Save &amp; quit to menu
        </button>
      </div>
    </Modal>
  );
}
