import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardShell } from './BoardShell';
import { currentSeat, PanelDock, type BoardPanel } from './PanelDock';

const panels: BoardPanel[] = [
  { id: 'seat-a', title: 'Alpha · 10/10', current: true, content: createElement('p', null, 'Alpha sheet'), testId: 'sheet-a', tutorial: 'sheet' },
  { id: 'seat-b', title: 'Bravo · 8/10', content: createElement('p', null, 'Bravo sheet') },
];

describe('PanelDock', () => {
  it('gives every panel a tab and opens only the current seat\'s', () => {
    const html = renderToStaticMarkup(createElement(PanelDock, { panels }));
    expect(html).toContain('data-testid="dock-tab-seat-a"');
    expect(html).toContain('data-testid="dock-tab-seat-b"');
    expect(html).toMatch(/class="dock-panel current" data-testid="sheet-a" data-tutorial="sheet"/);
    expect(html).toContain('Alpha sheet');
    expect(html).not.toContain('Bravo sheet');
    expect(html).toMatch(/aria-selected="false"[^>]*>Bravo · 8\/10/);
  });

  it('draws nothing without panels', () => {
    expect(renderToStaticMarkup(createElement(PanelDock, { panels: [] }))).toBe('');
  });
});

describe('BoardShell', () => {
  const shell = (extra: Partial<Parameters<typeof BoardShell>[0]> = {}) =>
    renderToStaticMarkup(createElement(BoardShell, {
      testId: 'my-board', className: 'my-board', attributes: { 'data-phase': 'setup' },
      stats: createElement('span', null, 'Round 1'), scene: createElement('div', { 'data-testid': 'scene' }), ...extra,
    }));

  it('lays out the stats line over the table, with the root\'s test id and attributes', () => {
    const html = shell();
    expect(html).toMatch(/^<div class="board my-board" data-testid="my-board" data-phase="setup">/);
    expect(html.indexOf('board-stats')).toBeLessThan(html.indexOf('board-table'));
    expect(html).toContain('data-testid="scene"');
    expect(html).not.toContain('board-ask');
  });

  it('asks which option with a menu of named buttons and Cancel', () => {
    const ask = { title: 'Which one?', options: [{ id: 'a1', label: 'Attack' }, { id: 'm1', label: 'Move' }], onPick: () => undefined, onCancel: () => undefined, testId: 'risk-ask' };
    const html = shell({ ask });
    expect(html).toContain('data-testid="risk-ask"');
    expect(html).toContain('data-testid="risk-ask-a1"');
    expect(html).toContain('data-testid="risk-ask-m1"');
    expect(html).toContain('Cancel');
  });

  it('keeps its panels under the table when no game screen gives it a dock', () => {
    const html = shell({ panels });
    expect(html).toMatch(/class="board-panels"><div class="dock"/);
    expect(html).toContain('Alpha sheet');
  });
});

describe('currentSeat', () => {
  it('is the seat asked in the table shown, else in the latest update, else the viewer', () => {
    const latest = { view: { prompt: null, waitingFor: { seat: 'invader' } }, viewer: 'm1' };
    expect(currentSeat({ prompt: { seat: 'm2' } }, latest)).toBe('m2');
    expect(currentSeat({ waitingFor: { seat: 'm2' } }, latest)).toBe('m2');
    // While events play the beat's table asks nobody: the next decision's seat opens.
    expect(currentSeat({}, latest)).toBe('invader');
    expect(currentSeat({}, { view: {}, viewer: 'm1' })).toBe('m1');
    expect(currentSeat({}, { view: {}, viewer: null })).toBeNull();
  });
});
