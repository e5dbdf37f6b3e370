/** What every screen needs: the host, the catalogue of games, the settings and a way to show errors. */
import { createContext, useContext } from 'react';
import type { GameInfo, HostApi, Settings } from './api/types';

export interface AppContextValue {
  host: HostApi;
  games: GameInfo[];
  settings: Settings;
  /** Saves settings through the host and applies them. */
  changeSettings(patch: Partial<Settings>): void;
  /** Shows an error from the host (or anything thrown) as a toast. */
  reportError(err: unknown): void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp outside <AppContext.Provider>.');
  return ctx;
}
