/**
 * The shared 3D table every game draws on: a wooden table with a felt mat
 * the size of the board, lights and shadows, a camera held within the board,
 * camera presets fitted to the board and the canvas (refitted when either
 * changes) with a bar to pick them, the game's board as children, and the
 * dice stage: each throw's tray rises into view where the camera looks and
 * leaves after (DiceStage; no tray takes room beside the board). It renders
 * only when something changes (frameloop "demand"): pieces that move call
 * invalidate().
 */
import { Canvas, type RootState } from '@react-three/fiber';
import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { ACESFilmicToneMapping } from 'three';
import type { Settings } from '../api/types';
import { palette } from '../lib/palette';
import { AnimationSpeedProvider } from '../pieces/animationSpeed';
import { PieceThemeContext } from '../pieces/pieceTheme';
import { CameraBar } from './CameraBar';
import { defaultPresets, findPreset, limitsForBoard, OVERVIEW, type CameraLimits, type CameraPreset } from './cameraPresets';
import { CameraRig } from './CameraRig';
import { DiceStage } from './DiceStage';
import type { DiceStagePose } from './diceStage';
import { FitProbe } from './FitProbe';
import { FrameProbe } from './FrameProbe';
import { InspectProbe } from './InspectProbe';
import { Lighting } from './Lighting';
import { TableEffects } from './TableEffects';
import { TableEnvironment } from './TableEnvironment';
import { qualityOptions } from './quality';
import { tableFocus as defaultFocus, type TableFocus } from './tableFocus';
import { TableSurface } from './TableSurface';

export interface TableCanvasProps {
  settings: Pick<Settings, 'graphicsQuality' | 'animationSpeed' | 'colourBlindPalette'>;
  /**
   * Width (x) and depth (z) of the board in table units, centred on the
   * origin, with every pile the player uses: its bounds as data. The table,
   * the camera's presets and limits, the shadows and the board-fill measure
   * (data-board-fill) fit it.
   */
  boardSize: [number, number];
  /**
   * The game's camera presets for a board of the given size centred on the
   * origin, fitted to the canvas's shape (the game measures it with
   * useCanvasAspect and passes a new function when it changes: the camera
   * then refits). By default overview, follow and top (defaultPresets).
   */
  fitPresets?: (boardSize: [number, number]) => CameraPreset[];
  /** Fixed presets instead. */
  presets?: CameraPreset[];
  /** Height of a throw's tray over the felt: above the board's tallest pieces (default 1.4). */
  diceLift?: number;
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
  const { settings, boardSize, focus = defaultFocus, showCameraBar = true, overlay, onCreated, className, style, children, fitPresets, diceLift = 1.4 } = props;
  const [width, depth] = boardSize;
  const q = qualityOptions(settings.graphicsQuality);
  const box = useRef<HTMLDivElement>(null);
  const fixed = props.presets;
  const presets = useMemo(() => fixed ?? (fitPresets ?? ((s) => defaultPresets(...s)))([width, depth]), [fixed, fitPresets, width, depth]);
  const limits = useMemo(() => props.limits ?? limitsForBoard(width, depth), [props.limits, width, depth]);
  const pal = palette(settings.colourBlindPalette);
  const start = findPreset(presets, OVERVIEW) ?? presets[0];
  const size = Math.max(width, depth);
  // What tests and the bench read: each throw's smallest die, and how much of the canvas the board spans.
  const onStage = useCallback((pose: DiceStagePose | null) => {
    const el = box.current;
    if (!el) return;
    if (pose) {
      el.dataset.diePx = pose.diePx.toFixed(1);
      el.dataset.diceScale = pose.scale.toFixed(3);
    }
  }, []);
  const onFill = useCallback((share: [number, number]) => {
    if (box.current) box.current.dataset.boardFill = `${share[0].toFixed(3)}x${share[1].toFixed(3)}`;
  }, []);

  return (
    <div
      className={className}
      style={{ ...wrapper, ...style }}
      data-testid="table-canvas"
      ref={box}
    >
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
        <fog attach="fog" args={['#16120e', size * 2.5 + 8, size * 5 + 20]} />
        <AnimationSpeedProvider value={settings.animationSpeed}>
          <PieceThemeContext.Provider value={pal}>
            <Lighting width={width} depth={depth} quality={q} />
            {q.environment && <TableEnvironment intensity={0.45} reflections={q.reflections} />}
            <TableSurface width={width} depth={depth} />
            <CameraRig presets={presets} limits={limits} focus={focus} />
            <DiceStage lift={diceLift} onStage={onStage} />
            {children}
            <FitProbe boardSize={boardSize} onFill={onFill} />
            <FrameProbe />
            <InspectProbe />
            {q.effects && <TableEffects multisampling={q.antialias ? 4 : 0} />}
          </PieceThemeContext.Provider>
        </AnimationSpeedProvider>
      </Canvas>
      {showCameraBar && <CameraBar presets={presets} focus={focus} />}
      {overlay}
    </div>
  );
}
