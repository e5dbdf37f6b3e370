import { describe, expect, it } from 'vitest';
import type { PromptOption } from '../../../core/engine/types';
import { actingFigure, attackTargets, costOf, spaceTargets, tokenTargets } from './promptTargets';

const opts = (list: PromptOption[]) => new Map(list.map((o) => [`${o.target!.kind}:${o.target!.id}`, o]));

describe('prompt targets', () => {
  it('reads the movement cost from a move label', () => {
    expect(costOf('Move to 3,4 (2 pts)')).toBe(2);
    expect(costOf('Move to 3,4 (1 pt)')).toBe(1);
    expect(costOf('Move base to 5,1 (3)')).toBe(3);
    expect(costOf('Pick up a health pack')).toBeNull();
  });

  it('lists the spaces offered with their cost', () => {
    const t = opts([
      { id: 'move:3,4', label: 'Move to 3,4 (2 pts)', target: { kind: 'space', id: '3,4' }, path: ['2,4', '3,4'] },
      { id: 'attack:imp-1', label: 'Attack Imp (range 3)', target: { kind: 'figure', id: 'imp-1' } },
    ]);
    expect(spaceTargets(t)).toEqual([{ space: '3,4', optionId: 'move:3,4', label: 'Move to 3,4 (2 pts)', cost: 2, text: '2', path: ['2,4', '3,4'] }]);
  });

  it('marks the space a door is opened from, and lists offered tokens', () => {
    const t = opts([
      { id: 'door:door-hall', label: 'Open the door (1 pt)', target: { kind: 'space', id: '4,1' } },
      { id: 'pickup:health-1', label: 'Pick up a health pack', target: { kind: 'token', id: 'health-1' } },
    ]);
    expect(spaceTargets(t)[0]).toMatchObject({ space: '4,1', cost: 1, text: 'door' });
    expect(tokenTargets(t)).toEqual([{ token: 'health-1', optionId: 'pickup:health-1', label: 'Pick up a health pack' }]);
  });

  it('lists attack targets with range and cover, and skips other figure choices', () => {
    const t = opts([
      { id: 'attack:imp-1', label: 'Attack Imp (range 3, cover)', target: { kind: 'figure', id: 'imp-1' } },
      { id: 'attack:alpha', label: 'Attack Alpha (range 1)', target: { kind: 'figure', id: 'alpha' } },
      { id: 'bravo', label: 'Bravo', target: { kind: 'figure', id: 'bravo' } },
    ]);
    expect(attackTargets(t)).toEqual([
      { figure: 'imp-1', optionId: 'attack:imp-1', range: 3, cover: true },
      { figure: 'alpha', optionId: 'attack:alpha', range: 1, cover: false },
    ]);
  });

  it('finds the acting figure from either activation', () => {
    expect(actingFigure({ marineActivation: { marine: 'alpha' }, demonActivation: null })).toBe('alpha');
    expect(actingFigure({ marineActivation: null, demonActivation: { figure: 'imp-2' } })).toBe('imp-2');
    expect(actingFigure({ marineActivation: null, demonActivation: null })).toBeNull();
  });
});
