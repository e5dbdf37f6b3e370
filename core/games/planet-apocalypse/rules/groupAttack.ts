/**
 * One enemy group attacking a hero (rulebook "Group Attack Sub-Segment",
 * "How Troopers Absorb Damage"). All minions of one kind in an area are one
 * group; a Fourth Circle demon and the Lord are groups of their own. The
 * captain picks the target before the dice are rolled; each die that beats
 * the hero's toughness is a hit. The hero may send patrol troopers, or
 * ambush troopers in the area, to absorb hits (each trooper is lost however
 * little it absorbs). Harm that comes with damage (fire, pestilence, lost
 * courage) only follows damage the hero actually takes.
 */
import { setDiceReadout } from '../../../engine/diceReadout';
import type { PromptOption } from '../../../engine/types';
import { lordDice } from '../content/lordStats';
import { FOURTH_BY_ID, LORD_BY_ID, MINIONS, TROOPER_BY_ID } from '../content';
import type { MinionKind } from '../content/types';
import { isAttackDie, type AttackDie } from '../dice';
import { diceText } from '../content/words';
import type { Hero, PAState } from '../state';
import { ambushIn, areaName, captainSeat, heroAt, heroesIn, heroName, heroNeighbours, HELL, lordById, lordName, lordsIn } from './board';
import { groupAttackReadout } from './diceReadout';
import { hasEffect } from './effects';
import { damageHero } from './heroHealth';
import { afterFourthDamage, fourthHas } from './fourthCircle';
import { legionHas } from './legions';
import { figureTarget, segment } from './segment';
import { ambushAbsorb, hitChances, leadershipBonus, trooperSoak, victimOdds } from './hitOdds';
import type { Answered, H } from './types';

/** A group: a minion kind, "fourth:<figure id>" or a Lord's id ("lord", "lord2" ...). */
export type GroupId = string;

interface GroupInfo {
  name: string;
  /** How a sentence names the group: "the larva", "the 3 fiends", "the Hellhound", "Baphomet". */
  title: string;
  /** One figure: "attacks", several: "attack". */
  single: boolean;
  dice: AttackDie[];
  /** Circle for the legion (null for the Lord: the legion never helps him). */
  circle: number | null;
  count: number;
}

export function groupInfo(g: PAState, area: string, group: GroupId): GroupInfo | null {
  const info = baseGroupInfo(g, area, group);
  // Hades: every group it boosts (larvae too) rolls an extra die.
  const extra = info ? legionHas(g, info.circle, 'extraAttackDie')?.params?.die : undefined;
  if (info && typeof extra === 'string' && isAttackDie(extra)) info.dice.push(extra);
  return info;
}

function baseGroupInfo(g: PAState, area: string, group: GroupId): GroupInfo | null {
  const lord = lordById(g, group);
  if (lord) {
    if (lord.area !== area || lord.dead || !lord.revealed) return null;
    return { name: lordName(g, lord), title: lordName(g, lord), single: true, dice: lordDice(lord), circle: null, count: 1 };
  }
  if (group.startsWith('fourth:')) {
    const f = g.fourth.find((x) => x.id === group.slice(7) && x.area === area);
    if (!f) return null;
    const def = FOURTH_BY_ID[f.defId]!;
    return { name: def.name, title: `the ${def.name}`, single: true, dice: [...def.attack], circle: 4, count: 1 };
  }
  const kind = group as MinionKind;
  const count = g.minions.filter((m) => m.area === area && m.kind === kind).length;
  if (count === 0) return null;
  const dice = Array.from({ length: count }, () => MINIONS[kind].attack).flat();
  const name = count === 1 ? MINIONS[kind].name.toLowerCase() : MINIONS[kind].plural;
  return { name, title: count === 1 ? `the ${name}` : `the ${count} ${name}`, single: count === 1, dice, circle: MINIONS[kind].circle, count };
}

