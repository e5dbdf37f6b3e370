/**
 * Hell Time, the Lord Battle (rulebook "Hell Time", "Ending Hell Time").
 * It begins when a hero enters an area under the Lord's Shadow, or when the
 * Lord's advance reaches heroes. Steps, in the rulebook's order:
 *  1-2. the activating hero (or, after a Lord advance, the captain) picks who
 *       joins; heroes in the Lord's area must join; all move to the Lord's sheet;
 *  3. tokens in the Lord's area are revealed; its minions and the Lord move to
 *     the sheet; the gate marks the area they return to;
 *  4. the Lord's menace;
 *  5. each hero in turn order from the captain attacks or retreats to any area
 *     outside the Shadow;
 *  6. the enemies strike back, lowest circle first, the Lord last; repeat 5-6
 *     until no hero is left or the Lord is dead (the heroes win).
 * Afterwards the Lord and the surviving minions return to the gate's area and
 * play resumes where it stopped: with the hero after the activating one in the
 * hero phase, with the minion attack segment in the enemy phase. The stack
 * gives both for free: the steps that were waiting resume.
 */
import type { PromptOption } from '../../../engine/types';
import { LORD_BY_ID } from '../content';
import { isTrapped, lordAfterCounterattack, lordMenace, lordPool } from './lordAbilities';
import type { LordState } from '../state';
import { lordStartHealth } from './setup';
import { areaName, captainSeat, lordById, mainLord, playerCount, shadowLord, heroAt, heroesIn, heroName, HELL, inShadow, liveHeroes, lordName, mapOf, tokensIn, turnOrder } from './board';
import { attackOption, startHeroAttack } from './attack/prepare';
import { diceText } from '../content/words';
import { groupsIn } from './groupAttack';
import { damageHero } from './heroHealth';
import { pushRevealsIn, revealsTokens } from './invasionTokens';
import { recordMoment } from './record';
import { figureTarget, segment } from './segment';
import type { Answered, C, H } from './types';

/** `with`: heroes who entered the Shadow together with the activating hero (Dominant Personality) and must join. */
const hellTime: H<{ kind: string; activating: string | null; trigger: 'hero' | 'lord'; lord?: string; with?: string[] }> = (ctx, step) => {
  const g = ctx.g;
  // The Lord fought: the one named (his advance), or the one whose Shadow the hero entered.
  const lord = (step.lord ? lordById(g, step.lord) : null) ?? (step.activating ? shadowLord(g, heroAt(g, step.activating).area) : null) ?? mainLord(g);
  revealSecretLord(ctx, lord);
  const required = new Set(heroesIn(g, lord.area).map((h) => h.seat));
  if (step.activating) required.add(step.activating);
  for (const seat of step.with ?? []) if (!heroAt(g, seat).dead) required.add(seat);
  const optional = liveHeroes(g).filter((h) => !required.has(h.seat) && h.area !== HELL);
  g.hell = { activating: step.activating, trigger: step.trigger, lord: lord.id, participants: [...required] };
  recordMoment(g, 3, step.activating ? `${heroName(heroAt(g, step.activating))} entered the Lord's Shadow.` : `${lordName(g, lord)} fell upon the heroes.`);
  ctx.emit({
    type: 'phaseStarted', phase: 'hell', stage: 'lordBattle',
    ...segment(g, `Hell Time: the battle against ${lordName(g, lord)}`, [figureTarget(lord.id), ...[...required].map(figureTarget)], true),
    text: step.activating ? `${heroName(heroAt(g, step.activating))} enters the Lord's Shadow: Hell Time!` : `${lordName(g, lord)} falls upon the heroes: Hell Time!`,
  });
  if (optional.length === 0) {
    ctx.push({ kind: 'hellSetup' });
    return;
  }
  const options: PromptOption[] = optional.map((h) => ({ id: h.seat, label: `${heroName(h)} (health ${h.health})`, target: { kind: 'figure', id: h.seat } }));
  ctx.ask({
    seat: step.activating ?? captainSeat(g), kind: 'chooseHellParty', rule: 'hell-time', options, min: 0, max: options.length,
    text: 'Hell Time: which other heroes join the battle against the Lord?',
  }, { kind: 'hellPartyChosen' });
};

