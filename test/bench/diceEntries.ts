/**
 * Physics dice (issue 3): CPU time to precompute one 12-die throw off-screen,
 * the work the renderer does before it can animate a roll.
 */
import { simulateThrow } from '../../renderer/dice/throw';
import type { DieKind } from '../../renderer/dice/shapes';
import type { BenchEntry } from './types';

const KINDS: DieKind[] = [4, 6, 8, 10, 12, 6, 6, 10, 10, 12, 8, 6];

export const diceEntries: BenchEntry[] = [{
  id: 'dice-12-throw',
  name: 'physics dice: precompute a 12-die throw (cannon-es)',
  unit: 'throw',
  prepare() {
    let seed = 1;
    // A new seed per call, so the timing covers many different throws, not one cached path.
    const fn = () => {
      simulateThrow(KINDS.map((kind, i) => ({ kind, wantFace: (seed + i) % kind })), seed++);
    };
    fn();
    return { fn, unitsPerCall: 1 };
  },
}];
