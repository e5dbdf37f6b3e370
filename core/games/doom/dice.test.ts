import { describe, expect, it } from 'vitest';
import { faceFor, rollFromFace } from '../../engine/dice';
import { BLACK_DIE, DOOM_DICE, GREEN_DIE, RED_DIE, YELLOW_DIE, doomDie } from './dice';

const mean = (id: string) => {
  const d = doomDie(id);
  return d.faces.reduce((s, f) => s + (f.value ?? 0), 0) / d.faces.length;
};

describe('DOOM attack dice', () => {
  it('are four distinct coloured d6s with unique ids', () => {
    expect(DOOM_DICE).toHaveLength(4);
    expect(new Set(DOOM_DICE.map((d) => d.id)).size).toBe(4);
    expect(new Set(DOOM_DICE.map((d) => d.color)).size).toBe(4);
    for (const d of DOOM_DICE) expect(d.faces).toHaveLength(6);
  });

  it('give each face one hit symbol per point of damage, and exactly one special face per die', () => {
    for (const d of DOOM_DICE) {
      for (const f of d.faces) expect(f.symbols!.filter((s) => s === 'hit')).toHaveLength(f.value!);
      expect(d.faces.filter((f) => f.symbols!.includes('special'))).toHaveLength(1);
    }
  });

  it('have the means recorded in ASSUMPTIONS.md (red 1, yellow 4/3, green 1.5, black 2)', () => {
    expect(mean('red')).toBe(1);
    expect(mean('yellow')).toBeCloseTo(4 / 3);
    expect(mean('green')).toBe(1.5);
    expect(mean('black')).toBe(2);
  });

  it('yellow never blanks, black never blanks, red and green can', () => {
    expect(YELLOW_DIE.faces.some((f) => f.value === 0)).toBe(false);
    expect(BLACK_DIE.faces.some((f) => f.value === 0)).toBe(false);
    expect(RED_DIE.faces.some((f) => f.value === 0)).toBe(true);
    expect(GREEN_DIE.faces.some((f) => f.value === 0)).toBe(true);
  });

  it('can be forced by label, symbol and value through the kernel helpers', () => {
    expect(rollFromFace(RED_DIE, faceFor(RED_DIE, 'Blank'))).toMatchObject({ value: 0, symbols: [] });
    expect(rollFromFace(GREEN_DIE, faceFor(GREEN_DIE, 'special'))).toMatchObject({ value: 1, symbols: ['hit', 'special'] });
    expect(rollFromFace(BLACK_DIE, faceFor(BLACK_DIE, 3)).value).toBe(3);
    expect(() => doomDie('purple')).toThrow();
  });
});
