/**
 * Paints a die definition's texture atlas on a canvas: every cell gets the
 * body colour, a faint edge line, and at each label placement the face's
 * print (number, pips, glyphs or text) in a contrasting ink, turned so its
 * top points the way labelPlacements says. Positions come from the same
 * atlasLayout the mesh UVs use.
 */
import type { DieDef } from '../../core/engine/types';
import { atlasLayout, labelAngle, toAtlas, type AtlasLayout } from './atlasLayout';
import { bodyColour, faceContent, haloFor, inkFor, type FaceContent, type FaceStyle } from './faceContent';
import { faceOnSlot, kindOfDie, labelPlacements } from './faces';
import { drawGlyph } from './glyphs';
import { dieShape } from './shapes';

type Ctx = CanvasRenderingContext2D;

const FONT = 'bold {px}px "Segoe UI", "Helvetica Neue", Arial, sans-serif';

/** Pip centres on a -1..1 square for 1 to 6. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** Offsets (in units of the glyph radius) to place n glyphs side by side without overlap. */
function glyphSpots(n: number): { at: [number, number][]; r: number } {
  if (n === 1) return { at: [[0, 0]], r: 0.9 };
  if (n === 2) return { at: [[-0.5, 0], [0.5, 0]], r: 0.48 };
  if (n === 3) return { at: [[0, -0.45], [-0.5, 0.4], [0.5, 0.4]], r: 0.44 };
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const step = 1.7 / cols;
  const at: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const row = Math.floor(i / cols);
    at.push([(c - (cols - 1) / 2) * step, (row - (rows - 1) / 2) * step]);
  }
  return { at, r: step * 0.45 };
}

/** Draws one print centred on the origin, filling a circle of radius `r`. */
function drawPrint(ctx: Ctx, content: FaceContent, r: number, body: string, ink: string): void {
  ctx.fillStyle = ink;
  switch (content.type) {
    case 'blank':
      return;
    case 'pips':
      for (const [x, y] of PIPS[content.count]!) {
        ctx.beginPath();
        ctx.arc(x * r * 0.52, y * r * 0.52, r * 0.17, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    case 'glyphs': {
      const { at, r: gr } = glyphSpots(content.symbols.length);
      content.symbols.forEach((s, i) => {
        ctx.save();
        ctx.translate(at[i]![0] * r, at[i]![1] * r);
        drawGlyph(ctx, s, gr * r, body);
        ctx.restore();
      });
      return;
    }
    case 'text': {
      // Largest size whose box fits the circle: height about 1.25 r, width at most 1.7 r.
      let px = r * 1.25;
      ctx.font = FONT.replace('{px}', px.toFixed(1));
      const w = ctx.measureText(content.text).width;
      if (w > r * 1.7) px *= (r * 1.7) / w;
      ctx.font = FONT.replace('{px}', px.toFixed(1));
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(content.text, 0, px * 0.04);
      if (content.underline) {
        const uw = ctx.measureText(content.text).width;
        ctx.fillRect(-uw / 2, px * 0.45, uw, Math.max(1.5, px * 0.08));
      }
    }
  }
}

/** Paints the whole atlas of a die definition onto ctx (sized layout.width x layout.height). */
export function paintDieAtlas(ctx: Ctx, die: DieDef, style: FaceStyle = {}): AtlasLayout {
  const kind = kindOfDie(die);
  const layout = atlasLayout(kind);
  const shape = dieShape(kind);
  const body = bodyColour(die);
  const ink = inkFor(body);
  const halo = haloFor(body);
  ctx.fillStyle = body;
  ctx.fillRect(0, 0, layout.width, layout.height);
  shape.faces.forEach((face, surface) => {
    // A faint outline just inside each edge, so edges read even under flat light.
    ctx.save();
    ctx.globalAlpha = 0.18;
    ctx.strokeStyle = ink;
    ctx.lineWidth = 3;
    ctx.beginPath();
    face.forEach((vi, k) => {
      const [x, y] = toAtlas(layout, surface, shape.vertices[vi]!);
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
    ctx.stroke();
    ctx.restore();
  });
  for (const p of labelPlacements(kind)) {
    const [x, y] = toAtlas(layout, p.surface, p.position);
    const content = faceContent(faceOnSlot(die, p.slot), die.faces.length, style);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(labelAngle(layout, p.surface, p.up));
    if (halo) {
      ctx.shadowColor = halo;
      ctx.shadowBlur = 4;
    }
    drawPrint(ctx, content, p.extent * layout.pxPerUnit * 0.95, body, ink);
    ctx.restore();
  }
  return layout;
}

/** A new canvas holding the atlas of a die definition. */
export function dieAtlasCanvas(die: DieDef, style: FaceStyle = {}): HTMLCanvasElement {
  const layout = atlasLayout(kindOfDie(die));
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas (2D context unavailable).');
  paintDieAtlas(ctx, die, style);
  return canvas;
}
