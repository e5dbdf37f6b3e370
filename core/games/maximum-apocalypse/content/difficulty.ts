/**
 * Difficulty levels. The rulebook's step 5 gives each level's safe and
 * ambush tokens (for the optional spawn tokens; the dice are the default); the harder levels also pull the "Difficulty Customization"
 * levers it lists (more Ambush and Empty Handed scavenge cards, no 3-token
 * cap, a rolled starting hunger) and the easier ones its mirror image (more
 * fuel, food and medicine in the piles, fewer tiles). A random mission is drawn among
 * those whose stars suit the level. Tuned by simulation (README.md).
 */
import type { DifficultyDef } from './types';

export const DIFFICULTIES: DifficultyDef[] = [
  { id: 'easy', name: 'Easy', safe: 5, ambush: 0, extraAmbushCards: 0, extraEmptyHanded: 0, rollStartingHunger: false, tokenCap: true, missionStars: [1], fewerTiles: 3,
    extraCards: { red: { fuel: 2 }, green: { 'fresh-meat': 2, feast: 1 }, blue: { medkit: 2 } },
    text: 'With the spawn tokens, 5 safe and no ambush tokens; 2 more fuel, 3 more food and 2 more medkits in the piles; 3 tiles fewer on the map.' },
  { id: 'normal', name: 'Normal', safe: 4, ambush: 1, extraAmbushCards: 0, extraEmptyHanded: 0, rollStartingHunger: false, tokenCap: true, missionStars: [1, 2], fewerTiles: 0,
    extraCards: { red: { fuel: 1 }, green: { 'fresh-meat': 1 }, blue: { medkit: 1 } },
    text: 'With the spawn tokens, 4 safe and 1 ambush token; 1 more fuel, food and medkit in the piles.' },
  { id: 'hard', name: 'Hard', safe: 3, ambush: 2, extraAmbushCards: 1, extraEmptyHanded: 1, rollStartingHunger: false, tokenCap: true, missionStars: [2, 3], fewerTiles: 0, extraCards: {},
    text: 'With the spawn tokens, 3 safe and 2 ambush tokens; an extra Ambush and Empty Handed card in each scavenge pile.' },
  { id: 'insane', name: 'Insane', safe: 0, ambush: 3, extraAmbushCards: 2, extraEmptyHanded: 1, rollStartingHunger: true, tokenCap: false, missionStars: [2, 3], fewerTiles: 0, extraCards: {},
    text: 'With the spawn tokens, no safe and 3 ambush tokens; 2 extra Ambush and 1 extra Empty Handed card in each pile; starting hunger is rolled; no cap on Monster tokens.' },
];

export const DIFFICULTY_BY_ID: Record<string, DifficultyDef> = Object.fromEntries(DIFFICULTIES.map((d) => [d.id, d]));
