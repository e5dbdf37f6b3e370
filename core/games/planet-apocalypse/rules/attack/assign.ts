/**
 * Spending rolled dice (rulebook "The Attack Action", "Double Toughness").
 * Each die counts on its own and must beat a toughness number; a figure with
 * two numbers needs two separate dice, one beating each. A minion so beaten
 * dies; a Fourth Circle demon or the Lord takes 1 damage per beaten set.
 * Dice may be split over targets and over every area in reach. For each
 * target the rules spend the smallest dice that suffice (a larger die can do
 * no more against that target, so nothing is lost), see ASSUMPTIONS.md.
 */
import type { PromptOption } from '../../../../engine/types';
import { FOURTH_AMBUSH_COURAGE, FOURTH_BY_ID, FOURTH_KILL_COURAGE, LORD_BY_ID, MAPS, MINION_KINDS, MINIONS } from '../../content';
import type { MinionKind } from '../../content/types';
import type { AttackRoll, AttackState, PAState } from '../../state';
import { areaName, heroAt, heroName, HELL, lordById, lordName, lordsIn } from '../board';
import { effectSource, hasEffect } from '../effects';
import { fourthCircleDies, mandrakeBackfire } from '../fourthCircle';
import { gehennaLarva, legionHas, toughnessOf } from '../legions';
import { addPool, heroesWin } from '../tracks';
import { assigningSeat, attackerName } from './roll';
import { mostUrgent } from './urgency';
import { recordHit, recordMoment } from '../record';
import { canWoundLord, lordBanished, lordWounded } from '../lordAbilities';
import { lordToughness } from '../../content/lordStats';
import type { Answered, C, H } from '../types';

/** Indices of the smallest unused dice that beat each toughness number, or null. */
export function pickDice(rolls: AttackRoll[], toughness: number[]): number[] | null {
  const free = rolls.map((r, i) => ({ i, v: r.value, used: r.used })).filter((x) => !x.used).sort((x, y) => x.v - y.v);
  const taken: number[] = [];
  for (const t of [...toughness].sort((x, y) => y - x)) {
    const die = free.find((x) => x.v > t && !taken.includes(x.i));
    if (!die) return null;
    taken.push(die.i);
  }
  return taken;
}

interface Target {
  id: string;
  label: string;
  dice: number[];
  area: string;
  figure: string;
}

function minionToughness(g: PAState, kind: MinionKind): number[] {
  return toughnessOf(g, MINIONS[kind].toughness, MINIONS[kind].circle);
}

export function targets(g: PAState, a: AttackState): Target[] {
  const out: Target[] = [];
  const show = (d: number[]) => d.map((i) => a.rolls[i]!.value).join('+');
  for (const area of a.reach) {
    for (const kind of MINION_KINDS) {
      const fig = g.minions.find((m) => m.area === area && m.kind === kind);
      if (!fig) continue;
      const dice = pickDice(a.rolls, minionToughness(g, kind));
      if (dice) out.push({ id: `kill:${area}:${kind}`, label: `Kill a ${MINIONS[kind].name.toLowerCase()} in ${areaName(g, area)} (${show(dice)})`, dice, area, figure: fig.id });
    }
    for (const f of g.fourth.filter((x) => x.area === area)) {
      const def = FOURTH_BY_ID[f.defId]!;
      const dice = pickDice(a.rolls, toughnessOf(g, def.toughness, 4));
      if (dice) out.push({ id: `hit:${f.id}`, label: `Wound ${def.name} in ${areaName(g, area)} (${show(dice)})`, dice, area, figure: f.id });
    }
  }
  // The Lord is fought only on his sheet, in Hell Time.
  const lord = a.area === HELL ? lordsIn(g, HELL)[0] : undefined;
  if (lord) {
    const def = LORD_BY_ID[lord.defId]!;
    const dice = canWoundLord(lord, a) ? pickDice(a.rolls, toughnessOf(g, lordToughness(lord), null)) : null;
    if (dice) out.push({ id: `hit:${lord.id}`, label: `Wound ${def.name} (${show(dice)})`, dice, area: HELL, figure: lord.id });
    if (a.by === 'hero') {
      for (const part of def.parts ?? []) {
        const pd = pickDice(a.rolls, part.toughness);
        if (pd) out.push({ id: `part:${part.id}`, label: `Strike ${part.name} (${show(pd)})`, dice: pd, area: HELL, figure: `${lord.id}:${part.id}` });
      }
    }
  }
  return out;
}

