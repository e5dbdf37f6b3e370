/**
 * Every game's miniatures in one table, keyed by id. Ids are namespaced by
 * game (`pa-`, `doom-`) so kits never clash.
 */
import { DOOM_DEMONS } from './doomDemons';
import { DOOM_MARINES } from './doomMarines';
import { PA_DEMONS } from './paDemons';
import { PA_FOURTH_EXPANSION } from './paFourthExpansion';
import { PA_HEROES } from './paHeroes';
import { PA_LORDS } from './paLords';
import { PA_TROOPERS_REGIONS } from './paTroopersRegions';

export const MINIATURES = {
  ...PA_HEROES,
  ...PA_TROOPERS_REGIONS,
  ...PA_DEMONS,
  ...PA_FOURTH_EXPANSION,
  ...PA_LORDS,
  ...DOOM_MARINES,
  ...DOOM_DEMONS,
};

export type MiniatureId = keyof typeof MINIATURES;
