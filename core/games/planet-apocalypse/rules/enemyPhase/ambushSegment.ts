/**
 * The ambush segment (rulebook "Ambush Segment", "How to Ambush"): every
 * area holding both ambush troopers and enemies may fire, as the captain
 * decides. An ambush rolls the dice its card lists for its size, and the
 * captain spends them as a hero would; each kill puts 1 courage in the pool
 * (3 for a Fourth Circle demon). Heroes cannot help an ambush. Gifts:
 * Lieutenant adds a d6 and Sergeant (or Drillmaster) raises every die a step
 * for ambushes in that hero's area; Fire Team lets a hero spend luck so his
 * patrol fires like an ambush too.
 */
import { TROOPER_BY_ID } from '../../content';
import { isAttackDie, stepUp, type AttackDie } from '../../dice';
import type { PAState } from '../../state';
import { areaName, captainSeat, heroAt, heroesIn, heroName, mapOf, minionCount } from '../board';
import { effectParam, hasEffect, heroEffects } from '../effects';
import { ambushMustFire } from '../fourthCircle';
import { extraDieHandlers, extraDieUsed, plainFireOption, suggestedFire } from './extraDie';
import { areaTarget, figureTarget, segment } from '../segment';
import type { Answered, H } from '../types';

/** The enemies an ambush shoots at, for the table's highlight. */
function enemyFigures(g: PAState, where: string) {
  return [...g.minions, ...g.fourth].filter((m) => m.area === where).map((m) => figureTarget(m.id));
}

/**
 * Ambush dice for a group of troopers, with the boosts of heroes in the area (each boost counts once).
 * `extra`: whether the holder of an extra die (Lieutenant) adds it (extraDie.ts asks him).
 */
export function ambushDice(g: PAState, area: string, type: string, count: number, extra = true): AttackDie[] {
  const t = TROOPER_BY_ID[type]!;
  // Texas Rangers (`ambushAsOneMore`) roll the dice of a group one larger.
  const size = count + (t.trait?.effect === 'ambushAsOneMore' ? 1 : 0);
  let dice: AttackDie[] = [...t.ambush[Math.min(4, Math.max(1, size)) - 1]!];
  const here = heroesIn(g, area);
  const lieutenant = here.find((h) => hasEffect(h, 'ambushExtraDie'));
  if (lieutenant && extra) {
    const die = heroEffects(lieutenant).find((e) => e.effect === 'ambushExtraDie')?.params?.die;
    if (typeof die === 'string' && isAttackDie(die)) dice.push(die);
  }
  if (here.some((h) => hasEffect(h, 'ambushStep'))) dice = dice.map((d) => stepUp(d));
  return dice;
}

const ambushSegment: H = (ctx) => {
  const g = ctx.g;
  ctx.emit({ type: 'phaseStarted', phase: 'enemy', stage: 'ambush', text: 'Ambushes may fire.', ...segment(g, 'Ambushes', g.ambushes.map((a) => areaTarget(a.area))) });
  const steps = [];
  for (const a of mapOf(g).areas) {
    const amb = g.ambushes.find((x) => x.area === a.id);
    if (amb && minionCount(g, a.id) > 0) steps.push({ kind: 'ambushOffer', area: a.id });
    for (const h of heroesIn(g, a.id)) {
      if (hasEffect(h, 'patrolFires') && h.patrol.type && h.patrol.count > 0 && h.luck >= effectParam(h, 'patrolFires', 'luck', 1) && minionCount(g, a.id) > 0) {
        steps.push({ kind: 'fireTeamOffer', seat: h.seat });
      }
    }
  }
  ctx.push(...steps);
};

const ambushOffer: H<{ kind: string; area: string }> = (ctx, step) => {
  const g = ctx.g;
  const amb = g.ambushes.find((x) => x.area === step.area);
  if (!amb || minionCount(g, step.area) === 0) return;
  const dice = ambushDice(g, step.area, amb.type, amb.count);
  if (ambushMustFire(g, step.area)) {
    // The Mandrake: with a hero in the area the ambush fires, no question asked (FAQ).
    ctx.log(`The Mandrake's shriek drives the ambush in ${areaName(g, step.area)} to fire.`);
    ctx.push({ kind: 'ambushOfferAnswered', area: step.area, answer: ['fire'], forced: true });
    return;
  }
  ctx.ask({
    seat: captainSeat(g), kind: 'ambushFire', rule: 'ambush', suggested: [suggestedFire(g, step.area, captainSeat(g))],
    text: `Captain: the ${amb.count} ${TROOPER_BY_ID[amb.type]?.name} in ${areaName(g, step.area)} may fire (${dice.join(' + ')}).`,
    options: [{ id: 'fire', label: 'Fire', target: { kind: 'area', id: step.area } }, ...plainFireOption(g, step.area, captainSeat(g)), { id: 'pass', label: 'Lie low' }],
  }, { kind: 'ambushOfferAnswered', area: step.area });
};

