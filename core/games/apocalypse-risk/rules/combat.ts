/**
 * One roll of the dice between two sides (rulebook "Attacks"): dice counts,
 * the defender's choice, supply rerolls, pairing with the tie rule, and what
 * the losses mean for each kind of fight (an attack, an apocalyte attack,
 * opposing an attack, breaking a barricade, a cure attempt, the mothership).
 * The fight is a step that asks the seats concerned and resumes itself.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { Step } from '../../../engine/types';
import { SCENARIO_NUMBERS } from '../content/numbers';
import { ATTACK_DIE, DEFENCE_DIE } from '../dice';
import { compareDice, rerollChoice, type TieRule } from '../odds';
import type { RiskState, Side } from '../state';
import { player, SideName, sideVerb, T, terrName, troopsOf } from './board';
import { attackReadout, defenceReadout, rerollReadout } from './diceReadout';
import { resolveFight } from './fightResults';
import { applyStanding, STANDING_IDS } from './questions';
import { nest, type NestedStep } from './steps';

type C = Ctx<RiskState>;

export type FightMode = 'attack' | 'apocAttack' | 'oppose' | 'barricade' | 'cure' | 'mothership';

export interface FightStep extends Step {
  kind: 'fight';
  mode: FightMode;
  attacker: Side;
  defender: Side;
  /** Where the attackers stand, and where the defenders (or the barricade's far side) stand. */
  from: string;
  at: string;
  intra: boolean;
  attDice: number;
  /** 0 until chosen. */
  defDice: number;
  /** Raw dice per die (demons roll three and keep the best). */
  attBest: number;
  defBest: number;
  tie: TieRule;
  attRerolls: number;
  defRerolls: number;
  stage: 'defDice' | 'roll' | 'attReroll' | 'defReroll' | 'resolve';
  att: number[];
  def: number[];
  /** Successes the attackers need (opposing, barricades). */
  need: number;
  /** "Attack until": keep attacking while more than this many attackers can roll; -1 = a single roll. */
  blitz: number;
  /** Resumed after the fight. */
  then: NestedStep | null;
  /** Opposing: resumed if the border closes instead. */
  blocked: NestedStep | null;
  answer?: string[];
}

/** Most defence dice a side may roll here. */
export function maxDefenceDice(g: RiskState, f: Pick<FightStep, 'mode' | 'defender' | 'at'>): number {
  if (f.mode === 'cure') return SCENARIO_NUMBERS.plague.cureDefenceDice;
  if (f.mode === 'mothership') return SCENARIO_NUMBERS.aliens.mothershipDefenceDice;
  const n = troopsOf(T(g, f.at), f.defender);
  // Breaking Borders: a barricade with nobody behind it still throws one die.
  if (f.mode === 'barricade') return Math.max(1, Math.min(2, n));
  if (f.defender === 'apoc') {
    if (g.scenario === 'demons') return Math.min(1, n);
    if (g.scenario === 'mutants') return Math.min(SCENARIO_NUMBERS.mutants.defenceDice, n);
    // "an extra defense die": one more than the armies' usual dice, so a lone rioter rolls two.
    if (g.scenario === 'meteors') return Math.min(2, n) + SCENARIO_NUMBERS.meteors.rioterDefenceBonus;
  }
  return Math.min(2, n);
}

/** Demons roll three dice for each of theirs and keep the best (Demon Combat). */
export function bestOf(g: RiskState, side: Side): number {
  return side === 'apoc' && g.scenario === 'demons' ? SCENARIO_NUMBERS.demons.dicePerDemon : 1;
}

/** Which side wins ties here (Attacks: the tie rules for each kind of fight). */
export function tieRule(g: RiskState, mode: FightMode, attacker: Side, defender: Side, at: string, intra: boolean): TieRule {
  if (mode !== 'attack' && mode !== 'apocAttack') return 'defender';
  const t = T(g, at);
  if (!intra) return attacker !== 'apoc' && troopsOf(t, attacker) > 0 ? 'attacker' : 'defender';
  if (attacker === 'apoc' || defender === 'apoc') return 'defender';
  if (t.owner === null) return 'defender';
  const a = troopsOf(t, attacker), d = troopsOf(t, defender);
  if (a > d) return 'attacker';
  if (d > a) return 'defender';
  return 'none';
}

