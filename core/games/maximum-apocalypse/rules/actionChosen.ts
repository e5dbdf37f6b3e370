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
  const free = (steps: Step[]) => ctx.push(...steps, next);
  const costed = (steps: Step[]) => {
    ts.actionsLeft -= 1;
    ctx.push(...steps, next);
  };
  switch (verb) {
    case 'end':
      return;
    case 'move':
    case 'lure':
      return costed([{ kind: 'move', survivor: s.id, to: arg, lure: verb === 'lure', noReveal: false } satisfies MoveStep]);
    case 'draw':
      ts.actionsLeft -= 1;
      ctx.push(next);
      drawCards(ctx, s, 1, 'Draw action');
      return;
    case 'play':
      return costed([{ kind: 'playCard', survivor: s.id, card: arg }]);
    case 'use': {
      const last = arg.lastIndexOf(':');
      return costed([{ kind: 'useAbility', survivor: s.id, source: parseSource(arg.slice(0, last)) as never, index: Number(arg.slice(last + 1)) }]);
    }
    case 'reload':
      return costed([{ kind: 'fuelReload', survivor: s.id, gear: arg }]);
    case 'scavenge':
      return costed([{ kind: 'scavenge', survivor: s.id }]);
    case 'recruit':
      return costed([{ kind: 'recruit', survivor: s.id, ally: arg }]);
    case 'swap':
      return free([{ kind: 'swap', survivor: s.id }]);
    case 'trade':
      return free([{ kind: 'trade', survivor: s.id, partner: arg }]);
    case 'deliver':
      return free([{ kind: 'deliver', survivor: s.id }]);
    case 'pickup':
      return free([{ kind: 'pickup', survivor: s.id }]);
    case 'discard': {
      const last = arg.lastIndexOf(':');
      return free([{ kind: 'discardAbility', survivor: s.id, gear: arg.slice(0, last), index: Number(arg.slice(last + 1)) }]);
    }
    default:
      throw new Error(`Unknown action "${id}".`);
  }
}
