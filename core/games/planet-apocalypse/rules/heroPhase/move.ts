/**
 * The move action (rulebook "The Move Action", "Entering a New Area"): 1 or
 * 2 areas, never turning back into the area just left, and the whole move
 * before any other action. Entering an area with an invasion token reveals it
 * at once, and the move may go on. Entering the Lord's Shadow ends the move
 * and the turn: Hell Time begins.
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { areaName, heroAt, heroesIn, heroName, heroNeighbours, inShadow, shadowLord, tokensIn } from '../board';
import { effectParam, hasEffect } from '../effects';
import { damageHero } from '../heroHealth';
import { pushRevealsIn } from '../invasionTokens';
import type { Answered, C, H } from '../types';

/** Every legal path of 1 or 2 areas, as "move:a" or "move:a>b" (an option's `path` adds the area he leaves first). */
export function movePaths(g: PAState, from: string): string[][] {
  const paths: string[][] = [];
  for (const a of heroNeighbours(g, from)) {
    paths.push([a]);
    if (inShadow(g, a)) continue;
    for (const b of heroNeighbours(g, a)) if (b !== from) paths.push([a, b]);
  }
  return paths;
}

export function moveOptions(g: PAState, h: Hero): PromptOption[] {
  return movePaths(g, h.area).map((p) => {
    const last = p[p.length - 1] as string;
    const warn = inShadow(g, last) || p.some((a) => inShadow(g, a)) ? ' (the Lord\'s Shadow: Hell Time!)' : '';
    return {
      id: `move:${p.join('>')}`, label: `Move to ${p.map((a) => areaName(g, a)).join(' → ')}${warn}`, group: 'Move',
      detail: p.length === 1 ? '1 area' : '2 areas', path: [h.area, ...p], target: { kind: 'area', id: last },
    };
  });
}

/** A hero's own move: Dominant Personality first asks whom he takes along. */
export function startMove(ctx: C, h: Hero, path: string[]): void {
  const others = hasEffect(h, 'carryHero') ? heroesIn(ctx.g, h.area).filter((x) => x.seat !== h.seat) : [];
  if (others.length === 0) {
    ctx.push({ kind: 'moveStep', seat: h.seat, path, i: 0 });
    return;
  }
  const options: PromptOption[] = [
    { id: 'alone', label: 'Go alone' },
    ...others.map((x) => ({ id: x.seat, label: `Take ${heroName(x)} along`, target: { kind: 'figure' as const, id: x.seat } })),
  ];
  ctx.ask({ seat: h.seat, kind: 'carryHero', rule: 'move', options, text: `${heroName(h)}: take another hero along on this move?` }, { kind: 'carryChosen', seat: h.seat, path });
}

const carryChosen: H<Answered<{ seat: string; path: string[] }>> = (ctx, step) => {
  const carry = step.answer[0] === 'alone' ? undefined : step.answer[0];
  ctx.push({ kind: 'moveStep', seat: step.seat, path: step.path, i: 0, ...(carry ? { carry } : {}) });
};

/**
 * One area of a move. `carry`: a hero taken along the whole way (Dominant
 * Personality); `moved`: the hero is moved by someone else (Seal of Solomon),
 * so it is not his move (no Arthritis) and the path never enters the Shadow.
 */
const moveStep: H<{ kind: string; seat: string; path: string[]; i: number; carry?: string; moved?: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || ctx.state.result) return;
  const to = step.path[step.i] as string;
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
  const last = step.i + 1 >= step.path.length;
  if (!last) ctx.push({ ...step, i: step.i + 1 });
  else if (!step.moved) ctx.push({ kind: 'moveDone', seat: h.seat, areas: step.path.length });
  if (tokensIn(g, to) > 0) pushRevealsIn(ctx, to);
};

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

export const moveHandlers = { moveStep, moveDone, carryChosen };
