/**
 * Where the host keeps its files. Electron passes app.getPath('userData');
 * browser mode uses ~/.apocalypse-tabletop unless APOCALYPSE_DATA_DIR says
 * otherwise (tests point it at a temporary folder so they never touch a
 * player's saves).
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const DATA_DIR_ENV = 'APOCALYPSE_DATA_DIR';

export interface DataPaths {
  dataDir: string;
  savesDir: string;
  settingsFile: string;
}

/** The data folder for browser mode: the env override, else a dot-folder in the home directory. */
export function browserDataDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const override = env[DATA_DIR_ENV];
  if (override && override.trim() !== '') return resolve(override);
  return join(home, '.apocalypse-tabletop');
}

export function dataPaths(dataDir: string): DataPaths {
  const root = resolve(dataDir);
  return { dataDir: root, savesDir: join(root, 'saves'), settingsFile: join(root, 'settings.json') };
}
