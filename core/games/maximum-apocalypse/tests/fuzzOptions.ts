// The options of fuzz game `seed`: every variant and level comes up (tests/fuzz.test.ts, tests/frozenView.test.ts).
import { MISSIONS } from '../content';
import { maximumApocalypse as M } from '..';
import type { MAOptions } from '../state';

const LEVELS = ['easy', 'normal', 'hard', 'insane'] as const;

export function fuzzOptions(seed: number): MAOptions {
  const solo = seed % 9 === 0 ? 'multiClass' : seed % 9 === 4 ? 'allies' : 'none';
  return {
    ...M.defaultOptions,
    survivors: solo === 'none' ? 1 + (seed % 6) : 1,
    solo,
    allies: 3 + (seed % 4),
    mission: MISSIONS[seed % MISSIONS.length]!.id,
    difficulty: LEVELS[seed % 4]!,
    spawn: seed % 5 === 0 ? 'dice' : 'tokens',
    dayNight: seed % 3 === 0,
    firstDeathLoses: seed % 11 === 0,
    mapBuild: seed % 2 === 0 ? 'players' : 'grid',
    tokenCap: seed % 13 !== 0,
    pandemic: seed % 7 === 0,
    extraSet: seed % 17 === 0 ? 'alien' : seed % 23 === 0 ? 'rapture' : 'none',
    stretchGoals: seed % 19 === 0,
  };
}
