/**
 * What all apocalytes do (rulebook "Apocalytes"): random targets, the
 * movement die, moving into player territories (opposable, or stopped by a
 * barricade they then attack), and up to three intra-territory attacks in
 * each contested territory. Each scenario's turn builds on these steps.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { SeatId, Step } from '../../../engine/types';
import { TERRITORY_IDS } from '../content/board';
import { movementCount, NUMBERS, SCENARIO_NUMBERS } from '../content/numbers';
import type { RiskState } from '../state';
import {
  apocWord, barricadeBetween, isContested, isPlayerTerritory, liveNeighbours, playerTroops, rerollsFor, seatsIn, T, terrName, troopsOf,
} from './board';
import { canOppose, offerOppose } from './borders';
import { newFight } from './combat';
import { lineReadout } from './diceReadout';
import { changeApoc, settle } from './ownership';
import { mutantsOpenOwnWall } from './scenarios/mutantTokens';

type C = Ctx<RiskState>;

export function pickRandom<X>(ctx: C, items: readonly X[]): X {
  return items[ctx.randomInt(0, items.length - 1)]!;
}

/** The player the apocalytes fight in a territory: its owner, or one of the strongest players at random. */
export function defenderIn(ctx: C, id: string): SeatId | null {
  const t = T(ctx.g, id);
  if (typeof t.owner === 'string' && t.owner !== 'apoc') return t.owner;
  const seats = seatsIn(t);
  if (seats.length === 0) return null;
  const top = Math.max(...seats.map((s) => t.troops[s]!));
  return pickRandom(ctx, seats.filter((s) => t.troops[s] === top));
}

/** Rolls the movement die for n apocalytes in a territory and says how many move. */
export function rollMovement(ctx: C, from: string, n: number): { face: number; count: number } {
  const [r] = ctx.roll(['d6'], { purpose: 'Apocalyte movement', text: `Movement die for ${apocWord(ctx.g, n)} in ${terrName(from)}: ` });
  const face = r!.value!;
  const count = movementCount(face, n);
  const ev = ctx.events[ctx.events.length - 1]!;
  ev.text = `${String(ev.text)}${face}, so ${count} move${count === 1 ? 's' : ''}.`;
  setDiceReadout(ctx.events, lineReadout(ctx.events, `Movement die for ${apocWord(ctx.g, n)} in ${terrName(from)}`));
  return { face, count };
}

/** Live neighbours holding player armies. */
export function playerNeighbours(g: RiskState, id: string): string[] {
  return liveNeighbours(g, id).filter((n) => isPlayerTerritory(T(g, n)));
}

/** A step that moves apocalytes into a territory (with barricade and opposing rules). */
export function apocMoveStep(ctx: C, step: Step & { from: string; to: string; count: number; mothership?: boolean }): void {
  const g = ctx.g;
  const n = Math.min(step.count, T(g, step.from).apoc);
  if (n <= 0 || g.annihilated.includes(step.to)) return;
  const arrive: Step = { kind: 'apocArrive', from: step.from, to: step.to, count: n, mothership: step.mothership ?? false };
  mutantsOpenOwnWall(ctx, step.from, step.to);
  const b = barricadeBetween(g, step.from, step.to);
  if (b) {
    const defender = defenderIn(ctx, step.to);
    const used = g.turn.apocAttacks[step.from] ?? 0;
    if (!defender || used >= NUMBERS.apocalyteAttacksPerTurn) { ctx.log(`${apocWord(g, n)} in ${terrName(step.from)} stay behind the barricade.`); return; }
    g.turn.apocAttacks[step.from] = used + 1;
    ctx.emit({ type: 'apocalytesAdvance', from: step.from, to: step.to, count: n, text: `${apocWord(g, n)} from ${terrName(step.from)} hurl themselves at the barricade into ${terrName(step.to)}.` });
    ctx.push(newFight(g, {
      mode: 'barricade', attacker: 'apoc', defender, from: step.from, at: step.to, intra: false, attDice: Math.min(NUMBERS.maxAttackDice, n),
      need: b.strong ? 2 : 1, defRerolls: Math.max(1, rerollsFor(g, step.to, defender)), then: arrive, blocked: null,
    }));
    return;
  }
  const owner = T(g, step.to).owner;
  ctx.emit({ type: 'apocalytesAdvance', from: step.from, to: step.to, count: n, text: `${apocWord(g, n)} from ${terrName(step.from)} ${n === 1 ? 'heads' : 'head'} for ${terrName(step.to)}.` });
  if (typeof owner === 'string' && owner !== 'apoc' && canOppose(g, owner, step.from, step.to)) {
    offerOppose(ctx, owner, 'apoc', step.from, step.to, Math.min(NUMBERS.maxAttackDice, n), arrive, null);
    return;
  }
  ctx.push(arrive);
}

