/**
 * The piece showcase page (`?showcase=pieces`): the shared table with the
 * showcase scene, the draw-call count of the last frame, and the settings
 * read from the URL (`quality=low|medium|high`, `cb=1` for the colour-blind
 * palette, `speed=1x|2x|4x|instant`).
 */
import { useRef, useState, type ReactNode } from 'react';
import type { Settings } from '../api/types';
import { defaultPresets, type CameraPreset } from '../table/cameraPresets';
import { TableCanvas } from '../table/TableCanvas';
import { tableFocus } from '../table/tableFocus';
import { DrawCallProbe } from './DrawCallProbe';
import { HERO_AWAY, HERO_HOME, SHOWCASE_BOARD, ShowcaseScene } from './ShowcaseScene';

export function readShowcaseSettings(search: string): Pick<Settings, 'graphicsQuality' | 'animationSpeed' | 'colourBlindPalette'> {
  const q = new URLSearchParams(search);
  const quality = q.get('quality');
  const speed = q.get('speed');
  return {
    graphicsQuality: quality === 'low' || quality === 'high' ? quality : 'medium',
    animationSpeed: speed === '2x' || speed === '4x' || speed === 'instant' ? speed : '1x',
    colourBlindPalette: q.get('cb') === '1',
  };
}

/** The table's own presets plus close views of the figures and the tokens, for review screenshots. */
const PRESETS: CameraPreset[] = [
  ...defaultPresets(...SHOWCASE_BOARD),
  { id: 'figures', label: 'Figures', position: [-3.8, 3.6, 3.9], target: [-3.8, 0.3, -1.8] },
  { id: 'cards', label: 'Cards', position: [4.6, 3.2, -0.6], target: [4.6, 0, -3.3] },
  { id: 'tokens', label: 'Tokens', position: [4.9, 4.2, 5.2], target: [4.9, 0, 1.4] },
];

const page = { position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', background: '#16120e', color: '#eee' } as const;
const header = { display: 'flex', gap: 16, alignItems: 'baseline', padding: '6px 12px', fontSize: 13 } as const;

export default function Showcase({ extra }: { extra?: ReactNode }) {
  const settings = readShowcaseSettings(window.location.search);
  const calls = useRef<HTMLSpanElement>(null);
  const [step, setStep] = useState(0);
  const play = () => {
    const next = step + 1;
    setStep(next);
    // As the animation timeline will: tell the camera where the action is (it moves there in follow mode).
    tableFocus.focusOn(next % 2 === 1 ? HERO_AWAY : HERO_HOME, { distance: 7 });
  };
  return (
    <div style={page}>
      <div style={header}>
        <strong>Piece showcase</strong>
        <span>
          quality {settings.graphicsQuality} · speed {settings.animationSpeed} · {settings.colourBlindPalette ? 'colour-blind palette' : 'default palette'}
        </span>
        <button type="button" onClick={play} data-testid="demo-step">
          Play a step
        </button>
        <span>
          draw calls last frame: <span data-testid="draw-calls" ref={calls}>–</span>
        </span>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <TableCanvas settings={settings} boardSize={SHOWCASE_BOARD} presets={PRESETS}>
          <ShowcaseScene colourBlind={settings.colourBlindPalette} step={step}>{extra}</ShowcaseScene>
          <DrawCallProbe target={calls} />
        </TableCanvas>
      </div>
    </div>
  );
}
