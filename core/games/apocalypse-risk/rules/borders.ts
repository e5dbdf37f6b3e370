/**
 * Closing Borders: barricades bought with supplies, borders closed by
 * opposing an attack or an apocalyte move, barricades removed at the start
 * of a turn, and the pause after a barricade is broken.
 */
import type { Ctx } from '../../../engine/context';
import type { SeatId, Step } from '../../../engine/types';
import { SCENARIO_NUMBERS } from '../content/numbers';
import type { RiskState, Side } from '../state';
import {
  barricadeBetween, borderPaused, liveNeighbours, player, rerollsFor, sideName, SideName, sideVerb, supplyLevel, T, terrName, usableSupplies,
} from './board';
import { newFight } from './combat';
import { barricadesLeft } from './components';
import { applyStanding, STANDING_IDS } from './questions';
import { nest, unnest, type NestedStep } from './steps';

type C = Ctx<RiskState>;

/**
 * Successes attackers need against a border held with these supplies (1 supply: one, 2 or more: two).
 * Mutants count what they control, their headquarters included though they stand on it (Mutant Combat).
 */
export function opposeNeed(g: RiskState, at: string, defender: Side | null = null): number {
  const level = defender === 'apoc' ? usableSupplies(g, at, 'apoc') : supplyLevel(g, at);
  return level >= 2 ? 2 : 1;
}

/** Whether the owner of `at` may oppose an attack or move coming from `from` (Opposing Attacks). */
export function canOppose(g: RiskState, defender: Side, from: string, at: string): boolean {
  if (defender === 'apoc' || T(g, at).owner !== defender) return false;
  if (supplyLevel(g, at) < 1) return false;
  // A border that holds is marked with a closed-border counter; with none left in the box it cannot close.
  if (barricadesLeft(g) <= 0) return false;
  return !barricadeBetween(g, from, at) && !borderPaused(g, from, at);
}

/**
 * Asks the defender whether to oppose (standing answers honoured). `attack`
 * is what happens if the attackers get through; `blocked` if the border closes.
 */
export function offerOppose(ctx: C, defender: SeatId, attacker: Side, from: string, at: string, attDice: number, attack: Step, blocked: Step | null): void {
  const g = ctx.g;
  // A normal roll, except that the defender's supplies give no rerolls; the attacker keeps theirs.
  const fightStep = newFight(g, {
    mode: 'oppose', attacker, defender, from, at, intra: false, attDice, need: opposeNeed(g, at), then: attack, blocked,
    attRerolls: rerollsFor(g, from, attacker),
  });
  const s = player(g, defender).standing.oppose;
  if (s === 'always') { ctx.log(`${SideName(g, defender)} opposes at once (standing answer).`); ctx.push(fightStep); return; }
  if (s === 'never') { ctx.push(attack); return; }
  ctx.ask({
    seat: defender, kind: 'oppose', rule: 'opposing',
    text: `${SideName(g, attacker)} ${attacker === 'apoc' ? 'are coming' : 'attacks'} from ${terrName(from)} into ${terrName(at)}. Try to close the border? They need ${opposeNeed(g, at)} success${opposeNeed(g, at) === 1 ? '' : 'es'} to get through.`,
    options: [
      { id: 'oppose', label: 'Oppose: try to close the border' },
      { id: 'let', label: 'Let them come' },
      { id: STANDING_IDS.opposeAlways, label: 'Always oppose' },
      { id: STANDING_IDS.opposeNever, label: 'Never oppose' },
    ],
  }, { kind: 'opposeAnswered', seat: defender, fight: nest(fightStep), attack: nest(attack) });
}

export function opposeAnswered(ctx: C, step: Step & { seat: SeatId; fight: NestedStep; attack: NestedStep; answer: string[] }): void {
  const a = applyStanding(ctx, step.seat, step.answer[0]!);
  ctx.push(unnest(a === 'oppose' ? step.fight : step.attack));
}

export function addBarricade(ctx: C, terr: string, other: string, strong: boolean, why: string): void {
  const g = ctx.g;
  g.barricades.push({ terr, other, strong });
  ctx.emit({ type: 'borderClosed', territory: terr, other, strong, text: `A ${strong ? 'strong' : 'weak'} barricade closes the border between ${terrName(terr)} and ${terrName(other)}${why}.` });
}

/**
 * After a successful opposition the defender may spend a supply for a strong barricade instead of a
 * weak one ("a weak barricade (if the player spends no supply tokens) or a strong barricade (if the
 * player spends a supply token)"). Mutants that held spend one only while they keep
 * `keepAfterStrong` more (one still rerolls and opposes), else they build the weak one.
 */
