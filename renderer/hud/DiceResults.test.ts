// The result strip under the dice: the game's readout when it wrote one, and never a sum of its own.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DieDef } from '../../core/engine/types';
import type { ShownDie } from '../dice/readBack';
import { DiceResults } from './DiceResults';

const faces = [1, 2, 3, 4, 5, 6].map((v) => ({ label: String(v), value: v }));
const dice: Record<string, DieDef> = { defence: { id: 'defence', name: 'Defence die', faces, color: '#fff' } };
const shown: ShownDie[] = [
  { index: 0, die: 'defence', face: 4, label: '5', tiltDeg: 0 },
  { index: 1, die: 'defence', face: 2, label: '3', tiltDeg: 0 },
];

describe('DiceResults', () => {
  it('lists each die with its mark, then the game\'s lines', () => {
    const html = renderToStaticMarkup(createElement(DiceResults, {
      shown, dice, rolling: false,
      readout: { title: 'Blue defends Alaska: defence dice', lines: ['6 against 5: Red wins', 'Red wins 2 pairs, Blue wins 0'], marks: ['loses', 'loses'] },
    }));
    expect(html).toContain('data-mark="loses"');
    expect(html).toContain('<p>6 against 5: Red wins</p><p>Red wins 2 pairs, Blue wins 0</p>');
    expect(html).not.toContain('Total');
  });

  it('without a readout lists the dice alone: nothing is added up', () => {
    const html = renderToStaticMarkup(createElement(DiceResults, { shown, dice, rolling: false }));
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).not.toContain('Total');
    expect(html).not.toContain('8');
  });
});

describe('diceReadoutOf', () => {
  it('reads a well-formed readout and ignores a malformed or missing one', async () => {
    const { diceReadoutOf } = await import('./diceReadout');
    expect(diceReadoutOf({ type: 'diceRolled', readout: { title: 'T', lines: ['a'], marks: ['hit', 3] } })).toEqual({ title: 'T', lines: ['a'], marks: ['hit', null] });
    expect(diceReadoutOf({ type: 'diceRolled', readout: { title: 'T', lines: [1] } })).toBeNull();
    expect(diceReadoutOf({ type: 'diceRolled' })).toBeNull();
  });
});
