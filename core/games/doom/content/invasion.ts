/**
 * Invasion cards: six invasion groups each, two per portal tier (1 blue,
 * 2 yellow, 3 red), a structure the reference fixes. The demons and counts
 * are ours. Tier 1 groups bring fodder and the most Argent Power (so early
 * summons fuel later abilities); tier 3 brings a large demon or elite pair
 * with little or no Argent (ASSUMPTIONS.md "Invasion cards").
 */
import type { InvasionCardDef, InvasionEntry, InvasionGroupDef, PortalTier } from './types';

function g(tier: PortalTier, argent: number, ...demons: [number, string][]): InvasionGroupDef {
  return { tier, argent, demons: demons.map(([count, demon]): InvasionEntry => ({ demon, count })) };
}

export const INVASION_CARDS: InvasionCardDef[] = [
  {
    id: 'first-wave', name: 'First Wave',
    groups: [
      g(1, 2, [3, 'possessed'], [1, 'imp']), g(1, 1, [2, 'imp']),
      g(2, 1, [2, 'possessed-soldier'], [1, 'imp']), g(2, 1, [1, 'pinky'], [2, 'possessed']),
      g(3, 0, [1, 'hell-knight'], [1, 'imp']), g(3, 0, [2, 'pinky']),
    ],
  },
  {
    id: 'fire-from-above', name: 'Fire from Above',
    groups: [
      g(1, 2, [3, 'lost-soul']), g(1, 1, [2, 'imp'], [1, 'lost-soul']),
      g(2, 1, [1, 'cacodemon'], [2, 'lost-soul']), g(2, 1, [2, 'imp'], [1, 'possessed-soldier']),
      g(3, 0, [2, 'cacodemon']), g(3, 1, [1, 'revenant'], [2, 'lost-soul']),
    ],
  },
  {
    id: 'iron-vanguard', name: 'Iron Vanguard',
    groups: [
      g(1, 1, [2, 'possessed-soldier']), g(1, 2, [2, 'possessed'], [1, 'possessed-soldier']),
      g(2, 1, [1, 'revenant'], [1, 'possessed-soldier']), g(2, 0, [1, 'hell-knight']),
      g(3, 0, [1, 'mancubus']), g(3, 1, [1, 'hell-knight'], [1, 'revenant']),
    ],
  },
  {
    id: 'the-hunt', name: 'The Hunt',
    groups: [
      g(1, 1, [1, 'pinky']), g(1, 2, [2, 'imp']),
      g(2, 1, [1, 'spectre'], [1, 'pinky']), g(2, 1, [2, 'pinky']),
      g(3, 0, [1, 'baron-of-hell']), g(3, 1, [2, 'spectre'], [1, 'imp']),
    ],
  },
  {
    id: 'dark-conclave', name: 'Dark Conclave',
    groups: [
      g(1, 2, [2, 'imp'], [1, 'possessed']), g(1, 2, [2, 'lost-soul'], [1, 'possessed']),
      g(2, 2, [1, 'summoner'], [1, 'imp']), g(2, 1, [1, 'cacodemon'], [1, 'possessed-soldier']),
      g(3, 1, [1, 'summoner'], [1, 'hell-knight']), g(3, 0, [1, 'mancubus']),
    ],
  },
  {
    id: 'titans-march', name: 'Titan\'s March',
    groups: [
      g(1, 2, [2, 'possessed-soldier']), g(1, 1, [2, 'imp'], [2, 'possessed']),
      g(2, 1, [1, 'hell-knight'], [1, 'imp']), g(2, 0, [1, 'baron-of-hell']),
      g(3, 0, [1, 'cyberdemon']), g(3, 1, [1, 'mancubus'], [1, 'revenant']),
    ],
  },
];

export function invasionCard(id: string): InvasionCardDef {
  const c = INVASION_CARDS.find((x) => x.id === id);
  if (!c) throw new Error(`No DOOM invasion card "${id}".`);
  return c;
}
