/**
 * A Lord's numbers as they stand now (pure; the table and the inspect panel
 * read them too): the piece standing of a Lord made of pieces (Pulgasaur's
 * stages, Geryon's bodies, Scylla's heads), his toughness and his dice,
 * counting Cthon's attack counters.
 */
import { LORD_BY_ID } from './lords';
import type { LordDef } from './types';
import { stepUp, type AttackDie } from '../dice';
import type { LordState } from '../state';

/** What these helpers read of a Lord (the state and the client's view both have it). */
export type LordNow = Pick<LordState, 'defId' | 'health' | 'maxHealth' | 'counters'>;

function defOf(lord: LordNow): LordDef | undefined {
  return LORD_BY_ID[lord.defId];
}

export function effectOf(def: LordDef | undefined, effect: string) {
  return def?.abilities.find((a) => a.effect === effect);
}

/** Each piece's share of his health: even, earlier pieces taking the remainder. */
export function sectionShares(lord: LordNow): number[] {
  const n = defOf(lord)?.sections?.list.length ?? 0;
  return Array.from({ length: n }, (_, i) => Math.floor(lord.maxHealth / n) + (i < lord.maxHealth % n ? 1 : 0));
}

/** How many of his pieces have fallen (all of them once he is banished). */
export function sectionsFallen(lord: LordNow): number {
  const lost = lord.maxHealth - lord.health;
  let sum = 0;
  let fallen = 0;
  for (const share of sectionShares(lord)) {
    sum += share;
    if (lost >= sum) fallen++;
    else break;
  }
  return fallen;
}

/** The piece now standing, or null for a Lord without pieces (or with none left). */
export function standingSection(lord: LordNow): { name: string; toughness?: number[]; attack: AttackDie[] } | null {
  return defOf(lord)?.sections?.list[sectionsFallen(lord)] ?? null;
}

/** His toughness now (a stage Lord's is the standing stage's). */
export function lordToughness(lord: LordNow): number[] {
  const def = defOf(lord)!;
  if (def.sections?.kind === 'stage') return standingSection(lord)?.toughness ?? def.toughness;
  return def.toughness;
}

/** The dice he rolls now: the standing stage's, every standing body's or head's, plus a die per attack counter. */
export function lordDice(lord: LordNow): AttackDie[] {
  const def = defOf(lord);
  if (!def) return [];
  let dice: AttackDie[] = [...def.attack];
  if (def.sections) {
    const fallen = sectionsFallen(lord);
    dice = def.sections.kind === 'stage'
      ? [...(def.sections.list[Math.min(fallen, def.sections.list.length - 1)]!.attack)]
      : def.sections.list.slice(fallen).flatMap((s) => s.attack);
  }
  // Cthon: each attack counter raises one of his dice a step, in turn round his dice (d12 at most).
  if (effectOf(def, 'counterRaisesDie')) {
    for (let i = 0; i < (lord.counters ?? 0); i++) dice[i % dice.length] = stepUp(dice[i % dice.length]!);
  }
  return dice;
}
