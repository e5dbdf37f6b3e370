/** Set G, Gothic Horrors: vampires, ghouls, werewolves and the restless dead (15 cards). */
import { mab, monster } from './build';

const S = 'gothic';

export const GOTHIC = [
  monster(S, 'vampire', 'Vampire', 2, 13, 3, 'short', { drainLife: true, tags: ['undead'], printed: 'Ronin example turn: attack 3, Drain Life, health 13' }, [],
    'Drain Life: heals as much as it deals.'),
  monster(S, 'ghoul', 'Ghoul', 3, 5, 2, 'short', { tags: ['undead'], printed: 'Ronin example turn: health 5 or less' }, [mab('attack', 'poison', { count: 1 })],
    'Attack: the bitten survivor takes a poison counter.'),
  monster(S, 'werewolf', 'Werewolf', 2, 10, 4, 'short', { stampede: true, tags: ['beast'] }, [],
    'Stampede: after it attacks it leaps to the nearest other survivor.'),
  monster(S, 'bat-swarm', 'Bat Swarm', 3, 3, 1, 'mid', { tags: ['beast'] }, [], 'Bites everyone in mid range.'),
  monster(S, 'banshee', 'Banshee', 2, 6, 2, 'long', { tags: ['undead'] }, [mab('attack', 'burn', { count: 1 })],
    'Wails at survivors 1 or 2 tiles away (and its host); each one hurt burns a card.'),
  monster(S, 'skeleton', 'Skeleton', 3, 4, 2, 'short', { counter: 'short', tags: ['undead'] }, [], 'Counter: short range.'),
];
