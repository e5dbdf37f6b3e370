import { describe, expect, it } from 'vitest';
import type { PromptOption } from '../../../core/engine/types';
import { layoutOptions, optionForCounts, percent, splitOdds, visibleOrder } from './promptLayout';

describe('prompt layout', () => {
  it('groups options by heading in order of first appearance, keeping each group together', () => {
    const options: PromptOption[] = [
      { id: 'a1', label: 'Slot 1', group: 'Blessed Sword' },
      { id: 'b1', label: 'Slot 1', group: 'Holy Water' },
      { id: 'a2', label: 'Slot 2', group: 'Blessed Sword' },
      { id: 'done', label: 'Done' },
    ];
    const sections = layoutOptions(options);
    expect(sections.map((s) => [s.title, s.options.map((o) => o.id)])).toEqual([
      ['Blessed Sword', ['a1', 'a2']], ['Holy Water', ['b1']], [null, ['done']],
    ]);
  });

  it('folds a long list of places into a pick on the table, one click from the list', () => {
    const spaces: PromptOption[] = Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, label: `Move to ${i}`, target: { kind: 'space', id: `s${i}` } }));
    const sections = layoutOptions([...spaces, { id: 'done', label: 'Stop' }]);
    expect(sections[0]!.boardPick).toBe(true);
    // The fold counts places only; "Stop" cannot be picked on the table, so it stays a button.
    expect(sections[0]!.places).toBe(30);
    expect(visibleOrder(sections, new Set()).map((o) => o.id)).toEqual(['done']);
    expect(visibleOrder(sections, new Set([null]))).toHaveLength(31);
    expect(layoutOptions(spaces.slice(0, 5))[0]!.boardPick).toBe(false);
    // The place a guide names stays a button beside the fold.
    expect(visibleOrder(layoutOptions([...spaces, { id: 'done', label: 'Stop' }], 'm7'), new Set()).map((o) => o.id)).toEqual(['m7', 'done']);
  });

  it('says chances without rounding a near-certainty to a certainty', () => {
    expect(percent(0.4213)).toBe('42%');
    expect(percent(0.996)).toBe('>99%');
    expect(percent(0.001)).toBe('<1%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });

  it('finds the option a set of counters stands for', () => {
    const options: PromptOption[] = [
      { id: 'x', label: 'two blanks, one skull', counts: { blank: 2, skull: 1 } },
      { id: 'y', label: 'three skulls', counts: { skull: 3 } },
    ];
    expect(optionForCounts(options, { blank: 2, skull: 1 })?.id).toBe('x');
    expect(optionForCounts(options, { blank: 0, skull: 3 })?.id).toBe('y');
    expect(optionForCounts(options, { blank: 1, skull: 2 })).toBeNull();
  });
});

describe('odds for display', () => {
  it('keep named outcomes and chart a run of amounts', () => {
    const split = splitOdds([
      { label: 'Frag', p: 0.7 }, { label: 'Stagger', p: 0.07 }, { label: '2 damage', p: 0.1 }, { label: '1 damage', p: 0.01 }, { label: '3 damage', p: 0.33 },
    ]);
    expect(split.named.map((n) => n.label)).toEqual(['Frag', 'Stagger']);
    expect(split.amounts.map((a) => a.amount)).toEqual([1, 2, 3]);
    expect(split.unit).toBe('damage');
    expect(splitOdds([{ label: 'Escape', p: 0.2 }, { label: '1 hit', p: 0.5 }]).amounts).toEqual([]);
  });
});
