import { describe, expect, it } from 'vitest';
import { readShowcaseSettings } from './Showcase';

describe('showcase settings from the URL', () => {
  it('reads quality, speed and palette, and falls back on the defaults', () => {
    expect(readShowcaseSettings('?showcase=pieces')).toEqual({ graphicsQuality: 'medium', animationSpeed: '1x', colourBlindPalette: false });
    expect(readShowcaseSettings('?showcase=pieces&quality=low&speed=instant&cb=1')).toEqual({ graphicsQuality: 'low', animationSpeed: 'instant', colourBlindPalette: true });
    expect(readShowcaseSettings('?quality=ultra&speed=9x').graphicsQuality).toBe('medium');
  });
});
