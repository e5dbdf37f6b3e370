/**
 * The Doomgate map (the back of the Invasion map). Its diagram is lost; the
 * layout keeps the rulebook's facts: minions that leave the start score doom
 * and come back at the Lord's original area, circling until killed; the start
 * and the Lord's Shadow are adjacent for every purpose. See ASSUMPTIONS.md.
 *
 *   doomgate -> bridge -> ossuary -> crypt -> cloister -> threshold (start) -> (doomgate)
 *                         catacombs ---^
 */
import type { MapDef } from '../types';

export const DOOMGATE_MAP: MapDef = {
  id: 'doomgate',
  name: 'Doomgate',
  text: 'Demons that leave the start score doom and walk back in through the Doomgate; the start touches the Lord\'s Shadow.',
  starts: ['threshold'],
  heroStart: 'threshold',
  lordAreas: ['doomgate'],
  gates: [],
  rules: [{ rule: 'exitLoopsTo', area: 'lordOrigin' }, { rule: 'startAdjacentToShadow' }],
  areas: [
    { id: 'threshold', name: 'Threshold', next: [], adjacent: ['cloister'], setupTokens: 0, x: 2, y: 0 },
    { id: 'cloister', name: 'Cloister', next: ['threshold'], adjacent: ['threshold', 'crypt'], setupTokens: 1, x: 6, y: 0 },
    { id: 'crypt', name: 'Crypt', next: ['cloister'], adjacent: ['cloister', 'ossuary', 'catacombs'], setupTokens: 1, x: 9, y: 3 },
    { id: 'catacombs', name: 'Catacombs', next: ['crypt'], adjacent: ['crypt', 'ossuary'], setupTokens: 1, x: 6, y: 4 },
    { id: 'ossuary', name: 'Ossuary', next: ['crypt'], adjacent: ['crypt', 'catacombs', 'bridge'], setupTokens: 1, x: 9, y: 7 },
    { id: 'bridge', name: 'Bridge of Ash', next: ['ossuary'], adjacent: ['ossuary', 'doomgate'], setupTokens: 1, x: 5, y: 10 },
    { id: 'doomgate', name: 'Doomgate', next: ['bridge'], adjacent: ['bridge'], setupTokens: 1, x: 1, y: 7 },
  ],
};
