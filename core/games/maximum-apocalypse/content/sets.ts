/** The monster sets (the letter in a monster card's corner). */
import type { MonsterSetDef } from './types';

export const MONSTER_SETS: MonsterSetDef[] = [
  { id: 'gothic', name: 'Gothic Horrors', letter: 'G', text: 'Vampires, ghouls, werewolves and the restless dead.' },
  { id: 'mythos', name: 'Mythos', letter: 'C', text: 'Cultists and things from beyond; many bring insanity.' },
  { id: 'yokai', name: 'Yokai', letter: 'Y', text: 'Oni and the spirits of the old roads.' },
  { id: 'alien', name: 'Aliens', letter: 'A', text: 'Invaders, their scientists and their robots.' },
  { id: 'zombie', name: 'Zombies', letter: 'Z', text: 'Walkers, runners and hordes.' },
  { id: 'rapture', name: 'Rapture', letter: 'R', text: 'The end of days: locusts, zealots, fallen angels and the four riders. Kickstarter extra, mashed in only.' },
];
