/**
 * Rolling an attack and the boosts that act on rolled dice (Focus, Defiance,
 * rerolls bought with luck). Dice are never added together unless an ability
 * says so (Head Shot, at assignment).
 */
import { setDiceReadout } from '../../../../engine/diceReadout';
import type { PromptOption } from '../../../../engine/types';
import { FOURTH_BY_ID, LORD_BY_ID, MINION_KINDS, MINIONS } from '../../content';
import { lordToughness } from '../../content/lordStats';
import { dieSides, type AttackDie } from '../../dice';
import type { AttackState, Hero, PAState } from '../../state';
import { areaName, captainSeat, heroAt, heroName, HELL, lordsIn } from '../board';
import { heroAttackReadout, type InReach } from '../diceReadout';
import { toughnessOf } from '../legions';
import { effectParam, effectSource, hasEffect } from '../effects';
import type { Answered, C, H } from '../types';

function rollDice(ctx: C, dice: AttackDie[], seat: string | null, purpose: string): { die: AttackDie; value: number; used: boolean }[] {
  const meta = seat ? { seat, purpose } : { purpose };
  return ctx.roll(dice, meta).map((r) => ({ die: r.die as AttackDie, value: r.value ?? 0, used: false }));
}

/** The demons the attack can reach, with their toughness now (legions may raise it), for the dice's result strip. */
function inReach(g: PAState, a: AttackState): InReach[] {
  const out: InReach[] = [];
  for (const kind of MINION_KINDS) {
    if (g.minions.some((m) => m.kind === kind && a.reach.includes(m.area))) out.push({ name: MINIONS[kind].name, toughness: toughnessOf(g, MINIONS[kind].toughness, MINIONS[kind].circle) });
  }
  for (const f of g.fourth.filter((x) => a.reach.includes(x.area))) {
    const def = FOURTH_BY_ID[f.defId]!;
    out.push({ name: def.name, toughness: toughnessOf(g, def.toughness, 4) });
  }
  const lord = a.area === HELL ? lordsIn(g, HELL)[0] : undefined;
  if (lord) out.push({ name: LORD_BY_ID[lord.defId]!.name, toughness: toughnessOf(g, lordToughness(lord), null) });
  return out;
}

/** Puts the strip on the throw just made: `thrown` are its dice, the whole roll as it stands is a.rolls. */
function showAttackRoll(ctx: C, a: AttackState, title: string, thrown: readonly { value: number }[], reroll: boolean): void {
  if (ctx.rollout) return; // only the dice tray reads the strip
  setDiceReadout(ctx.events, heroAttackReadout(title, thrown.map((r) => r.value), inReach(ctx.g, a), reroll ? a.rolls.map((r) => r.value) : undefined));
}

export function attackerName(ctx: C, a: AttackState): string {
  if (a.by === 'ambush') return 'The ambush';
  const h = heroAt(ctx.g, a.seat as string);
  return a.by === 'fireTeam' ? `${heroName(h)}'s patrol` : heroName(h);
}

const attackRoll: H = (ctx) => {
  const a = ctx.g.attack as AttackState;
  a.rolls = rollDice(ctx, a.dice, a.seat, `${attackerName(ctx, a)} attacks`);
  showAttackRoll(ctx, a, `${attackerName(ctx, a)} attacks in ${areaName(ctx.g, a.area)}`, a.rolls, false);
  ctx.push({ kind: a.by === 'hero' ? 'attackAfterRoll' : 'attackAssign' });
};

function afterRollOptions(a: AttackState, h: Hero): PromptOption[] {
  const opts: PromptOption[] = [];
  const ones = a.rolls.some((r) => r.value === 1);
  if (ones && hasEffect(h, 'replaceOneWithMax') && !a.used.includes('focus')) opts.push({ id: 'focus', label: `${effectSource(h, 'replaceOneWithMax', 'Focus')}: turn a 1 to its highest face` });
  if (ones && hasEffect(h, 'rerollOnes') && !a.used.includes('defiance')) opts.push({ id: 'defiance', label: `${effectSource(h, 'rerollOnes', 'Defiance')}: roll every 1 again` });
  if (hasEffect(h, 'luckReroll') && !a.used.includes('tiger') && h.luck >= 1) opts.push({ id: 'tiger', label: 'Tiger Stance: 1 luck to roll all dice again' });
  const abyss = effectParam(h, 'luckRerollLowest', 'luck', 1);
  if (hasEffect(h, 'luckRerollLowest') && !a.used.includes('abyss') && h.luck >= abyss) opts.push({ id: 'abyss', label: `The Abyss Peers Back: ${abyss} luck to roll your lowest die again` });
  if (opts.length > 0) opts.unshift({ id: 'pass', label: `Keep ${a.rolls.map((r) => r.value).join(', ')}` });
  return opts;
}

const attackAfterRoll: H = (ctx) => {
  const a = ctx.g.attack as AttackState;
  const h = heroAt(ctx.g, a.seat as string);
  const options = afterRollOptions(a, h);
  if (options.length === 0) {
    ctx.push({ kind: 'attackAssign' });
    return;
  }
  ctx.ask({
    seat: h.seat, kind: 'attackReroll', rule: 'attack', options,
    text: `${heroName(h)} rolled ${a.rolls.map((r) => `${r.value} (${r.die})`).join(', ')}.`,
  }, { kind: 'attackRerollChosen' });
};

const attackRerollChosen: H<Answered> = (ctx, step) => {
  const a = ctx.g.attack as AttackState;
  const h = heroAt(ctx.g, a.seat as string);
  const choice = step.answer[0] as string;
  if (choice === 'pass') {
    ctx.push({ kind: 'attackAssign' });
    return;
  }
  a.used.push(choice);
  if (choice === 'focus') {
    const r = a.rolls.find((x) => x.value === 1)!;
    r.value = dieSides(r.die);
    ctx.log(`${heroName(h)} focuses: a 1 becomes ${r.value}.`);
  } else if (choice === 'defiance') {
    const idx = a.rolls.map((r, i) => (r.value === 1 ? i : -1)).filter((i) => i >= 0);
    const again = rollDice(ctx, idx.map((i) => a.rolls[i]!.die), h.seat, 'Defiance');
    idx.forEach((i, k) => { a.rolls[i] = again[k]!; });
    showAttackRoll(ctx, a, `${heroName(h)}: Defiance rolls the 1s again`, again, true);
  } else if (choice === 'tiger') {
    h.luck -= 1;
    a.rolls = rollDice(ctx, a.rolls.map((r) => r.die), h.seat, 'Tiger Stance');
    showAttackRoll(ctx, a, `${heroName(h)}: Tiger Stance rolls every die again`, a.rolls, false);
  } else if (choice === 'abyss') {
    h.luck -= effectParam(h, 'luckRerollLowest', 'luck', 1);
    let low = 0;
    a.rolls.forEach((r, i) => { if (r.value < a.rolls[low]!.value) low = i; });
    a.rolls[low] = rollDice(ctx, [a.rolls[low]!.die], h.seat, 'The Abyss Peers Back')[0]!;
    showAttackRoll(ctx, a, `${heroName(h)}: The Abyss Peers Back rolls the lowest die again`, [a.rolls[low]!], true);
  }
  ctx.push({ kind: 'attackAfterRoll' });
};

/** Who spends the dice: the attacking hero, or the captain for an ambush. */
export function assigningSeat(ctx: C, a: AttackState): string {
  return a.by === 'ambush' ? captainSeat(ctx.g) : (a.seat as string);
}

export const attackRollHandlers = { attackRoll, attackAfterRoll, attackRerollChosen };
