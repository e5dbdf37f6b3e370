/**
 * A physics seed from a throw's rolls, so a replayed turn throws the same way
 * it did the first time. Its own file so that the bench can time the very
 * throw the dice overlay makes without loading the overlay (and its CSS).
 */
import type { DieRoll } from '../../core/engine/types';

export function throwSeed(rolls: readonly DieRoll[], purpose: string): number {
  let h = 2166136261;
  const text = `${purpose}|${rolls.map((r) => `${r.die}:${r.face}`).join(',')}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
