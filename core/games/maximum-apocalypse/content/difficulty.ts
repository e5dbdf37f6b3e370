/**
 * Difficulty levels. The rulebook's step 5 gives each level's safe and
 * ambush tokens; the harder levels also pull the "Difficulty Customization"
 * levers it lists (more Ambush and Empty Handed scavenge cards, a rolled
 * starting hunger). Tuned by simulation (ASSUMPTIONS.md, "Difficulty").
 */
import type { DifficultyDef } from './types';

export const DIFFICULTIES: DifficultyDef[] = [
  { id: 'easy', name: 'Easy', safe: 5, ambush: 0, extraAmbushCards: 0, extraEmptyHanded: 0, rollStartingHunger: false, text: '5 safe tokens, no ambush tokens.' },
  { id: 'normal', name: 'Normal', safe: 4, ambush: 1, extraAmbushCards: 0, extraEmptyHanded: 0, rollStartingHunger: false, text: '4 safe tokens, 1 ambush token.' },
  { id: 'hard', name: 'Hard', safe: 3, ambush: 2, extraAmbushCards: 1, extraEmptyHanded: 1, rollStartingHunger: false,
    text: '3 safe tokens, 2 ambush tokens; an extra Ambush and Empty Handed card in each scavenge pile.' },
  { id: 'insane', name: 'Insane', safe: 0, ambush: 3, extraAmbushCards: 2, extraEmptyHanded: 1, rollStartingHunger: true,
    text: 'No safe tokens, 3 ambush tokens; 2 extra Ambush and 1 extra Empty Handed card in each pile; starting hunger is rolled.' },
];

export const DIFFICULTY_BY_ID: Record<string, DifficultyDef> = Object.fromEntries(DIFFICULTIES.map((d) => [d.id, d]));
