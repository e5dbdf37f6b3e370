/**
 * Attacks (rulebook "Attacks", "Breaking Borders", "Finding a Cure",
 * "Mothership Combat"): the target and dice questions, "attack until" for
 * people, opposing, advancing after a conquest and the headquarters taken.
 * What a territory may attack is rules/attackTargets.ts, the odds on the
 * dice buttons rules/attackOdds.ts, the roll itself rules/combat.ts.
 */
import type { Ctx } from '../../../engine/context';
import type { PromptOption, SeatId, Step } from '../../../engine/types';
import type { RiskState, Side } from '../state';
import { oddsFor } from './attackOdds';
import { apocLimitLeft, attackersAvailable, attackTargets } from './attackTargets';
import { addTroops, armies, barricadeBetween, hqCap, hqsControlled, rerollsFor, sideName, sideVerb, T, terrName, troopsOf } from './board';
import { newFight, type FightStep } from './combat';
import { canOppose, offerOppose } from './borders';
import { mutantsAnswerAttack, mutantsMayOppose } from './scenarios/mutantTokens';
import { checkEliminations, settle } from './ownership';

type C = Ctx<RiskState>;

export function chooseTargetStep(ctx: C, step: Step & { seat: SeatId; from: string; answer?: string[] }): void {
  const g = ctx.g;
  const targets = attackTargets(g, step.seat, step.from);
  if (!step.answer) {
    ctx.ask({
      seat: step.seat, kind: 'attackTarget', rule: 'attacks', text: `What does ${terrName(step.from)} attack?`,
      options: [...targets.map((x) => ({ id: x.id, label: x.label, target: { kind: 'area' as const, id: x.to } })), { id: 'back', label: 'Back' }],
    }, step);
    return;
  }
  const pick = targets.find((x) => x.id === step.answer![0]);
  if (!pick) { ctx.push({ kind: 'mainTurn' }); return; }
  ctx.push({ kind: 'chooseDice', seat: step.seat, from: step.from, target: pick.id, forced: false });
}

export function chooseDiceStep(ctx: C, step: Step & { seat: SeatId; from: string; target: string; forced: boolean; answer?: string[] }): void {
  const g = ctx.g;
  const pick = attackTargets(g, step.seat, step.from).find((x) => x.id === step.target);
  if (!pick) { ctx.push({ kind: 'mainTurn' }); return; }
  if (!step.answer) {
    // The odds are getters, worked out when first read (the screen, a save's hash): a sim's or a
    // rollout's bots never read them. The fields and their order are what they always were.
    const options: PromptOption[] = [];
    const odds = oddsFor(g, step.seat, step.from, pick);
    for (let n = pick.maxDice; n >= 1; n--) {
      const label = `Attack with ${n} ${n === 1 ? 'die' : 'dice'}`;
      const one = odds?.roll(n);
      options.push(one ? { id: String(n), label, get odds() { return one().odds; }, get hint() { return one().hint; } } : { id: String(n), label });
    }
    if (pick.kind === 'side' && pick.maxDice > 1) {
      const limit = pick.side === 'apoc' ? ` (at most ${apocLimitLeft(g, step.from)} more ${apocLimitLeft(g, step.from) === 1 ? 'attack' : 'attacks'} on them from here this turn)` : '';
      const keep = `Keep attacking with the most dice until the defenders are gone or you cannot attack${limit}.`;
      const all = odds?.until(0);
      options.push(all
        ? { id: 'blitz', label: 'Attack until they fall', get hint() { return `${keep} ${all().hint}`; }, get detail() { return all().detail; }, get odds() { return all().odds; } }
        : { id: 'blitz', label: 'Attack until they fall', hint: keep });
      const half = odds?.until(Math.floor(attackersAvailable(g, step.seat, step.from, pick) / 2));
      const halfLabel = 'Attack until they fall or half my attackers are lost';
      options.push(half
        ? { id: 'blitz-half', label: halfLabel, get detail() { return half().detail; }, get odds() { return half().odds; }, get hint() { return half().hint; } }
        : { id: 'blitz-half', label: halfLabel });
    }
    if (!step.forced) options.push({ id: 'back', label: 'Back' });
    ctx.ask({
      seat: step.seat, kind: 'attackDice', rule: pick.kind === 'barricade' ? 'breaking' : pick.kind === 'cure' ? 'cure' : 'attacks',
      // The defenders' dice are the same for every answer: said once, above the odds.
      ...(odds ? { facts: [{ label: 'Odds against', value: `${odds.defDice} defence ${odds.defDice === 1 ? 'die' : 'dice'}, the most they can roll` }] } : {}),
      text: step.forced ? `You moved in among ${sideName(g, 'apoc')} in ${terrName(step.from)} and must attack them at least once. How many dice?` : `${pick.label.charAt(0).toUpperCase()}${pick.label.slice(1)}: how many dice?`,
      options,
    }, step);
    return;
  }
  const a = step.answer[0]!;
  if (a === 'back') { ctx.push({ kind: 'mainTurn' }); return; }
  const available = attackersAvailable(g, step.seat, step.from, pick);
  const blitz = a === 'blitz' ? 0 : a === 'blitz-half' ? Math.floor(available / 2) : -1;
  const dice = blitz >= 0 ? pick.maxDice : Number(a);
  ctx.push({ kind: 'declareAttack', seat: step.seat, from: step.from, target: pick.id, dice, blitz });
}

