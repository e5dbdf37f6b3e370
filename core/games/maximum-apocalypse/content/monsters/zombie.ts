/** Set Z, Zombies: walkers, runners and hordes (15 cards). */
import { mab, monster } from './build';

const S = 'zombie';

export const ZOMBIE = [
  monster(S, 'zombie-horde', 'Zombie Horde', 2, 12, 2, 'short', { hitsAll: true, tags: ['undead'], printed: 'Monster card section: damages all players in short range' }, [],
    'Mauls every survivor on its tile, the Veteran and the Dog both.'),
  monster(S, 'walker', 'Walker', 5, 4, 2, 'short', { tags: ['undead'] }, [], 'Slow and hungry.'),
  monster(S, 'runner', 'Runner', 3, 3, 2, 'short', { stampede: true, tags: ['undead'] }, [], 'Stampede.'),
  monster(S, 'bloater', 'Bloater', 2, 6, 1, 'short', { tags: ['undead'] }, [mab('destroy', 'damageOwner', { amount: 3 }), mab('destroy', 'poisonOwner', { count: 1 })],
    'Destroy: bursts, dealing 3 damage and a poison counter to its host.'),
  monster(S, 'crawler', 'Crawler', 2, 3, 1, 'short', { docile: true, tags: ['undead'] }, [], 'Docile.'),
  monster(S, 'screamer', 'Screamer', 1, 5, 1, 'mid', { tags: ['undead'] }, [mab('attack', 'placeToken', { count: 1 })], 'Attack: a Monster token appears on the tile of each survivor it hurts.'),
];