/** The figures that make up a group, for the table's highlight. */
export function groupFigures(g: PAState, area: string, group: GroupId): string[] {
  if (lordById(g, group)) return [group];
  if (group.startsWith('fourth:')) return [group.slice(7)];
  return g.minions.filter((m) => m.area === area && m.kind === group).map((m) => m.id);
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Groups of an area in attack order: larvae, First, Second, Third, Fourth Circle, the Lord last. */
export function groupsIn(g: PAState, area: string): GroupId[] {
  const out: GroupId[] = [];
  for (const kind of ['larva', 'gryllus', 'fiend', 'cacodemon'] as MinionKind[]) {
    if (g.minions.some((m) => m.area === area && m.kind === kind)) out.push(kind);
  }
  for (const f of g.fourth) if (f.area === area) out.push(`fourth:${f.id}`);
  for (const lord of lordsIn(g, area)) out.push(lord.id);
  return out;
}

/** Heroes a group may strike: those in its area; a ranged demon alone reaches into neighbouring areas. */
export function groupTargets(g: PAState, area: string, group: GroupId): Hero[] {
  const here = area === HELL ? g.heroes.filter((h) => !h.dead && h.area === HELL) : heroesIn(g, area);
  if (here.length > 0 || area === HELL) return baited(here, group);
  const f = group.startsWith('fourth:') ? g.fourth.find((x) => x.id === group.slice(7)) : undefined;
  const circle = f ? 4 : group in MINIONS ? MINIONS[group as MinionKind].circle : null;
  // The Hellhound, and every demon while Pandemonium holds (larvae never), reach a neighbouring area.
  if ((f && fourthHas(f.defId, 'rangedAttack')) || legionHas(g, circle, 'rangedAttack')) {
    return baited(heroNeighbours(g, area).flatMap((a) => heroesIn(g, a)), group);
  }
  return [];
}

/** John Dark's flaw: a larva group that can strike him must. */
function baited(targets: Hero[], group: GroupId): Hero[] {
  if (group !== 'larva') return targets;
  const bait = targets.filter((h) => hasEffect(h, 'larvaeTargetMe'));
  return bait.length > 0 ? bait : targets;
}

/**
 * How much likelier to fall than the safest choice a hero may be and still
 * be starred for being sturdier. Measured with four policy heroes: sending
 * the blow at the least likely to fall first won fewer games than the
 * sturdiest (290 of 500 against 307, seeds 1001-1500); a margin of 0.25
 * 294, 0.5 304 (and 187 against 191 on seeds 1-300, two heroes 138 against
 * 139): a 0.5 margin costs nothing measurable and keeps ★ off a hero who
 * would likely fall while another would not.
 */
const VICTIM_FALL_MARGIN = 0.5;

/**
 * The captain's suggested victims (★) among the heroes a group may strike,
 * with its dice: the hero who can stand the most (health, toughness twice,
 * and every trooper who may absorb for him: his patrol and an ambush where
 * he stands), among those not far likelier to fall than the safest
 * (VICTIM_FALL_MARGIN; the odds are the ones on the options). Heroes alike
 * are all starred, so a guide naming either agrees with ★; a bot sends the
 * dice at the first.
 */
export function suggestedVictims(g: PAState, dice: readonly AttackDie[], targets: readonly Hero[]): Hero[] {
  const scored = targets.map((h) => {
    const soak = trooperSoak(g, h);
    const dist = hitChances(dice, h.toughness);
    const falls = dist.reduce((sum, q, n) => sum + (n >= h.health + soak ? q : 0), 0);
    return { h, falls, stands: h.health + soak + h.toughness * 2 };
  });
  const safest = Math.min(...scored.map((x) => x.falls));
  const fair = scored.filter((x) => x.falls <= safest + VICTIM_FALL_MARGIN);
  fair.sort((a, b) => b.stands - a.stands);
  const best = fair[0]!;
  return fair.filter((x) => x.stands === best.stands).map((x) => x.h);
}

/** The one hero of the suggested victims the captain's bot sends the dice at. */
export function suggestedVictim(g: PAState, dice: readonly AttackDie[], targets: readonly Hero[]): Hero {
  return suggestedVictims(g, dice, targets)[0]!;
}

const groupAttack: H<{ kind: string; area: string; group: GroupId }> = (ctx, step) => {
  const g = ctx.g;
  const info = groupInfo(g, step.area, step.group);
  const targets = groupTargets(g, step.area, step.group);
  if (!info || targets.length === 0) return;
  if (targets.length === 1) {
    ctx.push({ kind: 'groupAttackRoll', area: step.area, group: step.group, target: targets[0]!.seat });
    return;
  }
  const best = suggestedVictims(g, info.dice, targets);
  const options: PromptOption[] = targets.map((h) => ({
    id: h.seat, label: `${heroName(h)} (health ${h.health}, toughness ${h.toughness})`, target: { kind: 'figure', id: h.seat }, odds: victimOdds(g, info.dice, h),
  }));
  ctx.ask({
    seat: captainSeat(g), kind: 'chooseVictim', rule: 'minion-attack', options, suggested: best.map((h) => h.seat),
    suggestedWhy: best.length > 1 ? 'as sturdy as anyone here, troopers counted' : 'the sturdiest here, troopers counted',
    text: `Captain: whom ${info.single ? 'does' : 'do'} ${info.title} in ${areaName(g, step.area)} attack (${diceText(info.dice)})?`,
  }, { kind: 'victimChosen', area: step.area, group: step.group });
};

const victimChosen: H<Answered<{ area: string; group: GroupId }>> = (ctx, step) => {
  ctx.push({ kind: 'groupAttackRoll', area: step.area, group: step.group, target: step.answer[0] as string });
};

const groupAttackRoll: H<{ kind: string; area: string; group: GroupId; target: string }> = (ctx, step) => {
  const g = ctx.g;
  const info = groupInfo(g, step.area, step.group);
  const h = heroAt(g, step.target);
  if (!info || h.dead) return;
  // Names the attack for the turn bar and lights up both sides before the dice fly (no log line: the roll says it).
  const title = step.group in MINIONS ? `${MINIONS[step.group as MinionKind].name} group` : info.name;
  // The turn bar's segment and the dice tray's strip are for the screen alone: a rollout leaves them out.
  ctx.emit({
    type: 'groupAttacks', group: step.group, area: step.area, target: h.seat,
    ...(ctx.rollout ? {} : segment(g, `${g.phase === 'hell' ? 'Hell Time' : 'Minions attack'}: ${title} → ${heroName(h)}`, [...groupFigures(g, step.area, step.group).map(figureTarget), figureTarget(h.seat)], true)),
  });
  const purpose = `${capital(info.title)} ${info.single ? 'attacks' : 'attack'} ${heroName(h)}`;
  const rolls = ctx.roll(info.dice, { purpose });
  const hits = rolls.filter((r) => (r.value ?? 0) > h.toughness).length;
  if (!ctx.rollout) setDiceReadout(ctx.events, groupAttackReadout(purpose, rolls.map((r) => r.value ?? 0), heroName(h), h.toughness));
  ctx.emit({ type: 'attacked', by: step.group, area: step.area, target: h.seat, hits, text: `${capital(info.title)} ${info.single ? 'strikes' : 'strike'} ${heroName(h)}: ${hits} hit${hits === 1 ? '' : 's'}.` });
  if (hits > 0) ctx.push({ kind: 'absorb', area: step.area, group: step.group, target: h.seat, hits, left: hits });
};

/**
 * Leadership also lets patrol troopers in the leader's area take the courage
 * a hero there would lose, up to their absorb value, and they stay (FAQ: his
 * ability beats a trooper card's own note). Returns the courage they soak.
 */
function leadershipSoaksCourage(g: PAState, area: string, amount: number): number {
  if (!heroesIn(g, area).some((x) => hasEffect(x, 'leadership'))) return 0;
  const best = Math.max(0, ...heroesIn(g, area).filter((x) => x.patrol.type && x.patrol.count > 0).map((x) => TROOPER_BY_ID[x.patrol.type as string]?.absorb ?? 0));
  return Math.min(amount, best);
}

/** A Gendarme's note (`soakCourage`): the hero's own patrol takes up to this much of a courage loss and stays. */
function patrolSoaksCourage(h: Hero, amount: number): number {
  const trait = h.patrol.type && h.patrol.count > 0 ? TROOPER_BY_ID[h.patrol.type]?.trait : undefined;
  return trait?.effect === 'soakCourage' ? Math.min(amount, Number(trait.params?.amount ?? 1)) : 0;
}

function absorbOptions(g: PAState, h: Hero, area: string): PromptOption[] {
  const opts: PromptOption[] = [];
  if (h.patrol.type && h.patrol.count > 0) {
    const t = TROOPER_BY_ID[h.patrol.type]!;
    opts.push({ id: 'patrol', label: `Patrol ${t.name} absorbs up to ${t.absorb + leadershipBonus(g, area)}` });
  }
  const amb = area === HELL ? null : ambushIn(g, area);
  if (amb) {
    const t = TROOPER_BY_ID[amb.type]!;
    opts.push({ id: 'ambush', label: `Ambush ${t.name} absorbs up to ${ambushAbsorb(amb.type)}`, target: { kind: 'area', id: area } });
  }
  return opts;
}

/** What comes with damage from this group (only damage a hero actually takes brings it). */
function harmWithDamage(g: PAState, group: GroupId): string[] {
  const lord = lordById(g, group);
  const f = group.startsWith('fourth:') ? g.fourth.find((x) => x.id === group.slice(7)) : undefined;
  const circle = lord ? null : f ? 4 : group in MINIONS ? MINIONS[group as MinionKind].circle : null;
  const out: string[] = [];
  if (legionHas(g, circle, 'fireOnDamage') || (lord && LORD_BY_ID[lord.defId]?.abilities.some((a) => a.effect === 'setFireOnDamage'))) out.push('fire');
  if (legionHas(g, circle, 'courageLossOnDamage')) out.push('1 lost courage');
  if ((f && fourthHas(f.defId, 'pestilencePerHit')) || (lord && LORD_BY_ID[lord.defId]?.abilities.some((a) => a.effect === 'pestilenceOnDamage'))) out.push('pestilence per hit');
  return out;
}

const absorb: H<{ kind: string; area: string; group: GroupId; target: string; hits: number; left: number }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.target);
  const opts = step.left > 0 ? absorbOptions(g, h, h.area) : [];
  if (opts.length === 0) {
    ctx.push({ kind: 'takeHits', area: step.area, group: step.group, target: step.target, hits: step.hits, left: step.left });
    return;
  }
  opts.push({ id: 'pass', label: `Take ${step.left} damage` });
  const harm = harmWithDamage(g, step.group);
  ctx.ask({
    seat: h.seat, kind: 'absorb', rule: 'absorb', options: opts,
    facts: [
      { label: 'Hits', value: String(step.left) },
      { label: 'Health', value: `${h.health} of ${h.cap}${step.left >= h.health ? ' (these hits would kill)' : ''}` },
      ...(harm.length ? [{ label: 'Damage taken also brings', value: harm.join(', ') }] : []),
    ],
    text: `${heroName(h)} is hit ${step.left} time${step.left === 1 ? '' : 's'} (health ${h.health}). Send a trooper to absorb?`,
  }, { kind: 'absorbChosen', area: step.area, group: step.group, target: step.target, hits: step.hits, left: step.left });
};

