/**
 * The DOOM map's surfaces, painted on canvases at start-up (no downloaded
 * assets), like the table's wood (renderer/table/tableTextures.ts): a metal
 * deck plate for every floor panel, a hazard-striped door face and a ribbed
 * wall panel. Painted in greys so each instance's colour tints them (tiles a
 * shade apart, terrain its own colour). Seeded, so screenshots compare; made
 * once and shared by every map.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { seededRandom } from '../../table/tableTextures';
import { timedPart } from '../../lib/bootMarks';

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  return [c, c.getContext('2d')!];
}

function finish(c: HTMLCanvasElement): CanvasTexture {
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

/** Soft dark blotches: oil, scorch and grime, heavier towards the plate's rim. */
function grime(ctx: CanvasRenderingContext2D, size: number, rnd: () => number, count: number, alpha: number): void {
  for (let i = 0; i < count; i++) {
    const edge = rnd() < 0.6;
    const x = edge ? (rnd() < 0.5 ? rnd() * size * 0.2 : size - rnd() * size * 0.2) : rnd() * size;
    const y = edge && rnd() < 0.5 ? (rnd() < 0.5 ? rnd() * size * 0.2 : size - rnd() * size * 0.2) : rnd() * size;
    const r = size * (0.04 + rnd() * 0.16);
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, `rgba(20,16,12,${alpha * (0.4 + rnd() * 0.6)})`);
    g.addColorStop(1, 'rgba(20,16,12,0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }
}

function rivet(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  g.addColorStop(0, '#e8ecef');
  g.addColorStop(0.55, '#9aa1a8');
  g.addColorStop(1, '#3a3e44');
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.beginPath();
  ctx.arc(x + r * 0.3, y + r * 0.35, r * 1.05, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * A square deck plate: diamond tread in the middle, a bevelled rim (light on
 * the top-left, shadow on the bottom-right), a rivet in each corner and a
 * few along each side, scratches and grime.
 */
function paintDeckPlate(): HTMLCanvasElement {
  const size = 256;
  const [c, ctx] = canvas(size);
  const rnd = seededRandom(31);
  ctx.fillStyle = '#b4b8bd';
  ctx.fillRect(0, 0, size, size);
  // Brushed-metal streaks.
  for (let i = 0; i < 160; i++) {
    const y = rnd() * size;
    ctx.fillStyle = rnd() < 0.5 ? `rgba(255,255,255,${0.03 + rnd() * 0.05})` : `rgba(0,0,0,${0.03 + rnd() * 0.05})`;
    ctx.fillRect(0, y, size, 1 + rnd() * 2);
  }
  // Diamond tread: short raised bars alternating in direction.
  const inset = 34;
  const step = 16;
  for (let y = inset; y < size - inset; y += step) {
    for (let x = inset; x < size - inset; x += step) {
      const odd = ((x - inset) / step + (y - inset) / step) % 2 === 1;
      ctx.save();
      ctx.translate(x + step / 2, y + step / 2);
      ctx.rotate(odd ? Math.PI / 4 : -Math.PI / 4);
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(-5, -1, 11, 4);
      ctx.fillStyle = 'rgba(235,240,245,0.55)';
      ctx.fillRect(-6, -2, 11, 3);
      ctx.restore();
    }
  }
  // Bevelled rim: the plate's edge trim.
  const rim = 14;
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fillRect(0, 0, size, rim / 2);
  ctx.fillRect(0, 0, rim / 2, size);
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fillRect(0, size - rim / 2, size, rim / 2);
  ctx.fillRect(size - rim / 2, 0, rim / 2, size);
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.lineWidth = 2;
  ctx.strokeRect(rim, rim, size - rim * 2, size - rim * 2);
  ctx.strokeStyle = 'rgba(255,255,255,0.18)';
  ctx.strokeRect(rim + 2, rim + 2, size - rim * 2 - 4, size - rim * 2 - 4);
  // Rivets: corners and the middle of each side.
  const r = 5;
  const a = rim + 9;
  const b = size - a;
  for (const [x, y] of [[a, a], [b, a], [a, b], [b, b], [size / 2, a - 2], [size / 2, b + 2], [a - 2, size / 2], [b + 2, size / 2]] as const) rivet(ctx, x, y, r);
  // Scratches.
  for (let i = 0; i < 26; i++) {
    const x = rnd() * size;
    const y = rnd() * size;
    const len = 8 + rnd() * 30;
    const ang = rnd() * Math.PI;
    ctx.strokeStyle = `rgba(255,255,255,${0.08 + rnd() * 0.15})`;
    ctx.lineWidth = 0.8;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(ang) * len, y + Math.sin(ang) * len);
    ctx.stroke();
  }
  grime(ctx, size, rnd, 22, 0.35);
  return c;
}

/** Yellow and black chevrons framed in dark steel: the face of a closed blast door. */
function paintHazardDoor(): HTMLCanvasElement {
  const size = 128;
  const [c, ctx] = canvas(size);
  const rnd = seededRandom(53);
  ctx.fillStyle = '#e3a11c';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#1c1c1e';
  for (let k = -size; k < size * 2; k += 32) {
    ctx.beginPath();
    ctx.moveTo(k, 0);
    ctx.lineTo(k + 16, 0);
    ctx.lineTo(k + 16 + size, size);
    ctx.lineTo(k + size, size);
    ctx.fill();
  }
  ctx.strokeStyle = '#2b2d31';
  ctx.lineWidth = 12;
  ctx.strokeRect(0, 0, size, size);
  grime(ctx, size, rnd, 10, 0.4);
  return c;
}

/** Dark gunmetal with vertical ribs and a lit edge along the top: the walls' sides. */
function paintWallPanel(): HTMLCanvasElement {
  const size = 128;
  const [c, ctx] = canvas(size);
  const rnd = seededRandom(71);
  ctx.fillStyle = '#8d939b';
  ctx.fillRect(0, 0, size, size);
  for (let x = 0; x < size; x += 16) {
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(x, 0, 3, size);
    ctx.fillStyle = 'rgba(255,255,255,0.18)';
    ctx.fillRect(x + 3, 0, 2, size);
  }
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fillRect(0, size * 0.78, size, size * 0.22);
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  ctx.fillRect(0, 0, size, 6);
  grime(ctx, size, rnd, 12, 0.35);
  return c;
}

/** White fading upwards with faint horizontal bands: a column of light over a portal or teleporter (drawn additively). */
function paintBeam(): HTMLCanvasElement {
  const [c, ctx] = canvas(64);
  const g = ctx.createLinearGradient(0, 64, 0, 0);
  g.addColorStop(0, 'rgba(255,255,255,0.95)');
  g.addColorStop(0.35, 'rgba(255,255,255,0.35)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  for (let y = 4; y < 64; y += 9) ctx.fillRect(0, y, 64, 2);
  return c;
}

export interface MapTextures {
  deck: CanvasTexture;
  door: CanvasTexture;
  wall: CanvasTexture;
  beam: CanvasTexture;
}

let cache: MapTextures | null = null;

/** The map's textures, painted on first use (needs a DOM canvas). */
export function mapTextures(): MapTextures {
  cache ??= timedPart('textures', () => ({ deck: finish(paintDeckPlate()), door: finish(paintHazardDoor()), wall: finish(paintWallPanel()), beam: finish(paintBeam()) }));
  return cache;
}
