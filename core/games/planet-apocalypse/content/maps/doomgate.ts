/**
 * The Doomgate map (the back of the Invasion map). Its diagram is lost; the
 * layout keeps the rulebook's facts: minions that leave the start score doom
 * and come back at the Lord's original area, circling until killed; the start
 * and the Lord's Shadow are adjacent for every purpose. See ASSUMPTIONS.md.
 *
 * The ring is short, 3 steps from the Doomgate to the Threshold, so demons pass
 * the start and score doom every fourth round; four side areas feed the Crypt
 * and carry the rest of the set-up tokens (8 areas and 7 tokens, as on Invasion).
 *
 *   doomgate -> crypt -> cloister -> threshold (start) -> (doomgate)
 *   catacombs, ossuary, bridge, tombs ---^ (each into the Crypt)
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
    { id: 'cloister', name: 'Cloister', next: ['threshold'], adjacent: ['threshold', 'crypt'], setupTokens: 1, x: 6, y: 1 },
    { id: 'crypt', name: 'Crypt', next: ['cloister'], adjacent: ['cloister', 'doomgate', 'catacombs', 'ossuary', 'bridge', 'tombs'], setupTokens: 1, x: 6, y: 5 },
    { id: 'catacombs', name: 'Catacombs', next: ['crypt'], adjacent: ['crypt'], setupTokens: 1, x: 2, y: 4 },
    { id: 'ossuary', name: 'Ossuary', next: ['crypt'], adjacent: ['crypt'], setupTokens: 1, x: 10, y: 3 },
    { id: 'bridge', name: 'Bridge of Ash', next: ['crypt'], adjacent: ['crypt'], setupTokens: 1, x: 10, y: 7 },
    { id: 'tombs', name: 'Tombs', next: ['crypt'], adjacent: ['crypt'], setupTokens: 1, x: 6, y: 9 },
    { id: 'doomgate', name: 'Doomgate', next: ['crypt'], adjacent: ['crypt'], setupTokens: 1, x: 2, y: 8 },
  ],
};
