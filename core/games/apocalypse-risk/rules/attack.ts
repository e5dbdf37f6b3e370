/**
 * Attacks (rulebook "Attacks", "Breaking Borders", "Finding a Cure",
 * "Mothership Combat"): what a territory may attack, the dice, "attack
 * until" for people, opposing, advancing after a conquest and the
 * headquarters taken. The roll itself is rules/combat.ts.
 */
import type { Ctx } from '../../../engine/context';
import type { PromptOption, SeatId, Step } from '../../../engine/types';
import { NUMBERS } from '../content/numbers';
import { battleOutcome, rollOdds } from '../odds';
import type { RiskState, Side } from '../state';
import {
  addTroops, armies, barricadeBetween, hqCap, hqsControlled, liveNeighbours, openBorder, player, seatsIn, sideName, sideVerb, T, terrName, troopsOf, usableSupplies,
} from './board';
import { bestOf, maxDefenceDice, newFight, tieRule, type FightStep } from './combat';
import { canOppose, offerOppose } from './borders';
import { checkEliminations, settle } from './ownership';

type C = Ctx<RiskState>;

/** One thing a territory can attack: a side in a neighbouring or the same territory, a barricade, the infected for the cure, the mothership. */
export interface AttackTarget {
  id: string;
  label: string;
  to: string;
  kind: 'side' | 'barricade' | 'cure' | 'mothership';
  side: Side;
  intra: boolean;
  maxDice: number;
}

/** Attacks on the apocalytes this territory may still make this turn. */
export function apocLimitLeft(g: RiskState, from: string): number {
  return NUMBERS.apocalyteAttacksPerTerritory - (g.turn.apocAttacks[from] ?? 0);
}

/** May this seat fight the apocalytes normally here? The infected only fall to a cure holder (Finding a Cure). */
function mayFightApoc(g: RiskState, seat: SeatId): boolean {
  return g.scenario !== 'plague' || player(g, seat).cured;
}

export function attackTargets(g: RiskState, seat: SeatId, from: string): AttackTarget[] {
  const t = T(g, from);
  const mine = troopsOf(t, seat);
  if (mine <= 0 || g.turn.closedFrom.includes(from)) return [];
  const out: AttackTarget[] = [];
  const apocOk = apocLimitLeft(g, from) > 0;
  // Intra-territory attacks: anyone with armies here may fight the others here.
  for (const s of [...seatsIn(t), ...(t.apoc > 0 ? ['apoc'] : [])]) {
    if (s === seat) continue;
    if (s === 'apoc' && (!apocOk || !mayFightApoc(g, seat))) continue;
    out.push({ id: `in:${s}`, label: `${sideName(g, s)} here in ${terrName(from)}`, to: from, kind: 'side', side: s, intra: true, maxDice: Math.min(NUMBERS.maxAttackDice, mine) });
  }
  if (g.scenario === 'aliens' && g.mothership === from && !g.mothershipDestroyed && t.apoc === 0 && apocOk) {
    out.push({ id: 'mothership', label: `The mothership in ${terrName(from)}`, to: from, kind: 'mothership', side: 'apoc', intra: true, maxDice: 1 });
  }
  if (g.scenario === 'plague' && t.owner === seat && usableSupplies(g, from, seat) >= 1 && !g.turn.cureTried.includes(from) && apocOk) {
    for (const n of [from, ...liveNeighbours(g, from).filter((x) => openBorder(g, from, x))]) {
      if (T(g, n).apoc > 0) out.push({ id: `cure:${n}`, label: `Study the infected in ${terrName(n)} for the cure`, to: n, kind: 'cure', side: 'apoc', intra: n === from, maxDice: Math.min(NUMBERS.maxAttackDice, mine) });
    }
  }
  // Inter-territory attacks: only the owner, and one army stays behind.
  if (t.owner === seat && mine >= 2) {
    for (const n of liveNeighbours(g, from)) {
      const nt = T(g, n);
      const b = barricadeBetween(g, from, n);
      if (b) {
        if (b.terr !== from || T(g, n).owner !== seat) {
          out.push({ id: `bar:${n}`, label: `The ${b.strong ? 'strong' : 'weak'} barricade towards ${terrName(n)}`, to: n, kind: 'barricade', side: nt.owner ?? 'apoc', intra: false, maxDice: Math.min(NUMBERS.maxAttackDice, mine - 1) });
        }
        continue;
      }
      const here = troopsOf(nt, seat);
      for (const s of [...seatsIn(nt), ...(nt.apoc > 0 ? ['apoc'] : [])]) {
        if (s === seat) continue;
        if (s === 'apoc' && (!apocOk || !mayFightApoc(g, seat))) continue;
        out.push({ id: `to:${n}:${s}`, label: `${sideName(g, s)} in ${terrName(n)}`, to: n, kind: 'side', side: s, intra: false, maxDice: Math.min(NUMBERS.maxAttackDice, mine - 1 + here) });
      }
    }
  }
  return out;
}

