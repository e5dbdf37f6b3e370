/**
 * The shared 3D table every game draws on: a wooden table with a felt mat,
 * lights and shadows, a camera held within the board, camera presets with a
 * bar to pick them, and the game's board as children. It renders only when
 * something changes (frameloop "demand"): pieces that move call invalidate().
 */
import { Canvas, type RootState } from '@react-three/fiber';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ACESFilmicToneMapping } from 'three';
import type { Settings } from '../api/types';
import { palette } from '../lib/palette';
import { AnimationSpeedProvider } from '../pieces/animationSpeed';
import { PieceThemeContext } from '../pieces/pieceTheme';
import { CameraBar } from './CameraBar';
import { defaultPresets, findPreset, limitsForBoard, OVERVIEW, type CameraLimits, type CameraPreset } from './cameraPresets';
import { CameraRig } from './CameraRig';
import { FrameProbe } from './FrameProbe';
import { Lighting } from './Lighting';
import { TableEffects } from './TableEffects';
import { TableEnvironment } from './TableEnvironment';
import { qualityOptions } from './quality';
import { tableFocus as defaultFocus, type TableFocus } from './tableFocus';
import { TableSurface } from './TableSurface';

export interface TableCanvasProps {
  settings: Pick<Settings, 'graphicsQuality' | 'animationSpeed' | 'colourBlindPalette'>;
  /** Width (x) and depth (z) of the board in table units; the table, camera limits and shadows fit it. */
  boardSize: [number, number];
  /** The game's camera presets; by default overview, follow and top for the board size. */
  presets?: CameraPreset[];
  limits?: CameraLimits;
  focus?: TableFocus;
  showCameraBar?: boolean;
  /** DOM drawn over the canvas (inside the same positioned box). */
  overlay?: ReactNode;
  onCreated?: (state: RootState) => void;
  className?: string;
  style?: CSSProperties;
  /** The board and its pieces, standing on y = 0. */
  children?: ReactNode;
}

const wrapper: CSSProperties = { position: 'relative', width: '100%', height: '100%', minHeight: 200, overflow: 'hidden', background: '#16120e' };

export function TableCanvas(props: TableCanvasProps) {
  const { settings, boardSize, focus = defaultFocus, showCameraBar = true, overlay, onCreated, className, style, children } = props;
  const [width, depth] = boardSize;
  const q = qualityOptions(settings.graphicsQuality);
  const presets = useMemo(() => props.presets ?? defaultPresets(width, depth), [props.presets, width, depth]);
  const limits = useMemo(() => props.limits ?? limitsForBoard(width, depth), [props.limits, width, depth]);
  const pal = palette(settings.colourBlindPalette);
  const start = findPreset(presets, OVERVIEW) ?? presets[0];

  return (
    <div className={className} style={{ ...wrapper, ...style }} data-testid="table-canvas">
      <Canvas
        // Antialiasing is fixed when the WebGL context is made: a new setting needs a new canvas.
        key={q.antialias ? 'aa' : 'no-aa'}
        frameloop="demand"
        dpr={q.dpr}
        shadows={q.shadows ? 'percentage' : false}
        gl={{ antialias: q.antialias, preserveDrawingBuffer: true, powerPreference: 'high-performance', toneMapping: ACESFilmicToneMapping }}
        camera={{ fov: 38, near: 0.1, far: 400, position: start?.position ?? [0, 10, 10] }}
        onCreated={onCreated}
      >
        <color attach="background" args={['#16120e']} />
        <fog attach="fog" args={['#16120e', Math.max(width, depth) * 2.5 + 8, Math.max(width, depth) * 5 + 20]} />
        <AnimationSpeedProvider value={settings.animationSpeed}>
          <PieceThemeContext.Provider value={pal}>
            <Lighting width={width} depth={depth} quality={q} />
            {q.environment && <TableEnvironment intensity={0.45} />}
            <TableSurface width={width} depth={depth} />
            <CameraRig presets={presets} limits={limits} focus={focus} />
            {children}
            <FrameProbe />
            {q.effects && <TableEffects multisampling={q.antialias ? 4 : 0} />}
          </PieceThemeContext.Provider>
        </AnimationSpeedProvider>
      </Canvas>
      {showCameraBar && <CameraBar presets={presets} focus={focus} />}
      {overlay}
    </div>
  );
}
