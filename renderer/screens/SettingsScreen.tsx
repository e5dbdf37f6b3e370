/** Settings: animation speed, graphics quality, sound (master, effects, ambience, mute), colour-blind palette. Each change is saved at once. */
import type { Settings } from '../api/types';
import { useApp } from '../AppContext';
import { Modal } from '../hud/Modal';
import { softwareRenderer } from '../table/softwareGpu';
import { SoundSettings } from './SoundSettings';

const SPEEDS: Settings['animationSpeed'][] = ['1x', '2x', '4x', 'fast', 'instant'];
const QUALITIES: Settings['graphicsQuality'][] = ['low', 'medium', 'high'];

export function SettingsDialog({ onClose }: { onClose(): void }) {
  const { settings, changeSettings } = useApp();
  const software = softwareRenderer();
  return (
    <Modal title="Settings" onClose={onClose} testId="settings">
      <div className="form">
        <fieldset className="field">
          <legend>Animation speed</legend>
          <div className="segmented" role="radiogroup" aria-label="Animation speed">
            {SPEEDS.map((s) => (
              <button
                type="button"
                key={s}
                role="radio"
                aria-checked={settings.animationSpeed === s}
                className={settings.animationSpeed === s ? 'on' : undefined}
                onClick={() => changeSettings({ animationSpeed: s })}
                data-testid={`settings-speed-${s}`}
                title={s === 'fast' ? 'Pause only for my decisions and for dice I roll' : undefined}
              >
                {s === 'instant' ? 'Instant' : s === 'fast' ? 'Fast' : s}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="field">
          <span>Graphics quality</span>
          <select
            value={settings.graphicsQuality}
            onChange={(e) => changeSettings({ graphicsQuality: e.target.value as Settings['graphicsQuality'] })}
            data-testid="settings-quality"
          >
            {QUALITIES.map((q) => (
              <option key={q} value={q}>
                {q[0]!.toUpperCase() + q.slice(1)}
              </option>
            ))}
          </select>
        </label>
        {software && (
          <p className="muted small" data-testid="settings-software-gpu">
            This computer draws the table without a graphics card ({software}), so each picture of the table takes a moment:
            Low, without shadows and room light, turns the camera most smoothly.
          </p>
        )}
        <SoundSettings settings={settings} changeSettings={changeSettings} />
        <label className="field field-inline">
          <input
            type="checkbox"
            checked={settings.colourBlindPalette}
            onChange={(e) => changeSettings({ colourBlindPalette: e.target.checked })}
            data-testid="settings-colourblind"
          />
          <span>Colour-blind palette</span>
        </label>
        <label className="field">
          <span>Dice: d6 faces</span>
          <select value={settings.d6Faces} onChange={(e) => changeSettings({ d6Faces: e.target.value as 'numerals' | 'pips' })} data-testid="settings-d6-faces">
            <option value="numerals">Numerals (6 and 9 underlined)</option>
            <option value="pips">Pips</option>
          </select>
        </label>
      </div>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onClose} data-testid="settings-done">
          Done
        </button>
      </div>
    </Modal>
  );
}
