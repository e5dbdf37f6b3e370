/** Set Y, Yokai: oni and the spirits of the old roads (15 cards). */
import { mab, monster } from './build';

const S = 'yokai';

export const YOKAI = [
  monster(S, 'oni', 'Oni', 2, 14, 4, 'short', { counter: 'short', printed: 'Mechanic example turn: attack 4, Counter: short, health 11-15' }, [],
    'Counter: short range.'),
  monster(S, 'kappa', 'Kappa', 3, 5, 2, 'short', { docile: true }, [], 'Docile: only attacks if it was hurt this round.'),
  monster(S, 'tengu', 'Tengu', 2, 7, 3, 'long', {}, [], 'Strikes survivors 1 or 2 tiles away (and its host).'),
  monster(S, 'jorogumo', 'Jorogumo', 2, 8, 3, 'short', {}, [mab('attack', 'poison', { count: 1 })], 'Attack: the survivor hurt takes a poison counter.'),
  monster(S, 'kitsune', 'Kitsune', 3, 4, 2, 'mid', {}, [mab('draw', 'burn', { count: 2 })], 'Draw: whoever draws it burns 2 cards.'),
  monster(S, 'gashadokuro', 'Gashadokuro', 1, 15, 5, 'mid', { docile: true }, [], 'Docile; when roused it crushes everyone in mid range.'),
  monster(S, 'nure-onna', 'Nure-onna', 2, 6, 3, 'short', { drainLife: true }, [], 'Drain Life.'),
];
