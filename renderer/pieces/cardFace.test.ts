import { describe, expect, it } from 'vitest';
import { cardBackTexture, cardFaceTexture, drawCardFace, wrapText, type CardFace } from './cardFace';
import { fakeCanvas } from './fakeCanvas.test-support';

const face: CardFace = { title: 'Flamethrower', kind: 'Weapon', text: 'Attack every figure in one space. They catch fire.', numbers: [{ label: 'ATK', value: 3 }, { label: 'RNG', value: 1 }], frame: '#b5522b' };

describe('card faces', () => {
  it('wraps text to the width and keeps every word', () => {
    const ctx = { measureText: (t: string) => ({ width: t.length * 10 }) };
    const lines = wrapText(ctx, 'one two three four five six seven', 100);
    for (const l of lines) expect(l.length * 10).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    expect(wrapText(ctx, 'a\nb', 100)).toEqual(['a', 'b']);
    // A word longer than the line stands alone rather than vanishing.
    expect(wrapText(ctx, 'hi extraordinarily', 100)).toEqual(['hi', 'extraordinarily']);
  });

  it('draws the title, the kind, every number with its label, and the text', () => {
    const canvas = fakeCanvas();
    drawCardFace(canvas, face);
    const texts = canvas.texts();
    expect(texts).toEqual(expect.arrayContaining(['Flamethrower', 'Weapon', '3', 'ATK', '1', 'RNG']));
    expect(texts.join(' ')).toContain('They catch');
  });

  it('caches textures by content', () => {
    const make = () => fakeCanvas();
    expect(cardFaceTexture(face, make)).toBe(cardFaceTexture({ ...face }, make));
    expect(cardFaceTexture({ ...face, title: 'Other' }, make)).not.toBe(cardFaceTexture(face, make));
    expect(cardBackTexture({ colour: '#333', mark: 'PA' }, make)).toBe(cardBackTexture({ colour: '#333', mark: 'PA' }, make));
  });
});
