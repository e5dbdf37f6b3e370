/** Carries out the option chosen at the action prompt; costed actions use up one of the turn's actions. */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import type { MAState } from '../state';
import type { MoveStep } from './movement';
import type { AbilitySource } from './queries';
import { drawCards } from './survivorDeck';
import { survivorById } from './text';

function parseSource(key: string): AbilitySource {
  if (key === 'innate') return { kind: 'innate' };
  const [kind, card] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return kind === 'ally' ? { kind: 'ally', card } : { kind: 'gear', card };
}

/** A free action's step, then the action menu again. (Module functions: closures made per call cost more under tsx's keepNames.) */
function free(ctx: Ctx<MAState>, step: Step, next: Step): void {
  ctx.push(step, next);
}

/** An action's step, paid with one of the turn's actions, then the action menu again. */
function costed(ctx: Ctx<MAState>, step: Step, next: Step): void {
  ctx.g.turnState!.actionsLeft -= 1;
  ctx.push(step, next);
}

export function actionChosenStep(ctx: Ctx<MAState>, step: { survivor: string; answer: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const ts = g.turnState!;
  const id = step.answer[0]!;
  g.chain = 0;
  const colon = id.indexOf(':');
  const verb = colon < 0 ? id : id.slice(0, colon);
  const arg = colon < 0 ? '' : id.slice(colon + 1);
  const next: Step = { kind: 'actions', survivor: s.id };
  switch (verb) {
    case 'end':
      return;
    case 'move':
    case 'lure':
      return costed(ctx, { kind: 'move', survivor: s.id, to: arg, lure: verb === 'lure', noReveal: false } satisfies MoveStep, next);
    case 'draw':
      ts.actionsLeft -= 1;
      ctx.push(next);
      drawCards(ctx, s, 1, 'Draw action');
      return;
    case 'play':
      return costed(ctx, { kind: 'playCard', survivor: s.id, card: arg }, next);
    case 'use': {
      const last = arg.lastIndexOf(':');
      return costed(ctx, { kind: 'useAbility', survivor: s.id, source: parseSource(arg.slice(0, last)) as never, index: Number(arg.slice(last + 1)) }, next);
    }
    case 'reload':
      return costed(ctx, { kind: 'fuelReload', survivor: s.id, gear: arg }, next);
    case 'scavenge':
      return costed(ctx, { kind: 'scavenge', survivor: s.id }, next);
    case 'recruit':
      return costed(ctx, { kind: 'recruit', survivor: s.id, ally: arg }, next);
    case 'swap':
      return free(ctx, { kind: 'swap', survivor: s.id }, next);
    case 'trade':
      return free(ctx, { kind: 'trade', survivor: s.id, partner: arg }, next);
    case 'deliver':
      return free(ctx, { kind: 'deliver', survivor: s.id }, next);
    case 'pickup':
      return free(ctx, { kind: 'pickup', survivor: s.id }, next);
    case 'discard': {
      const last = arg.lastIndexOf(':');
      return free(ctx, { kind: 'discardAbility', survivor: s.id, gear: arg.slice(0, last), index: Number(arg.slice(last + 1)) }, next);
    }
    default:
      throw new Error(`Unknown action "${id}".`);
  }
}
