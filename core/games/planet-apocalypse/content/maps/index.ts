/** Every map by id. Expansion maps add an entry here and any new MapRule they need. */
import type { MapDef } from '../types';
import { DOOMGATE_MAP } from './doomgate';
import { DRAGON_BACK_MAP } from './dragonBack';
import { DRAGON_GUTS_MAP } from './dragonGuts';
import { FINAL_BATTLE_MAP } from './finalBattle';
import { INVASION_MAP } from './invasion';
import { LAUNCH_SITE_MAP } from './launchSite';
import { MOON_BASE_MAP } from './moonBase';
import { PURGATORY_MAP } from './purgatory';
import { ST_PETERS_MAP } from './stPeters';
import { WASHINGTON_MAP } from './washington';

export const MAPS: Record<string, MapDef> = {
  [INVASION_MAP.id]: INVASION_MAP,
  [DOOMGATE_MAP.id]: DOOMGATE_MAP,
  [DRAGON_BACK_MAP.id]: DRAGON_BACK_MAP,
  [DRAGON_GUTS_MAP.id]: DRAGON_GUTS_MAP,
  [PURGATORY_MAP.id]: PURGATORY_MAP,
  [FINAL_BATTLE_MAP.id]: FINAL_BATTLE_MAP,
  [ST_PETERS_MAP.id]: ST_PETERS_MAP,
  [WASHINGTON_MAP.id]: WASHINGTON_MAP,
  [LAUNCH_SITE_MAP.id]: LAUNCH_SITE_MAP,
  [MOON_BASE_MAP.id]: MOON_BASE_MAP,
};

export { DOOMGATE_MAP, DRAGON_BACK_MAP, DRAGON_GUTS_MAP, FINAL_BATTLE_MAP, INVASION_MAP, LAUNCH_SITE_MAP, MOON_BASE_MAP, PURGATORY_MAP, ST_PETERS_MAP, WASHINGTON_MAP };
