/** The row of camera buttons over the table: one per preset of the game. */
import type { CSSProperties } from 'react';
import type { CameraPreset } from './cameraPresets';
import { tableFocus as defaultFocus, useFocusState, type TableFocus } from './tableFocus';

const bar: CSSProperties = { position: 'absolute', top: 8, right: 8, display: 'flex', gap: 4, zIndex: 2 };
const button: CSSProperties = {
  font: 'inherit',
  fontSize: 12,
  padding: '3px 9px',
  borderRadius: 6,
  border: '1px solid rgba(255,255,255,0.25)',
  background: 'rgba(20,18,16,0.72)',
  color: '#eee',
  cursor: 'pointer',
};
const active: CSSProperties = { ...button, background: '#e8d9a8', color: '#1b1710', borderColor: '#e8d9a8' };

export function CameraBar({ presets, focus = defaultFocus }: { presets: CameraPreset[]; focus?: TableFocus }) {
  const { mode } = useFocusState(focus);
  return (
    <div style={bar} role="toolbar" aria-label="Camera" data-testid="camera-bar">
      {presets.map((p) => (
        <button
          key={p.id}
          type="button"
          style={p.id === mode ? active : button}
          aria-pressed={p.id === mode}
          onClick={() => focus.usePreset(p.id)}
          data-testid={`camera-${p.id}`}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
