/**
 * DOOM's attack dice. The rules reference names dice only by colour ("the
 * number and color of dice pictured in the attack box") and never prints their
 * faces, so these faces are our own design; ASSUMPTIONS.md ("Attack dice")
 * gives the reasoning behind every number.
 *
 * Conventions every rule may rely on:
 * - `value` is the number of damage icons on the face (what "Assess Damage"
 *   subtracts shields from); a blank face has value 0.
 * - `symbols` carries one 'hit' per damage icon, plus 'special' on the face
 *   that card abilities ("while attacking" effects) may key on. A blank face
 *   has no symbols, so forcing the label 'Blank' or the symbol 'special' works
 *   in the test driver.
 */
import { customDie } from '../../engine/dice';
import type { DieDef, DieFace } from '../../engine/types';

/** One face: `hits` damage icons, optionally the special icon. */
function face(hits: number, special = false): DieFace {
  const symbols: string[] = Array.from({ length: hits }, () => 'hit');
  if (special) symbols.push('special');
  const label = hits === 0 ? (special ? 'Special' : 'Blank') : `${hits}${special ? ' + Special' : ''}`;
  return { label, value: hits, symbols };
}

/** Red: the common sidearm die. Steady, low ceiling (mean 1). */
export const RED_DIE: DieDef = customDie('doom-red', 'Red attack die',
  [face(0), face(1), face(1), face(1), face(2), face(1, true)], '#b3261e');

/** Black: heavy weapons and big demons. Rarely misses, hits hard (mean 2). */
export const BLACK_DIE: DieDef = customDie('doom-black', 'Black attack die',
  [face(1), face(2), face(2), face(2), face(3), face(2, true)], '#1c1c1c');

/** Yellow: precise weapons. Never blank, never big (mean 1.33). */
export const YELLOW_DIE: DieDef = customDie('doom-yellow', 'Yellow attack die',
  [face(1), face(1), face(1), face(1), face(2), face(2, true)], '#e0b40f');

/** Green: volatile plasma and explosives. Feast or famine (mean 1.5). */
export const GREEN_DIE: DieDef = customDie('doom-green', 'Green attack die',
  [face(0), face(0), face(1), face(3), face(4), face(1, true)], '#2e8b3a');

/** Every attack die, in the order the attack box lists colours (weakest mean first). */
export const DOOM_DICE: DieDef[] = [RED_DIE, YELLOW_DIE, GREEN_DIE, BLACK_DIE];

/** Looks a DOOM die up by its id ('doom-red' ...) or colour word ('red' ...). */
export function doomDie(idOrColour: string): DieDef {
  const die = DOOM_DICE.find((d) => d.id === idOrColour || d.id === `doom-${idOrColour}`);
  if (!die) throw new Error(`No DOOM attack die "${idOrColour}".`);
  return die;
}