export interface FightInit {
  mode: FightMode;
  attacker: Side;
  defender: Side;
  from: string;
  at: string;
  intra: boolean;
  attDice: number;
  need?: number;
  attRerolls?: number;
  defRerolls?: number;
  then?: Step | null;
  blocked?: Step | null;
}

export function newFight(g: RiskState, init: FightInit): FightStep {
  return {
    kind: 'fight', defDice: 0, attBest: bestOf(g, init.attacker), defBest: bestOf(g, init.defender),
    tie: tieRule(g, init.mode, init.attacker, init.defender, init.at, init.intra),
    attRerolls: 0, defRerolls: 0, stage: 'defDice', att: [], def: [], need: 0, blitz: -1,
    ...init,
    then: init.then ? nest(init.then) : null,
    blocked: init.blocked ? nest(init.blocked) : null,
  } as FightStep;
}

function dieLabel(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

export function fight(ctx: C, step: FightStep): void {
  const g = ctx.g;
  // A copy without the answer (the keys in the same order); `delete` would leave the step a slow dictionary object.
  const { answer, ...rest } = step;
  const f = rest as FightStep;
  switch (f.stage) {
    case 'defDice': {
      const max = maxDefenceDice(g, f);
      if (answer) {
        const a = applyStanding(ctx, f.defender, answer[0]!);
        f.defDice = a === 'most' ? max : Number(a);
      } else if (f.defDice === 0) {
        if (f.defender === 'apoc' || f.mode === 'cure' || f.mode === 'mothership' || max <= 1 || T(g, f.at).troops[f.defender] === undefined) {
          f.defDice = max;
        } else if (player(g, f.defender).standing.defendMost) {
          f.defDice = max;
        } else {
          const options = Array.from({ length: max }, (_, i) => ({ id: String(i + 1), label: `Defend with ${dieLabel(i + 1)}` }));
          options.push({ id: STANDING_IDS.defendMost, label: 'Always defend with the most dice' });
          // Against the plague a defender's hits do nothing, so fewer dice only risk less.
          const plague = f.mode === 'apocAttack' && g.scenario === 'plague';
          ctx.ask({
            // The most dice now, and the standing order that always takes them, are one answer here: both starred.
            seat: f.defender, kind: 'defendDice', rule: 'attacks', suggested: plague ? ['1'] : [String(max), STANDING_IDS.defendMost],
            // One die against more looks like a slip (issue 28): the star says why.
            ...(plague && max > 1 ? { suggestedWhy: 'the infected lose nothing to your hits, so one die risks the fewest armies' } : {}),
            text: `${SideName(g, f.attacker)} ${sideVerb(f.attacker, 'rolls', 'roll')} ${dieLabel(f.attDice)} against you in ${terrName(f.at)}. How many dice do you defend with?`,
            options,
          }, f);
          return;
        }
      }
      f.stage = 'roll';
      ctx.push(f);
      return;
    }
    case 'roll': {
      f.att = throwDice(ctx, f, 'att');
      f.def = throwDice(ctx, f, 'def');
      f.stage = 'attReroll';
      ctx.push(f);
      return;
    }
    case 'attReroll':
    case 'defReroll': {
      const side = f.stage === 'attReroll' ? 'att' : 'def';
      const seat = side === 'att' ? f.attacker : f.defender;
      const left = side === 'att' ? f.attRerolls : f.defRerolls;
      const next = () => { f.stage = side === 'att' ? 'defReroll' : 'resolve'; ctx.push(f); };
      const own = side === 'att' ? f.att : f.def;
      if (left <= 0 || own.length === 0) return next();
      let choice: string;
      if (answer) choice = seat === 'apoc' ? 'keep' : applyStanding(ctx, seat, answer[0]!);
      else if (seat === 'apoc' || player(g, seat).standing.autoReroll) choice = 'reroll';
      else {
        const low = Math.min(...own);
        const options = [{ id: 'keep', label: 'Keep the dice' }, { id: 'low', label: `Reroll the lowest die (${low})` }];
        if (left >= 2 && own.length >= 2) options.push({ id: 'two', label: 'Reroll the two lowest dice' });
        options.push({ id: STANDING_IDS.autoReroll, label: 'Always reroll a losing lowest die' });
        // The helper's suggestion is the "reroll a losing lowest die" policy the odds assume.
        const hint = rerollChoice(own, side === 'att' ? f.def : f.att, side, f.tie) >= 0 ? 'low' : 'keep';
        ctx.ask({
          seat, kind: 'reroll', rule: 'rerolls',
          text: `In ${terrName(f.at)} your dice show ${own.join(' ')} against ${(side === 'att' ? f.def : f.att).join(' ')}. Your supplies give ${left} reroll${left === 1 ? '' : 's'}.`,
          options, suggested: [hint],
        }, f);
        return;
      }
      if (choice === 'keep') {
        if (side === 'att') f.attRerolls = 0; else f.defRerolls = 0;
        return next();
      }
      if (choice === 'reroll') {
        // The policy: the lowest die when it is not winning (the "reroll a losing lowest die" answer).
        const idx = rerollChoice(own, side === 'att' ? f.def : f.att, side, f.tie);
        if (idx < 0) {
          if (side === 'att') f.attRerolls = 0; else f.defRerolls = 0;
          return next();
        }
        rerollAt(ctx, f, side, [idx]);
        if (side === 'att') f.attRerolls -= 1; else f.defRerolls -= 1;
      } else {
        const order = own.map((v, i) => ({ v, i })).sort((x, y) => x.v - y.v || x.i - y.i);
        const picks = choice === 'two' ? order.slice(0, 2).map((x) => x.i) : [order[0]!.i];
        rerollAt(ctx, f, side, picks);
        if (side === 'att') f.attRerolls -= picks.length; else f.defRerolls -= picks.length;
      }
      ctx.push(f);
      return;
    }
    case 'resolve': {
      const { attLoss, defLoss } = compareDice(f.att, f.def, f.tie);
      resolveFight(ctx, f, attLoss, defLoss);
      return;
    }
  }
}

function throwDice(ctx: C, f: FightStep, side: 'att' | 'def'): number[] {
  const g = ctx.g;
  const n = side === 'att' ? f.attDice : f.defDice;
  const best = side === 'att' ? f.attBest : f.defBest;
  if (n <= 0) return [];
  const die = side === 'att' ? ATTACK_DIE : DEFENCE_DIE;
  const who = side === 'att' ? f.attacker : f.defender;
  const rolls = ctx.roll(Array.from({ length: n * best }, () => die), {
    ...(who !== 'apoc' ? { seat: who } : {}),
    purpose: side === 'att' ? 'Attack' : 'Defence',
    text: `${SideName(g, who)} ${side === 'att' ? sideVerb(who, 'attacks', 'attack') : sideVerb(who, 'defends', 'defend')} in ${terrName(f.at)}: `,
  });
  const values = rolls.map((r) => r.value ?? 0);
  const dice: number[] = [];
  for (let i = 0; i < n; i++) dice.push(Math.max(...values.slice(i * best, (i + 1) * best)));
  // The log line names the kept dice, so the event text is finished once they are known.
  const ev = ctx.events[ctx.events.length - 1]!;
  ev.text = `${String(ev.text)}${values.join(', ')}${best > 1 ? ` (keeps ${dice.join(', ')})` : ''}.`;
  // The dice tray's strip is for a person; a rollout (ctx.rollout) keeps no events and reads none.
  if (!ctx.rollout) setDiceReadout(ctx.events, side === 'att' ? attackReadout(g, f, values) : defenceReadout(g, f, values, f.att));
  return dice.sort((x, y) => y - x);
}

function rerollAt(ctx: C, f: FightStep, side: 'att' | 'def', idx: number[]): void {
  const g = ctx.g;
  const who = side === 'att' ? f.attacker : f.defender;
  const dice = side === 'att' ? f.att : f.def;
  const best = side === 'att' ? f.attBest : f.defBest;
  const rolls = ctx.roll(Array.from({ length: idx.length * best }, () => (side === 'att' ? ATTACK_DIE : DEFENCE_DIE)), {
    ...(who !== 'apoc' ? { seat: who } : {}), purpose: 'Reroll',
    text: `${SideName(g, who)} spends supplies to reroll ${idx.map((i) => dice[i]).join(' and ')}`,
  });
  idx.forEach((i, k) => {
    dice[i] = Math.max(...rolls.slice(k * best, (k + 1) * best).map((r) => r.value ?? 0));
  });
  const ev = ctx.events[ctx.events.length - 1]!;
  ev.text = `${String(ev.text)}: ${rolls.map((r) => r.value).join(', ')}.`;
  ev.reroll = true;
  dice.sort((x, y) => y - x);
  if (!ctx.rollout) setDiceReadout(ctx.events, rerollReadout(g, f, side, f.att, f.def));
}
