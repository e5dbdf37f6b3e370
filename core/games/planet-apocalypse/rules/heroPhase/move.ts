/**
 * The move action (rulebook "The Move Action", "Entering a New Area"): "one
 * area at a time, either 1 or 2 areas", never turning back into the area just
 * left, and the whole move before any other action. The hero picks his first
 * area at the hero action prompt; entering it reveals its invasion tokens at
 * once, and only then, "if you still have 1 area of your move left after
 * revealing the invasion token, you can continue moving": he is asked whether
 * to go on, and where, or to stop. Entering the Lord's Shadow ends the move
 * and the turn: Hell Time begins.
 *
 * Seal of Solomon moves another hero the same way, one area at a time, the
 * Seal's holder deciding each step (never into the Shadow).
 */
import type { PromptOption } from '../../../../engine/types';
import { FOURTH_BY_ID, MINIONS } from '../../content';
import type { Hero, PAState } from '../../state';
import { areaName, heroAt, heroesIn, heroName, inShadow, lordName, lordsIn, shadowLord, tokensIn } from '../board';
import { effectParam, hasEffect } from '../effects';
import { damageHero } from '../heroHealth';
import { pushRevealsIn } from '../invasionTokens';
import { heroSteps } from '../mapTracks';
import type { Answered, C, H } from '../types';

/** The most areas one move covers. */
export const MOVE_AREAS = 2;

/**
 * Every path of 1 or 2 areas a move could take from here, as the board stands
 * now (a plan: a reveal on the way may change the hero's mind). Entering the
 * Shadow ends a move, so no path goes on from it.
 */
export function movePaths(g: PAState, from: string): string[][] {
  const paths: string[][] = [];
  for (const a of heroSteps(g, from)) {
    paths.push([a]);
    if (inShadow(g, a)) continue;
    for (const b of heroSteps(g, a)) if (b !== from) paths.push([a, b]);
  }
  return paths;
}

const SHADOW_WARNING = ' (the Lord\'s Shadow: Hell Time!)';

/** The first area of a move: one option per neighbouring area. */
export function moveOptions(g: PAState, h: Hero): PromptOption[] {
  return heroSteps(g, h.area).map((a) => ({
    id: `move:${a}`, label: `Move to ${areaName(g, a)}${inShadow(g, a) ? SHADOW_WARNING : ''}`, group: 'Move',
    detail: inShadow(g, a) ? 'ends the move and the turn' : 'then go 1 more area or stop there', path: [h.area, a], target: { kind: 'area', id: a },
  }));
}

/** What a hero standing in this area faces, in words ("2 larvae, 1 fiend", "no enemies"). */
export function whatIsIn(g: PAState, area: string): string {
  const parts: string[] = [];
  for (const kind of Object.keys(MINIONS) as (keyof typeof MINIONS)[]) {
    const n = g.minions.filter((m) => m.area === area && m.kind === kind).length;
    if (n > 0) parts.push(`${n} ${n === 1 ? MINIONS[kind].name.toLowerCase() : MINIONS[kind].plural}`);
  }
  for (const f of g.fourth.filter((x) => x.area === area)) parts.push(FOURTH_BY_ID[f.defId]?.name ?? f.defId);
  for (const l of lordsIn(g, area)) parts.push(lordName(g, l));
  const tokens = tokensIn(g, area);
  if (tokens > 0) parts.push(`${tokens} invasion token${tokens === 1 ? '' : 's'}`);
  return parts.length ? parts.join(', ') : 'no enemies';
}

/** A hero's own move: Dominant Personality first asks whom he takes along (for the whole move, FAQ). */
export function startMove(ctx: C, h: Hero, first: string): void {
  const others = hasEffect(h, 'carryHero') ? heroesIn(ctx.g, h.area).filter((x) => x.seat !== h.seat) : [];
  if (others.length === 0) {
    ctx.push({ kind: 'moveStep', seat: h.seat, to: first, n: 1 });
    return;
  }
  const options: PromptOption[] = [
    { id: 'alone', label: 'Go alone' },
    ...others.map((x) => ({ id: x.seat, label: `Take ${heroName(x)} along`, target: { kind: 'figure' as const, id: x.seat } })),
  ];
  ctx.ask({
    seat: h.seat, kind: 'carryHero', rule: 'move', options,
    text: `${heroName(h)}: take another hero along on this move (he stays with you to its end)?`,
  }, { kind: 'carryChosen', seat: h.seat, to: first });
}

const carryChosen: H<Answered<{ seat: string; to: string }>> = (ctx, step) => {
  const carry = step.answer[0] === 'alone' ? undefined : step.answer[0];
  ctx.push({ kind: 'moveStep', seat: step.seat, to: step.to, n: 1, ...(carry ? { carry } : {}) });
};

/**
 * How a move goes on. `n`: areas entered so far; `carry`: a hero taken along
 * the whole way (Dominant Personality); `moved`: the hero is moved by someone
 * else (Seal of Solomon, by `by`), so it is not his move (no Arthritis) and it
 * never enters the Shadow.
 */
type MoveStep = { kind: string; seat: string; n: number; carry?: string; moved?: boolean; by?: string };

