/**
 * Where the table camera should look, as a tiny store outside React so the
 * animation timeline can call it from anywhere:
 *
 *   tableFocus.focusOn([x, y, z], { distance: 5 })  // something happens here
 *   tableFocus.usePreset('overview')                // switch view (not a React hook)
 *
 * In 'follow' mode each focusOn moves the camera smoothly to the point; in
 * any other mode it is only remembered, so choosing 'follow' later goes there.
 * The camera rig (CameraRig.tsx) carries out the requests; the camera bar
 * reads the mode.
 */
import { useSyncExternalStore } from 'react';
import { FOLLOW, OVERVIEW, type Vec3 } from './cameraPresets';

export interface FocusOptions {
  /** Camera distance from the point; by default the current one. */
  distance?: number;
  /** Move the camera even when not in 'follow' mode. */
  force?: boolean;
}

export type CameraRequest =
  | { kind: 'preset'; id: string; seq: number }
  | { kind: 'look'; point: Vec3; distance?: number; seq: number };

export interface FocusState {
  /** The preset in use, or 'free' once the player has moved the camera by hand. */
  mode: string;
  lastFocus: { point: Vec3; distance?: number } | null;
  /** The latest thing the camera was asked to do; `seq` tells repeated requests apart. */
  request: CameraRequest | null;
}

export interface TableFocus {
  focusOn(point: Vec3, options?: FocusOptions): void;
  usePreset(id: string): void;
  /** The player moved the camera by hand: leave the preset (and stop following). */
  release(): void;
  /** Back to the overview with no focus remembered (a new match). */
  reset(): void;
  getState(): FocusState;
  subscribe(listener: () => void): () => void;
}

export function createTableFocus(): TableFocus {
  let state: FocusState = { mode: OVERVIEW, lastFocus: null, request: null };
  let seq = 0;
  const listeners = new Set<() => void>();
  const set = (next: FocusState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  return {
    focusOn(point, options = {}) {
      const lastFocus = { point: [...point] as Vec3, distance: options.distance };
      const move = state.mode === FOLLOW || options.force;
      set({ ...state, lastFocus, request: move ? { kind: 'look', point: lastFocus.point, distance: options.distance, seq: ++seq } : state.request });
    },
    usePreset(id) {
      set({ ...state, mode: id, request: { kind: 'preset', id, seq: ++seq } });
    },
    release() {
      if (state.mode !== 'free') set({ ...state, mode: 'free' });
    },
    reset() {
      set({ mode: OVERVIEW, lastFocus: null, request: { kind: 'preset', id: OVERVIEW, seq: ++seq } });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one table camera of the renderer. */
export const tableFocus = createTableFocus();

/** The current focus state, for React components. */
export function useFocusState(store: TableFocus = tableFocus): FocusState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
