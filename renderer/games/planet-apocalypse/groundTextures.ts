/**
 * The districts' ground, the roads and the Shadow's fog, painted on canvases
 * at start-up like the table's wood (no downloaded assets), seeded so every
 * run and every screenshot looks the same. Each texture repeats: the tiles
 * map it in table units (GROUND_REPEAT units per copy), so neighbouring
 * districts of one kind join without a seam.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { seededRandom } from '../../table/tableTextures';
import { timedPart } from '../../lib/bootMarks';
import type { DistrictKind } from './areaKinds';

/** Table units covered by one copy of a ground texture. */
export const GROUND_REPEAT = 2.4;
const SIZE = 256;

type Ctx = CanvasRenderingContext2D;
type Rnd = () => number;

function paint(draw: (ctx: Ctx, rnd: Rnd) => void, seed: number, size = SIZE): CanvasTexture {
  return timedPart('textures', () => paintNow(draw, seed, size));
}

function paintNow(draw: (ctx: Ctx, rnd: Rnd) => void, seed: number, size: number): CanvasTexture {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const ctx = c.getContext('2d')!;
  draw(ctx, seededRandom(seed));
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.anisotropy = 4;
  return t;
}

/** Speckles of lighter and darker grit over a base colour. */
function grit(ctx: Ctx, rnd: Rnd, base: string, count: number, spread: number) {
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (let i = 0; i < count; i++) {
    const l = rnd() < 0.5 ? 0 : 255;
    ctx.fillStyle = `rgba(${l},${l},${l},${rnd() * spread})`;
    const s = 1 + rnd() * 3;
    ctx.fillRect(rnd() * SIZE, rnd() * SIZE, s, s);
  }
}

