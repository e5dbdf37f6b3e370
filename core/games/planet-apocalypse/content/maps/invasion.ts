/**
 * The Invasion map, the base game's plain map. The printed diagram is lost;
 * this layout keeps every fact the rulebook gives: one start, the Lord in the
 * area farthest from it, a token in every area but the start (the box holds 8
 * invasion tokens, so at most 7 areas besides the start take one, leaving a
 * token for the first spawn), arrows that lead every area to the start.
 * See ASSUMPTIONS.md.
 *
 *   hellgate > ruins > hospital > park > plaza > mainStreet > crossroads (start)
 *                       church ------------^
 * Heroes also step across: ruins-church, hospital-church, park-mainStreet is not
 * a shortcut (the Lord's road stays 6 areas long).
 */
import type { AreaDef, MapDef } from '../types';

function area(id: string, name: string, next: string | null, adjacent: string[], x: number, y: number): AreaDef {
  return { id, name, next: next ? [next] : [], adjacent, setupTokens: next ? 1 : 0, x, y };
}

export const INVASION_MAP: MapDef = {
  id: 'invasion',
  name: 'Invasion',
  text: 'The plain map: minions follow the arrows to the crossroads and leave the world; the Lord follows slowly.',
  starts: ['crossroads'],
  heroStart: 'crossroads',
  lordAreas: ['hellgate'],
  gates: [],
  rules: [],
  areas: [
    area('crossroads', 'Crossroads', null, ['mainStreet'], 5, 0),
    area('mainStreet', 'Main Street', 'crossroads', ['crossroads', 'plaza'], 5, 1.7),
    area('plaza', 'Plaza', 'mainStreet', ['mainStreet', 'park', 'church'], 4, 3.4),
    area('church', 'Church', 'plaza', ['plaza', 'hospital', 'ruins'], 8, 5),
    area('park', 'Park', 'plaza', ['plaza', 'hospital'], 2, 5),
    area('hospital', 'Hospital', 'park', ['park', 'church', 'ruins'], 3, 6.7),
    area('ruins', 'Ruins', 'hospital', ['hospital', 'church', 'hellgate'], 5, 8.4),
    area('hellgate', 'Hellgate', 'ruins', ['ruins'], 5, 10),
  ],
};
