/**
 * The dice, the defence and the damage of an attack.
 *
 * Roll: a stunned attacker first chooses and removes one die (asked only
 * when the dice differ in colour). Defence: a marine reveals the top card of his action deck,
 * a demon the top of the event deck; with cover the defender may reveal a
 * second card and must use it. A stunned defender reveals nothing and has no
 * cover. Toughness adds one shield. A special defence icon gives the demon
 * its card's special defence. Assess: shields (less pierce) cancel damage
 * icons one for one, a dodge cancels all.
 */
import { actionCard, demonDef, eventCard } from '../../catalog';
import { type Answered, type H, findFigure, marineOf, nameOf, INVADER, rerollReadout, rollDice } from '../common';
import { capitalised, counted, diceText, dieColour } from '../../inspect/words';
import { dealDamage } from '../damage';
import { coverFor } from './targets';
import { declarePresetAttack } from './declare';
import { attackFacts, attackHits } from './odds';
import { autoModifiers } from './sources';
import { boardOf } from '../common';
import { range as rangeOf } from '../../geometry/board';

export const attackRoll: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack!;
  if (a.preset) return;
  if (findFigure(g, a.attacker)?.stunned && a.dice.length) {
    ctx.push({ kind: 'removeAttackDie', left: 1, cause: 'stun', keepOne: false }, { kind: 'attackDiceRoll' });
    return;
  }
  attackDiceRoll(ctx, { kind: 'attackDiceRoll' });
};

/** The attacker's dice, as they stand after any removal, are rolled. */
export const attackDiceRoll: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack!;
  const rolls = a.dice.length ? rollDice(ctx, a.dice, a.attackerSeat, `${nameOf(g, a.attacker)} attacks ${nameOf(g, a.defender)} with ${diceText(a.dice)}`) : [];
  a.rolls = rolls.map((r) => ({ die: r.die, value: r.value ?? 0, special: (r.symbols ?? []).includes('special') }));
};

/** Rerolls chosen dice (the reroll effect). */
export const chooseReroll: H<{ kind: 'chooseReroll'; count: number; seat: string; label: string }> = (ctx, step) => {
  const a = ctx.g.attack;
  if (!a || !a.rolls.length) return;
  ctx.ask({
    seat: step.seat, kind: 'chooseReroll', rule: 'attack', min: 0, max: Math.min(step.count, a.rolls.length),
    text: `${step.label}: choose up to ${counted(step.count, 'die', 'dice')} to reroll.`,
    options: a.rolls.map((r, i) => ({ id: String(i), label: capitalised(`${dieColour(r.die)} die: ${r.value ? counted(r.value, 'hit') : 'blank'}${r.special ? ' + special' : ''}`), target: { kind: 'die' as const, id: String(i) } })),
  }, { kind: 'rerollChosen', label: step.label });
};

export const rerollChosen: H<Answered & { label: string }> = (ctx, step) => {
  const a = ctx.g.attack!;
  if (!step.answer.length) return;
  const idx = step.answer.map(Number);
  const rolls = rollDice(ctx, idx.map((i) => a.rolls[i]!.die), a.attackerSeat, `${step.label}: ${nameOf(ctx.g, a.attacker)} rerolls ${diceText(idx.map((i) => a.rolls[i]!.die))}`);
  idx.forEach((i, k) => {
    const r = rolls[k]!;
    a.rolls[i] = { die: r.die, value: r.value ?? 0, special: (r.symbols ?? []).includes('special') };
  });
  rerollReadout(ctx, String(ctx.events[ctx.events.length - 1]?.purpose ?? ''), rolls, a.rolls);
};

export const attackDefence: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack!;
  const d = findFigure(g, a.defender);
  if (!d) return;
  const b = boardOf(g);
  a.cover = !a.noCover && coverFor(g, b, a.attacker, a.defender, rangeOf(b, a.attacker, a.defender));
  // "Ignore cover" on the attacker's side must be known before the defender decides to reveal again.
  if (a.cover && autoModifiers(g, a.attacker, 'whileAttacking').some((m) => m.ability.effect === 'ignoreCover')) {
    a.cover = false;
    ctx.log(`${nameOf(g, a.attacker)}'s attack ignores cover.`);
  }
  if (d.side === 'demon' && demonDef(d.type).toughness) {
    a.shields += 1;
    ctx.log(`${nameOf(g, d.id)} is tough: +1 shield.`);
  }
  if (d.stunned) {
    a.cover = false;
    ctx.log(`${nameOf(g, d.id)} is stunned: no defence card and no cover.`);
    return;
  }
  ctx.push({ kind: 'revealDefence', second: false });
};

