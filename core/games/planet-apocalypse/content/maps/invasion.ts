/**
 * The Invasion map, the base game's plain map. The printed diagram is lost;
 * this layout keeps every fact the rulebook gives (one start, the Lord in the
 * area farthest from it, a token in every area but the start, arrows that
 * lead every area to the start) and is recorded in ASSUMPTIONS.md.
 *
 *   hellgate -> ruins -> hospital -> park -> mainStreet -> crossroads (start)
 *                church -> subway -----------^
 * Heroes may also step between church and ruins, church and hospital, subway and park.
 */
import type { MapDef } from '../types';

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
    { id: 'crossroads', name: 'Crossroads', next: [], adjacent: ['mainStreet'], setupTokens: 0, x: 5, y: 0 },
    { id: 'mainStreet', name: 'Main Street', next: ['crossroads'], adjacent: ['crossroads', 'park', 'subway'], setupTokens: 1, x: 5, y: 2 },
    { id: 'park', name: 'Park', next: ['mainStreet'], adjacent: ['mainStreet', 'hospital', 'subway'], setupTokens: 1, x: 3, y: 4 },
    { id: 'subway', name: 'Subway', next: ['mainStreet'], adjacent: ['mainStreet', 'church', 'park'], setupTokens: 1, x: 7, y: 4 },
    { id: 'hospital', name: 'Hospital', next: ['park'], adjacent: ['park', 'ruins', 'church'], setupTokens: 1, x: 3, y: 6 },
    { id: 'church', name: 'Church', next: ['subway'], adjacent: ['subway', 'hospital', 'ruins'], setupTokens: 1, x: 7, y: 6 },
    { id: 'ruins', name: 'Ruins', next: ['hospital'], adjacent: ['hospital', 'church', 'hellgate'], setupTokens: 1, x: 5, y: 8 },
    { id: 'hellgate', name: 'Hellgate', next: ['ruins'], adjacent: ['ruins'], setupTokens: 1, x: 5, y: 10 },
  ],
};
