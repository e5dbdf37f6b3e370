/**
 * The throw the table shows, as a tiny store outside React: whoever decides
 * a roll is to be seen (the match's dice beat, the dice tray screen) puts it
 * here, and the <TableDice> that every TableCanvas draws throws it on its
 * strip of felt. The dice stay where they landed until the next throw or
 * until someone clears them (Space, a click), as real dice do.
 */
import { useSyncExternalStore } from 'react';
import type { Speed } from './playback';
import type { ShownDie } from './readBack';
import type { ThrowRequest } from './replayPose';

export interface TableThrow {
  request: ThrowRequest;
  speed: Speed;
  /** d6 faces as pips instead of numerals (the "d6 faces" setting). */
  pips: boolean;
  /** Replay rate on top of the speed (the timeline's pace for this throw: faster for other seats' repeats, Infinity to land at once). */
  rate?: number;
  /** Called once the dice rest, with what the drawn dice show (read back from the rendered instances). */
  onSettled?: (shown: ShownDie[], request: ThrowRequest) => void;
}

export interface TableDiceStore {
  show(t: TableThrow): void;
  /** A new speed for the throw on the table (its replay follows at once). */
  setSpeed(speed: Speed): void;
  /**
   * The pace of the next throw shown (and of the one on the table): the
   * timeline sets it as a dice beat begins, before the overlay throws.
   */
  setPace(rate: number): void;
  clear(): void;
  getState(): TableThrow | null;
  subscribe(listener: () => void): () => void;
}

export function createTableDice(): TableDiceStore {
  let state: TableThrow | null = null;
  let pace = 1;
  const listeners = new Set<() => void>();
  const set = (next: TableThrow | null) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  return {
    show: (t) => set({ ...t, rate: t.rate ?? pace }),
    setSpeed: (speed) => {
      if (state && state.speed !== speed) set({ ...state, speed });
    },
    setPace: (rate) => {
      pace = rate;
      if (state && state.rate !== rate) set({ ...state, rate });
    },
    clear: () => {
      if (state) set(null);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one table's dice. */
export const tableDice = createTableDice();

export function useTableThrow(store: TableDiceStore = tableDice): TableThrow | null {
  return useSyncExternalStore(store.subscribe, store.getState);
}
