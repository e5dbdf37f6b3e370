/**
 * Event cards that need the invader to pick a figure: stunning a marine near
 * a demon (Dread), raising a demon's stagger value, a demon sacrificing
 * itself for Argent Power, a marine discarding cards, and a demon attacking
 * outside its activation (Ambush).
 */
import type { PromptOption } from '../../../engine/types';
import { demonDef } from '../catalog';
import { canSee, range as rangeOf } from '../geometry/board';
import type { DoomState } from '../state';
import { actionCard } from '../catalog';
import { gainArgent } from './argent';
import { declareAttack } from './attack/declare';
import { stun } from './attack/effects';
import { attackTargets } from './attack/targets';
import { attackOdds, oddsDetail } from './attack/odds';
import { type Answered, type H, INVADER, askUnlessForced, boardOf, findFigure, nameOf } from './common';
import { cardOptions } from './options';
import { counted } from '../inspect/words';
import { dealDamage } from './damage';

/** Marines within `range` of some demon that sees them. */
export function marinesNearDemons(g: DoomState, range: number): string[] {
  const b = boardOf(g);
  const demons = g.figures.filter((f) => f.side === 'demon');
  return g.figures.filter((m) => m.side === 'marine' && !m.stunned && demons.some((d) => {
    const r = rangeOf(b, d.id, m.id);
    return r >= 0 && r <= range && canSee(b, d.id, m.id);
  })).map((m) => m.id);
}

/** Demon-and-target pairs for an attack outside the demon's activation. */
export function ambushPairs(g: DoomState): { demon: string; target: string }[] {
  const b = boardOf(g);
  const out: { demon: string; target: string }[] = [];
  for (const d of g.figures.filter((f) => f.side === 'demon')) {
    for (const t of attackTargets(g, d.id, demonDef(d.type).attack.range, b)) out.push({ demon: d.id, target: t.id });
  }
  return out;
}

/** `amount`: damage, cards or stagger; `range`: reach for stuns; `argent`: gained by a sacrifice. */
type Pick = { kind: 'eventPick'; effect: string; amount: number; range: number; argent: number; random: boolean; label: string };

export const eventPick: H<Pick> = (ctx, step) => {
  const g = ctx.g;
  let options: PromptOption[] = [];
  let text = '';
  switch (step.effect) {
    case 'stun':
      options = marinesNearDemons(g, step.range).map((id) => ({ id, label: nameOf(g, id), target: { kind: 'figure' as const, id } }));
      text = `${step.label}: which marine is stunned?`;
      break;
    case 'raiseStagger': case 'sacrifice':
      options = g.figures.filter((f) => f.side === 'demon').map((f) => ({ id: f.id, label: nameOf(g, f.id), target: { kind: 'figure' as const, id: f.id } }));
      text = step.effect === 'sacrifice' ? `${step.label}: which demon pays in blood?` : `${step.label}: which demon hardens?`;
      break;
    case 'marineDiscards':
      options = g.marines.filter((m) => m.hand.length > 0).map((m) => ({ id: m.id, label: `${m.name} (${counted(m.hand.length, 'card')})`, target: { kind: 'figure' as const, id: m.id } }));
      text = `${step.label}: which marine discards?`;
      break;
    case 'demonAttack':
      options = ambushPairs(g).map((p) => {
        const type = findFigure(g, p.demon)!.type;
        const odds = attackOdds(g, p.demon, p.target, { kind: 'demon', id: type }, demonDef(type).attack.dice);
        return { id: `${p.demon}|${p.target}`, label: `${nameOf(g, p.demon)} attacks ${nameOf(g, p.target)}`, group: nameOf(g, p.demon), detail: oddsDetail(odds), odds: odds.odds, target: { kind: 'figure' as const, id: p.target } };
      });
      text = `${step.label}: which demon attacks whom?`;
      break;
    default: throw new Error(`No target rule for ${step.effect}.`);
  }
  if (!options.length) {
    ctx.log(`${step.label}: no target.`);
    return;
  }
  ctx.ask({ seat: INVADER, kind: 'eventTarget', rule: 'event-cards', text, options }, { ...step, kind: 'eventPicked' });
};

export const eventPicked: H<Answered & Pick> = (ctx, step) => {
  const g = ctx.g;
  const id = step.answer[0]!;
  switch (step.effect) {
    case 'stun': stun(ctx, id); break;
    case 'raiseStagger': {
      const mod = (g.staggerMods[id] ??= { printed: 0, other: 0 });
      mod.other -= step.amount;
      ctx.emit({ type: 'staggerRaised', figure: id, amount: step.amount, text: `${nameOf(g, id)}'s stagger value rises by ${step.amount} this round.` });
      break;
    }
    case 'sacrifice': {
      const type = findFigure(g, id)!.type;
      dealDamage(ctx, id, step.amount, step.label);
      if (g.demonCards[type]!.faceUp) gainArgent(ctx, type, step.argent);
      break;
    }
    case 'marineDiscards': {
      const m = g.marines.find((x) => x.id === id)!;
      const n = Math.min(step.amount, m.hand.length);
      if (step.random) {
        const gone: string[] = [];
        for (let i = 0; i < n; i++) gone.push(m.hand.splice(ctx.randomInt(0, m.hand.length - 1), 1)[0]!);
        ctx.discard(m.deck, gone, `${m.id}-actions`);
        ctx.log(`${m.name} discards ${gone.map((c) => actionCard(c).name).join(', ')} at random.`);
      } else {
        askUnlessForced(ctx, {
          seat: m.seat, kind: 'forcedDiscard', rule: 'event-cards', min: n, max: n, text: `${step.label}: discard ${counted(n, 'card')}.`,
          options: cardOptions(m.hand),
        }, { kind: 'forcedDiscardChosen', marine: m.id });
      }
      break;
    }
    case 'demonAttack': {
      const [demon, target] = id.split('|') as [string, string];
      const def = demonDef(findFigure(g, demon)!.type);
      declareAttack(ctx, demon, target, { kind: 'demon', id: def.id }, def.attack.range, def.attack.dice);
      break;
    }
    default: break;
  }
};

export const forcedDiscardChosen: H<Answered & { marine: string }> = (ctx, step) => {
  const m = ctx.g.marines.find((x) => x.id === step.marine)!;
  m.hand = m.hand.filter((c) => !step.answer.includes(c));
  ctx.discard(m.deck, step.answer, `${m.id}-actions`);
};