export function apocArriveStep(ctx: C, step: Step & { from: string; to: string; count: number; mothership: boolean }): void {
  const g = ctx.g;
  const n = Math.min(step.count, T(g, step.from).apoc);
  if (n <= 0) return;
  changeApoc(ctx, step.from, -n);
  changeApoc(ctx, step.to, n);
  const ship = step.mothership && g.mothership === step.from && !g.mothershipDestroyed;
  if (ship) g.mothership = step.to;
  ctx.emit({
    type: 'apocalytesMoved', from: step.from, to: step.to, count: n, mothership: ship,
    text: `${apocWord(g, n)} ${n === 1 ? 'moves' : 'move'} from ${terrName(step.from)} into ${terrName(step.to)}${ship ? ', and the mothership comes with them' : ''}.`,
  });
  settle(ctx, step.from);
  settle(ctx, step.to);
}

/** Contested territories attack (after movement). */
export function apocAttackPhase(ctx: C): void {
  const g = ctx.g;
  const steps: Step[] = [];
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (!isContested(t)) continue;
    const attacks = g.scenario === 'plague' ? 1 : g.scenario === 'demons' ? Math.min(NUMBERS.apocalyteAttacksPerTurn, t.apoc) : NUMBERS.apocalyteAttacksPerTurn;
    steps.push({ kind: 'apocAttacks', terr: id, left: attacks });
  }
  if (steps.length) ctx.push(...steps);
}

export function apocAttacksStep(ctx: C, step: Step & { terr: string; left: number }): void {
  const g = ctx.g;
  const t = T(g, step.terr);
  if (step.left <= 0 || t.apoc <= 0 || playerTroops(t) <= 0) return;
  const used = g.turn.apocAttacks[step.terr] ?? 0;
  if (used >= NUMBERS.apocalyteAttacksPerTurn) return;
  const defender = defenderIn(ctx, step.terr)!;
  if (g.scenario === 'mutants' && t.apoc < troopsOf(t, defender)) {
    // Mutant Movement: outnumbered mutants breed instead of attacking.
    const n = SCENARIO_NUMBERS.mutants.procreateContested;
    changeApoc(ctx, step.terr, n);
    ctx.emit({ type: 'apocalytesBred', territory: step.terr, count: n, text: `Outnumbered mutants in ${terrName(step.terr)} breed: +${n}.` });
    settle(ctx, step.terr);
    return;
  }
  g.turn.apocAttacks[step.terr] = used + 1;
  const attDice = g.scenario === 'demons' ? 1 : Math.min(NUMBERS.maxAttackDice, t.apoc);
  ctx.push(newFight(g, {
    mode: 'apocAttack', attacker: 'apoc', defender, from: step.terr, at: step.terr, intra: true, attDice,
    attRerolls: rerollsFor(g, step.terr, 'apoc'), defRerolls: rerollsFor(g, step.terr, defender),
    then: { kind: 'apocAttacks', terr: step.terr, left: step.left - 1 },
  }));
}

/** One step from `from` towards the nearest of `goals` over open borders (ties broken at random); null if none is reachable. */
export function stepTowards(ctx: C, from: string, goals: string[], avoid: (id: string) => boolean = () => false): string | null {
  const g = ctx.g;
  if (goals.length === 0) return null;
  const dist: Record<string, number> = {};
  const queue: string[] = [];
  for (const s of goals) { dist[s] = 0; queue.push(s); }
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const n of liveNeighbours(g, cur)) {
      if (dist[n] !== undefined || barricadeBetween(g, cur, n) || (avoid(n) && n !== from)) continue;
      dist[n] = dist[cur]! + 1;
      queue.push(n);
    }
  }
  if (dist[from] === undefined || dist[from] === 0) return null;
  const best = liveNeighbours(g, from).filter((n) => !barricadeBetween(g, from, n) && !avoid(n) && dist[n] === dist[from]! - 1);
  return best.length ? pickRandom(ctx, best) : null;
}
