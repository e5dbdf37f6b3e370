/**
 * One timing window of an attack for one side: automatic modifiers apply
 * once, then the side's seat may use optional ones (Glory Kill cards,
 * reactions, exhaust abilities, Argent abilities, event cards) one at a time
 * until it is done.
 */
import { actionCard, demonDef, eventCard } from '../../catalog';
import { DONE } from '../options';
import { attackFacts, attackHits, pendingDefence } from './odds';
import type { Timing } from '../../content/types';
import type { DoomState } from '../../state';
import type { Answered, DCtx, H } from '../common';
import { INVADER } from '../common';
import { nameOf } from '../common';
import { spendArgent } from '../argent';
import { applyAttackEffect } from './effects';
import { autoModifiers, invaderArgent, optionalModifiers, type Modifier } from './sources';

type WindowStep = { kind: 'attackWindow'; timing: Timing; side: 'attacker' | 'defender' };

export const attackWindow: H<WindowStep> = (ctx, step) => {
  const a = ctx.g.attack;
  if (!a) return;
  const who = step.side === 'attacker' ? a.attacker : a.defender;
  const seat = step.side === 'attacker' ? a.attackerSeat : a.defenderSeat;
  const autos = autoModifiers(ctx.g, who, step.timing);
  const optional = optionalModifiers(ctx.g, who, step.timing);
  if (autos.length) {
    // Apply the first automatic one and come back: an effect may push its own steps (rerolls).
    const m = autos[0]!;
    a.used.push(m.key);
    // A bonus card's boost serves the next attack that meets its condition, then it is spent.
    const boost = /^boost-(.+?):/.exec(m.key);
    const act = ctx.g.marineActivation;
    if (boost && act) act.boosts = act.boosts.filter((c) => c !== boost[1]);
    ctx.push(step);
    applyAttackEffect(ctx, m.ability, m.label, who);
    return;
  }
  // Nothing played now can change this attack: it is not asked (the defender dodged, or no damage can get through).
  if (settled(ctx.g, step)) return;
  // The invader is asked whenever he holds event cards, usable or not: asking only when he can
  // play one would tell the marines watching that he holds one (the size of his hand is public).
  const invaderAsked = seat === INVADER && ctx.g.invader.hand.length > 0;
  if (!optional.length && !invaderAsked) return;
  ctx.ask({
    seat, kind: 'attackModifier', rule: `attack-${step.timing}`,
    text: `${nameOf(ctx.g, who)}: use an ability ${label(step.timing)}?`, facts: attackFacts(ctx.g),
    options: [
      ...optional.map((m) => ({ id: m.key, label: m.label, hint: hintOf(m), detail: hintOf(m), group: groupOf(m.key), target: targetOf(ctx.g, who, m.key) })),
      { id: DONE, label: 'Use nothing more' },
    ],
  }, { ...step, kind: 'attackModifierChosen' });
};

/** Effects that can change how much damage gets through. */
const DAMAGE_EFFECTS = ['addDamage', 'damagePerSpecial', 'pierce', 'rerollDice'];

/**
 * True when no play in this window can change the attack's outcome: once the
 * defender dodges nothing while defending or attacking matters; and when no
 * damage gets through as things stand, the defender need not be asked unless
 * the attacker may still add damage. For the invader as attacker that is
 * judged from what the marines can see (any card in his hand might), so
 * whether a marine is asked never tells him what the invader holds.
 */
export function settled(g: DoomState, step: { timing: Timing; side: 'attacker' | 'defender' }): boolean {
  const a = g.attack;
  if (!a || (step.timing !== 'whileDefending' && step.timing !== 'whileAttacking')) return false;
  const card = pendingDefence(g);
  if (a.dodge || card.dodge) return true;
  if (step.timing !== 'whileDefending') return false;
  const hits = attackHits(a);
  if (hits - Math.max(0, a.shields + card.shields - a.pierce) > 0) return false;
  const autos = autoModifiers(g, a.attacker, 'whileAttacking').some((m) => DAMAGE_EFFECTS.includes(m.ability.effect));
  if (autos) return false;
  if (a.attackerSeat === INVADER) {
    const f = g.figures.find((x) => x.id === a.attacker);
    const argent = f ? demonDef(f.type).abilities.some((ab) => ab.argent && ab.timing === 'whileAttacking' && g.demonCards[f.type]!.argent >= ab.argent) : false;
    return g.invader.hand.length === 0 && !argent;
  }
  return optionalModifiers(g, a.attacker, 'whileAttacking').length === 0;
}

/** The heading an optional play is listed under. */
function groupOf(key: string): string {
  const kind = key.split(':')[0];
  return ({ gk: 'Glory Kill cards', card: 'Reaction cards', class: 'Class and squad', squad: 'Class and squad', argent: 'Argent abilities', event: 'Event cards' } as Record<string, string>)[kind ?? ''] ?? 'Abilities';
}

