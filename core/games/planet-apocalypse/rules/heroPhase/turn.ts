/**
 * The hero phase (rulebook "Hero Action Segment"): the captain first, then
 * clockwise. On his turn a hero may attack, move (1 or 2 areas) and set an
 * ambush, each once, in any order, plus special actions. A burning hero takes
 * 1 damage as his turn starts; a stunned hero gives up his attack or his move
 * to stand up; any hero may give up his attack to put out a fire in his area.
 */
import type { PromptOption } from '../../../../engine/types';
import { TROOPER_BY_ID } from '../../content';
import type { Hero, PAState } from '../../state';
import { ambushIn, heroAt, heroesIn, heroName, mapOf, turnOrder } from '../board';
import { attackOption, startHeroAttack, heroReach } from '../attack/prepare';
import { effectParam, effectSource, hasEffect, heroEffects } from '../effects';
import { damageHero, healHero } from '../heroHealth';
import type { Answered, C, H } from '../types';
import { moveOptions, startMove } from './move';
import { ambushOptions } from './setAmbush';
import { SPECIAL, specialActionOptions, takeSpecialAction } from './specialActions';
import { isMiracleOption, miracleOptions, takeMiracleToggle } from './miracleToggle';
import { DIVINE_LEGION, DIVINE_LEGION_STEP, divineLegionOptions } from '../divineIntervention';

const heroPhase: H = (ctx) => {
  const g = ctx.g;
  g.phase = 'hero';
  ctx.emit({ type: 'phaseStarted', phase: 'hero', stage: 'heroAction', round: g.round, text: `Round ${g.round}: the hero phase begins.` });
  ctx.push(...turnOrder(g).map((seat) => ({ kind: 'heroTurnStart', seat })));
};

export function freshTurn(h: Hero): void {
  h.turn = { attacked: false, moved: false, walked: false, ambushed: false, extraAttacks: 0, arcaneUsed: false, sealUsed: false, darkExchanged: false };
}

const heroTurnStart: H<{ kind: string; seat: string }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  if (h.dead || !h.heroId) return;
  freshTurn(h);
  ctx.emit({ type: 'turnStarted', seat: h.seat, text: `${heroName(h)}'s turn.` });
  ctx.push({ kind: 'turnStartEffects', seat: h.seat });
};

/** Stimpack cards the hero holds: each may be used once as his turn starts. */
function stimpacks(h: Hero): number {
  return heroEffects(h).filter((e) => e.effect === 'luckHealAtTurnStart').length;
}

/**
 * Stimpacks (before the fire), then the fire burns. Also used for turns in Hell
 * Time. FAQ: "he can use as many as he likes at once", so each Stimpack he holds
 * is offered in turn (`stim`: how many were already offered); declining stops.
 */
const turnStartEffects: H<{ kind: string; seat: string; stim?: number }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  if (h.dead) return;
  const luck = effectParam(h, 'luckHealAtTurnStart', 'luck', 1);
  const offered = step.stim ?? 0;
  if (offered < stimpacks(h) && h.luck >= luck && (h.health < h.cap || h.pestilence > 0)) {
    const heal = effectParam(h, 'luckHealAtTurnStart', 'heal', 2);
    // Each point healed may remove a pestilence marker instead (rulebook "Pestilence").
    const options = [{ id: 'yes', label: `Use Stimpack: heal ${heal}` }];
    if (h.pestilence > 0) options.push({ id: 'cure', label: `Use Stimpack: remove up to ${heal} pestilence, heal the rest` });
    // Any split between markers and health, as first aid offers (each point is its own choice).
    for (let k = 1; k < Math.min(heal, h.pestilence) && h.health < h.cap; k++) {
      options.push({ id: `cure:${k}`, label: `Use Stimpack: remove ${k} pestilence, heal ${heal - k}` });
    }
    ctx.ask({
      seat: h.seat, kind: 'stimpack', rule: 'pestilence', options: [...options, { id: 'pass', label: 'Not now' }],
      text: `${heroName(h)}: spend ${luck} luck on Stimpack?${stimpacks(h) > 1 ? ` (Stimpack ${offered + 1} of ${stimpacks(h)})` : ''}`,
    }, { kind: 'stimpackChosen', seat: h.seat, stim: offered + 1 });
    return;
  }
  if (h.fire) damageHero(ctx, h, 1, { what: 'fire' });
  if (!h.dead && ctx.g.phase === 'hero') ctx.push({ kind: 'heroTurn', seat: h.seat });
};

