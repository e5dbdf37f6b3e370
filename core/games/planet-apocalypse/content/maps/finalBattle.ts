/**
 * The Final Battle map. Its diagram is lost; the layout keeps every fact the
 * rulebook gives: the Lord in the central (gate) area, which has three
 * corners; three paths numbered 1 to 3 that spiral out from the corners to
 * the outer ring, a single huge area that is the start; heroes start in the
 * outer ring and move along straight lines toward the centre or back, not
 * along the enemies' arrows. See ASSUMPTIONS.md ("The Final Battle").
 *
 * Enemies (arrows):  centralGate > inner1 > middle1 > far1 > outer1 > ring   (path 1: the Lord, his demons, the central area's minions)
 *                    centralGate corner 2 > inner2 > middle2 > far2 > outer2 > ring
 *                    centralGate corner 3 > inner3 > middle3 > far3 > outer3 > ring
 * Each path turns 60 degrees clockwise at each step (the spiral); heroes' straight lines turn the other way:
 * Heroes:            centralGate - inner1 - middle2 - far3 - outer1 - ring,  centralGate - inner2 - middle3 - far1 - outer2 - ring,
 *                    centralGate - inner3 - middle1 - far2 - outer3 - ring
 * Paths of four areas and two set-up tokens in each first area are ours: they make the
 * finale the hardest map (ASSUMPTIONS.md, "The Final Battle").
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
    // gate - inner1 - middle2 - far3 - outer1 - ring, gate - inner2 - middle3 - far1 - outer2 - ring, gate - inner3 - middle1 - far2 - outer3 - ring.
    { id: 'inner1', name: 'Path 1, first', next: ['middle1'], adjacent: ['centralGate', 'middle2'], setupTokens: 2, x: 5.0, y: 4.1 },
    { id: 'inner2', name: 'Path 2, first', next: ['middle2'], adjacent: ['centralGate', 'middle3'], setupTokens: 2, x: 6.3, y: 6.35 },
    { id: 'inner3', name: 'Path 3, first', next: ['middle3'], adjacent: ['centralGate', 'middle1'], setupTokens: 2, x: 3.7, y: 6.35 },
    { id: 'middle1', name: 'Path 1, second', next: ['far1'], adjacent: ['far2', 'inner3'], setupTokens: 1, x: 2.75, y: 4.3 },
    { id: 'middle2', name: 'Path 2, second', next: ['far2'], adjacent: ['far3', 'inner1'], setupTokens: 1, x: 7.25, y: 4.3 },
    { id: 'middle3', name: 'Path 3, second', next: ['far3'], adjacent: ['far1', 'inner2'], setupTokens: 1, x: 5.0, y: 8.2 },
    { id: 'far1', name: 'Path 1, third', next: ['outer1'], adjacent: ['middle3', 'outer2'], setupTokens: 1, x: 1.88, y: 7.4 },
    { id: 'far2', name: 'Path 2, third', next: ['outer2'], adjacent: ['middle1', 'outer3'], setupTokens: 1, x: 5.0, y: 2.0 },
    { id: 'far3', name: 'Path 3, third', next: ['outer3'], adjacent: ['middle2', 'outer1'], setupTokens: 1, x: 8.12, y: 7.4 },
    { id: 'outer1', name: 'Path 1, last', next: ['ring'], adjacent: ['far3', 'ring'], setupTokens: 1, x: 5.0, y: 10.2 },
    { id: 'outer2', name: 'Path 2, last', next: ['ring'], adjacent: ['far1', 'ring'], setupTokens: 1, x: 1.02, y: 3.3 },
    { id: 'outer3', name: 'Path 3, last', next: ['ring'], adjacent: ['far2', 'ring'], setupTokens: 1, x: 8.98, y: 3.3 },
    { id: 'ring', name: 'Outer Ring', next: [], adjacent: ['outer1', 'outer2', 'outer3'], setupTokens: 0, x: 5, y: 0.2 },
  ],
};