/** Head Shot (or Marksmanship): one option per pair of unused dice with different values ("combine:i:j"). */
function headShotOptions(a: AttackState, source: string): PromptOption[] {
  const out: PromptOption[] = [];
  const seen = new Set<string>();
  a.rolls.forEach((x, i) => a.rolls.forEach((y, j) => {
    if (j <= i || x.used || y.used) return;
    const key = [x.value, y.value].sort((p, q) => p - q).join('+');
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ id: `combine:${i}:${j}`, label: `${source}: add ${x.value} and ${y.value} into ${x.value + y.value}` });
  }));
  return out;
}

const attackAssign: H = (ctx) => {
  const g = ctx.g;
  const a = g.attack as AttackState;
  const list = targets(g, a);
  const options: PromptOption[] = list.map((t) => ({ id: t.id, label: t.label, target: { kind: 'figure', id: t.figure } }));
  const free = a.rolls.filter((r) => !r.used);
  if (a.by === 'hero' && free.length >= 2 && !a.used.includes('combine') && hasEffect(heroAt(g, a.seat as string), 'combineDice')) {
    options.push(...headShotOptions(a, effectSource(heroAt(g, a.seat as string), 'combineDice', 'Head Shot')));
  }
  if (options.length === 0) {
    ctx.push({ kind: 'attackEnd' });
    return;
  }
  options.push({ id: 'done', label: free.length > 0 ? `Stop (${free.map((r) => r.value).join(', ')} unused)` : 'Done' });
  ctx.ask({
    seat: assigningSeat(ctx, a), kind: 'assignDice', rule: 'attack', options,
    text: `${attackerName(ctx, a)}: spend the dice ${free.map((r) => r.value).join(', ')}.`,
    suggested: [(mostUrgent(MAPS[g.mapId]!, options) ?? options[0]!).id],
    suggestedWhy: 'the most urgent target these dice can take',
  }, { kind: 'attackAssigned' });
};

function courageFor(ctx: C, a: AttackState, amount: number, fourth: boolean, kind?: MinionKind): void {
  if (a.by === 'hero') {
    const h = heroAt(ctx.g, a.seat as string);
    // Penrod's Soft Spot: a larva kill earns him nothing.
    if (kind === 'larva' && hasEffect(h, 'noLarvaCourage')) return;
    // Dorothy's Gentle Soul: her kills' courage goes to the pool.
    if (hasEffect(h, 'killCourageToPool')) addPool(ctx, amount, `${heroName(h)}'s kill`);
    else h.courage += amount;
  } else {
    addPool(ctx, fourth ? FOURTH_AMBUSH_COURAGE : amount, 'an ambush kill');
  }
}

/**
 * Cocytus: a hero who kills a demon takes damage for it, which troopers may
 * absorb (FAQ). It comes as a hit after the attack is spent.
 */
function cocytusBite(ctx: C, a: AttackState, circle: number): void {
  const bite = legionHas(ctx.g, circle, 'damageOnKill');
  if (!bite || a.by !== 'hero' || !a.seat) return;
  const hits = Number(bite.params?.amount ?? 1);
  ctx.log(`Cocytus: the kill chills ${heroName(heroAt(ctx.g, a.seat))}.`);
  ctx.push({ kind: 'absorb', area: heroAt(ctx.g, a.seat).area, group: 'cocytus', target: a.seat, hits, left: hits });
}

