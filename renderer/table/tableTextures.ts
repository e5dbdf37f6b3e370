/**
 * The table's wood and the play mat's felt, painted on canvases at start-up
 * (no downloaded assets). A seeded generator keeps them the same on every
 * run, so screenshots compare.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { timedPart } from '../lib/bootMarks';

/** A seeded generator of floats in [0, 1) for texture noise (pure-rand, as the rules use). */
export function seededRandom(seed: number): () => number {
  const gen = xoroshiro128plus(seed);
  return () => uniformInt(gen, 0, 0xffffff) / 0x1000000;
}

function canvas(size: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  return c;
}

function finish(c: HTMLCanvasElement, repeat: [number, number]): CanvasTexture {
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.repeat.set(...repeat);
  t.anisotropy = 8;
  return t;
}

/** Planks of dark walnut: grain lines that wander, a few knots, seams between planks. */
export function woodTexture(repeat: [number, number] = [1, 1]): CanvasTexture {
  return timedPart('textures', () => paintWood(repeat));
}

function paintWood(repeat: [number, number]): CanvasTexture {
  const size = 512;
  const c = canvas(size);
  const ctx = c.getContext('2d')!;
  const rnd = seededRandom(7);
  ctx.fillStyle = '#4a3222';
  ctx.fillRect(0, 0, size, size);
  const planks = 4;
  const plankH = size / planks;
  for (let p = 0; p < planks; p++) {
    const y0 = p * plankH;
    // Each plank a slightly different tone.
    ctx.fillStyle = `rgba(${90 + rnd() * 30},${58 + rnd() * 18},${36 + rnd() * 12},0.55)`;
    ctx.fillRect(0, y0, size, plankH);
    for (let i = 0; i < 70; i++) {
      const y = y0 + rnd() * plankH;
      const amp = 1 + rnd() * 4;
      const freq = (1 + rnd() * 3) * ((Math.PI * 2) / size);
      const phase = rnd() * 10;
      ctx.beginPath();
      for (let x = 0; x <= size; x += 8) {
        const yy = y + Math.sin(x * freq + phase) * amp;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      const dark = rnd() < 0.6;
      ctx.strokeStyle = dark ? `rgba(35,20,12,${0.12 + rnd() * 0.25})` : `rgba(150,105,70,${0.08 + rnd() * 0.15})`;
      ctx.lineWidth = 0.6 + rnd() * 1.8;
      ctx.stroke();
    }
    if (rnd() < 0.7) {
      const kx = rnd() * size;
      const ky = y0 + plankH * (0.3 + rnd() * 0.4);
      for (let r = 10; r > 1; r -= 2.5) {
        ctx.beginPath();
        ctx.ellipse(kx, ky, r * 2.2, r, 0, 0, Math.PI * 2);
        ctx.strokeStyle = 'rgba(30,16,8,0.35)';
        ctx.lineWidth = 1.2;
        ctx.stroke();
      }
    }
    ctx.fillStyle = 'rgba(15,8,4,0.7)';
    ctx.fillRect(0, y0, size, 2);
  }
  return finish(c, repeat);
}

/** Felt: an even colour with fine fibre noise, light enough to show shadows. */
export function feltTexture(colour: [number, number, number] = [46, 74, 60], repeat: [number, number] = [1, 1]): CanvasTexture {
  return timedPart('textures', () => paintFelt(colour, repeat));
}

function paintFelt(colour: [number, number, number], repeat: [number, number]): CanvasTexture {
  const size = 256;
  const c = canvas(size);
  const ctx = c.getContext('2d')!;
  const img = ctx.createImageData(size, size);
  const rnd = seededRandom(11);
  for (let i = 0; i < size * size; i++) {
    const n = (rnd() - 0.5) * 22 + (rnd() < 0.02 ? 18 : 0);
    img.data[i * 4] = Math.max(0, Math.min(255, colour[0] + n));
    img.data[i * 4 + 1] = Math.max(0, Math.min(255, colour[1] + n));
    img.data[i * 4 + 2] = Math.max(0, Math.min(255, colour[2] + n));
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return finish(c, repeat);
}