export function declareAttackStep(ctx: C, step: Step & { seat: SeatId; from: string; target: string; dice: number; blitz: number }): void {
  const g = ctx.g;
  const pick = attackTargets(g, step.seat, step.from).find((x) => x.id === step.target);
  if (!pick) { ctx.push({ kind: 'mainTurn' }); return; }
  const dice = Math.min(step.dice, pick.maxDice);
  const turn = g.turn;
  if (!turn.attackedFrom.includes(step.from)) turn.attackedFrom.push(step.from);
  // Fighting inside a territory one is passing through: from now on the troops, not the passage, decide who owns it.
  if (pick.intra && turn.transit.includes(step.from)) {
    turn.transit = turn.transit.filter((x) => x !== step.from);
    settle(ctx, step.from);
  }
  if (pick.side === 'apoc' && pick.kind !== 'barricade') turn.apocAttacks[step.from] = (turn.apocAttacks[step.from] ?? 0) + 1;
  const back: Step = { kind: 'mainTurn' };
  const where = terrName(pick.to);
  if (pick.kind === 'cure') {
    turn.cureTried.push(step.from);
    ctx.log(`${sideName(g, step.seat)} sends a team from ${terrName(step.from)} to study the infected in ${where}.`);
    ctx.push(newFight(g, { mode: 'cure', attacker: step.seat, defender: 'apoc', from: step.from, at: pick.to, intra: pick.intra, attDice: dice, then: back }));
    return;
  }
  if (pick.kind === 'mothership') {
    ctx.log(`${sideName(g, step.seat)} strikes at the mothership in ${where}.`);
    ctx.push(newFight(g, { mode: 'mothership', attacker: step.seat, defender: 'apoc', from: step.from, at: pick.to, intra: true, attDice: 1, then: back }));
    return;
  }
  if (pick.kind === 'barricade') {
    const b = barricadeBetween(g, step.from, pick.to)!;
    const defenders = T(g, pick.to).owner;
    ctx.log(`${sideName(g, step.seat)} ${sideVerb(step.seat, 'attacks', 'attack')} the ${b.strong ? 'strong' : 'weak'} barricade between ${terrName(step.from)} and ${where}.`);
    ctx.push(newFight(g, {
      mode: 'barricade', attacker: step.seat, defender: defenders ?? 'apoc', from: step.from, at: pick.to, intra: false, attDice: dice,
      need: b.strong ? 2 : 1, attRerolls: rerollsFor(g, step.from, step.seat),
      defRerolls: Math.max(1, defenders ? rerollsFor(g, pick.to, defenders) : 0), then: back, blocked: back,
    }));
    return;
  }
  const ownerBefore = T(g, pick.to).owner;
  const after: Step = { kind: 'afterAttack', seat: step.seat, from: step.from, to: pick.to, side: pick.side, dice, intra: pick.intra, blitz: step.blitz, target: pick.id, ownerBefore };
  const f: FightStep = newFight(g, {
    mode: 'attack', attacker: step.seat, defender: pick.side, from: step.from, at: pick.to, intra: pick.intra, attDice: dice,
    attRerolls: rerollsFor(g, step.from, step.seat), defRerolls: rerollsFor(g, pick.to, pick.side), then: after,
  });
  ctx.emit({
    type: 'attackDeclared', seat: step.seat, from: step.from, to: pick.to, defender: pick.side, dice, intra: pick.intra,
    text: pick.intra
      ? `${sideName(g, step.seat)} ${sideVerb(step.seat, 'attacks', 'attack')} ${sideName(g, pick.side)} inside ${where} with ${dice} ${dice === 1 ? 'die' : 'dice'}.`
      : `${sideName(g, step.seat)} ${sideVerb(step.seat, 'attacks', 'attack')} ${sideName(g, pick.side)} in ${where} from ${terrName(step.from)} with ${dice} ${dice === 1 ? 'die' : 'dice'}.`,
  });
  if (!pick.intra && pick.side !== 'apoc' && canOppose(g, pick.side, step.from, pick.to)) {
    offerOppose(ctx, pick.side, step.seat, step.from, pick.to, dice, f, back);
    return;
  }
  if (!pick.intra && pick.side === 'apoc' && mutantsMayOppose(g, step.from, pick.to) && mutantsAnswerAttack(ctx, step.seat, step.from, pick.to, dice, f, back)) return;
  ctx.push(f);
}