function label(t: Timing): string {
  return ({ beforeRoll: 'before the roll', whileDefending: 'while defending', whileAttacking: 'while attacking', afterAttack: 'after the attack' } as Record<string, string>)[t] ?? 'now';
}

function hintOf(m: Modifier): string {
  return (m.ability as { text?: string }).text ?? m.label;
}

/** The card an optional modifier comes from, so the table can point at it. */
function targetOf(g: DoomState, who: string, key: string): { kind: 'card'; id: string } {
  const [kind, id] = key.split(/:(.*)/s) as [string, string];
  const m = g.marines.find((x) => x.id === who);
  if (kind === 'class' && m) return { kind: 'card', id: `class:${m.classId}` };
  if (kind === 'squad' && m) return { kind: 'card', id: `squad:${m.squad}` };
  if (kind === 'argent') return { kind: 'card', id: `demon:${g.figures.find((f) => f.id === who)?.type ?? ''}` };
  return { kind: 'card', id };
}

export const attackModifierChosen: H<Answered & WindowStep> = (ctx, step) => {
  const g = ctx.g;
  const a = g.attack;
  const pick = step.answer[0] as string;
  if (!a || pick === DONE) return;
  const who = step.side === 'attacker' ? a.attacker : a.defender;
  const m = optionalModifiers(g, who, step.timing).find((x) => x.key === pick);
  if (!m) throw new Error(`Modifier ${pick} is no longer usable.`);
  a.used.push(m.key, `name:${m.label}`);
  payFor(ctx, who, m);
  ctx.push({ kind: 'attackWindow', timing: step.timing, side: step.side });
  applyAttackEffect(ctx, m.ability, m.label, who);
};

/** Pays an optional modifier's cost: discard the card, exhaust the card, or spend Argent. */
export function payFor(ctx: DCtx, who: string, m: Modifier): void {
  const g = ctx.g;
  const [kind, id] = m.key.split(/:(.*)/s) as [string, string];
  const marine = g.marines.find((x) => x.id === who);
  switch (kind) {
    case 'gk':
      marine!.gloryKills = marine!.gloryKills.filter((c) => c !== id);
      g.gloryKillDeck.discard.push(id);
      ctx.emit({ type: 'cardPlayed', seat: marine!.seat, card: id, text: `${marine!.name} uses a Glory Kill card: ${m.label}.` });
      break;
    case 'card':
      marine!.hand = marine!.hand.filter((c) => c !== id);
      marine!.deck.discard.push(id);
      ctx.emit({ type: 'cardPlayed', seat: marine!.seat, card: id, text: `${marine!.name} plays ${actionCard(id).name}.` });
      break;
    case 'class':
      marine!.classExhausted = true;
      ctx.emit({ type: 'cardExhausted', card: `class:${marine!.classId}`, text: `${marine!.name} exhausts his class card: ${m.label}.` });
      break;
    case 'squad':
      marine!.squadExhausted = true;
      ctx.emit({ type: 'cardExhausted', card: `squad:${marine!.squad}`, text: `${marine!.name} exhausts his squad card: ${m.label}.` });
      break;
    case 'argent': {
      const f = g.figures.find((x) => x.id === who)!;
      const cost = Number((m.ability as { argent?: number }).argent ?? 1);
      spendArgent(ctx, f.type, cost, m.label);
      break;
    }
    case 'event': playEventCard(ctx, id);
      break;
    default: break;
  }
}

/** The invader plays an event: pays its Argent (invasion card first, then the richest demon cards) and discards it. */
export function playEventCard(ctx: DCtx, cardId: string): void {
  const g = ctx.g;
  const def = eventCard(cardId);
  let cost = def.argentCost;
  if (cost > invaderArgent(g)) throw new Error(`${def.name} costs more Argent Power than the invader has.`);
  const fromInvasion = Math.min(cost, g.invader.argentOnInvasion);
  if (fromInvasion > 0) {
    g.invader.argentOnInvasion -= fromInvasion;
    g.argentSupply += fromInvasion;
    ctx.emit({ type: 'argentChanged', where: 'invasion', amount: -fromInvasion, text: `The invader spends ${fromInvasion} Argent Power from the invasion card.` });
    cost -= fromInvasion;
  }
  while (cost > 0) {
    const [type] = Object.entries(g.demonCards).filter(([, c]) => c.argent > 0).sort((x, y) => y[1].argent - x[1].argent || x[0].localeCompare(y[0]))[0]!;
    const take = Math.min(cost, g.demonCards[type]!.argent);
    spendArgent(ctx, type, take, def.name);
    cost -= take;
  }
  g.invader.hand = g.invader.hand.filter((c) => c !== cardId);
  g.invader.deck.discard.push(cardId);
  ctx.emit({ type: 'eventPlayed', card: cardId, name: def.name, text: `The invader plays ${def.name}: ${def.text}` });
}
