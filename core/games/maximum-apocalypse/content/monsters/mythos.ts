/** Set C, the Mythos: cultists and things from beyond that bring insanity (15 cards). */
import { mab, monster } from './build';

const S = 'mythos';

export const MYTHOS = [
  monster(S, 'cultist', 'Cultist', 4, 5, 2, 'short', { tags: ['human'], printed: 'Priest example turn (name only)' }, [], 'A robed zealot with a knife.'),
  monster(S, 'dark-young', 'Dark Young', 2, 10, 4, 'short', { printed: 'Priest example turn: attack 4, draws an insanity card' }, [mab('draw', 'insanity', { count: 1 })],
    'Draw: whoever draws it takes an insanity card.'),
  monster(S, 'deep-one', 'Deep One', 3, 7, 3, 'short', {}, [mab('attack', 'poison', { count: 1 })], 'Attack: the survivor hurt takes a poison counter.'),
  monster(S, 'mi-go', 'Mi-Go', 2, 6, 2, 'mid', {}, [mab('draw', 'insanity', { count: 1 })], 'Draw: whoever draws it takes an insanity card.'),
  monster(S, 'shoggoth', 'Shoggoth', 1, 16, 5, 'short', { counter: 'short' }, [], 'Counter: short range.'),
  monster(S, 'byakhee', 'Byakhee', 3, 4, 2, 'long', { stampede: true }, [], 'Stampede; strikes 1 or 2 tiles away.'),
];
