/**
 * The shared 3D table every game draws on: a wooden table with a felt mat,
 * lights and shadows, a camera held within the board, camera presets with a
 * bar to pick them, the game's board as children, and beside the board a
 * dice tray where every throw lands (TableDice; placed and sized by
 * dieProjection.ts so each die is at least 45 px tall from the overview). It
 * renders only when something changes (frameloop "demand"): pieces that move
 * call invalidate().
 */
import { Canvas, type RootState } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ACESFilmicToneMapping } from 'three';
import type { Settings } from '../api/types';
import { palette } from '../lib/palette';
import { AnimationSpeedProvider } from '../pieces/animationSpeed';
import { PieceThemeContext } from '../pieces/pieceTheme';
import { TableDice } from '../dice/TableDice';
import { CameraBar } from './CameraBar';
import { defaultPresets, findPreset, limitsForBoard, OVERVIEW, type CameraLimits, type CameraPreset } from './cameraPresets';
import { layoutDice } from './dieProjection';
import { CameraRig } from './CameraRig';
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
  /** Width (x) and depth (z) of the board in table units; the table, camera limits and shadows fit it. */
  boardSize: [number, number];
  /**
   * The game's camera presets for an area of the given size centred on the
   * origin: the table fits them to the board and the dice tray beside it.
   * By default overview, follow and top (defaultPresets).
   */
  fitPresets?: (areaSize: [number, number]) => CameraPreset[];
  /** Fixed presets instead (the dice tray is then sized from their overview, wherever it looks). */
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

/** Canvas height assumed before the table is measured (a game's table in a 1600 x 900 window). */
const DEFAULT_CANVAS_HEIGHT = 540;

const wrapper: CSSProperties = { position: 'relative', width: '100%', height: '100%', minHeight: 200, overflow: 'hidden', background: '#16120e' };

export function TableCanvas(props: TableCanvasProps) {
  const { settings, boardSize, focus = defaultFocus, showCameraBar = true, overlay, onCreated, className, style, children, fitPresets } = props;
  const [width, depth] = boardSize;
  const q = qualityOptions(settings.graphicsQuality);
  // The dice scale depends on how tall the canvas is: measured once before the table starts.
  const box = useRef<HTMLDivElement>(null);
  const [canvasHeight, setCanvasHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const h = box.current?.clientHeight ?? 0;
    setCanvasHeight(h > 0 ? h : DEFAULT_CANVAS_HEIGHT);
  }, []);
  const fixed = props.presets;
  const dice = useMemo(
    () => layoutDice([width, depth], fixed ? () => fixed : (fitPresets ?? ((s) => defaultPresets(...s))), canvasHeight ?? DEFAULT_CANVAS_HEIGHT, undefined, undefined, !fixed),
    [fixed, fitPresets, width, depth, canvasHeight],
  );
  const presets = dice.presets;
  const [areaW, areaD] = dice.area.size;
  const [areaX, areaZ] = dice.area.centre;
  const limits = useMemo(() => {
    if (props.limits) return props.limits;
    // The board's limits grown to the tray: the player may pan over to the dice.
    const l = limitsForBoard(areaW, areaD);
    return { ...l, targetMin: [l.targetMin[0] + areaX, l.targetMin[1], l.targetMin[2] + areaZ], targetMax: [l.targetMax[0] + areaX, l.targetMax[1], l.targetMax[2] + areaZ] } as CameraLimits;
  }, [props.limits, areaW, areaD, areaX, areaZ]);
  const pal = palette(settings.colourBlindPalette);
  const start = findPreset(presets, OVERVIEW) ?? presets[0];
  const size = Math.max(areaW, areaD);

  return (
    <div
      className={className}
      style={{ ...wrapper, ...style }}
      data-testid="table-canvas"
      ref={box}
      data-dice-scale={dice.strip.scale.toFixed(3)}
      data-die-px={dice.diePx.toFixed(1)}
    >
      {canvasHeight !== null && (
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
              {/* Lit (and shadowed) over the board and the dice tray beside it. */}
              <Lighting width={areaW + 2 * Math.abs(areaX)} depth={areaD + 2 * Math.abs(areaZ)} quality={q} />
              {q.environment && <TableEnvironment intensity={0.45} />}
              <group position={[areaX, 0, areaZ]}>
                <TableSurface width={areaW} depth={areaD} />
              </group>
              <CameraRig presets={presets} limits={limits} focus={focus} />
              <TableDice centre={dice.strip.centre} rotationY={dice.strip.rotationY} scale={dice.strip.scale} />
              {children}
              <FrameProbe />
              <InspectProbe />
              {q.effects && <TableEffects multisampling={q.antialias ? 4 : 0} />}
            </PieceThemeContext.Provider>
          </AnimationSpeedProvider>
        </Canvas>
      )}
      {showCameraBar && <CameraBar presets={presets} focus={focus} />}
      {overlay}
    </div>
  );
}
