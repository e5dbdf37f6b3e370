/**
 * Many labels on one texture, so a batch of them (FlatLabelBatch,
 * LabelBillboards) is one draw call instead of one per label: each distinct
 * label is drawn by the label cache (labels.ts) and copied onto a shared
 * canvas in shelves. The packing is pure and tested; the copy needs the DOM.
 */
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import { labelKey, labels, type LabelFactory, type LabelStyle } from './labels';

export interface PackedRect { x: number; y: number; w: number; h: number }

/** Pixels left between labels, so linear filtering never bleeds one into the next. */
const PAD = 2;
const MAX_WIDTH = 2048;

/** Places rectangles left to right in rows (shelves) no wider than `maxWidth`; the atlas is as tall as the rows need. */
export function packShelves(sizes: readonly { width: number; height: number }[], maxWidth = MAX_WIDTH, pad = PAD): { rects: PackedRect[]; width: number; height: number } {
  const rects: PackedRect[] = [];
  let x = pad, y = pad, row = 0, width = 0;
  for (const s of sizes) {
    const w = Math.min(s.width, maxWidth - 2 * pad);
    if (x + w + pad > maxWidth && x > pad) {
      y += row + pad;
      x = pad;
      row = 0;
    }
    rects.push({ x, y, w, h: s.height });
    x += w + pad;
    row = Math.max(row, s.height);
    width = Math.max(width, x);
  }
  return { rects, width: Math.max(1, width), height: Math.max(1, y + row + pad) };
}

export interface AtlasEntry {
  /** Texture coordinates: left, bottom, right, top (v up, as three.js samples). */
  uv: [number, number, number, number];
  /** Width over height, to size the quad that shows it. */
  aspect: number;
}

export interface LabelAtlas {
  texture: CanvasTexture;
  /** By labelKey(style). */
  entries: Map<string, AtlasEntry>;
  dispose(): void;
}

interface SizedImage { width: number; height: number }

/** One texture holding every distinct label of `styles`. Needs a DOM canvas. */
export function labelAtlas(styles: readonly LabelStyle[], factory: LabelFactory = labels()): LabelAtlas {
  const distinct = new Map<string, LabelStyle>();
  for (const s of styles) distinct.set(labelKey(s), s);
  const drawn = [...distinct].map(([key, style]) => ({ key, image: factory.get(style).texture.image as SizedImage & CanvasImageSource }));
  const { rects, width, height } = packShelves(drawn.map((d) => d.image));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const entries = new Map<string, AtlasEntry>();
  drawn.forEach((d, i) => {
    const r = rects[i]!;
    ctx.drawImage(d.image, r.x, r.y, r.w, r.h);
    // Canvas y runs down and the texture is flipped on upload (flipY), so v = 1 - y / height.
    entries.set(d.key, { uv: [r.x / width, 1 - (r.y + r.h) / height, (r.x + r.w) / width, 1 - r.y / height], aspect: r.w / r.h });
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  return { texture, entries, dispose: () => texture.dispose() };
}
