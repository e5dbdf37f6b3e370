/**
 * Lords. Baphomet's facts from the rulebook: health 15 with 4 heroes and 18
 * with 5 (so 3 per hero), a free attack as his menace, his hits set a hero
 * on fire, and a wall on his sheet that pays 1 courage per hit. Toughness,
 * dice and the wall's toughness are ours (ASSUMPTIONS.md).
 */
import type { LordDef } from './types';

export const LORDS: LordDef[] = [
  {
    id: 'baphomet', name: 'Baphomet',
    text: 'The goat-headed Lord, half sunk in a wall of the damned. His blows set heroes alight; chipping at his wall heartens the team.',
    toughness: [4], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'],
    health: [6, 9, 12, 15, 18],
    menace: { effect: 'freeAttack' },
    abilities: [{ effect: 'setFireOnDamage' }],
    reward: { effect: 'courageForPartHits', params: { part: 'wall', courage: 1 } },
    parts: [{ id: 'wall', name: 'Wall of the Damned', toughness: [6] }],
  },
];

export const LORD_BY_ID: Record<string, LordDef> = Object.fromEntries(LORDS.map((l) => [l.id, l]));
