/** The six boss cards, one or two per monster set. */
import { mab, monster } from './build';

export const BOSSES = [
  monster('gothic', 'count-orlok', 'Count Orlok', 1, 18, 4, 'short', { boss: true, drainLife: true, counter: 'mid', tags: ['undead'] }, [],
    'Boss. Drain Life; Counter: mid range.'),
  monster('gothic', 'alpha-werewolf', 'Alpha Werewolf', 1, 16, 4, 'short', { boss: true, stampede: true, tags: ['beast'] }, [],
    'Boss. Stampede.'),
  monster('mythos', 'herald-of-the-deep', 'Herald of the Deep', 1, 17, 3, 'mid', { boss: true, counter: 'short' }, [mab('draw', 'insanity', { count: 1 })],
    'Boss. Draw: an insanity card.'),
  monster('yokai', 'shuten-doji', 'Shuten-doji', 1, 17, 4, 'short', { boss: true, counter: 'short' }, [], 'Boss. Counter: short range.'),
  monster('alien', 'overlord', 'Overlord', 1, 16, 3, 'long', { boss: true, tags: ['robot'] },
    [mab('draw', 'destroyGearOrDamage', { amount: 6 }), mab('passive', 'setDamageBonus', { set: 'alien', amount: 1 })], 'Boss. Draw: destroy a gear or take 6 damage. Passive: aliens deal 1 more damage.'),
  monster('zombie', 'patient-zero', 'Patient Zero', 1, 17, 3, 'short', { boss: true, hitsAll: true, counter: 'short', tags: ['undead'] }, [],
    'Boss. Hits everyone on its tile; Counter: short.'),
];
