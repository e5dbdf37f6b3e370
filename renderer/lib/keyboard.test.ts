import { describe, expect, it } from 'vitest';
import { keyAction, optionKeys, type KeyContext } from './keyboard';

const opts = (...ids: string[]) => ids.map((id) => ({ id }));
const base: KeyContext = { keys: optionKeys(opts('a', 'b', 'c')), multiSelect: false, handoff: false, typing: false };

describe('option keys', () => {
  it('Done, End turn and Pass keep their letters; the rest are numbered 1-9 then 0', () => {
    const keys = optionKeys(opts('x', 'done', 'y', 'pass', 'end-turn'));
    expect([...keys]).toEqual([['x', '1'], ['done', 'd'], ['y', '2'], ['pass', 'p'], ['end-turn', 'e']]);
    const many = optionKeys(opts(...Array.from({ length: 12 }, (_, i) => `o${i}`)));
    expect(many.get('o8')).toBe('9');
    expect(many.get('o9')).toBe('0');
    expect(many.has('o10')).toBe(false);
  });

  it('the same action keeps its key when other options come and go', () => {
    expect(optionKeys(opts('done', 'a')).get('done')).toBe(optionKeys(opts('a', 'b', 'c', 'done')).get('done'));
  });
});

describe('keyAction', () => {
  it('number keys pick the option they are shown on; unknown keys do nothing', () => {
    expect(keyAction('1', base)).toEqual({ type: 'option', id: 'a' });
    expect(keyAction('3', base)).toEqual({ type: 'option', id: 'c' });
    expect(keyAction('4', base)).toBeNull();
    expect(keyAction('0', base)).toBeNull();
  });

  it('letters answer Done, End turn and Pass', () => {
    const ctx = { ...base, keys: optionKeys(opts('a', 'done', 'end-turn', 'pass')) };
    expect(keyAction('d', ctx)).toEqual({ type: 'option', id: 'done' });
    expect(keyAction('E', ctx)).toEqual({ type: 'option', id: 'end-turn' });
    expect(keyAction('p', ctx)).toEqual({ type: 'option', id: 'pass' });
  });

  it('arrow keys move a focus through every option and Enter picks it, past the tenth too', () => {
    const ctx = { ...base, keys: optionKeys(opts(...Array.from({ length: 14 }, (_, i) => `o${i}`))) };
    expect(keyAction('ArrowDown', ctx)).toEqual({ type: 'move', by: 1 });
    expect(keyAction('ArrowUp', ctx)).toEqual({ type: 'move', by: -1 });
    expect(keyAction('Enter', { ...ctx, focused: 'o13' })).toEqual({ type: 'option', id: 'o13' });
  });

  it('Enter confirms a multi-select when no option has the focus', () => {
    expect(keyAction('Enter', base)).toBeNull();
    expect(keyAction('Enter', { ...base, multiSelect: true })).toEqual({ type: 'confirm' });
  });

  it('Escape opens the menu even while typing; L the legend', () => {
    expect(keyAction('Escape', { ...base, typing: true })).toEqual({ type: 'menu' });
    expect(keyAction('1', { ...base, typing: true })).toBeNull();
    expect(keyAction('l', base)).toEqual({ type: 'legend' });
  });

  it('during a handoff only Enter accepts', () => {
    const ctx = { ...base, handoff: true };
    expect(keyAction('1', ctx)).toBeNull();
    expect(keyAction('Enter', ctx)).toEqual({ type: 'handoff' });
  });

  it('while the table animates Space skips; digits and L are still read (the screen holds a digit for its question)', () => {
    const ctx = { ...base, animating: true };
    expect(keyAction(' ', ctx)).toEqual({ type: 'skip' });
    expect(keyAction('1', ctx)).toEqual({ type: 'option', id: 'a' });
    expect(keyAction('l', ctx)).toEqual({ type: 'legend' });
    expect(keyAction(' ', base)).toBeNull();
    expect(keyAction('Escape', ctx)).toEqual({ type: 'menu' });
  });
});
