/**
 * The AI faction's difficulty levels. They differ in what they look at, not
 * only in how well they add up: the easy faction plays greedy and blunt
 * (always four dice, no rerolls, first card of each type, no sieges, no
 * purchases), the normal one weighs fights by their odds against a sample
 * of each pile, and the hard one solves every fight and check exactly,
 * besieges any tile worth it against guessed hands,
 * pairs teammates up and watches the score before ending the game.
 */
export interface Level {
  id: 'easy' | 'normal' | 'hard';
  /** Enemy cards of a pile weighed when judging a tile (0 = every card). */
  enemySample: number;
  /** How far a careless player misjudges a tile's value: it is scaled by 1 +- noise / 2 (its sign kept). */
  noise: number;
  exactDice: boolean;
  exactChecks: boolean;
  loadoutSearch: boolean;
  sieges: boolean;
  /** Least faction tokens an opponent's tile must hold to be worth a siege. */
  siegeMinTokens: number;
  joint: boolean;
  buys: boolean;
  endgame: boolean;
  /** Least chance of winning a fight worth risking a life for. */
  minWin: number;
  build: string;
}

export const LEVELS: Record<Level['id'], Level> = {
  easy: {
    id: 'easy', enemySample: 4, noise: 1.5, exactDice: false, exactChecks: false, loadoutSearch: false,
    sieges: false, siegeMinTokens: 99, joint: false, buys: false, endgame: false, minWin: 0, build: 'build:3:0:0',
  },
  normal: {
    id: 'normal', enemySample: 8, noise: 0, exactDice: false, exactChecks: true, loadoutSearch: true,
    sieges: false, siegeMinTokens: 99, joint: false, buys: true, endgame: true, minWin: 0.4, build: 'build:1:1:1',
  },
  hard: {
    id: 'hard', enemySample: 0, noise: 0, exactDice: true, exactChecks: true, loadoutSearch: true,
    sieges: true, siegeMinTokens: 1, joint: true, buys: true, endgame: true, minWin: 0.45, build: 'build:1:2:0',
  },
};
