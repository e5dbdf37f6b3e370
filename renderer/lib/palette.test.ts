import { describe, expect, it } from 'vitest';
import { OKABE_ITO, enemyColour, enemyMark, hexToRgb, palette, seatColour, seatMark, textOn } from './palette';

const okabe = new Set(Object.values(OKABE_ITO).map((c) => c.toLowerCase()));

/** Euclidean distance in RGB 0..1: a crude but honest "are these apart" measure. */
const apart = (a: string, b: string) => {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};

describe('palette', () => {
  it('uses Okabe-Ito colours for seats, enemy, goal and highlights when colour-blind', () => {
    const p = palette(true);
    for (const c of [...p.seats, p.enemy, p.goal, p.highlight.target, p.highlight.selected, p.highlight.focus, p.highlight.danger]) {
      expect(okabe.has(c.toLowerCase()), c).toBe(true);
    }
  });

  it.each([false, true])('keeps seat and enemy colours distinct (colour-blind %s)', (cb) => {
    const p = palette(cb);
    const all = [...p.seats, p.enemy];
    expect(new Set(all.map((c) => c.toLowerCase())).size).toBe(all.length);
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(apart(all[i]!, all[j]!)).toBeGreaterThan(0.25);
    expect(new Set(p.enemies).size).toBe(p.enemies.length);
  });

  it('keeps the old API: seatColour cycles through the seats', () => {
    const p = palette(false);
    expect(seatColour(p, 0)).toBe(p.seats[0]);
    expect(seatColour(p, p.seats.length)).toBe(p.seats[0]);
    expect(enemyColour(p, 0)).toBe(p.enemy);
  });

  it('gives neighbouring seats different letters and shapes', () => {
    for (let i = 0; i < 5; i++) {
      expect(seatMark(i).letter).not.toBe(seatMark(i + 1).letter);
      expect(seatMark(i).shape).not.toBe(seatMark(i + 1).shape);
    }
    expect(enemyMark(0).letter).not.toBe(seatMark(0).letter);
  });

  it('picks readable text on light and dark backgrounds', () => {
    expect(textOn('#F0E442')).toBe('#111111');
    expect(textOn('#0072B2')).toBe('#ffffff');
    expect(hexToRgb('#fff')).toEqual([1, 1, 1]);
  });
});