/** One area of a move: enter it, then (after its tokens are revealed) ask whether to go on. */
const moveStep: H<MoveStep & { to: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || ctx.state.result) return;
  const to = step.to;
  const from = h.area;
  h.area = to;
  ctx.emit({ type: 'moved', figure: h.seat, from, to, path: [from, to], text: `${heroName(h)} ${step.moved ? 'is moved' : 'moves'} to ${areaName(g, to)}.` });
  const companion = step.carry ? heroAt(g, step.carry) : null;
  if (companion && !companion.dead) {
    const was = companion.area;
    companion.area = to;
    ctx.emit({ type: 'moved', figure: companion.seat, from: was, to, path: [was, to], text: `${heroName(companion)} goes along to ${areaName(g, to)}.` });
  }
  if (inShadow(g, to)) {
    // The turn ends with Hell Time: drop the pending "next action" prompt for this hero.
    dropPendingTurn(ctx, h.seat);
    const joined = companion && !companion.dead ? { with: [companion.seat] } : {};
    ctx.push({ kind: 'hellTime', activating: h.seat, trigger: 'hero', lord: shadowLord(g, to)?.id ?? null, ...joined });
    return;
  }
  const { to: _to, kind: _kind, ...rest } = step;
  // The stack runs last-pushed first: the reveals come before the question.
  ctx.push({ ...rest, kind: 'moveOn', from });
  if (tokensIn(g, to) > 0) pushRevealsIn(ctx, to);
};

/** Areas the move may go on to from here: not back where it came from, never into the Shadow when moved by another. */
function onward(g: PAState, h: Hero, from: string, moved: boolean): string[] {
  return heroSteps(g, h.area).filter((b) => b !== from && !(moved && inShadow(g, b)));
}

/** After an area (and its reveal): with movement left the mover chooses to go on or stop; else the move ends. */
const moveOn: H<MoveStep & { from: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || ctx.state.result) return;
  const next = step.n < MOVE_AREAS ? onward(g, h, step.from, !!step.moved) : [];
  if (next.length === 0) {
    finish(ctx, step);
    return;
  }
  const here = areaName(g, h.area);
  const options: PromptOption[] = next.map((b) => ({
    id: `move:${b}`, label: `Go on to ${areaName(g, b)}${inShadow(g, b) ? SHADOW_WARNING : ''}`, group: 'Move on',
    detail: `${areaName(g, b)}: ${whatIsIn(g, b)}`, path: [h.area, b], target: { kind: 'area', id: b },
  }));
  options.push({ id: 'pass', label: `Stop in ${here}`, detail: `here: ${whatIsIn(g, h.area)}`, target: { kind: 'area', id: h.area } });
  const left = MOVE_AREAS - step.n;
  const mover = step.by ? heroAt(g, step.by) : h;
  const who = step.moved ? `${heroName(mover)}: Seal of Solomon has moved ${heroName(h)}` : `${heroName(h)}`;
  ctx.ask({
    seat: mover.seat, kind: step.moved ? 'sealMoveOn' : 'moveOn', rule: step.moved ? 'special-actions' : 'move', options,
    text: `${who} ${step.moved ? 'into' : 'is in'} ${here} (${whatIsIn(g, h.area)}) with ${left} area of the move left: go on, or stop here?`,
  }, { ...step, kind: 'moveOnChosen' });
};

const moveOnChosen: H<Answered<MoveStep & { from: string }>> = (ctx, step) => {
  const choice = step.answer[0] as string;
  const { answer: _a, from: _f, kind: _k, ...rest } = step;
  if (choice === 'pass') {
    const h = heroAt(ctx.g, step.seat);
    ctx.log(step.moved ? `${heroName(h)} stays in ${areaName(ctx.g, h.area)}.` : `${heroName(h)} stops in ${areaName(ctx.g, h.area)}.`);
    finish(ctx, step);
    return;
  }
  ctx.push({ ...rest, kind: 'moveStep', to: choice.slice(5), n: step.n + 1 });
};

/** The move is over after `n` areas: on his own move, Arthritis may hurt. */
function finish(ctx: C, step: MoveStep): void {
  if (!step.moved) ctx.push({ kind: 'moveDone', seat: step.seat, areas: step.n });
}

/** Arthritis and similar: a long move on your own turn hurts (your own doing, troopers cannot absorb it). */
const moveDone: H<{ kind: string; seat: string; areas: number }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  if (step.areas >= 2 && hasEffect(h, 'damageOnLongMove')) {
    damageHero(ctx, h, effectParam(h, 'damageOnLongMove', 'amount', 1), { self: false, what: 'aching joints' });
  }
};

function dropPendingTurn(ctx: C, seat: string): void {
  const stack = ctx.state.stack;
  for (let i = stack.length - 1; i >= 0; i--) {
    const s = stack[i]!;
    if (s.kind === 'heroTurn' && s.seat === seat) {
      stack.splice(i, 1);
      return;
    }
  }
}

export const moveHandlers = { moveStep, moveOn, moveOnChosen, moveDone, carryChosen };
