/**
 * Drawing a card's face and back on a canvas: a coloured frame, the name in a
 * title bar, up to three numbers in corner badges, a kind line and a short
 * text wrapped to fit. Games give the words (in their own wording); this file
 * only lays them out. Textures are cached by content.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { textOn } from '../lib/palette';
import { LABEL_FONT_FAMILY, domCanvas, type CanvasLike, type Context2DLike, type MakeCanvas } from './labels';

export interface CardFace {
  title: string;
  /** A line under the title: the card's kind or deck. */
  kind?: string;
  text?: string;
  /** Numbers in the corners, e.g. [{label:'ATK', value: 3}]. At most three are drawn. */
  numbers?: { label: string; value: number | string }[];
  frame: string;
}

export interface CardBack {
  colour: string;
  /** A word or letter in the middle of the back (the deck's name). */
  mark?: string;
}

/** Canvas pixels of a card; the ratio matches a poker card (63 x 88 mm). */
export const CARD_PX: [number, number] = [320, 448];

/** Splits text into lines that fit `maxWidth`; a word longer than a line stands alone on its line. */
export function wrapText(ctx: Pick<Context2DLike, 'measureText'>, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(candidate).width > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

type Ctx = Context2DLike;

function roundedPanel(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

export function drawCardFace(canvas: CanvasLike, face: CardFace): void {
  const [W, H] = CARD_PX;
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d') as Ctx;
  ctx.clearRect(0, 0, W, H);
  roundedPanel(ctx, 0, 0, W, H, 22, face.frame);
  roundedPanel(ctx, 14, 14, W - 28, H - 28, 14, '#f3ecdc');
  // Title bar in the frame colour.
  roundedPanel(ctx, 14, 14, W - 28, 70, 14, face.frame);
  const ink = textOn(face.frame);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = ink;
  let titlePx = 34;
  ctx.font = `bold ${titlePx}px ${LABEL_FONT_FAMILY}`;
  while (titlePx > 18 && ctx.measureText(face.title).width > W - 60) {
    titlePx -= 2;
    ctx.font = `bold ${titlePx}px ${LABEL_FONT_FAMILY}`;
  }
  ctx.fillText(face.title, W / 2, 50);
  if (face.kind) {
    ctx.font = `italic 22px ${LABEL_FONT_FAMILY}`;
    ctx.fillStyle = '#5a5040';
    ctx.fillText(face.kind, W / 2, 108);
  }
  // Numbers as round badges along the middle band, each with its label under it.
  const numbers = (face.numbers ?? []).slice(0, 3);
  numbers.forEach((n, i) => {
    const x = W / 2 + (i - (numbers.length - 1) / 2) * 96;
    ctx.beginPath();
    ctx.arc(x, 178, 36, 0, Math.PI * 2);
    ctx.fillStyle = face.frame;
    ctx.fill();
    ctx.fillStyle = ink;
    ctx.font = `bold 36px ${LABEL_FONT_FAMILY}`;
    ctx.fillText(String(n.value), x, 180);
    ctx.fillStyle = '#3a3428';
    ctx.font = `bold 18px ${LABEL_FONT_FAMILY}`;
    ctx.fillText(n.label, x, 232);
  });
  if (face.text) {
    ctx.font = `22px ${LABEL_FONT_FAMILY}`;
    ctx.fillStyle = '#221e17';
    const top = numbers.length > 0 ? 268 : 150;
    const lines = wrapText(ctx, face.text, W - 64).slice(0, Math.floor((H - 40 - top) / 28));
    lines.forEach((l, i) => ctx.fillText(l, W / 2, top + i * 28));
  }
}

export function drawCardBack(canvas: CanvasLike, back: CardBack): void {
  const [W, H] = CARD_PX;
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d') as Ctx;
  ctx.clearRect(0, 0, W, H);
  roundedPanel(ctx, 0, 0, W, H, 22, '#1c1a1f');
  roundedPanel(ctx, 14, 14, W - 28, H - 28, 14, back.colour);
  // Diagonal bands: a back that reads as "a card" from any angle.
  ctx.fillStyle = 'rgba(0,0,0,0.16)';
  for (let i = -H; i < W; i += 36) {
    ctx.beginPath();
    ctx.moveTo(i, 14);
    ctx.lineTo(i + 18, 14);
    ctx.lineTo(i + 18 + H, H - 14);
    ctx.lineTo(i + H, H - 14);
    ctx.closePath();
    ctx.fill();
  }
  if (back.mark) {
    ctx.beginPath();
    ctx.arc(W / 2, H / 2, 70, 0, Math.PI * 2);
    ctx.fillStyle = '#1c1a1f';
    ctx.fill();
    ctx.fillStyle = back.colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${back.mark.length > 2 ? 30 : 64}px ${LABEL_FONT_FAMILY}`;
    ctx.fillText(back.mark, W / 2, H / 2 + 3);
  }
}

const faces = new Map<string, CanvasTexture>();

function cached(key: string, draw: (c: CanvasLike) => void, makeCanvas: MakeCanvas): CanvasTexture {
  let t = faces.get(key);
  if (!t) {
    const canvas = makeCanvas();
    draw(canvas);
    t = new CanvasTexture(canvas as unknown as HTMLCanvasElement);
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    faces.set(key, t);
  }
  return t;
}

export function cardFaceTexture(face: CardFace, makeCanvas: MakeCanvas = domCanvas): CanvasTexture {
  return cached(`face:${JSON.stringify(face)}`, (c) => drawCardFace(c, face), makeCanvas);
}

export function cardBackTexture(back: CardBack, makeCanvas: MakeCanvas = domCanvas): CanvasTexture {
  return cached(`back:${JSON.stringify(back)}`, (c) => drawCardBack(c, back), makeCanvas);
}