const stimpackChosen: H<Answered<{ seat: string; stim: number }>> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  const choice = String(step.answer[0]);
  if (choice === 'yes' || choice.startsWith('cure')) {
    h.luck -= effectParam(h, 'luckHealAtTurnStart', 'luck', 1);
    let points = effectParam(h, 'luckHealAtTurnStart', 'heal', 2);
    if (choice !== 'yes') {
      // 'cure' removes all it can; 'cure:k' removes k and heals the rest.
      const cured = Math.min(points, h.pestilence, choice === 'cure' ? points : Number(choice.slice(5)));
      h.pestilence -= cured;
      points -= cured;
      ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'pestilence', value: h.pestilence, text: `${heroName(h)}'s Stimpack clears ${cured} pestilence.` });
    }
    healHero(ctx, h, points, 'Stimpack');
  }
  ctx.push({ kind: 'turnStartEffects', seat: step.seat, stim: choice === 'pass' ? stimpacks(h) : step.stim });
};

/** Is anything in reach for this hero to hit (Wizard Eye counts as reaching everywhere)? */
export function canAttack(g: PAState, h: Hero): boolean {
  const reach = hasEffect(h, 'attackAnyArea') && h.luck >= 1 ? mapOf(g).areas.map((a) => a.id) : heroReach(g, h);
  return reach.some((a) => g.minions.some((m) => m.area === a) || g.fourth.some((f) => f.area === a));
}

function attackLeft(h: Hero): boolean {
  return !h.turn.attacked || h.turn.extraAttacks > 0;
}

export function heroTurnOptions(g: PAState, h: Hero): PromptOption[] {
  const opts: PromptOption[] = [];
  if (h.stunned) {
    if (attackLeft(h)) opts.push({ id: 'recoverAttack', label: 'Stand up (give up your attack)', group: 'Stand up' });
    if (!h.turn.moved) opts.push({ id: 'recoverMove', label: 'Stand up (give up your move)', group: 'Stand up' });
  } else {
    if (attackLeft(h) && canAttack(g, h)) opts.push(attackOption(g, h));
    if (!h.turn.moved) for (const o of moveOptions(g, h)) opts.push(o);
  }
  if (attackLeft(h)) {
    for (const other of heroesIn(g, h.area)) {
      if (other.fire) opts.push({ id: `extinguish:${other.seat}`, label: `Put out ${other.seat === h.seat ? 'your own' : `${heroName(other)}'s`} fire (gives up your attack)`, group: 'Attack', target: { kind: 'figure', id: other.seat } });
    }
  }
  if (!h.turn.ambushed) opts.push(...ambushOptions(g, h));
  if (hasEffect(h, 'luckForExtraAttack') && !h.turn.arcaneUsed && h.luck >= effectParam(h, 'luckForExtraAttack', 'luck', 1)) {
    opts.push({ id: 'arcane', label: 'Arcane Attack: 1 luck for one more attack', group: SPECIAL });
  }
  // Brawler (Penrod): health for one more attack; never the last point of health.
  const brawl = effectParam(h, 'healthForExtraAttack', 'damage', 1);
  if (hasEffect(h, 'healthForExtraAttack') && !h.turn.brawled && h.health > brawl) {
    opts.push({ id: 'brawler', label: `${effectSource(h, 'healthForExtraAttack', 'Brawler')}: take ${brawl} damage for one more attack`, group: SPECIAL });
  }
  opts.push(...specialActionOptions(g, h), ...miracleOptions(h), ...divineLegionOptions(g, h.seat));
  if (h.luck > 0) opts.push({ id: 'luck', label: 'Trade 1 luck for 1 courage', group: SPECIAL, detail: `luck ${h.luck}, courage ${h.courage}` });
  opts.push({ id: 'end-turn', label: 'End your turn' });
  return opts;
}

const heroTurn: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || ctx.state.result) return;
  const patrol = h.patrol.type ? `, patrol ${h.patrol.count} ${TROOPER_BY_ID[h.patrol.type]?.name}` : '';
  const amb = ambushIn(g, h.area);
  const options = heroTurnOptions(g, h);
  if (options.every((o) => o.id === 'end-turn' || isMiracleOption(o.id))) {
    // Nothing left but ending the turn: not worth a question (the miracle switch waits for a turn he is asked anyway).
    ctx.emit({ type: 'turnEnded', seat: h.seat, text: `${heroName(h)} has nothing more to do; the turn ends.` });
    return;
  }
  ctx.ask({
    seat: h.seat, kind: 'heroAction', rule: 'hero-phase', options,
    text: `${heroName(h)} (health ${h.health}/${h.cap}, courage ${h.courage}, luck ${h.luck}${patrol}${amb ? `, ambush here: ${amb.count}` : ''}): choose an action.`,
  }, { kind: 'heroActionChosen', seat: h.seat });
};