export function closeAfterOppose(ctx: C, step: Step & { seat: Side; terr: string; other: string; then: NestedStep | null; answer?: string[] }): void {
  const g = ctx.g;
  const t = T(g, step.terr);
  if (step.seat === 'apoc' && !step.answer) {
    ctx.push({ ...step, answer: [t.supplies > 0 && t.owner === 'apoc' && t.supplies >= 1 + SCENARIO_NUMBERS.mutants.keepAfterStrong ? 'strong' : 'weak'] });
    return;
  }
  if (!step.answer && t.supplies > 0 && !g.ignoreSupplies && t.owner === step.seat) {
    ctx.ask({
      seat: step.seat, kind: 'barricadeStrength', rule: 'opposing',
      text: `The border of ${terrName(step.terr)} holds. Build a weak barricade for free, or spend a supply for a strong one?`,
      options: [{ id: 'weak', label: 'Weak barricade (free)' }, { id: 'strong', label: 'Strong barricade (spend 1 supply)' }],
    }, step);
    return;
  }
  const strong = step.answer?.[0] === 'strong';
  if (strong) t.supplies -= 1;
  addBarricade(ctx, step.terr, step.other, strong, strong ? `; ${sideName(g, step.seat)} ${sideVerb(step.seat, 'spends', 'spend')} a supply on it` : '');
  if (step.then) ctx.push(unnest(step.then));
}

/** Territories from which a player may close a border by spending supplies this turn (Spending Supply Tokens). */
export function closableFrom(g: RiskState, seat: SeatId): string[] {
  if (barricadesLeft(g) <= 0) return [];
  return Object.keys(g.territories).filter((id) => {
    const t = g.territories[id]!;
    if (t.owner !== seat || t.supplies < 1 || t.apoc > 0) return false;
    if (g.turn.attackedFrom.includes(id)) return false;
    return closableBorders(g, id).length > 0;
  });
}

export function closableBorders(g: RiskState, id: string): string[] {
  return liveNeighbours(g, id).filter((n) => !barricadeBetween(g, id, n) && !borderPaused(g, id, n));
}

export function closeBorderStep(ctx: C, step: Step & { seat: SeatId; terr: string; other?: string; answer?: string[] }): void {
  const g = ctx.g;
  const t = T(g, step.terr);
  if (!step.other) {
    if (!step.answer) {
      ctx.ask({
        seat: step.seat, kind: 'closeBorder', rule: 'closing-borders',
        text: `Which border of ${terrName(step.terr)} do you close? The territory cannot attack for the rest of the turn.`,
        options: [...closableBorders(g, step.terr).map((n) => ({ id: n, label: terrName(n), target: { kind: 'area' as const, id: n } })), { id: 'back', label: 'Back' }],
      }, step);
      return;
    }
    if (step.answer[0] === 'back') { ctx.push({ kind: 'mainTurn' }); return; }
    const other = step.answer[0]!;
    if (t.supplies >= 2) {
      ctx.ask({
        seat: step.seat, kind: 'barricadeStrength', rule: 'closing-borders',
        text: `Spend one supply for a weak barricade or two for a strong one between ${terrName(step.terr)} and ${terrName(other)}?`,
        options: [{ id: 'weak', label: 'Weak (1 supply)' }, { id: 'strong', label: 'Strong (2 supplies)' }],
      }, { kind: 'closeBorder', seat: step.seat, terr: step.terr, other });
      return;
    }
    ctx.push({ kind: 'closeBorder', seat: step.seat, terr: step.terr, other, answer: ['weak'] });
    return;
  }
  const strong = step.answer?.[0] === 'strong';
  t.supplies -= strong ? 2 : 1;
  g.turn.closedFrom.push(step.terr);
  addBarricade(ctx, step.terr, step.other, strong, `; ${sideName(g, step.seat)} spends ${strong ? 'two supplies' : 'a supply'}`);
  ctx.push({ kind: 'mainTurn' });
}

/** Start of a turn: the player may take down barricades on territories they control. */
export function removeBarricadesStep(ctx: C, step: Step & { seat: SeatId; answer?: string[] }): void {
  const g = ctx.g;
  const mine = g.barricades.filter((b) => T(g, b.terr).owner === step.seat);
  if (!step.answer) {
    if (mine.length === 0) return;
    ctx.ask({
      seat: step.seat, kind: 'removeBarricades', rule: 'closing-borders', min: 0, max: mine.length,
      text: 'Take down any of your barricades? Choose none to keep them all.',
      options: mine.map((b) => ({ id: `${b.terr}|${b.other}`, label: `${terrName(b.terr)} – ${terrName(b.other)} (${b.strong ? 'strong' : 'weak'})`, target: { kind: 'area' as const, id: b.terr } })),
    }, step);
    return;
  }
  for (const id of step.answer) {
    const [terr, other] = id.split('|');
    const b = g.barricades.find((x) => x.terr === terr && x.other === other);
    if (!b) continue;
    g.barricades = g.barricades.filter((x) => x !== b);
    ctx.emit({ type: 'borderOpened', territory: terr!, other: other!, text: `${sideName(g, step.seat)} takes down the barricade between ${terrName(terr!)} and ${terrName(other!)}.` });
  }
}