const ambushOfferAnswered: H<Answered<{ area: string; forced?: boolean; extraDie?: boolean }>> = (ctx, step) => {
  const g = ctx.g;
  const amb = g.ambushes.find((x) => x.area === step.area);
  if (!String(step.answer[0]).startsWith('fire') || !amb) return;
  const extra = extraDieUsed(ctx, step.area, step.forced ? null : captainSeat(g), step);
  if (extra === null) return;
  const dice = ambushDice(g, step.area, amb.type, amb.count, extra);
  g.attack = { by: 'ambush', seat: null, area: step.area, dice, rolls: [], reach: [step.area], helpers: [], used: [], kills: 0 };
  ctx.emit({
    type: 'ambushFired', area: step.area, trooper: amb.type, count: amb.count, dice, text: `The ambush in ${areaName(g, step.area)} opens fire.`,
    ...segment(g, `Ambush: ${amb.count} ${TROOPER_BY_ID[amb.type]?.name} in ${areaName(g, step.area)} ${amb.count === 1 ? 'opens' : 'open'} fire`, [areaTarget(step.area), ...enemyFigures(g, step.area)]),
  });
  ctx.push({ kind: 'attackRoll' });
  // Gang (`ambushLosesTrooper`): having fired, some of them walk off; the dice are already set.
  const trait = TROOPER_BY_ID[amb.type]?.trait;
  if (trait?.effect === 'ambushLosesTrooper') {
    const n = Math.min(amb.count, Number(trait.params?.count ?? 1));
    amb.count -= n;
    g.troopStock[amb.type] = (g.troopStock[amb.type] ?? 0) + n;
    if (amb.count === 0) g.ambushes.splice(g.ambushes.indexOf(amb), 1);
    ctx.emit({ type: 'trooperLost', seat: null, trooper: amb.type, from: 'ambush', absorbed: 0, count: n, text: `${trait.name}: ${n} ${TROOPER_BY_ID[amb.type]?.name} in ${areaName(g, step.area)} walk off after firing.` });
  }
};

const fireTeamOffer: H<{ kind: string; seat: string }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  if (!h.patrol.type || minionCount(ctx.g, h.area) === 0) return;
  ctx.ask({
    seat: h.seat, kind: 'fireTeam', rule: 'ambush',
    text: `${heroName(h)}: spend ${effectParam(h, 'patrolFires', 'luck', 1)} luck so your patrol fires as an ambush?`,
    suggested: [suggestedFire(ctx.g, h.area, h.seat)],
    options: [{ id: 'fire', label: 'Fire Team: fire' }, ...plainFireOption(ctx.g, h.area, h.seat), { id: 'pass', label: 'Hold fire' }],
  }, { kind: 'fireTeamAnswered', seat: h.seat });
};

const fireTeamAnswered: H<Answered<{ seat: string; extraDie?: boolean }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (!String(step.answer[0]).startsWith('fire') || !h.patrol.type) return;
  const extra = extraDieUsed(ctx, h.area, h.seat, step);
  if (extra === null) return;
  h.luck -= effectParam(h, 'patrolFires', 'luck', 1);
  const dice = ambushDice(g, h.area, h.patrol.type, h.patrol.count, extra);
  g.attack = { by: 'fireTeam', seat: h.seat, area: h.area, dice, rolls: [], reach: [h.area], helpers: [], used: [], kills: 0 };
  ctx.emit({
    type: 'ambushFired', area: h.area, trooper: h.patrol.type, count: h.patrol.count, dice, seat: h.seat, text: `${heroName(h)}'s patrol fires.`,
    ...segment(g, `Ambush: ${heroName(h)}'s patrol fires in ${areaName(g, h.area)}`, [figureTarget(h.seat), ...enemyFigures(g, h.area)]),
  });
  ctx.push({ kind: 'attackRoll' });
};

export const ambushHandlers = { ambushSegment, ambushOffer, ambushOfferAnswered, fireTeamOffer, fireTeamAnswered, ...extraDieHandlers };
