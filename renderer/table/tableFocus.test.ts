import { describe, expect, it, vi } from 'vitest';
import { createTableFocus } from './tableFocus';

describe('table focus store', () => {
  it('starts on the overview and only remembers focus points outside follow mode', () => {
    const f = createTableFocus();
    expect(f.getState().mode).toBe('overview');
    f.focusOn([1, 0, 2]);
    expect(f.getState().lastFocus).toEqual({ point: [1, 0, 2], distance: undefined });
    expect(f.getState().request).toBeNull();
  });

  it('moves the camera to every focus point in follow mode', () => {
    const f = createTableFocus();
    f.usePreset('follow');
    expect(f.getState().request).toMatchObject({ kind: 'preset', id: 'follow' });
    f.focusOn([3, 0, -1], { distance: 4 });
    expect(f.getState().request).toMatchObject({ kind: 'look', point: [3, 0, -1], distance: 4 });
    const first = f.getState().request!.seq;
    f.focusOn([3, 0, -1], { distance: 4 });
    // The same point again is a new request: the rig moves back there if the player looked away.
    expect(f.getState().request!.seq).toBeGreaterThan(first);
  });

  it('moves anyway when forced, and stops following once the player takes the camera', () => {
    const f = createTableFocus();
    f.focusOn([1, 0, 1], { force: true });
    expect(f.getState().request).toMatchObject({ kind: 'look' });
    f.usePreset('follow');
    f.release();
    expect(f.getState().mode).toBe('free');
    const before = f.getState().request;
    f.focusOn([5, 0, 5]);
    expect(f.getState().request).toBe(before);
  });

  it('notifies subscribers and lets them go', () => {
    const f = createTableFocus();
    const listener = vi.fn();
    const off = f.subscribe(listener);
    f.usePreset('top');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    f.usePreset('overview');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resets to the overview and forgets the focus', () => {
    const f = createTableFocus();
    f.usePreset('follow');
    f.focusOn([1, 0, 1]);
    f.reset();
    expect(f.getState()).toMatchObject({ mode: 'overview', lastFocus: null, request: { kind: 'preset', id: 'overview' } });
  });
});
