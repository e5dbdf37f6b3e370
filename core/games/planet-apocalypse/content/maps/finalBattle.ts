/**
 * The Final Battle map. Its diagram is lost; the layout keeps every fact the
 * rulebook gives: the Lord in the central (gate) area, which has three
 * corners; three paths numbered 1 to 3 that spiral out from the corners to
 * the outer ring, a single huge area that is the start; heroes start in the
 * outer ring and move along straight lines toward the centre or back, not
 * along the enemies' arrows. See ASSUMPTIONS.md ("The Final Battle").
 *
 * Enemies (arrows):  centralGate > inner1 > middle1 > outer1 > ring   (path 1: the Lord, his demons, the central area's minions)
 *                    centralGate corner 2 > inner2 > middle2 > outer2 > ring
 *                    centralGate corner 3 > inner3 > middle3 > outer3 > ring
 * Each path turns 60 degrees clockwise at each step (the spiral); heroes' straight lines turn the other way:
 * Heroes:            centralGate - inner1 - middle2 - outer3 - ring,  centralGate - inner2 - middle3 - outer1 - ring,
 *                    centralGate - inner3 - middle1 - outer2 - ring
 */
import type { MapDef } from '../types';

export const FINAL_BATTLE_MAP: MapDef = {
  id: 'finalBattle',
  name: 'The Final Battle',
  text: 'Hell empties its pits: every spawn puts three invasion tokens in the corners of the central gate, each spiralling out along its own numbered path to the outer ring. Heroes cut straight across, from the ring toward the gate and back; the Lord walks Path 1.',
  starts: ['ring'],
  heroStart: 'ring',
  lordAreas: ['centralGate'],
  gates: [],
  rules: [{ rule: 'cornerTokens', area: 'centralGate', corners: ['inner1', 'inner2', 'inner3'] }],
  areas: [
    { id: 'centralGate', name: 'Central Gate', next: ['inner1'], adjacent: ['inner1', 'inner2', 'inner3'], setupTokens: 3, x: 5, y: 5.6 },
    // Each path turns 60 degrees clockwise at each step (the spiral); a hero's straight line turns the other way:
    // gate - inner1 - middle2 - outer3 - ring, gate - inner2 - middle3 - outer1 - ring, gate - inner3 - middle1 - outer2 - ring.
    { id: 'inner1', name: 'Path 1, first', next: ['middle1'], adjacent: ['centralGate', 'middle2'], setupTokens: 1, x: 5.0, y: 7.4 },
    { id: 'inner2', name: 'Path 2, first', next: ['middle2'], adjacent: ['centralGate', 'middle3'], setupTokens: 1, x: 3.44, y: 4.7 },
    { id: 'inner3', name: 'Path 3, first', next: ['middle3'], adjacent: ['centralGate', 'middle1'], setupTokens: 1, x: 6.56, y: 4.7 },
    { id: 'middle1', name: 'Path 1, second', next: ['outer1'], adjacent: ['inner3', 'outer2'], setupTokens: 1, x: 7.77, y: 7.2 },
    { id: 'middle2', name: 'Path 2, second', next: ['outer2'], adjacent: ['inner1', 'outer3'], setupTokens: 1, x: 2.23, y: 7.2 },
    { id: 'middle3', name: 'Path 3, second', next: ['outer3'], adjacent: ['inner2', 'outer1'], setupTokens: 1, x: 5.0, y: 2.4 },
    { id: 'outer1', name: 'Path 1, last', next: ['ring'], adjacent: ['middle3', 'ring'], setupTokens: 1, x: 8.98, y: 3.3 },
    { id: 'outer2', name: 'Path 2, last', next: ['ring'], adjacent: ['middle1', 'ring'], setupTokens: 1, x: 5.0, y: 10 },
    { id: 'outer3', name: 'Path 3, last', next: ['ring'], adjacent: ['middle2', 'ring'], setupTokens: 1, x: 1.02, y: 3.3 },
    { id: 'ring', name: 'Outer Ring', next: [], adjacent: ['outer1', 'outer2', 'outer3'], setupTokens: 0, x: 5, y: 0.2 },
  ],
};
