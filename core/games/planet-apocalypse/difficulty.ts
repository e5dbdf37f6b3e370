/**
 * The difficulty rating (rulebook "Changing Game Difficulty"): each option is
 * Hard, Nightmare or Hellish; two Hard count as one Nightmare and two
 * Nightmare as one Hellish. Points: Hard 1, Nightmare 2, Hellish 4.
 */
import type { PAOptions } from './state';

export type Difficulty = 'Normal' | 'Hard' | 'Nightmare' | 'Hellish';

export function difficultyPoints(o: PAOptions): number {
  let p = 0;
  if (o.secretLord) p += 1;
  if (o.enragedLord) p += 1;
  p += ({ 5: 1, 6: 2, 7: 4 } as Record<number, number>)[o.startDespairDice] ?? 0;
  p += ({ 1: 2, 2: 4 } as Record<number, number>)[o.lordCloser] ?? 0;
  if (o.miniboss) p += 2;
  return p;
}

export function difficultyRating(o: PAOptions): Difficulty {
  const p = difficultyPoints(o);
  if (p >= 4) return 'Hellish';
  if (p >= 2) return 'Nightmare';
  if (p >= 1) return 'Hard';
  return 'Normal';
}
