/**
 * The dice of Planet Apocalypse. Attack, recruit and ambush rolls use the
 * standard d4..d12 (core/engine/dice.ts); the only custom die is the despair
 * die, a cube whose faces show circle symbols rather than numbers. Three faces
 * carry the First Circle mark, two the Second and one the Third (see
 * ASSUMPTIONS.md: the rulebook's die diagram is lost; the split is the
 * publisher's, and both rulebook examples fit it).
 */
import { customDie, STANDARD_DICE } from '../../engine/dice';
import type { DieDef } from '../../engine/types';

/** Which circle a despair face shows: 1 First (gryllus), 2 Second (fiend), 3 Third (cacodemon). */
export type DespairCircle = 1 | 2 | 3;

export const DESPAIR_DIE: DieDef = customDie('despair', 'Despair die', [
  { label: 'I', value: 1, symbols: ['first'] },
  { label: 'I', value: 1, symbols: ['first'] },
  { label: 'I', value: 1, symbols: ['first'] },
  { label: 'II', value: 2, symbols: ['second'] },
  { label: 'II', value: 2, symbols: ['second'] },
  { label: 'III', value: 3, symbols: ['third'] },
], '#5b0f0f');

/** Dice this game adds to the kernel's standard ones. */
export const PA_DICE: DieDef[] = [DESPAIR_DIE];

/** Attack dice from smallest to largest: "a step" up or down moves along this ladder. */
export const DIE_LADDER = ['d4', 'd6', 'd8', 'd10', 'd12'] as const;
export type AttackDie = (typeof DIE_LADDER)[number];

/** One step larger, never past d12 (the human maximum). */
export function stepUp(die: AttackDie, steps = 1): AttackDie {
  const i = DIE_LADDER.indexOf(die);
  return DIE_LADDER[Math.min(DIE_LADDER.length - 1, i + steps)] as AttackDie;
}

export function isAttackDie(id: string): id is AttackDie {
  return (DIE_LADDER as readonly string[]).includes(id);
}

export function dieSides(die: AttackDie): number {
  return STANDARD_DICE[die].faces.length;
}