export function killMinion(ctx: C, a: AttackState, id: string): void {
  const g = ctx.g;
  const i = g.minions.findIndex((m) => m.id === id);
  if (i < 0) return;
  const m = g.minions[i]!;
  g.minions.splice(i, 1);
  a.kills += 1;
  recordHit(g, a.seat, true, a.by === 'ambush');
  ctx.emit({ type: 'killed', figure: id, kind: m.kind, area: m.area, by: a.seat ?? 'ambush', text: `${attackerName(ctx, a)} kills a ${MINIONS[m.kind].name.toLowerCase()} in ${areaName(g, m.area)}.` });
  courageFor(ctx, a, 1, false, m.kind);
  cocytusBite(ctx, a, MINIONS[m.kind].circle);
  gehennaLarva(ctx, m.area, MINIONS[m.kind].circle);
}

/**
 * Silat (and Bruiser, Martial Training): a kill of a true demon (First to Third
 * Circle) may take a larva in that area with it. The card says "may" and the
 * FAQ makes no gift a duty ("Do I HAVE to use a particular ability or gift?
 * A. No."), so the hero is asked (suggested yes). Returns true when it asked.
 */
function askSilat(ctx: C, a: AttackState, area: string, kind: MinionKind): boolean {
  if (a.by !== 'hero' || !a.seat || kind === 'larva') return false;
  const h = heroAt(ctx.g, a.seat);
  if (!hasEffect(h, 'killLarvaAfterKill') || !ctx.g.minions.some((x) => x.area === area && x.kind === 'larva')) return false;
  const name = effectSource(h, 'killLarvaAfterKill', 'Silat');
  ctx.ask({
    seat: h.seat, kind: 'silat', rule: 'attack', suggested: ['yes'],
    text: `${heroName(h)}: ${name} lets the kill take a larva in ${areaName(ctx.g, area)} with it. Kill the larva?`,
    options: [{ id: 'yes', label: `${name}: kill a larva too` }, { id: 'no', label: 'Leave the larva' }],
  }, { kind: 'silatChosen', area });
  return true;
}

const silatChosen: H<Answered<{ area: string }>> = (ctx, step) => {
  const a = ctx.g.attack as AttackState;
  const larva = ctx.g.minions.find((x) => x.area === step.area && x.kind === 'larva');
  if (step.answer[0] === 'yes' && larva) {
    const h = heroAt(ctx.g, a.seat as string);
    ctx.log(`${effectSource(h, 'killLarvaAfterKill', 'Silat')}: ${heroName(h)} flows on into a larva.`);
    killMinion(ctx, a, larva.id);
  }
  if (!ctx.state.result) ctx.push({ kind: 'attackAssign' });
};

const attackAssigned: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const a = g.attack as AttackState;
  const choice = step.answer[0] as string;
  if (choice === 'done') {
    ctx.push({ kind: 'attackEnd' });
    return;
  }
  if (choice.startsWith('combine:')) {
    a.used.push('combine');
    const [, i, j] = choice.split(':').map(Number);
    const first = a.rolls[i as number]!;
    const second = a.rolls[j as number]!;
    first.value += second.value;
    second.used = true;
    ctx.log(`Head Shot: two dice become one ${first.value}.`);
    ctx.push({ kind: 'attackAssign' });
    return;
  }
  const t = targets(g, a).find((x) => x.id === choice);
  if (!t) throw new Error(`Target ${choice} is gone.`);
  for (const i of t.dice) a.rolls[i]!.used = true;
  if (choice.startsWith('kill:')) {
    const m = g.minions.find((x) => x.id === t.figure);
    killMinion(ctx, a, t.figure);
    if (m && askSilat(ctx, a, m.area, m.kind)) return;
  } else if (lordById(g, t.figure)) woundLord(ctx, a, t.figure);
  else if (choice.startsWith('part:')) strikePart(ctx, a, choice.slice(5));
  else woundFourth(ctx, a, t.figure);
  if (!ctx.state.result) ctx.push({ kind: 'attackAssign' });
};

