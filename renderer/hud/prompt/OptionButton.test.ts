// An answer's odds are on its face: chips for named outcomes, and each bar of an amounts chart with its percentage.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PromptOption } from '../../../core/engine/types';
import { OptionButton } from './OptionButton';

const render = (option: PromptOption) => renderToStaticMarkup(createElement(OptionButton, {
  option, picked: false, suggested: false, focused: false, multi: false, busy: false, compact: false, onPick: () => {}, onHover: () => {},
}));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('OptionButton odds', () => {
  it("RISK's attack: the detail line and each outcome's chance as text on the button", () => {
    const html = render({
      id: '3', label: 'Attack with 3 dice', detail: 'Against 2 dice:', hint: 'in words',
      odds: [{ label: 'They lose 2', p: 2890 / 7776 }, { label: 'Each loses 1', p: 2611 / 7776 }, { label: 'You lose 2', p: 2275 / 7776 }],
    });
    expect(text(html)).toBe('Attack with 3 dice Against 2 dice: They lose 2 37% Each loses 1 34% You lose 2 29%');
  });

  it('an amounts chart prints every percentage, not only in a tooltip', () => {
    const html = render({ id: 'shoot', label: 'Shoot', odds: [{ label: '0 damage', p: 0.25 }, { label: '1 damage', p: 0.5 }, { label: '2 damage', p: 0.25 }] });
    expect(text(html)).toBe('Shoot 25% 0 50% 1 25% 2 damage');
  });
});

describe('OptionButton suggestion', () => {
  it('a suggestion that is not the obvious answer says why on the button, and the star says it too', () => {
    const html = renderToStaticMarkup(createElement(OptionButton, {
      option: { id: '1', label: 'Defend with 1 die' }, picked: false, suggested: true, suggestedWhy: 'the infected lose nothing to your hits',
      focused: false, multi: false, busy: false, compact: false, onPick: () => {}, onHover: () => {},
    }));
    expect(text(html)).toBe('Defend with 1 die ★ the infected lose nothing to your hits ★');
    expect(html).toContain('title="Suggested: the infected lose nothing to your hits"');
    // Without a reason only the star shows.
    expect(text(render({ id: '2', label: 'Defend with 2 dice' }))).toBe('Defend with 2 dice');
  });
});
