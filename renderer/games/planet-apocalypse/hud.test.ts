import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ControlPanel } from './ControlPanel';
import { fixtureView, hero, LORD } from './fixture.test-support';
import { GiftPanel } from './GiftPanel';
import { HellPanel } from './HellPanel';
import { HeroSheets } from './HeroSheets';
import { LordPanel } from './LordPanel';

const seatName = (s: string) => `Player ${s}`;

describe('HUD panels', () => {
  it('shows the tracks with the marker on the right space', () => {
    const html = renderToStaticMarkup(createElement(ControlPanel, { view: fixtureView({ legion: 'dis' }) }));
    expect(html).toContain('data-testid="pa-doom" data-value="2"');
    expect(html).toContain('data-testid="pa-despair" data-value="3"');
    expect(html).toMatch(/<b>5<\/b> despair dice/);
    expect(html).toContain('Dis');
  });

  it('gives every hero a sheet, and the dead a mark', () => {
    const view = fixtureView({ heroes: [hero('h1', 'hannah', 'plaza', { dead: true }), hero('h2', 'tarang', 'park', { stunned: true })] });
    const html = renderToStaticMarkup(createElement(HeroSheets, { view, colours: ['#f00', '#0f0'], seatName }));
    expect(html).toContain('data-testid="pa-hero-h1"');
    expect(html).toContain('data-testid="pa-hero-h2"');
    expect(html).toContain('dead');
    expect(html).toContain('stunned');
    expect(html.match(/<li class="pa-slot/g)).toHaveLength(12);
    const deciding = renderToStaticMarkup(createElement(HeroSheets, { view, colours: ['#f00', '#0f0'], seatName, deciding: 'h2' }));
    expect(deciding).toMatch(/class="pa-hero deciding" data-testid="pa-hero-h2"/);
  });

  it('shows the Lord\'s sheet, and hides a secret Lord\'s numbers', () => {
    expect(renderToStaticMarkup(createElement(LordPanel, { view: fixtureView() }))).toContain('9/9');
    const secret = renderToStaticMarkup(createElement(LordPanel, { view: fixtureView({ lords: [{ ...LORD, revealed: false }] }) }));
    expect(secret).toContain('data-revealed="false"');
    expect(secret).not.toContain('9/9');
  });

  it('shows Hell Time only while it lasts, with who fights', () => {
    expect(renderToStaticMarkup(createElement(HellPanel, { view: fixtureView(), seatName }))).toBe('');
    const view = fixtureView({ phase: 'hell', hell: { activating: 'h2', trigger: 'hero', lord: 'lord', participants: ['h1', 'h2'] } });
    const html = renderToStaticMarkup(createElement(HellPanel, { view, seatName }));
    expect(html).toContain('data-testid="pa-hell"');
    expect(html).toContain('Hannah Hazard');
    expect(html).toContain('Tarang stepped into the Shadow');
    expect(html).toContain('9 of 9 health');
  });

  it('makes a panel card clickable only when the prompt offers it', () => {
    const option = { id: 'gift:h1:0:1', label: 'Determination on slot 1' };
    const html = renderToStaticMarkup(
      createElement(GiftPanel, { view: fixtureView(), targets: new Map([['card:determination#1', option]]), selected: [], hoveredTarget: null, onOption: () => undefined }),
    );
    expect(html).toMatch(/class="pa-gift playable"[^>]*data-testid="pa-gift-determination#1"/);
    expect(html).toMatch(/disabled=""[^>]*data-testid="pa-gift-faith#1"/);
  });
});