/** Thin wandering cracks. */
function cracks(ctx: Ctx, rnd: Rnd, colour: string, count: number, width = 1.2) {
  ctx.strokeStyle = colour;
  for (let i = 0; i < count; i++) {
    let x = rnd() * SIZE;
    let y = rnd() * SIZE;
    let a = rnd() * Math.PI * 2;
    ctx.lineWidth = width * (0.5 + rnd());
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let s = 0; s < 8; s++) {
      a += (rnd() - 0.5) * 1.2;
      x += Math.cos(a) * 9;
      y += Math.sin(a) * 9;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

/** Paving: rows of stones `w` × `h` pixels with joints, each stone a little different. */
function paving(ctx: Ctx, rnd: Rnd, w: number, h: number, tone: [number, number, number], joint: string, vary: number) {
  ctx.fillStyle = joint;
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (let y = 0, row = 0; y < SIZE; y += h, row++) {
    const off = row % 2 ? w / 2 : 0;
    for (let x = -w; x < SIZE + w; x += w) {
      const k = 1 + (rnd() - 0.5) * vary;
      ctx.fillStyle = `rgb(${tone[0] * k},${tone[1] * k},${tone[2] * k})`;
      ctx.fillRect(x + off + 1.5, y + 1.5, w - 3, h - 3);
    }
  }
}

const PAINTERS: Record<DistrictKind, (ctx: Ctx, rnd: Rnd) => void> = {
  street: (ctx, rnd) => {
    grit(ctx, rnd, '#55524e', 2600, 0.18);
    // Old paving slabs showing through broken tarmac.
    for (let i = 0; i < 7; i++) {
      ctx.fillStyle = `rgba(120,112,100,${0.25 + rnd() * 0.2})`;
      ctx.fillRect(rnd() * SIZE, rnd() * SIZE, 14 + rnd() * 30, 10 + rnd() * 20);
    }
    cracks(ctx, rnd, 'rgba(20,18,16,0.7)', 16);
  },
  plaza: (ctx, rnd) => {
    paving(ctx, rnd, 16, 16, [150, 138, 118], '#4a4238', 0.22);
    cracks(ctx, rnd, 'rgba(30,24,20,0.6)', 8);
  },
  park: (ctx, rnd) => {
    grit(ctx, rnd, '#566236', 0, 0);
    for (let i = 0; i < 2400; i++) {
      const g = 70 + rnd() * 60;
      ctx.strokeStyle = `rgba(${g * 0.8},${g},${g * 0.45},0.55)`;
      ctx.lineWidth = 1;
      const x = rnd() * SIZE;
      const y = rnd() * SIZE;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + (rnd() - 0.5) * 4, y - 3 - rnd() * 4);
      ctx.stroke();
    }
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = `rgba(96,72,44,${0.3 + rnd() * 0.3})`;
      ctx.beginPath();
      ctx.ellipse(rnd() * SIZE, rnd() * SIZE, 8 + rnd() * 18, 5 + rnd() * 10, rnd() * 3, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  church: (ctx, rnd) => {
    paving(ctx, rnd, 32, 32, [128, 120, 108], '#3c3730', 0.18);
    cracks(ctx, rnd, 'rgba(25,20,16,0.55)', 6);
  },
  hospital: (ctx, rnd) => {
    paving(ctx, rnd, 21, 21, [178, 182, 176], '#77796f', 0.08);
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = `rgba(90,70,50,${0.15 + rnd() * 0.2})`;
      ctx.beginPath();
      ctx.arc(rnd() * SIZE, rnd() * SIZE, 6 + rnd() * 16, 0, Math.PI * 2);
      ctx.fill();
    }
    cracks(ctx, rnd, 'rgba(40,40,36,0.5)', 6);
  },
  ruins: (ctx, rnd) => {
    grit(ctx, rnd, '#6a5c4c', 3000, 0.22);
    for (let i = 0; i < 90; i++) {
      const g = 80 + rnd() * 70;
      ctx.fillStyle = `rgb(${g},${g * 0.92},${g * 0.82})`;
      ctx.beginPath();
      const x = rnd() * SIZE;
      const y = rnd() * SIZE;
      const r = 2 + rnd() * 6;
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y + rnd() * r);
      ctx.lineTo(x - r * rnd(), y + r);
      ctx.fill();
    }
    cracks(ctx, rnd, 'rgba(30,22,16,0.6)', 12);
  },
  graveyard: (ctx, rnd) => {
    grit(ctx, rnd, '#3f4433', 2200, 0.16);
    for (let i = 0; i < 10; i++) {
      ctx.fillStyle = `rgba(70,58,40,${0.3 + rnd() * 0.3})`;
      ctx.fillRect(rnd() * SIZE, rnd() * SIZE, 10 + rnd() * 8, 22 + rnd() * 10);
    }
  },
  gate: (ctx, rnd) => {
    grit(ctx, rnd, '#2d1612', 2600, 0.15);
    // Embers glowing in the cracks of the scorched ground.
    cracks(ctx, rnd, 'rgba(255,110,40,0.85)', 14, 1.6);
    cracks(ctx, rnd, 'rgba(255,200,90,0.6)', 6, 0.8);
  },
};

const SEEDS: Record<DistrictKind, number> = { street: 11, plaza: 12, park: 13, church: 14, hospital: 15, ruins: 16, graveyard: 17, gate: 18 };

export function groundTexture(kind: DistrictKind): CanvasTexture {
  return paint(PAINTERS[kind], SEEDS[kind]);
}

/**
 * The road minions walk: dark tarmac, pale kerbs and yellow chevrons pointing
 * along +u (the way the minions go). One copy is one chevron.
 */
export function roadTexture(): CanvasTexture {
  return paint((ctx, rnd) => {
    grit(ctx, rnd, '#2f2d2b', 1800, 0.14);
    ctx.fillStyle = '#a59c88';
    ctx.fillRect(0, 0, SIZE, 16);
    ctx.fillRect(0, SIZE - 16, SIZE, 16);
    ctx.fillStyle = '#e9c45a';
    ctx.beginPath();
    ctx.moveTo(80, 50);
    ctx.lineTo(150, 128);
    ctx.lineTo(80, 206);
    ctx.lineTo(110, 206);
    ctx.lineTo(180, 128);
    ctx.lineTo(110, 50);
    ctx.closePath();
    ctx.fill();
  }, 21);
}

/** A footpath heroes may take (no minion walks it): dashed flagstones. */
export function pathTexture(): CanvasTexture {
  return paint((ctx) => {
    ctx.clearRect(0, 0, SIZE, SIZE);
    ctx.fillStyle = 'rgba(226,214,186,0.85)';
    ctx.fillRect(20, 70, 150, 116);
  }, 22);
}

/** The Shadow: dark purple smoke, thicker in blobs, for a translucent layer. */
export function fogTexture(): CanvasTexture {
  return paint((ctx, rnd) => {
    ctx.fillStyle = 'rgba(20,8,30,0.55)';
    ctx.fillRect(0, 0, SIZE, SIZE);
    for (let i = 0; i < 60; i++) {
      const x = rnd() * SIZE;
      const y = rnd() * SIZE;
      const r = 12 + rnd() * 40;
      const g = ctx.createRadialGradient(x, y, 0, x, y, r);
      g.addColorStop(0, `rgba(8,2,14,${0.25 + rnd() * 0.3})`);
      g.addColorStop(1, 'rgba(8,2,14,0)');
      ctx.fillStyle = g;
      // Drawn in the nine copies around, so the texture repeats without a seam.
      for (const dx of [-SIZE, 0, SIZE]) for (const dy of [-SIZE, 0, SIZE]) ctx.fillRect(x + dx - r, y + dy - r, 2 * r, 2 * r);
    }
  }, 23);
}
