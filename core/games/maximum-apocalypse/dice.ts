/**
 * The dice of Maximum Apocalypse: the two main dice are standard d6s (spawn
 * rolls, stealth tests); the hunger die is a d6 that sits on the character
 * card as a tracker and is rolled only to set a random starting hunger.
 */
import { customDie } from '../../engine/dice';
import type { DieDef } from '../../engine/types';

export const HUNGER_DIE: DieDef = customDie('hunger', 'Hunger die', [1, 2, 3, 4, 5, 6].map((v) => ({ label: String(v), value: v })), '#7a4b12');

export const MA_DICE: DieDef[] = [HUNGER_DIE];