const absorbChosen: H<Answered<{ area: string; group: GroupId; target: string; hits: number; left: number }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.target);
  const choice = step.answer[0] as string;
  let left = step.left;
  if (choice === 'pass') {
    ctx.push({ kind: 'takeHits', area: step.area, group: step.group, target: step.target, hits: step.hits, left });
    return;
  }
  let type: string;
  if (choice === 'patrol') {
    type = h.patrol.type as string;
    h.patrol.count -= 1;
    if (h.patrol.count === 0) h.patrol.type = null;
  } else {
    const amb = ambushIn(g, h.area)!;
    type = amb.type;
    amb.count -= 1;
    if (amb.count === 0) g.ambushes.splice(g.ambushes.indexOf(amb), 1);
  }
  g.troopStock[type] = (g.troopStock[type] ?? 0) + 1;
  const soaked = Math.min(left, choice === 'patrol' ? TROOPER_BY_ID[type]!.absorb + leadershipBonus(g, h.area) : ambushAbsorb(type));
  left -= soaked;
  ctx.emit({ type: 'trooperLost', seat: h.seat, trooper: type, from: choice, absorbed: soaked, text: `A ${TROOPER_BY_ID[type]!.name} trooper absorbs ${soaked} for ${heroName(h)} and is lost.` });
  // Evangelicals (`courageOnAbsorb`): their sacrifice puts courage in the pool.
  const trait = TROOPER_BY_ID[type]!.trait;
  if (trait?.effect === 'courageOnAbsorb') {
    const gain = Number(trait.params?.amount ?? 1);
    g.pool += gain;
    ctx.log(`${trait.name}: ${gain} courage goes into the pool.`);
  }
  ctx.push({ kind: 'absorb', area: step.area, group: step.group, target: step.target, hits: step.hits, left });
};

