/**
 * Wires one host: a match manager, the saves folder, the settings file and the
 * router, on top of a data folder. Electron and browser mode build the same
 * host; only the transport around it differs.
 */
import { join } from 'node:path';
import { getGame } from '../../core/games/registry';
import type { MatchUpdate } from '../../core/protocol/messages';
import { CampaignService } from './campaignService';
import { DiceService } from './diceService';
import { MatchManager, type MatchManagerDeps } from './matchManager';
import { dataPaths, type DataPaths } from './paths';
import { createRouter, type Router } from './router';
import { SaveStore } from './saves';
import { SettingsStore } from './settings';

export interface HostOptions {
  dataDir: string;
  appVersion: string;
  onQuit?: () => void;
  log?: (message: string) => void;
  /** Test hooks: fixed seeds, a small AI cap. */
  manager?: Pick<MatchManagerDeps, 'randomSeed' | 'aiStepCap'>;
}

export interface Host {
  paths: DataPaths;
  manager: MatchManager;
  saves: SaveStore;
  settings: SettingsStore;
  handle: Router;
  onUpdate(listener: (update: MatchUpdate | null) => void): () => void;
}

export function createHost(options: HostOptions): Host {
  const paths = dataPaths(options.dataDir);
  const saves = new SaveStore(paths.savesDir, { appVersion: options.appVersion });
  const settings = new SettingsStore(paths.settingsFile);
  const log = options.log ?? ((m: string) => console.warn(m));
  const manager = new MatchManager({
    ...options.manager,
    autosave: (match, matchId) => saves.autosave(match, matchId),
    log,
  });
  const dice = new DiceService({ file: join(paths.dataDir, 'dice-stats.json'), matches: manager, log });
  const campaign = new CampaignService({ file: join(paths.dataDir, 'campaign.json'), matches: manager, games: getGame, log });
  const routerDeps = { manager, saves, settings, dice, campaign, appVersion: options.appVersion, log };
  const handle = createRouter(options.onQuit ? { ...routerDeps, onQuit: options.onQuit } : routerDeps);
  return { paths, manager, saves, settings, handle, onUpdate: (l) => manager.onUpdate(l) };
}