/** Secret Lord (difficulty option): the Lord is chosen and placed the first time the Shadow is entered. */
function revealSecretLord(ctx: C, lord: LordState): void {
  const g = ctx.g;
  if (lord.revealed) return;
  const pool = lordPool(g.options);
  const pick = pool[ctx.randomInt(0, pool.length - 1)]!;
  lord.defId = pick.id;
  lord.maxHealth = lordStartHealth(g, g.lords.indexOf(lord), pick.id, playerCount(g));
  lord.health = lord.maxHealth;
  lord.revealed = true;
  ctx.emit({ type: 'spawned', figure: lord.id, kind: pick.id, area: lord.area, text: `The Lord is revealed: ${pick.name} (${lord.health} health).` });
}

/** The Lord on the sheet in this Hell Time. */
function fought(ctx: C): LordState {
  return lordById(ctx.g, ctx.g.hell?.lord ?? '') ?? mainLord(ctx.g);
}

const hellPartyChosen: H<Answered> = (ctx, step) => {
  const hell = ctx.g.hell!;
  hell.participants.push(...step.answer);
  ctx.push({ kind: 'hellSetup' });
};

const hellSetup: H = (ctx) => {
  const g = ctx.g;
  const hell = g.hell!;
  g.phase = 'hell';
  for (const seat of turnOrder(g).filter((s) => hell.participants.includes(s))) {
    const h = heroAt(g, seat);
    ctx.emit({ type: 'moved', figure: seat, from: h.area, to: HELL, path: [h.area, HELL], text: `${heroName(h)} is dragged into Hell.` });
    h.area = HELL;
  }
  hell.participants = turnOrder(g).filter((s) => hell.participants.includes(s));
  ctx.push({ kind: 'hellGather' });
  // Tokens in the Lord's area are revealed first, so their demons join the battle.
  const area = fought(ctx).area;
  if (tokensIn(g, area) > 0) pushRevealsIn(ctx, area);
};

const hellGather: H = (ctx) => {
  const g = ctx.g;
  const lord = fought(ctx);
  const area = lord.area;
  g.gate = area;
  ctx.emit({ type: 'gatePlaced', area, text: `The gate marks ${areaName(g, area)}.` });
  for (const m of g.minions) if (m.area === area) m.area = HELL;
  for (const f of g.fourth) if (f.area === area) f.area = HELL;
  lord.area = HELL;
  ctx.emit({ type: 'moved', figure: lord.id, from: area, to: HELL, path: [area, HELL], text: `${lordName(g, lord)} and his minions take the field on his sheet.` });
  ctx.push({ kind: 'hellMenace' }, { kind: 'hellRound' });
};

const hellMenace: H = (ctx) => {
  const lord = fought(ctx);
  const def = LORD_BY_ID[lord.defId];
  if (!def || lordMenace(ctx, lord)) return;
  const amount = Number(def.menace.params?.amount ?? 1);
  if (def.menace.effect === 'freeAttack') {
    ctx.log(`Menace: ${def.name} strikes first.`);
    ctx.push({ kind: 'groupAttack', area: HELL, group: lord.id });
  } else if (def.menace.effect === 'pestilenceParty') {
    // Not damage: troopers cannot stop it.
    for (const seat of heroesInHell(ctx)) {
      const h = heroAt(ctx.g, seat);
      h.pestilence += amount;
      ctx.emit({ type: 'statusChanged', figure: seat, status: 'pestilence', value: h.pestilence, text: `Menace: ${def.name}'s gaze gives ${heroName(h)} ${amount} pestilence.` });
    }
  } else if (def.menace.effect === 'damageParty') {
    // The Lord's own torment, not a demon attack: troopers cannot absorb it.
    for (const seat of heroesInHell(ctx)) damageHero(ctx, heroAt(ctx.g, seat), amount, { what: `${def.name}'s menace` });
  }
};

/** Procrustes and the like: the Lord mends after each counterattack of his side. */
const hellLordMends: H = (ctx) => {
  const lord = fought(ctx);
  lordAfterCounterattack(ctx, lord);
  const heal = LORD_BY_ID[lord.defId]?.abilities.find((a) => a.effect === 'healAfterRound');
  if (!heal || lord.dead || lord.health >= lord.maxHealth) return;
  const from = lord.health;
  lord.health = Math.min(lord.maxHealth, lord.health + Number(heal.params?.amount ?? 1));
  ctx.emit({ type: 'healed', figure: lord.id, amount: lord.health - from, from, to: lord.health, text: `${lordName(ctx.g, lord)} mends: ${lord.health} health.` });
};

function heroesInHell(ctx: C): string[] {
  const g = ctx.g;
  return turnOrder(g).filter((s) => {
    const h = heroAt(g, s);
    return !h.dead && h.area === HELL;
  });
}