export function afterAttackStep(ctx: C, step: Step & {
  seat: SeatId; from: string; to: string; side: Side; dice: number; intra: boolean; blitz: number; target: string; ownerBefore: string | null; advanced?: boolean; answer?: string[];
}): void {
  const g = ctx.g;
  const to = T(g, step.to);
  const from = T(g, step.from);
  const beaten = troopsOf(to, step.side) === 0;
  if (!step.intra && beaten && !step.advanced) {
    // Attacks: the winners move in, at least as many as rolled (counting those already there), leaving one behind.
    const max = troopsOf(from, step.seat) - 1;
    const min = Math.min(max, Math.max(0, step.dice - troopsOf(to, step.seat)));
    if (max <= 0 || (max === min && !step.answer)) {
      if (max > 0) advance(ctx, step.seat, step.from, step.to, max);
    } else if (!step.answer) {
      ctx.ask({
        seat: step.seat, kind: 'advance', rule: 'attacks', text: `${terrName(step.to)} is cleared. How many armies move in from ${terrName(step.from)}?`,
        options: Array.from({ length: max - min + 1 }, (_, i) => ({ id: String(min + i), label: armies(min + i) })).reverse(),
      }, step);
      return;
    } else {
      advance(ctx, step.seat, step.from, step.to, Number(step.answer[0]));
    }
    ctx.push({ ...step, advanced: true, answer: undefined });
    return;
  }
  if (to.hq && to.owner === step.seat && step.ownerBefore !== step.seat) {
    ctx.push({ ...step, advanced: true, answer: undefined, kind: 'afterAttackDone' });
    ctx.push({ kind: 'hqChoice', seat: step.seat, terr: step.to });
    return;
  }
  afterAttackDone(ctx, step);
}

export function afterAttackDone(ctx: C, step: Step & { seat: SeatId; from: string; target: string; dice: number; blitz: number }): void {
  const g = ctx.g;
  if (step.blitz >= 0) {
    const pick = attackTargets(g, step.seat, step.from).find((x) => x.id === step.target);
    if (pick && attackersAvailable(g, step.seat, step.from, pick) > step.blitz) {
      ctx.push({ kind: 'declareAttack', seat: step.seat, from: step.from, target: step.target, dice: pick.maxDice, blitz: step.blitz });
      return;
    }
  }
  ctx.push({ kind: 'mainTurn' });
}

function advance(ctx: C, seat: SeatId, from: string, to: string, n: number): void {
  const g = ctx.g;
  if (n <= 0) return;
  addTroops(T(g, from), seat, -n);
  addTroops(T(g, to), seat, n);
  ctx.emit({ type: 'moved', seat, from, to, count: n, supply: false, advance: true, text: `${sideName(g, seat)} moves ${armies(n)} into ${terrName(to)}.` });
  settle(ctx, to);
  settle(ctx, from);
  checkEliminations(ctx);
}

/** Headquarters: a conqueror keeps a captured headquarters (within the cap) or razes it. */
export function hqChoiceStep(ctx: C, step: Step & { seat: SeatId; terr: string; answer?: string[] }): void {
  const g = ctx.g;
  const t = T(g, step.terr);
  if (!t.hq || t.owner !== step.seat) return;
  if (!step.answer) {
    if (hqsControlled(g, step.seat) > hqCap(g)) { t.hq = false; return; }
    ctx.ask({
      seat: step.seat, kind: 'hqChoice', rule: 'headquarters', text: `You captured the headquarters in ${terrName(step.terr)}. Keep it or raze it?`,
      options: [{ id: 'keep', label: 'Commandeer it' }, { id: 'raze', label: 'Raze it' }],
    }, step);
    return;
  }
  if (step.answer[0] === 'raze') {
    t.hq = false;
    ctx.emit({ type: 'hqRazed', territory: step.terr, seat: step.seat, text: `${sideName(g, step.seat)} razes the headquarters in ${terrName(step.terr)}.` });
  } else {
    ctx.emit({ type: 'hqCommandeered', territory: step.terr, seat: step.seat, text: `${sideName(g, step.seat)} commandeers the headquarters in ${terrName(step.terr)}.` });
  }
}
