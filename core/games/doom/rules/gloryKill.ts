/**
 * Glory Kills: a marine moving into a staggered demon's space frags it at
 * once, draws a Glory Kill card (kept facedown, hidden from the others) and
 * recovers the card's two damage. Telefragging a staggered demon counts as a
 * Glory Kill.
 */
import { gloryKillCard } from '../catalog';
import { eventCard } from '../catalog';
import { invaderArgent } from './attack/sources';
import { playEventCard } from './attack/window';
import { type Answered, type DCtx, type H, INVADER, marineOf, nameOf } from './common';
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
  fragDemon(ctx, demonId, 'Glory Kill', m.id);
  if (g.marineActivation && g.marineActivation.marine === m.id) g.marineActivation.gloryKills += 1;
  // The card comes once the move is done, after the invader has had his chance to deny it.
  ctx.push({ kind: 'gloryKillReward', marine: m.id });
}

/** The invader may play an event that denies the Glory Kill card (and its recovery). */
export const gloryKillReward: H<{ kind: 'gloryKillReward'; marine: string }> = (ctx, step) => {
  const g = ctx.g;
  const deny = g.invader.hand.find((c) => eventCard(c).effect.effect === 'denyGloryKill' && eventCard(c).argentCost <= invaderArgent(g));
  // Asked whenever he holds cards, so the question itself does not reveal a Deny the Kill in hand.
  if (g.invader.hand.length) {
    const options = deny ? [{ id: deny, label: eventCard(deny).name, hint: eventCard(deny).text, target: { kind: 'card' as const, id: deny } }] : [];
    ctx.ask({
      seat: INVADER, kind: 'playEvent', rule: 'glory-kill', text: `${marineOf(g, step.marine).name} performed a Glory Kill: answer it?`,
      options: [...options, { id: 'pass', label: 'Let it stand' }],
    }, { kind: 'gloryKillDenied', marine: step.marine });
    return;
  }
  drawGloryKillCard(ctx, step.marine);
};

export const gloryKillDenied: H<Answered & { marine: string }> = (ctx, step) => {
  if (step.answer[0] === 'pass') {
    drawGloryKillCard(ctx, step.marine);
    return;
  }
  playEventCard(ctx, step.answer[0]!);
  ctx.log(`${marineOf(ctx.g, step.marine).name} draws no Glory Kill card.`);
};

function drawGloryKillCard(ctx: DCtx, marineId: string): void {
  const g = ctx.g;
  const m = marineOf(g, marineId);
  const [card] = ctx.draw(g.gloryKillDeck, 1, { deck: 'glory-kills', reshuffle: true, to: [m.seat] });
  if (!card) return;
  m.gloryKills.push(card);
  recoverDamage(ctx, m.id, gkDef(card).recover, 'Glory Kill card');
}
