/**
 * Set R, the Rapture: the Kickstarter edition's 30 Rapture cards. The rulebook counts them and prints
 * none, so every card is ours (ASSUMPTIONS.md, "Designed content"): the end of days, with locusts,
 * the four horsemen, fallen angels and their zealots. Twice a 15-card set, with the same kind of mix
 * (many weak copies, a few big singles) and the same per-card average health and damage.
 */
import { mab, monster } from './build';

const S = 'rapture';

export const RAPTURE = [
  monster(S, 'locust-swarm', 'Locust Swarm', 4, 3, 1, 'mid', { tags: ['beast'] }, [mab('attack', 'hunger', { amount: 1 })],
    'Attack: strips the fields bare; each survivor it hurts gets 1 hungrier.'),
  monster(S, 'zealot', 'Zealot', 4, 5, 2, 'short', { tags: ['human'] }, [], 'A believer who thinks you were left behind for a reason.'),
  monster(S, 'abyss-scorpion', 'Abyss Scorpion', 3, 4, 2, 'short', { tags: ['beast'] }, [mab('attack', 'poison', { count: 1 })],
    'Attack: its sting leaves a poison counter.'),
  monster(S, 'plague-frogs', 'Plague of Frogs', 3, 3, 1, 'short', { docile: true, tags: ['beast'] }, [], 'Docile: a nuisance until you hit it.'),
  monster(S, 'marked-one', 'Marked One', 3, 4, 2, 'short', { tags: ['human'] }, [mab('draw', 'burn', { count: 1 })],
    'Draw: whoever draws it burns a card.'),
  monster(S, 'false-prophet', 'False Prophet', 2, 6, 2, 'long', { tags: ['human'] }, [mab('draw', 'insanity', { count: 1 })],
    'Draw: whoever draws it takes an insanity card. Preaches at survivors 1 or 2 tiles away (and its host).'),
  monster(S, 'trumpeter', 'Trumpeter', 2, 5, 1, 'long', {}, [mab('attack', 'placeToken', { count: 1 })],
    'Attack: its horn calls more; a Monster token appears on the tile of each survivor it hurts.'),
  monster(S, 'hellhound', 'Hellhound', 2, 7, 3, 'short', { stampede: true, tags: ['beast'] }, [], 'Stampede.'),
  monster(S, 'fallen-angel', 'Fallen Angel', 2, 12, 4, 'short', { counter: 'short' }, [], 'Counter: short range.'),
  monster(S, 'horseman-war', 'War, the Red Rider', 1, 14, 5, 'short', { stampede: true }, [], 'Stampede: rides down the nearest other survivor after each attack.'),
  monster(S, 'horseman-famine', 'Famine, the Black Rider', 1, 10, 3, 'mid', {}, [mab('attack', 'hunger', { amount: 1 })],
    'Attack: each survivor it hurts gets 1 hungrier.'),
  monster(S, 'horseman-pestilence', 'Pestilence, the White Rider', 1, 10, 3, 'mid', {}, [mab('attack', 'poison', { count: 1 })],
    'Attack: each survivor it hurts takes a poison counter.'),
  monster(S, 'horseman-death', 'Death, the Pale Rider', 1, 16, 4, 'short', { drainLife: true }, [], 'Drain Life.'),
  monster(S, 'beast-of-the-sea', 'Beast of the Sea', 1, 15, 5, 'mid', { docile: true }, [], 'Docile; once roused it crushes everyone in mid range.'),
];
