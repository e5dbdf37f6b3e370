/**
 * How colours look to someone with a colour-vision deficiency, and how far
 * apart two colours look: the Machado, Oliveira & Fernandes (2009)
 * simulation at full severity (applied in linear RGB) and the CIE76 colour
 * difference in CIELAB (D65). Used by the tests that keep the palettes'
 * piece types apart; nothing at run time needs it.
 */
import { hexToRgb } from './palette';

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

type M3 = [number, number, number, number, number, number, number, number, number];

const MACHADO: Record<Exclude<Vision, 'normal'>, M3> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Linear RGB as the given vision sees it. */
export function simulate(hex: string, vision: Vision): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as [number, number, number];
  if (vision === 'normal') return [r, g, b];
  const m = MACHADO[vision];
  return [clamp01(m[0] * r + m[1] * g + m[2] * b), clamp01(m[3] * r + m[4] * g + m[5] * b), clamp01(m[6] * r + m[7] * g + m[8] * b)];
}

/** CIELAB of a linear RGB colour (sRGB primaries, D65 white). */
export function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 difference between two colours as `vision` sees them (about 2.3: just noticeable; over 20: clearly different). */
export function deltaE(a: string, b: string, vision: Vision = 'normal'): number {
  const [l1, a1, b1] = lab(simulate(a, vision));
  const [l2, a2, b2] = lab(simulate(b, vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** Colourfulness (CIELAB chroma) under normal vision: greys are near 0. */
export function chroma(hex: string): number {
  const [, a, b] = lab(simulate(hex, 'normal'));
  return Math.hypot(a, b);
}