const takeHits: H<{ kind: string; area: string; group: GroupId; target: string; hits: number; left: number }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.target);
  const taken = step.left;
  if (taken <= 0) {
    ctx.log(`${heroName(h)} takes no damage: the troopers soaked it all.`);
    return;
  }
  const info = groupInfo(g, step.area, step.group);
  // Cocytus's chill comes through here with no group of its own.
  const what = info?.title ?? (step.group === 'cocytus' ? 'the chill of Cocytus' : step.group === 'mandrake' ? "the Mandrake's maddened troopers" : 'the enemy');
  const circle = info?.circle ?? null;
  // Harm riding on damage: applied before the damage so a dying hero's markers are cleared with him.
  const lord = lordById(g, step.group);
  if (legionHas(g, circle, 'fireOnDamage') || (lord && LORD_BY_ID[lord.defId]?.abilities.some((a) => a.effect === 'setFireOnDamage'))) {
    if (!h.fire) {
      h.fire = true;
      ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'fire', value: 1, text: `${heroName(h)} catches fire.` });
    }
  }
  const lethe = legionHas(g, circle, 'courageLossOnDamage');
  if (lethe && h.courage > 0) {
    const due = Math.min(h.courage, Number(lethe.params?.amount ?? 1));
    const led = leadershipSoaksCourage(g, h.area, due);
    // Leadership supersedes the Gendarme's own note (FAQ): take the larger, never both.
    const soaked = Math.max(led, patrolSoaksCourage(h, due));
    if (soaked > 0) ctx.log(`${led >= soaked ? 'Leadership' : TROOPER_BY_ID[h.patrol.type as string]!.trait!.name}: the patrol steadies ${heroName(h)}; ${soaked} courage kept.`);
    const lost = due - soaked;
    h.courage -= lost;
    if (lost > 0) ctx.log(`Lethe: ${heroName(h)} forgets ${lost} courage.`);
  }
  if (step.group.startsWith('fourth:') || lord) {
    const f = g.fourth.find((x) => x.id === step.group.slice(7));
    // Catoblepas, or a Lord such as Jabootu: pestilence per hit taken.
    const pest = f ? fourthHas(f.defId, 'pestilencePerHit') : (LORD_BY_ID[lord!.defId]?.abilities.find((a) => a.effect === 'pestilenceOnDamage') ?? null);
    if (pest) {
      h.pestilence += taken * Number(pest.params?.amount ?? 1);
      ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'pestilence', value: h.pestilence, text: `${heroName(h)} now carries ${h.pestilence} pestilence.` });
    }
  }
  damageHero(ctx, h, taken, { what });
  // Secutor's stun, Gadarene's stampede.
  const fourth = step.group.startsWith('fourth:') ? g.fourth.find((x) => x.id === step.group.slice(7)) : undefined;
  if (fourth) afterFourthDamage(ctx, fourth.defId, h);
};

export const groupAttackHandlers = { groupAttack, victimChosen, groupAttackRoll, absorb, absorbChosen, takeHits };