const hellRound: H = (ctx) => {
  const seats = heroesInHell(ctx);
  if (seats.length === 0 || fought(ctx).dead) {
    ctx.push({ kind: 'hellEnd' });
    return;
  }
  ctx.push(...seats.map((seat) => ({ kind: 'hellHeroTurn', seat })), { kind: 'hellEnemies' }, { kind: 'hellRound' });
};

const hellHeroTurn: H<{ kind: string; seat: string }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  if (h.dead || h.area !== HELL) return;
  ctx.push({ kind: 'turnStartEffects', seat: h.seat }, { kind: 'hellChoice', seat: h.seat });
};

const hellChoice: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || h.area !== HELL) return;
  if (h.stunned) {
    // A stunned hero loses his next attack or move; in Hell his turn is one attack or one retreat, so it is lost.
    h.stunned = false;
    ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'stun', value: 0, text: `${heroName(h)} spends this turn in Hell getting back up: no attack, no retreat.` });
    // As on a normal turn, the given-up attack also puts out his own fire (FAQ: one given-up action earns every benefit).
    if (h.fire) {
      h.fire = false;
      ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'fire', value: 0, text: `${heroName(h)} smothers the flames while getting up.` });
    }
    return;
  }
  const options: PromptOption[] = [attackOption(g, h, `Attack (${diceText(h.attack)})`)];
  // Stroma's captive cannot retreat.
  for (const a of isTrapped(g, h.seat) ? [] : mapOf(g).areas) {
    if (!inShadow(g, a.id)) options.push({ id: `retreat:${a.id}`, label: `Retreat to ${a.name}`, group: 'Retreat', path: [HELL, a.id], target: { kind: 'area', id: a.id } });
  }
  ctx.ask({
    seat: h.seat, kind: 'hellAction', rule: 'hell-time', options,
    text: `Hell Time: ${heroName(h)} (health ${h.health}) faces ${lordName(g, fought(ctx))} (health ${fought(ctx).health}). Attack or retreat?`,
  }, { kind: 'hellChoiceMade', seat: h.seat });
};

const hellChoiceMade: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const choice = step.answer[0] as string;
  if (choice === 'attack') {
    startHeroAttack(ctx, h.seat);
    return;
  }
  const to = choice.slice(8);
  h.area = to;
  g.hell!.participants = g.hell!.participants.filter((s) => s !== h.seat);
  // "No other game events happen in Hell Time": a token where he lands waits for the battle's end.
  ctx.emit({ type: 'moved', figure: h.seat, from: HELL, to, path: [HELL, to], text: `${heroName(h)} retreats from Hell to ${areaName(g, to)}.` });
};

const hellEnemies: H = (ctx) => {
  if (heroesInHell(ctx).length === 0) return;
  ctx.push(...groupsIn(ctx.g, HELL).map((group) => ({ kind: 'groupAttack', area: HELL, group })), { kind: 'hellLordMends' });
};

const hellEnd: H = (ctx) => {
  const g = ctx.g;
  const gate = g.gate as string;
  for (const m of g.minions) if (m.area === HELL) m.area = gate;
  for (const f of g.fourth) if (f.area === HELL) f.area = gate;
  const lord = fought(ctx);
  if (lord.area === HELL) lord.area = gate;
  for (const h of g.heroes) if (h.area === HELL && !h.dead) h.area = gate; // only if a rule left one there
  ctx.emit({ type: 'moved', figure: lord.id, from: HELL, to: gate, path: [HELL, gate], text: `Hell Time ends: ${lordName(g, lord)} and his minions return to ${areaName(g, gate)}.` });
  const resume = g.hell?.trigger === 'lord' ? 'enemy' : 'hero';
  const legionChanges = g.hell?.legionChanges ?? [];
  g.gate = null;
  g.hell = null;
  g.phase = resume;
  // Back in normal time, what Hell Time held back happens now: the legion changes that doom
  // called for during the battle, then the tokens where retreating heroes landed.
  // (The stack runs the last push first.)
  for (const area of mapOf(g).areas.map((a) => a.id).reverse()) if (tokensIn(g, area) > 0 && revealsTokens(ctx, area)) pushRevealsIn(ctx, area);
  ctx.push(...legionChanges.map((reason) => ({ kind: 'changeLegion', reason })));
};

export const hellTimeHandlers = { hellTime, hellPartyChosen, hellSetup, hellGather, hellMenace, hellLordMends, hellRound, hellHeroTurn, hellChoice, hellChoiceMade, hellEnemies, hellEnd };
