/**
 * Stun (rulebook keyword): "A stunned monster does not activate and deal
 * damage at the end of your turn. At the start of your next turn, the
 * creature is no longer stunned." "Your" is whoever stunned it, so a stun
 * on a monster hanging on a teammate holds through that teammate's turn.
 */
import type { MAState, Monster } from '../state';

/** Stuns a monster until the start of the next turn of whoever's turn it is now (its host's, between turns). */
export function stun(g: MAState, m: Monster): void {
  m.stunned = true;
  m.stunEnds = g.turnState?.survivor ?? m.owner;
}
