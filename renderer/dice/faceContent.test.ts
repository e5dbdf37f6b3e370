import { describe, expect, it } from 'vitest';
import { STANDARD_DICE } from '../../core/engine/dice';
import { HORDE_DIE } from '../../core/games/reference/content';
import { contrast, DARK_INK, faceContent, haloFor, inkFor, LIGHT_INK, luminance, parseHex } from './faceContent';
import { hasGlyph } from './glyphs';

// The game dice's colours and faces as they stand (the renderer may not import core/games/*/dice.ts;
// it receives them from the host's catalogue).
const GAME_DICE = [
  ...[['doom-red', '#b3261e'], ['doom-black', '#1c1c1c'], ['doom-yellow', '#e0b40f'], ['doom-green', '#2e8b3a']].map(([id, color]) => ({
    id: id!, name: id!, color: color!,
    faces: [
      { label: 'Blank', value: 0, symbols: [] as string[] }, { label: '1', value: 1, symbols: ['hit'] },
      { label: '2', value: 2, symbols: ['hit', 'hit'] }, { label: '3', value: 3, symbols: ['hit', 'hit', 'hit'] },
      { label: '4', value: 4, symbols: ['hit', 'hit', 'hit', 'hit'] }, { label: '1 + Special', value: 1, symbols: ['hit', 'special'] },
    ],
  })),
  { id: 'despair', name: 'Despair die', color: '#5b0f0f', faces: ['I', 'I', 'I', 'II', 'II', 'III'].map((label) => ({ label, value: label.length, symbols: [['first', 'second', 'third'][label.length - 1]!] }))},
  HORDE_DIE,
];

describe('faceContent', () => {
  it('prints numbers, and pips on a d6 only when asked', () => {
    const d6 = STANDARD_DICE.d6;
    expect(faceContent(d6.faces[2]!, 6)).toEqual({ type: 'text', text: '3', underline: false });
    expect(faceContent(STANDARD_DICE.d4.faces[3]!, 4)).toEqual({ type: 'text', text: '4', underline: false });
    expect(faceContent(d6.faces[2]!, 6, { pips: true })).toEqual({ type: 'pips', count: 3 });
    expect(faceContent(STANDARD_DICE.d8.faces[2]!, 8, { pips: true }).type).toBe('text');
  });

  it('underlines 6 and 9 on dice with six faces or more', () => {
    expect(faceContent(STANDARD_DICE.d10.faces[5]!, 10)).toMatchObject({ text: '6', underline: true });
    expect(faceContent(STANDARD_DICE.d12.faces[8]!, 12)).toMatchObject({ text: '9', underline: true });
    expect(faceContent(STANDARD_DICE.d6.faces[5]!, 6)).toMatchObject({ text: '6', underline: true });
    expect(faceContent(STANDARD_DICE.d6.faces[4]!, 6)).toMatchObject({ text: '5', underline: false });
  });

  it('draws known symbols as glyphs and falls back to the label for unknown ones', () => {
    expect(faceContent({ label: '2 + Special', value: 2, symbols: ['hit', 'hit', 'special'] }, 6)).toEqual({
      type: 'glyphs', symbols: ['hit', 'hit', 'special'],
    });
    expect(faceContent({ label: 'Skull', symbols: ['skull'] }, 6)).toEqual({ type: 'glyphs', symbols: ['skull'] });
    expect(faceContent({ label: 'Lurch', value: 2, symbols: ['lurch'] }, 6)).toEqual({ type: 'text', text: 'Lurch', underline: false });
    expect(faceContent({ label: 'Blank', value: 0, symbols: [] }, 6)).toEqual({ type: 'blank' });
    for (const s of ['skull', 'flame', 'star', 'hit', 'blast', 'shield', 'first', 'second', 'third']) expect(hasGlyph(s)).toBe(true);
    expect(hasGlyph('lurch')).toBe(false);
  });

  it('gives every face of every game die something to print (only true blanks are blank)', () => {
    for (const die of GAME_DICE) {
      for (const f of die.faces) {
        const c = faceContent(f, die.faces.length);
        if (c.type === 'blank') expect(f.label).toBe('Blank');
      }
    }
  });
});

describe('ink colour', () => {
  it('parses hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1c1c1c')).toEqual([28, 28, 28]);
    expect(parseHex('red')).toBeNull();
  });

  it('picks the ink with the better contrast: at least 3:1 (large print) on every game die, with a halo below 4.5:1', () => {
    expect(inkFor('#ffffff')).toBe(DARK_INK);
    expect(inkFor('#1c1c1c')).toBe(LIGHT_INK);
    expect(inkFor('#e0b40f')).toBe(DARK_INK);
    for (const die of GAME_DICE) {
      const body = luminance(parseHex(die.color!)!);
      const ink = luminance(parseHex(inkFor(die.color!))!);
      const c = contrast(body, ink);
      expect(c, die.id).toBeGreaterThanOrEqual(3);
      expect(haloFor(die.color!) !== null, die.id).toBe(c < 4.5);
    }
  });
});