export const revealDefence: H<{ kind: 'revealDefence'; second: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const a = g.attack!;
  const d = findFigure(g, a.defender)!;
  const deck = d.side === 'marine' ? marineOf(g, d.id).deck : g.invader.deck;
  const [card] = ctx.draw(deck, 1, { deck: d.side === 'marine' ? `${d.id}-actions` : 'events', reshuffle: true });
  if (!card) {
    ctx.log(`${nameOf(g, d.id)} has no card left to reveal for defence.`);
    return;
  }
  a.revealed.push(card);
  a.defenceCard = card;
  const icons = d.side === 'marine' ? actionCard(card).defense : eventCard(card).defense;
  const name = d.side === 'marine' ? actionCard(card).name : eventCard(card).name;
  const parts = [counted(icons.shields, 'shield')];
  if (icons.dodge) parts.push('dodge');
  if (icons.special) parts.push('special defence');
  ctx.emit({ type: 'defenceRevealed', figure: d.id, card, shields: icons.shields, dodge: icons.dodge === true, special: icons.special === true,
    text: `${nameOf(g, d.id)} reveals ${name} for defence: ${parts.join(', ')}.` });
  if (a.cover && !step.second) {
    const seat = d.side === 'marine' ? marineOf(g, d.id).seat : INVADER;
    ctx.ask({
      seat, kind: 'coverRedraw', rule: 'cover', text: `${nameOf(g, d.id)} has cover: keep ${name} or reveal another card?`, facts: attackFacts(g),
      options: [{ id: 'keep', label: `Keep ${name}` }, { id: 'again', label: 'Reveal another card (must use it)' }],
    }, { kind: 'coverRedrawChosen' });
  }
};

export const coverRedrawChosen: H<Answered> = (ctx, step) => {
  if (step.answer[0] === 'again') {
    ctx.log('The defender discards the first card and reveals another.');
    ctx.push({ kind: 'revealDefence', second: true });
  }
};

/** Applies the revealed card's icons (after any redraw) and assesses the damage. */
export const attackAssess: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack!;
  const d = findFigure(g, a.defender);
  if (!d) return;
  if (a.defenceCard) {
    if (d.side === 'marine') {
      const icons = actionCard(a.defenceCard).defense;
      a.shields += icons.shields;
      if (icons.dodge) a.dodge = true;
    } else {
      const icons = eventCard(a.defenceCard).defense;
      a.shields += icons.shields;
      if (icons.special) {
        const sd = demonDef(d.type).specialDefense;
        if (sd.kind === 'dodge') a.dodge = true;
        else a.shields += sd.amount;
      }
    }
  }
  const hits = attackHits(a);
  const shields = Math.max(0, a.shields - a.pierce);
  const damage = a.dodge ? 0 : Math.max(0, hits - shields);
  ctx.emit({ type: 'attackResult', attacker: a.attacker, target: a.defender, hits, shields, dodge: a.dodge, damage,
    text: a.dodge ? `${nameOf(g, d.id)} dodges: no damage.` : `${hits} damage against ${counted(shields, 'shield')}: ${damage} damage.` });
  // The attack has happened: stuns on both figures end before any after-attack effect stuns again.
  for (const id of [a.attacker, a.defender]) {
    const f = findFigure(g, id);
    if (f?.stunned) {
      f.stunned = false;
      const m = g.marines.find((x) => x.id === id);
      if (m) m.stunned = false;
      ctx.emit({ type: 'stunEnded', figure: id, text: `${nameOf(g, id)} is no longer stunned.` });
    }
  }
  dealDamage(ctx, a.defender, damage, `attack by ${nameOf(g, a.attacker)}`, a.attacker);
};

export const attackEnd: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack;
  if (!a) return;
  const d = g.marines.find((m) => m.id === a.defender);
  for (const card of a.revealed) {
    if (d) d.deck.discard.push(card);
    else g.invader.deck.discard.push(card);
  }
  g.attack = null;
  // The same dice against the extra targets chosen, one after another.
  const [next, ...rest] = a.extra.filter((id) => findFigure(g, id));
  if (next && findFigure(g, a.attacker)) {
    declarePresetAttack(ctx, a.attacker, next, a.source, a.dice, a.rolls);
    g.attack!.extra = rest;
  }
};

export const extraTargetsChosen: H<Answered> = (ctx, step) => {
  if (ctx.g.attack) ctx.g.attack.extra = [...step.answer];
};