function useAttack(h: Hero): void {
  if (!h.turn.attacked) h.turn.attacked = true;
  else h.turn.extraAttacks -= 1;
}

function standUp(ctx: C, h: Hero): void {
  h.stunned = false;
  ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'stun', value: 0, text: `${heroName(h)} stands up.` });
}

function extinguish(ctx: C, by: Hero, other: Hero): void {
  other.fire = false;
  ctx.emit({ type: 'statusChanged', figure: other.seat, status: 'fire', value: 0, text: `${heroName(by)} puts out ${by === other ? 'his own' : `${heroName(other)}'s`} fire.` });
}

const heroActionChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const choice = step.answer[0] as string;
  if (choice === 'end-turn') {
    ctx.emit({ type: 'turnEnded', seat: h.seat, text: `${heroName(h)} ends the turn.` });
    return;
  }
  const again = { kind: 'heroTurn', seat: h.seat };
  if (choice === 'attack') {
    useAttack(h);
    ctx.push(again);
    startHeroAttack(ctx, h.seat);
  } else if (choice.startsWith('move:')) {
    h.turn.moved = true;
    h.turn.walked = true;
    ctx.push(again);
    startMove(ctx, h, choice.slice(5));
  } else if (choice === 'recoverAttack' || choice === 'recoverMove') {
    if (choice === 'recoverAttack') {
      useAttack(h);
      // One given-up attack earns every benefit it can (FAQ): it also puts out his own fire.
      if (h.fire) extinguish(ctx, h, h);
    } else h.turn.moved = true;
    standUp(ctx, h);
    ctx.push(again);
  } else if (choice.startsWith('extinguish:')) {
    useAttack(h);
    extinguish(ctx, h, heroAt(g, choice.slice(11)));
    if (h.stunned) standUp(ctx, h);
    ctx.push(again);
  } else if (choice.startsWith('ambush:')) {
    h.turn.ambushed = true;
    ctx.push({ kind: 'setAmbush', seat: h.seat, count: Number(choice.slice(7)) }, again);
  } else if (choice === 'arcane') {
    h.turn.arcaneUsed = true;
    h.luck -= effectParam(h, 'luckForExtraAttack', 'luck', 1);
    h.turn.extraAttacks += 1;
    ctx.log(`${heroName(h)} spends luck on an arcane attack.`);
    ctx.push(again);
  } else if (choice === 'brawler') {
    // The extra attack may be given up to stand or to put out a fire like any attack (FAQ).
    h.turn.brawled = true;
    h.turn.extraAttacks += 1;
    ctx.log(`${heroName(h)} wades in with his fists: one more attack.`);
    ctx.push(again);
    damageHero(ctx, h, effectParam(h, 'healthForExtraAttack', 'damage', 1), { self: true, what: effectSource(h, 'healthForExtraAttack', 'Brawler') });
  } else if (choice === DIVINE_LEGION) {
    ctx.push(DIVINE_LEGION_STEP, again);
  } else if (takeSpecialAction(ctx, h, choice) || takeMiracleToggle(ctx, h, choice)) {
    ctx.push(again);
  } else if (choice === 'luck') {
    h.luck -= 1;
    h.courage += 1;
    ctx.log(`${heroName(h)} trades 1 luck for 1 courage.`);
    ctx.push(again);
  }
};

export const heroTurnHandlers = { heroPhase, heroTurnStart, turnStartEffects, stimpackChosen, heroTurn, heroActionChosen };
