/**
 * The Invasion map, the base game's plain map. The printed diagram is lost;
 * this layout keeps every fact the rulebook gives (one start, the Lord in the
 * area farthest from it, a token in every area but the start, arrows that
 * lead every area to the start) and is recorded in ASSUMPTIONS.md.
 *
 *   hellgate > ruins > factory > museum > hospital > park > plaza > mainStreet > crossroads (start)
 *                      cemetery > church > subway ------------------^
 * Heroes also step across: factory-cemetery, museum-church, hospital-church,
 * park-subway, plaza-subway.
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
    area('mainStreet', 'Main Street', 'crossroads', ['crossroads', 'plaza', 'subway'], 5, 1.5),
    area('plaza', 'Plaza', 'mainStreet', ['mainStreet', 'park', 'subway'], 3, 2.5),
    area('subway', 'Subway', 'mainStreet', ['mainStreet', 'plaza', 'park', 'church'], 7, 3),
    area('park', 'Park', 'plaza', ['plaza', 'subway', 'hospital'], 2, 4),
    area('church', 'Church', 'subway', ['subway', 'hospital', 'museum', 'cemetery'], 8, 5),
    area('hospital', 'Hospital', 'park', ['park', 'church', 'museum'], 3, 5.5),
    area('museum', 'Museum', 'hospital', ['hospital', 'church', 'factory'], 5, 6.5),
    area('cemetery', 'Cemetery', 'church', ['church', 'factory'], 9, 7),
    area('factory', 'Factory', 'museum', ['museum', 'cemetery', 'ruins'], 6, 8),
    area('ruins', 'Ruins', 'factory', ['factory', 'hellgate'], 4, 9),
    area('hellgate', 'Hellgate', 'ruins', ['ruins'], 5, 10),
  ],
};
