/** Set A, Aliens: invaders, their scientists and their robots (15 cards). */
import { mab, monster } from './build';

const S = 'alien';

export const ALIEN = [
  monster(S, 'alien-invader', 'Alien Invader', 4, 6, 3, 'mid', { printed: 'Monster card example: 3 damage, mid range, Attack: burn' }, [mab('attack', 'burn', { count: 1 })],
    'Attack: each survivor it hurts burns a card.'),
  monster(S, 'alien-scientist', 'Alien Scientist', 2, 5, 1, 'short', { printed: 'Monster card example: draw: destroy a gear or take 6; +1 alien damage, stacking, rangeless' },
    [mab('draw', 'destroyGearOrDamage', { amount: 6 }), mab('passive', 'setDamageBonus', { set: 'alien', amount: 1 })],
    'Draw: destroy one of your gear or take 6 damage. Passive: every alien deals 1 more damage (stacks, no range).'),
  monster(S, 'phalanx-robot', 'Phalanx Robot', 2, 8, 2, 'short', { tags: ['robot'], printed: 'Monster card example: robots in mid range take 1 less damage, stacking' },
    [mab('passive', 'shieldTag', { tag: 'robot', amount: 1 }, 'mid')], 'Passive: robots in mid range of it take 1 less damage (stacks).'),
  monster(S, 'drone', 'Drone', 3, 3, 2, 'long', { tags: ['robot'] }, [], 'Fires on survivors 1 or 2 tiles away (and its host).'),
  monster(S, 'probe-droid', 'Probe Droid', 2, 4, 1, 'mid', { tags: ['robot'] }, [mab('attack', 'hunger', { amount: 1 })], 'Attack: the survivor hurt gets 1 hungrier.'),
  monster(S, 'stalker', 'Stalker', 2, 9, 4, 'short', { stampede: true }, [], 'Stampede.'),
];
