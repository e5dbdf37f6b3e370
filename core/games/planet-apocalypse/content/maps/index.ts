/** Every map by id. Expansion maps add an entry here and any new MapRule they need. */
import type { MapDef } from '../types';
import { DOOMGATE_MAP } from './doomgate';
import { INVASION_MAP } from './invasion';

export const MAPS: Record<string, MapDef> = {
  [INVASION_MAP.id]: INVASION_MAP,
  [DOOMGATE_MAP.id]: DOOMGATE_MAP,
};

export { DOOMGATE_MAP, INVASION_MAP };
