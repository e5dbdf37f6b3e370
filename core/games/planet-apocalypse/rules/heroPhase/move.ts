/**
 * The move action (rulebook "The Move Action", "Entering a New Area"): 1 or
 * 2 areas, never turning back into the area just left, and the whole move
 * before any other action. Entering an area with an invasion token reveals it
 * at once, and the move may go on. Entering the Lord's Shadow ends the move
 * and the turn: Hell Time begins.
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { areaName, heroAt, heroName, heroNeighbours, inShadow, shadowLord, tokensIn } from '../board';
import { effectParam, hasEffect } from '../effects';
import { damageHero } from '../heroHealth';
import { pushRevealsIn } from '../invasionTokens';
import type { C, H } from '../types';

/** Every legal path of 1 or 2 areas, as "move:a" or "move:a>b". */
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
    return { id: `move:${p.join('>')}`, label: `Move to ${p.map((a) => areaName(g, a)).join(' → ')}${warn}`, target: { kind: 'area', id: last } };
  });
}

const moveStep: H<{ kind: string; seat: string; path: string[]; i: number }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || ctx.state.result) return;
  const to = step.path[step.i] as string;
  const from = h.area;
  h.area = to;
  ctx.emit({ type: 'moved', figure: h.seat, from, to, path: [from, to], text: `${heroName(h)} moves to ${areaName(g, to)}.` });
  if (inShadow(g, to)) {
    // The turn ends with Hell Time: drop the pending "next action" prompt for this hero.
    dropPendingTurn(ctx, h.seat);
    ctx.push({ kind: 'hellTime', activating: h.seat, trigger: 'hero', lord: shadowLord(g, to)?.id ?? null });
    return;
  }
  const last = step.i + 1 >= step.path.length;
  ctx.push(last ? { kind: 'moveDone', seat: h.seat, areas: step.path.length } : { ...step, i: step.i + 1 });
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

export const moveHandlers = { moveStep, moveDone };
