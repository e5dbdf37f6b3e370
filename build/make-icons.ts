/**
 * Draws the app icon procedurally and writes assets/icons/: icon.png (512),
 * 512x512.png and 256x256.png (electron-builder's Linux icon set). The emblem:
 * a red-orange "apocalypse sun" with rays, setting behind a ruined skyline,
 * on a dark rounded square. Run with `npx tsx build/make-icons.ts`; the PNGs
 * are committed so packaging does not depend on running it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

type RGBA = [number, number, number, number];

const SUN_Y = -0.08;
const SUN_R = 0.4;
const RAYS = 12;
/** Ruined buildings as [left edge, right edge, top left, top right] in icon coordinates (y up). */
const SKYLINE: [number, number, number, number][] = [
  [-1.0, -0.74, -0.3, -0.3], [-0.74, -0.6, -0.12, -0.2], [-0.6, -0.38, -0.36, -0.36], [-0.38, -0.26, -0.02, 0.06],
  [-0.26, -0.05, -0.26, -0.32], [-0.05, 0.12, -0.4, -0.4], [0.12, 0.26, -0.16, -0.04], [0.26, 0.5, -0.3, -0.3],
  [0.5, 0.62, 0.0, -0.1], [0.62, 0.84, -0.34, -0.34], [0.84, 1.0, -0.2, -0.26],
];

function mix(a: RGBA, b: RGBA, t: number): RGBA {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k, a[3] + (b[3] - a[3]) * k];
}

/** Paints `top` over `base` with the top colour's alpha. */
function over(base: RGBA, top: RGBA): RGBA {
  const a = top[3];
  return [base[0] * (1 - a) + top[0] * a, base[1] * (1 - a) + top[1] * a, base[2] * (1 - a) + top[2] * a, Math.max(base[3], a)];
}

function insideRoundedSquare(x: number, y: number, half = 0.96, radius = 0.2): boolean {
  const dx = Math.max(Math.abs(x) - (half - radius), 0);
  const dy = Math.max(Math.abs(y) - (half - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

function skylineTop(x: number): number {
  for (const [l, r, tl, tr] of SKYLINE) if (x >= l && x < r) return tl + ((x - l) / (r - l)) * (tr - tl);
  return -0.3;
}

/** Colour of one point of the icon, x and y in [-1, 1] with y up. */
function shade(x: number, y: number): RGBA {
  if (!insideRoundedSquare(x, y)) return [0, 0, 0, 0];
  let c: RGBA = mix([10, 9, 14, 1], [58, 14, 12, 1], (y + 1) / 2);
  const dx = x;
  const dy = y - SUN_Y;
  const r = Math.hypot(dx, dy);
  // Glow around the sun.
  c = over(c, [220, 60, 20, Math.exp(-((r - SUN_R) ** 2) / 0.05) * 0.55]);
  // Rays: triangular spikes narrowing outward.
  if (r > SUN_R * 1.08 && r < SUN_R * 1.9) {
    const theta = Math.atan2(dy, dx);
    const step = (2 * Math.PI) / RAYS;
    const off = Math.abs(((theta % step) + step) % step - step / 2);
    const t = (r - SUN_R * 1.08) / (SUN_R * 0.82);
    if (off < 0.11 * (1 - t)) c = over(c, mix([255, 130, 30, 1], [200, 30, 20, 1], t));
  }
  // The sun disc: yellow core to red rim.
  if (r <= SUN_R) {
    const t = r / SUN_R;
    c = t < 0.55 ? mix([255, 222, 110, 1], [255, 140, 30, 1], t / 0.55) : mix([255, 140, 30, 1], [205, 35, 25, 1], (t - 0.55) / 0.45);
  }
  // Ruined skyline and ground in front of everything.
  if (y < skylineTop(x) || y < -0.55) c = [7, 7, 10, 1];
  return c;
}

/** Renders the icon at `size` pixels with 4x4 supersampling for smooth edges. */
export function renderIcon(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 2 - 1;
          const y = 1 - ((py + (sy + 0.5) / n) / size) * 2;
          const [r, g, b, a] = shade(x, y);
          acc[0]! += r * a;
          acc[1]! += g * a;
          acc[2]! += b * a;
          acc[3]! += a;
        }
      }
      const i = (py * size + px) * 4;
      const alpha = acc[3]! / (n * n);
      png.data[i] = alpha > 0 ? Math.round(acc[0]! / acc[3]!) : 0;
      png.data[i + 1] = alpha > 0 ? Math.round(acc[1]! / acc[3]!) : 0;
      png.data[i + 2] = alpha > 0 ? Math.round(acc[2]! / acc[3]!) : 0;
      png.data[i + 3] = Math.round(alpha * 255);
    }
  }
  return PNG.sync.write(png);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'icons');

export function writeIcons(dir: string = outDir): string[] {
  mkdirSync(dir, { recursive: true });
  const big = renderIcon(512);
  const files: [string, Buffer][] = [['icon.png', big], ['512x512.png', big], ['256x256.png', renderIcon(256)]];
  for (const [name, data] of files) writeFileSync(join(dir, name), data);
  return files.map(([name]) => join(dir, name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of writeIcons()) console.log(`wrote ${file}`);
}
