import { describe, expect, it, vi } from 'vitest';
import { createTableDice } from './tableDice';

const request = { id: 1, rolls: [{ die: 'd6', face: 5, label: '6' }], dice: {}, seed: 7 };

describe('table-dice store', () => {
  it('holds the throw until cleared, and tells its listeners', () => {
    const store = createTableDice();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.show({ request, speed: '1x', pips: false });
    expect(store.getState()?.request.id).toBe(1);
    store.setSpeed('instant');
    expect(store.getState()?.speed).toBe('instant');
    // The same speed again is no change.
    store.setSpeed('instant');
    store.clear();
    expect(store.getState()).toBeNull();
    store.clear();
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    store.show({ request, speed: '1x', pips: true });
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
