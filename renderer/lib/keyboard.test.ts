import { describe, expect, it } from 'vitest';
import { keyAction, type KeyContext } from './keyboard';

const base: KeyContext = { optionCount: 3, multiSelect: false, handoff: false, typing: false };

describe('keyAction', () => {
  it('digits pick options that exist', () => {
    expect(keyAction('1', base)).toEqual({ type: 'option', index: 0 });
    expect(keyAction('3', base)).toEqual({ type: 'option', index: 2 });
    expect(keyAction('4', base)).toBeNull();
    expect(keyAction('0', base)).toBeNull();
  });

  it('Enter confirms only a multi-select', () => {
    expect(keyAction('Enter', base)).toBeNull();
    expect(keyAction('Enter', { ...base, multiSelect: true })).toEqual({ type: 'confirm' });
  });

  it('Escape opens the menu even while typing', () => {
    expect(keyAction('Escape', { ...base, typing: true })).toEqual({ type: 'menu' });
    expect(keyAction('1', { ...base, typing: true })).toBeNull();
  });

  it('during a handoff only Enter accepts', () => {
    const ctx = { ...base, handoff: true };
    expect(keyAction('1', ctx)).toBeNull();
    expect(keyAction('Enter', ctx)).toEqual({ type: 'handoff' });
  });

  it('while the table animates Space skips and digits wait', () => {
    const ctx = { ...base, animating: true };
    expect(keyAction(' ', ctx)).toEqual({ type: 'skip' });
    expect(keyAction('1', ctx)).toBeNull();
    expect(keyAction(' ', base)).toBeNull();
    expect(keyAction('Escape', ctx)).toEqual({ type: 'menu' });
  });
});
