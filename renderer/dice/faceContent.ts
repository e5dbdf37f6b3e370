/**
 * What to print on a face, decided from the DieDef alone (pure, tested in
 * Node): pips, symbols, text or nothing, and the body and ink colours. The
 * canvas drawing in faceTextures.ts only carries these decisions out.
 */
import type { DieDef, DieFace } from '../../core/engine/types';
import { hasGlyph } from './glyphs';

export type FaceContent =
  | { type: 'pips'; count: number }
  | { type: 'glyphs'; symbols: string[] }
  | { type: 'text'; text: string; underline: boolean }
  | { type: 'blank' };

export interface FaceStyle {
  /** Print d6 numbers 1-6 as pips. */
  pips?: boolean;
}

/** Ivory body of the standard dice (DieDef.color absent). */
export const DEFAULT_BODY = '#ece4d0';

export function faceContent(face: DieFace, faceCount: number, style: FaceStyle = {}): FaceContent {
  const numeric = face.value !== undefined && face.label === String(face.value);
  if (style.pips && faceCount === 6 && numeric && face.value! >= 1 && face.value! <= 6 && !face.symbols?.length) {
    return { type: 'pips', count: face.value! };
  }
  if (face.symbols && face.symbols.length > 0 && face.symbols.every(hasGlyph)) {
    return { type: 'glyphs', symbols: [...face.symbols] };
  }
  // A face that says it has no symbols and is worth nothing is a blank face (DOOM's misses).
  if (face.symbols && face.symbols.length === 0 && (face.value ?? 0) === 0 && /^blank$/i.test(face.label)) {
    return { type: 'blank' };
  }
  // 6 and 9 look alike upside down, and the tray shows dice at every angle: underline them
  // (on a d6 too, where an upside-down 6 still reads as a 9 at a glance).
  const underline = faceCount >= 6 && (face.label === '6' || face.label === '9');
  return { type: 'text', text: face.label, underline };
}

/** [r, g, b] in 0..255 of a #rgb or #rrggbb colour; null for anything else. */
export function parseHex(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export const DARK_INK = '#17130e';
export const LIGHT_INK = '#f6f1e4';

/** WCAG contrast ratio of two luminances. */
export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The ink (dark or light) that contrasts most with the body colour. Unparsed colours get light ink. */
export function inkFor(body: string): string {
  const rgb = parseHex(body);
  if (!rgb) return LIGHT_INK;
  const l = luminance(rgb);
  const dark = contrast(l, luminance(parseHex(DARK_INK)!));
  const light = contrast(l, luminance(parseHex(LIGHT_INK)!));
  return dark >= light ? DARK_INK : LIGHT_INK;
}

/**
 * For mid-tone bodies (a green no ink reaches 4.5:1 on) the print gets a soft
 * halo in the other ink; returns that halo colour, or null when the ink alone
 * contrasts enough. Prints fill most of a face, so 3:1 (WCAG's bar for large
 * text) is the floor and the halo lifts the edges above it.
 */
export function haloFor(body: string): string | null {
  const rgb = parseHex(body);
  if (!rgb) return null;
  const ink = inkFor(body);
  if (contrast(luminance(rgb), luminance(parseHex(ink)!)) >= 4.5) return null;
  return ink === DARK_INK ? LIGHT_INK : DARK_INK;
}

/** Body colour of a die: its own, or ivory for the standard ones. */
export function bodyColour(die: DieDef): string {
  return die.color ?? DEFAULT_BODY;
}
