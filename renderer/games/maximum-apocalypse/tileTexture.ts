/**
 * A map tile's printed face, painted on a canvas: the ground in its type's
 * colour with a worn, speckled finish and a border, the spawn number in a
 * white disc at the top left, the scavenge icons (coloured squares with their
 * letter) at the top right, a STOP band on Stop tiles and the name across the
 * bottom. Face-down tiles share one back: dark with a hazard ring and a "?".
 * Cached by content, so thirty tiles cost a handful of textures.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { ScavengeColor } from '../../../core/games/maximum-apocalypse/content/types';
import { LABEL_FONT_FAMILY } from '../../pieces/labels';
import { timedPart } from '../../lib/bootMarks';
import { SCAVENGE_LOOK, TILE_BACK, tileLook } from './tileLooks';

const PX = 512;
const cache = new Map<string, CanvasTexture>();

export interface TileFace {
  type: string;
  name: string;
  spawn: number | null;
  scavenge: ScavengeColor[];
  stop: boolean;
}

/** A cheap repeatable pseudo-random sequence, so a tile's speckles are the same on every draw. */
function speckles(seed: number): () => number {
  let s = seed || 1;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647);
}

function worn(ctx: CanvasRenderingContext2D, base: string, detail: string, seed: number): void {
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, PX, PX);
  const r = speckles(seed);
  for (let i = 0; i < 900; i++) {
    ctx.globalAlpha = 0.08 + r() * 0.14;
    ctx.fillStyle = r() < 0.5 ? detail : '#000000';
    const s = 2 + r() * 14;
    ctx.fillRect(r() * PX, r() * PX, s, s * (0.4 + r()));
  }
  ctx.globalAlpha = 1;
}

function face(ctx: CanvasRenderingContext2D, f: TileFace): void {
  const look = tileLook(f.type);
  worn(ctx, look.ground, look.detail, [...f.type].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 100000);
  ctx.lineWidth = 18;
  ctx.strokeStyle = look.detail;
  ctx.strokeRect(9, 9, PX - 18, PX - 18);
  // Spawn number: white disc, black number.
  if (f.spawn !== null) {
    ctx.fillStyle = '#f4efe2';
    ctx.beginPath();
    ctx.arc(78, 78, 54, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 6;
    ctx.strokeStyle = '#111111';
    ctx.stroke();
    ctx.fillStyle = '#111111';
    ctx.font = `bold 64px ${LABEL_FONT_FAMILY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(f.spawn), 78, 82);
  }
  // Scavenge icons, right to left from the top-right corner.
  f.scavenge.forEach((c, i) => {
    const x = PX - 40 - 92 * (i + 1) + 20;
    const look = SCAVENGE_LOOK[c];
    ctx.fillStyle = look.colour;
    ctx.fillRect(x, 30, 80, 80);
    ctx.lineWidth = 5;
    ctx.strokeStyle = '#f4efe2';
    ctx.strokeRect(x, 30, 80, 80);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold 56px ${LABEL_FONT_FAMILY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(look.letter, x + 40, 73);
  });
  // The name on a dark band, big enough to read from the overview.
  ctx.fillStyle = 'rgba(10,8,6,0.78)';
  ctx.fillRect(18, PX - 112, PX - 36, 94);
  ctx.fillStyle = '#f4efe2';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let size = 62;
  do ctx.font = `bold ${size}px ${LABEL_FONT_FAMILY}`; while (ctx.measureText(f.name.toUpperCase()).width > PX - 60 && --size > 20);
  ctx.fillText(f.name.toUpperCase(), PX / 2, PX - 64);
  if (f.stop) {
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(18, PX - 160, 150, 46);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold 38px ${LABEL_FONT_FAMILY}`;
    ctx.fillText('STOP', 93, PX - 136);
  }
}

function back(ctx: CanvasRenderingContext2D): void {
  worn(ctx, TILE_BACK.ground, '#4a4038', 4242);
  ctx.strokeStyle = TILE_BACK.detail;
  ctx.lineWidth = 14;
  ctx.strokeRect(16, 16, PX - 32, PX - 32);
  ctx.beginPath();
  ctx.arc(PX / 2, PX / 2, 130, 0, Math.PI * 2);
  ctx.lineWidth = 22;
  ctx.stroke();
  ctx.fillStyle = TILE_BACK.detail;
  ctx.font = `bold 170px ${LABEL_FONT_FAMILY}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('?', PX / 2, PX / 2 + 10);
}

/** The face (or, with null, the back) as a texture. */
export function tileTexture(f: TileFace | null): CanvasTexture {
  const key = f ? JSON.stringify(f) : 'back';
  let t = cache.get(key);
  t ??= timedPart('textures', () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = PX;
    const ctx = canvas.getContext('2d')!;
    if (f) face(ctx, f);
    else back(ctx);
    const made = new CanvasTexture(canvas);
    made.colorSpace = SRGBColorSpace;
    made.anisotropy = 4;
    cache.set(key, made);
    return made;
  });
  return t;
}
