/**
 * The main turn (rulebook "Player Turns"): attacks, up to three movements
 * and closing borders in any order, until the player ends the turn.
 */
import type { Ctx } from '../../../engine/context';
import type { PromptOption, Step } from '../../../engine/types';
import type { RiskState } from '../state';
import { player, terrName } from './board';
import { attackSources } from './attackTargets';
import { closableFrom } from './borders';
import { movesLeft, moveSources } from './movement';
import { clearStanding, hasStanding } from './questions';
import { endIfOver, tidy } from './round';
import { cureAudience, showCure, showCureTo } from './scenarios/plagueCure';

type C = Ctx<RiskState>;

export function turnOptions(g: RiskState, seat: string): PromptOption[] {
  const options: PromptOption[] = [];
  for (const id of attackSources(g, seat)) options.push({ id: `atk:${id}`, label: `Attack from ${terrName(id)}`, target: { kind: 'area', id } });
  const left = movesLeft(g);
  for (const id of moveSources(g, seat)) options.push({ id: `mv:${id}`, label: `Move from ${terrName(id)} (${left} left)`, target: { kind: 'area', id } });
  for (const id of closableFrom(g, seat)) options.push({ id: `close:${id}`, label: `Close a border of ${terrName(id)}`, target: { kind: 'area', id } });
  const p = player(g, seat);
  const parts = `${p.cureParts} cure part${p.cureParts === 1 ? '' : 's'}`;
  if (g.scenario === 'plague' && !p.cured && p.cureParts > p.partsShown) options.push({ id: 'show-cure', label: `Show your ${parts} to the table` });
  if (cureAudience(g, seat).length > 0) options.push({ id: 'show-cure-one', label: `Show your ${parts} to one player…` });
  if (hasStanding(g, seat)) options.push({ id: 'clear-standing', label: 'Forget my standing answers' });
  // The end is always offered when nothing else is left; armies still passing through then stand down (rules/movement.ts clearTransit).
  if (g.turn.transit.length === 0 || left === 0 || options.length === 0) options.push({ id: 'end', label: 'End turn' });
  return options;
}

/** Plague: whom to show the cure parts to, in private ("Players may choose to share this information or keep it secret"). */
export function showCureToStep(ctx: C, step: Step & { seat: string; answer?: string[] }): void {
  const g = ctx.g;
  if (!step.answer) {
    ctx.ask({
      seat: step.seat, kind: 'showCureTo', rule: 'cure',
      text: `Show your ${player(g, step.seat).cureParts} cure part${player(g, step.seat).cureParts === 1 ? '' : 's'} to whom? Only that player will see the count.`,
      options: [
        ...cureAudience(g, step.seat).map((s) => ({ id: `to:${s}`, label: player(g, s).name, target: { kind: 'seat' as const, id: s } })),
        { id: 'back', label: 'Back' },
      ],
    }, step);
    return;
  }
  const a = step.answer[0]!;
  if (a.startsWith('to:')) showCureTo(ctx, step.seat, a.slice(3));
  ctx.push({ kind: 'mainTurn' });
}

export function mainTurnStep(ctx: C, step: Step & { answer?: string[] }): void {
  const g = ctx.g;
  const seat = g.turn.seat;
  if (!seat) return;
  tidy(ctx);
  if (endIfOver(ctx)) return;
  if (player(g, seat).eliminated) return;
  if (!step.answer) {
    const transit = g.turn.transit.length > 0 ? ` You must leave ${g.turn.transit.map(terrName).join(' and ')} before the turn ends.` : '';
    ctx.ask({ seat, kind: 'turnAction', rule: 'main-turn', text: `Your turn: attack, move or close borders.${transit}`, options: turnOptions(g, seat) }, step);
    return;
  }
  const a = step.answer[0]!;
  if (a === 'end') return;
  if (a === 'show-cure') { showCure(ctx, seat); ctx.push({ kind: 'mainTurn' }); return; }
  if (a === 'show-cure-one') { ctx.push({ kind: 'showCureTo', seat }); return; }
  if (a === 'clear-standing') { clearStanding(ctx, seat); ctx.push({ kind: 'mainTurn' }); return; }
  const [verb, id] = a.split(':');
  if (verb === 'atk') ctx.push({ kind: 'chooseTarget', seat, from: id! });
  else if (verb === 'mv') ctx.push({ kind: 'move', seat, from: id! });
  else if (verb === 'close') ctx.push({ kind: 'closeBorder', seat, terr: id! });
}
