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
import { removeStaleTempFiles } from './durableWrite';
import { MatchManager, type MatchManagerDeps } from './matchManager';
import { dataPaths, type DataPaths } from './paths';
import { createRouter, type Router } from './router';
import { SaveStore } from './saves';
import { SettingsStore } from './settings';

/** A temp file older than this at start was left by a kill: a write in flight takes milliseconds. */
const STALE_TEMP_MS = 30_000;

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
  /** Resolves when the temp files a kill left in the data folder are gone (names of those removed). */
  cleaned: Promise<string[]>;
  onUpdate(listener: (update: MatchUpdate | null) => void): () => void;
}

export function createHost(options: HostOptions): Host {
  const paths = dataPaths(options.dataDir);
  const saves = new SaveStore(paths.savesDir, { appVersion: options.appVersion });
  const settings = new SettingsStore(paths.settingsFile);
  const log = options.log ?? ((m: string) => console.warn(m));
  // Settings, dice statistics and the campaign record write through temp files in the data folder, as saves do
  // in theirs: those a kill left are removed at start (only ones older than the start, never one in flight).
  const cleaned = removeStaleTempFiles(paths.dataDir, Date.now() - STALE_TEMP_MS).then((stale) => {
    if (stale.length > 0) log(`Removed ${stale.length} unfinished file(s) left in the data folder by an interrupted write.`);
    return stale;
  });
  const manager = new MatchManager({
    ...options.manager,
    autosave: (match, matchId) => saves.autosave(match, matchId),
    log,
  });
  const dice = new DiceService({ file: join(paths.dataDir, 'dice-stats.json'), matches: manager, log });
  const campaign = new CampaignService({ file: join(paths.dataDir, 'campaign.json'), matches: manager, games: getGame, log });
  const routerDeps = { manager, saves, settings, dice, campaign, appVersion: options.appVersion, log };
  const handle = createRouter(options.onQuit ? { ...routerDeps, onQuit: options.onQuit } : routerDeps);
  return { paths, manager, saves, settings, handle, cleaned, onUpdate: (l) => manager.onUpdate(l) };
}
