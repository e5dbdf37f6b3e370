/** The six boss cards, one or two per monster set. */
import { mab, monster } from './build';

export const BOSSES = [
  monster('gothic', 'count-orlok', 'Count Orlok', 1, 26, 5, 'short', { boss: true, drainLife: true, counter: 'mid', tags: ['undead'] }, [],
    'Boss. Drain Life; Counter: mid range.'),
  monster('gothic', 'alpha-werewolf', 'Alpha Werewolf', 1, 22, 5, 'short', { boss: true, stampede: true, tags: ['beast'] }, [mab('attack', 'burn', { count: 1 })],
    'Boss. Stampede; Attack: burn a card.'),
  monster('mythos', 'herald-of-the-deep', 'Herald of the Deep', 1, 24, 4, 'mid', { boss: true, counter: 'short' }, [mab('draw', 'insanity', { count: 1 }), mab('attack', 'insanity', { count: 1 })],
    'Boss. Draw and Attack: an insanity card.'),
  monster('yokai', 'shuten-doji', 'Shuten-doji', 1, 24, 5, 'short', { boss: true, counter: 'short' }, [], 'Boss. Counter: short range.'),
  monster('alien', 'overlord', 'Overlord', 1, 22, 4, 'long', { boss: true, tags: ['robot'] },
    [mab('draw', 'destroyGearOrDamage', { amount: 6 }), mab('passive', 'setDamageBonus', { set: 'alien', amount: 1 })], 'Boss. Draw: destroy a gear or take 6 damage. Passive: aliens deal 1 more damage.'),
  monster('zombie', 'patient-zero', 'Patient Zero', 1, 24, 4, 'short', { boss: true, hitsAll: true, counter: 'short', tags: ['undead'] }, [mab('attack', 'poison', { count: 1 })],
    'Boss. Hits everyone on its tile; Counter: short; Attack: poison.'),
];
