/**
 * Glory Kills: a marine moving into a staggered demon's space frags it at
 * once, draws a Glory Kill card (kept facedown, hidden from the others) and
 * recovers the card's two damage. Telefragging a staggered demon counts as a
 * Glory Kill.
 */
import { gloryKillCard } from '../catalog';
import { type DCtx, marineOf, nameOf } from './common';
import { recoverDamage } from './damage';
import { fragDemon } from './frag';

/** The card definition id of a Glory Kill card copy ("second-wind#2" -> "second-wind"). */
export function gkDef(copy: string) {
  return gloryKillCard(copy.split('#')[0] as string);
}

export function gloryKill(ctx: DCtx, marineId: string, demonId: string): void {
  const g = ctx.g;
  const m = marineOf(g, marineId);
  ctx.emit({ type: 'gloryKill', marine: m.id, figure: demonId, text: `${m.name} performs a Glory Kill on ${nameOf(g, demonId)}!` });
  fragDemon(ctx, demonId, 'Glory Kill');
  const [card] = ctx.draw(g.gloryKillDeck, 1, { deck: 'glory-kills', reshuffle: true, to: [m.seat] });
  if (card) {
    m.gloryKills.push(card);
    recoverDamage(ctx, m.id, gkDef(card).recover, 'Glory Kill card');
  }
  if (g.marineActivation && g.marineActivation.marine === m.id) g.marineActivation.gloryKills += 1;
}
