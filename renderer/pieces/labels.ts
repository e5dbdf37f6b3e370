/**
 * Text on the table without downloaded fonts: each label is drawn once on a
 * canvas with the system font and kept as a texture, so "12" on ten figures
 * is one texture. (drei's <Text> would fetch a font from the network; the game
 * must work offline.)
 *
 * The factory takes the function that makes canvases, so tests run in Node
 * with a fake canvas and the game uses the DOM's.
 */
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

export type LabelShape = 'plain' | 'pill' | 'circle';

export interface LabelStyle {
  text: string;
  /** Text colour. */
  colour?: string;
  /** Fill behind the text; none for plain text. */
  background?: string;
  border?: string;
  shape?: LabelShape;
  /** Font size in canvas pixels: bigger is sharper, not bigger on screen. */
  fontPx?: number;
  bold?: boolean;
}

/** The parts of a 2D context the labels use. */
export interface Context2DLike {
  font: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  measureText(text: string): { width: number };
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  beginPath(): void;
  arc(x: number, y: number, r: number, a0: number, a1: number): void;
  roundRect(x: number, y: number, w: number, h: number, r: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Context2DLike | null;
}

export type MakeCanvas = () => CanvasLike;

export interface LabelTexture {
  texture: CanvasTexture;
  /** Width over height, to size the sprite or plane that shows it. */
  aspect: number;
}

export const LABEL_FONT_FAMILY = 'system-ui, "Segoe UI", "DejaVu Sans", Arial, sans-serif';

export function labelKey(style: LabelStyle): string {
  return [style.text, style.colour, style.background, style.border, style.shape, style.fontPx, style.bold].join('\u0001');
}

/** Canvas size for a label: padding around the text, a square for circles. */
export function labelCanvasSize(textWidth: number, fontPx: number, shape: LabelShape): { width: number; height: number } {
  const height = Math.ceil(fontPx * 1.5);
  if (shape === 'circle') return { width: height, height };
  const pad = shape === 'pill' ? fontPx * 0.7 : fontPx * 0.2;
  return { width: Math.ceil(Math.max(textWidth + 2 * pad, height)), height };
}

export interface LabelFactory {
  get(style: LabelStyle): LabelTexture;
  /** How many distinct labels are cached. */
  readonly size: number;
  dispose(): void;
}

export function createLabelFactory(makeCanvas: MakeCanvas): LabelFactory {
  const cache = new Map<string, LabelTexture>();
  return {
    get(style) {
      const key = labelKey(style);
      const hit = cache.get(key);
      if (hit) return hit;
      const made = drawLabel(makeCanvas(), style);
      cache.set(key, made);
      return made;
    },
    get size() {
      return cache.size;
    },
    dispose() {
      for (const t of cache.values()) t.texture.dispose();
      cache.clear();
    },
  };
}

function drawLabel(canvas: CanvasLike, style: LabelStyle): LabelTexture {
  const fontPx = style.fontPx ?? 48;
  const shape = style.shape ?? (style.background ? 'pill' : 'plain');
  const font = `${style.bold === false ? '' : 'bold '}${fontPx}px ${LABEL_FONT_FAMILY}`;
  const probe = canvas.getContext('2d');
  if (!probe) throw new Error('This canvas has no 2D context.');
  probe.font = font;
  const { width, height } = labelCanvasSize(probe.measureText(style.text).width, fontPx, shape);
  canvas.width = width;
  canvas.height = height;
  // Resizing a canvas resets its context state: set everything again.
  const ctx = canvas.getContext('2d')!;
  ctx.clearRect(0, 0, width, height);
  const line = Math.max(2, fontPx * 0.08);
  if (style.background || style.border) {
    ctx.beginPath();
    if (shape === 'circle') ctx.arc(width / 2, height / 2, height / 2 - line, 0, Math.PI * 2);
    else ctx.roundRect(line, line, width - 2 * line, height - 2 * line, shape === 'pill' ? (height - 2 * line) / 2 : fontPx * 0.15);
    if (style.background) {
      ctx.fillStyle = style.background;
      ctx.fill();
    }
    if (style.border) {
      ctx.strokeStyle = style.border;
      ctx.lineWidth = line;
      ctx.stroke();
    }
  }
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = style.colour ?? '#ffffff';
  // Nudge down a little: 'middle' sits on the em box, which looks high for digits and capitals.
  ctx.fillText(style.text, width / 2, height / 2 + fontPx * 0.06);
  const texture = new CanvasTexture(canvas as unknown as HTMLCanvasElement);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  return { texture, aspect: width / height };
}

/** Canvases from the page's document. */
export const domCanvas: MakeCanvas = () => document.createElement('canvas') as unknown as CanvasLike;

let shared: LabelFactory | null = null;

/** The renderer's one label cache (created on first use, so importing this module in Node is harmless). */
export function labels(): LabelFactory {
  shared ??= createLabelFactory(domCanvas);
  return shared;
}
