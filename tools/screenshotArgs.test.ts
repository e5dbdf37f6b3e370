import { describe, expect, it } from 'vitest';
import { parseScreenshotArgs } from './screenshotArgs';

describe('screenshot flags', () => {
  it('fill defaults around the game id', () => {
    expect(parseScreenshotArgs(['--game', 'reference'])).toEqual({
      game: 'reference', seed: 1, turns: 1, out: 'test-results/reference.png', when: 'table', options: undefined, width: 1280, height: 800, quality: 'high', speed: '1x',
    });
  });

  it('read every flag', () => {
    const r = parseScreenshotArgs(['--game', 'doom', '--seed', '7', '--turns', '3', '--out', 'x.png', '--when', 'enemy', '--options', '{"players":2}', '--size', '1600x900', '--speed', '4x']);
    expect(r).toMatchObject({ speed: '4x', seed: 7, turns: 3, out: 'x.png', when: 'enemy', options: { players: 2 }, width: 1600, height: 900 });
  });

  it('refuse bad input with a message naming the flag', () => {
    expect(() => parseScreenshotArgs([])).toThrow(/--game/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--turns', 'x'])).toThrow(/--turns/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--when', 'later'])).toThrow(/--when/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--when', 'event:'])).toThrow(/--when/);
    expect(parseScreenshotArgs(['--game', 'g', '--when', 'event:attackDeclared'])).toMatchObject({ when: 'event:attackDeclared' });
    expect(() => parseScreenshotArgs(['--game', 'g', '--options', '[1]'])).toThrow(/--options/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--size', 'big'])).toThrow(/--size/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--quality', 'ultra'])).toThrow(/--quality/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--speed', '8x'])).toThrow(/--speed/);
    expect(() => parseScreenshotArgs(['--game', 'g', '--speed', 'instant', '--when', 'enemy'])).toThrow(/--speed instant/);
    expect(() => parseScreenshotArgs(['--gallery', ''])).toThrow(/--gallery/);
    expect(parseScreenshotArgs(['--help'])).toBe('help');
  });

  it('gallery mode needs only a folder', () => {
    expect(parseScreenshotArgs(['--gallery', 'shots/after', '--quality', 'medium'])).toMatchObject({ game: '', gallery: 'shots/after', quality: 'medium' });
    // Both layout targets' windows unless one is named.
    expect(parseScreenshotArgs(['--gallery', 'g'])).toMatchObject({ gallerySizes: [[1600, 900], [1280, 720]] });
    expect(parseScreenshotArgs(['--gallery', 'g', '--size', '1280x800'])).toMatchObject({ gallerySizes: [[1280, 800]] });
  });
});
