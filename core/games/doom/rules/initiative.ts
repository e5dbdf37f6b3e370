/**
 * The Activation Phase: reveal initiative cards one at a time. A marine card
 * activates that marine; an invader card lets the invader exhaust one readied
 * demon card and activate every demon of that type. An empty deck ends the
 * round (mission "round end" rules fire) and the next Status Phase begins.
 */
import { type DCtx, type H, INVADER } from './common';
import { endSegment, setSegment } from './segment';
import { fireTrigger } from './missionRules';

export const activationPhase: H = (ctx) => {
  ctx.g.phase = 'activation';
  ctx.push({ kind: 'revealInitiative' });
};

export const revealInitiative: H = (ctx) => {
  const g = ctx.g;
  const card = g.initiative.draw.shift();
  if (!card) {
    setSegment(ctx, `Round ${g.round} ends`);
    ctx.emit({ type: 'roundEnded', round: g.round, text: `Round ${g.round} ends.` });
    ctx.push({ kind: 'checkEnd' }, { kind: 'statusPhase' });
    fireTrigger(ctx, 'roundEnd', { round: g.round });
    return;
  }
  g.initiative.revealed.push(card);
  ctx.reveal();
  const [side, who] = card.split(':') as [string, string];
  if (side === 'marine') {
    const m = g.marines.find((x) => x.id === who)!;
    endSegment(ctx);
    ctx.emit({ type: 'initiativeRevealed', card, side: 'marine', marine: who, text: `Initiative: ${m.name} activates.` });
    ctx.push({ kind: 'marineActivation', marine: who }, { kind: 'checkEnd' }, { kind: 'revealInitiative' });
  } else {
    setSegment(ctx, 'The invader activates', [{ kind: 'seat', id: INVADER }]);
    ctx.emit({ type: 'initiativeRevealed', card, side: 'invader', text: 'Initiative: the invader activates a demon type.' });
    ctx.push({ kind: 'invaderActivation' }, { kind: 'checkEnd' }, { kind: 'revealInitiative' });
  }
};

/**
 * The deck keeps one invader card per demon type on the map once it is
 * prepared ("Players may need to add or remove invader initiative cards ...
 * throughout the game"): a new type adds a card at a random place among those
 * still to be revealed; a type wiped out takes one away (if any is left). In
 * the Status Phase too: a group summoned after the deck was prepared would
 * otherwise sit out its first round. (Before the deck is prepared the change
 * is harmless: preparing builds it anew from the types on the map.)
 */
function deckIsLive(g: { phase: string }): boolean {
  return g.phase === 'activation' || g.phase === 'status';
}

export function demonTypeArrived(ctx: DCtx): void {
  const g = ctx.g;
  if (!deckIsLive(g)) return;
  const n = [...g.initiative.draw, ...g.initiative.revealed].filter((c) => c.startsWith('invader:')).length;
  const at = ctx.randomInt(0, g.initiative.draw.length);
  g.initiative.draw.splice(at, 0, `invader:${n + 1}`);
  ctx.emit({ type: 'initiativeChanged', count: g.initiative.draw.length, text: 'A new demon type is on the map: an invader card joins the initiative deck.' });
}

export function demonTypeGone(ctx: DCtx): void {
  const g = ctx.g;
  if (!deckIsLive(g)) return;
  const i = g.initiative.draw.findIndex((c) => c.startsWith('invader:'));
  if (i < 0) return;
  g.initiative.draw.splice(i, 1);
  ctx.emit({ type: 'initiativeChanged', count: g.initiative.draw.length, text: 'A demon type is gone from the map: an invader card leaves the initiative deck.' });
}