/** Territories from which this seat can attack something now. */
export function attackSources(g: RiskState, seat: SeatId): string[] {
  return Object.keys(g.territories).filter((id) => attackTargets(g, seat, id).length > 0);
}

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
    const options: PromptOption[] = [];
    const odds = oddsFor(g, step.seat, step.from, pick);
    for (let n = pick.maxDice; n >= 1; n--) options.push({ id: String(n), label: `Attack with ${n} ${n === 1 ? 'die' : 'dice'}`, ...(odds ? odds.roll(n) : {}) });
    if (pick.kind === 'side' && pick.maxDice > 1) {
      const limit = pick.side === 'apoc' ? ` (at most ${apocLimitLeft(g, step.from)} more ${apocLimitLeft(g, step.from) === 1 ? 'attack' : 'attacks'} on them from here this turn)` : '';
      const all = odds?.until(0);
      options.push({
        id: 'blitz', label: 'Attack until they fall',
        hint: `Keep attacking with the most dice until the defenders are gone or you cannot attack${limit}.${all ? ` ${all.hint}` : ''}`,
        ...(all ? { detail: all.detail, odds: all.odds } : {}),
      });
      const half = Math.floor(attackersAvailable(g, step.seat, step.from, pick) / 2);
      options.push({ id: 'blitz-half', label: 'Attack until they fall or half my attackers are lost', ...(odds ? odds.until(half) : {}) });
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

/** What one answer's odds look like on its button: the chances as chips (and a detail line), the same in words for the hint. */
interface ShownOdds {
  detail?: string;
  odds: { label: string; p: number }[];
  hint: string;
}

/** A roll's outcome as a chip's words: "They lose 2", "Each loses 1", "You lose 1, they lose 2". */
export function lossLabel(attLoss: number, defLoss: number): string {
  if (attLoss === 0) return `They lose ${defLoss}`;
  if (defLoss === 0) return `You lose ${attLoss}`;
  if (attLoss === defLoss) return `Each loses ${attLoss}`;
  return `You lose ${attLoss}, they lose ${defLoss}`;
}

/**
 * The odds before an attack, for the option buttons (shown on their face as
 * chips, and in words in the hint): one roll with n dice against the most
 * the defender can roll, and attacking until the end.
 */
export function oddsFor(g: RiskState, seat: SeatId, from: string, pick: AttackTarget): { defDice: number; roll(n: number): ShownOdds; until(stopAt: number): ShownOdds } | null {
  if (pick.kind !== 'side' && pick.kind !== 'barricade') return null;
  const defender = pick.kind === 'barricade' ? (T(g, pick.to).owner ?? 'apoc') : pick.side;
  const defDice = maxDefenceDice(g, { mode: pick.kind === 'barricade' ? 'barricade' : 'attack', defender, at: pick.to });
  if (defDice <= 0) return null;
  const tie = pick.kind === 'barricade' ? 'defender' : tieRule(g, 'attack', seat, pick.side, pick.to, pick.intra);
  const attRerolls = rerolls(g, from, seat);
  const defRerolls = pick.kind === 'barricade' ? Math.max(1, rerolls(g, pick.to, defender)) : rerolls(g, pick.to, defender);
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  return {
    defDice,
    roll: (n) => {
      const o = rollOdds({ attDice: n, defDice, tie, attRerolls, defRerolls, defBestOf: bestOf(g, defender) });
      const parts = o.outcomes.map((x) => `you lose ${x.attLoss}, they lose ${x.defLoss}: ${pct(x.count / o.total)}`);
      const against = `Against ${defDice} ${defDice === 1 ? 'die' : 'dice'}`;
      return {
        odds: o.outcomes.map((x) => ({ label: lossLabel(x.attLoss, x.defLoss), p: x.count / o.total })),
        hint: `${against}: ${parts.join('; ')}.`,
      };
    },
    until: (stopAt) => {
      const b = battleOutcome({
        attackers: attackersAvailable(g, seat, from, pick), defenders: troopsOf(T(g, pick.to), pick.side), tie, attRerolls, defRerolls,
        maxDefDice: defDice, stopAt, ...(pick.side === 'apoc' ? { maxRolls: apocLimitLeft(g, from) } : {}),
      });
      const loss = `losing about ${b.attLoss.toFixed(1)} armies`;
      return { detail: `You lose about ${b.attLoss.toFixed(1)} armies on average`, odds: [{ label: 'Wipe them out', p: b.win }], hint: `Chance to wipe them out: ${pct(b.win)}, ${loss}.` };
    },
  };
}

function attackersAvailable(g: RiskState, seat: SeatId, from: string, pick: AttackTarget): number {
  const mine = troopsOf(T(g, from), seat);
  return pick.intra ? mine : mine - 1 + troopsOf(T(g, pick.to), seat);
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
      need: b.strong ? 2 : 1, attRerolls: rerolls(g, step.from, step.seat),
      defRerolls: Math.max(1, defenders ? rerolls(g, pick.to, defenders) : 0), then: back, blocked: back,
    }));
    return;
  }
  const ownerBefore = T(g, pick.to).owner;
  const after: Step = { kind: 'afterAttack', seat: step.seat, from: step.from, to: pick.to, side: pick.side, dice, intra: pick.intra, blitz: step.blitz, target: pick.id, ownerBefore };
  const f: FightStep = newFight(g, {
    mode: 'attack', attacker: step.seat, defender: pick.side, from: step.from, at: pick.to, intra: pick.intra, attDice: dice,
    attRerolls: rerolls(g, step.from, step.seat), defRerolls: rerolls(g, pick.to, pick.side), then: after,
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
  ctx.push(f);
}

function rerolls(g: RiskState, id: string, side: Side): number {
  if (g.ignoreSupplies) return 0;
  return Math.min(NUMBERS.maxRerolls, usableSupplies(g, id, side));
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