function woundFourth(ctx: C, a: AttackState, id: string): void {
  const g = ctx.g;
  const f = g.fourth.find((x) => x.id === id);
  if (!f) return;
  const def = FOURTH_BY_ID[f.defId]!;
  f.damage += 1;
  recordHit(g, a.seat, f.damage >= def.health, a.by === 'ambush');
  ctx.emit({ type: 'damaged', figure: id, amount: 1, from: def.health - f.damage + 1, to: def.health - f.damage, text: `${attackerName(ctx, a)} wounds ${def.name} (${def.health - f.damage} health left).` });
  if (f.damage >= def.health) {
    a.kills += 1;
    courageFor(ctx, a, FOURTH_KILL_COURAGE, true);
    cocytusBite(ctx, a, 4);
    gehennaLarva(ctx, f.area, 4);
    recordMoment(g, 4, `${attackerName(ctx, a)} slew the ${def.name}.`);
    fourthCircleDies(ctx, f.id, attackerName(ctx, a), a.by === 'ambush' ? null : a.seat);
  }
}

/** A wound to a Lord; the heroes win when the last Lord is banished (a banished Lord's Shadow lifts). */
function woundLord(ctx: C, a: AttackState, id: string): void {
  const g = ctx.g;
  const lord = lordById(g, id)!;
  const name = lordName(g, lord);
  const from = lord.health;
  lord.health = Math.max(0, lord.health - 1);
  recordHit(g, a.seat, lord.health === 0, a.by === 'ambush');
  ctx.emit({ type: 'damaged', figure: lord.id, amount: 1, from, to: lord.health, text: `${attackerName(ctx, a)} wounds ${name} (${lord.health} health left).` });
  const reward = LORD_BY_ID[lord.defId]?.reward;
  if (reward?.effect === 'courageForDamage' && a.by === 'hero' && a.seat) {
    const gain = Number(reward.params?.courage ?? 1);
    heroAt(g, a.seat).courage += gain;
    ctx.log(`${heroName(heroAt(g, a.seat))} gains ${gain} courage for the wound.`);
  }
  lordWounded(ctx, a, lord, from);
  if (lord.health > 0) return;
  lord.dead = true;
  lord.shadow = [];
  lordBanished(ctx, lord);
  ctx.emit({ type: 'killed', figure: lord.id, area: HELL, by: a.seat ?? 'ambush', text: `${name} is banished!` });
  if (g.lords.every((l) => l.dead)) heroesWin(ctx, `${name} is banished: the heroes have saved the world.`);
}

function strikePart(ctx: C, a: AttackState, part: string): void {
  const g = ctx.g;
  const lord = lordsIn(g, HELL)[0]!;
  const def = LORD_BY_ID[lord.defId]!;
  lord.partHits[part] = (lord.partHits[part] ?? 0) + 1;
  const reward = def.reward.effect === 'courageForPartHits' && def.reward.params?.part === part ? Number(def.reward.params.courage ?? 0) : 0;
  if (reward > 0 && a.seat) heroAt(g, a.seat).courage += reward;
  ctx.emit({ type: 'damaged', figure: `${lord.id}:${part}`, amount: 1, text: `${attackerName(ctx, a)} strikes ${def.parts?.find((p) => p.id === part)?.name}${reward ? ` and gains ${reward} courage` : ''}.` });
}

const attackEnd: H = (ctx) => {
  // The Mandrake turns an ambush's low dice on the heroes beside it once they are spent.
  if (ctx.g.attack) mandrakeBackfire(ctx, ctx.g.attack);
  ctx.g.attack = null;
};

export const attackAssignHandlers = { attackAssign, attackAssigned, silatChosen, attackEnd };
