/**
 * White glow textures for highlights, drawn once on a canvas: a soft ring, a
 * square outline and a hexagon outline, each bright on its line and fading to
 * both sides. The highlight material tints them and blends them additively,
 * so they read as light on the table rather than paint.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { domCanvas, type CanvasLike, type MakeCanvas } from './labels';

export type GlowShape = 'ring' | 'square' | 'hex' | 'disc';

const SIZE = 256;

/** The outline of a shape as points on a unit square canvas of `size` pixels. */
export function outlinePoints(shape: Exclude<GlowShape, 'disc'>, size: number, inset: number): [number, number][] {
  const c = size / 2;
  const r = c - inset;
  const n = shape === 'ring' ? 64 : shape === 'hex' ? 6 : 4;
  const offset = shape === 'square' ? Math.PI / 4 : shape === 'hex' ? Math.PI / 6 : 0;
  // Squares are scaled out so their sides (not corners) touch the inset.
  const k = shape === 'square' ? Math.SQRT2 : 1;
  return Array.from({ length: n }, (_, i) => {
    const a = offset + (i / n) * Math.PI * 2;
    return [c + Math.cos(a) * r * k, c + Math.sin(a) * r * k];
  });
}

export function drawGlow(canvas: CanvasLike, shape: GlowShape): void {
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  ctx.clearRect(0, 0, SIZE, SIZE);
  if (shape === 'disc') {
    const g = ctx.createRadialGradient(SIZE / 2, SIZE / 2, 0, SIZE / 2, SIZE / 2, SIZE / 2);
    g.addColorStop(0, 'rgba(255,255,255,0.55)');
    g.addColorStop(0.7, 'rgba(255,255,255,0.35)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, SIZE, SIZE);
    return;
  }
  // Wide faint strokes under narrow bright ones make the glow fall off to both sides.
  const pts = outlinePoints(shape, SIZE, 22);
  const strokes: [number, number][] = [[40, 0.06], [28, 0.1], [18, 0.18], [10, 0.4], [5, 1]];
  for (const [width, alpha] of strokes) {
    ctx.beginPath();
    pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    ctx.strokeStyle = `rgba(255,255,255,${alpha})`;
    ctx.lineWidth = width;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
  // A faint fill so the whole area reads as lit, not only its edge.
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = 'rgba(255,255,255,0.12)';
  ctx.fill();
}

const cache = new Map<GlowShape, CanvasTexture>();

export function glowTexture(shape: GlowShape, makeCanvas: MakeCanvas = domCanvas): CanvasTexture {
  let t = cache.get(shape);
  if (!t) {
    const canvas = makeCanvas();
    drawGlow(canvas, shape);
    t = new CanvasTexture(canvas as unknown as HTMLCanvasElement);
    t.colorSpace = SRGBColorSpace;
    cache.set(shape, t);
  }
  return t;
}
