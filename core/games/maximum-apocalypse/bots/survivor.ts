/**
 * The survivor AI, for empty seats and the ★ suggestion. At the action
 * prompt it runs the beam search (search.ts) on a table sampled from its own
 * view; every other question gets the quick policy (policy.ts). It never
 * reads hidden deck orders or face-down tiles: the view hides them and the
 * search samples them. Each choice comes with a one-line reason.
 */
import type { Bot, BotDecision } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { CHARACTER_BY_ID } from '../content';
import { cardName } from '../rules/text';
import type { MAState } from '../state';
import type { MAView } from '../view';
import { determinize } from './determinize';
import { policy } from './policy';
import { beamSearch, DEFAULT_SEARCH, searchable } from './search';

/** Short words for an option id in a plan. */
export function describe(id: string, classId?: string): string {
  const [verb, ...rest] = id.split(':');
  const arg = rest.join(':');
  switch (verb) {
    case 'move':
      return 'move';
    case 'lure':
      return 'lure monsters';
    case 'play':
      return cardName(arg);
    case 'use':
      if (arg.startsWith('innate')) return (classId && CHARACTER_BY_ID[classId]?.innate.name) || 'innate action';
      return arg.startsWith('gear:') ? cardName(arg.slice(5, arg.lastIndexOf(':'))) : 'ally action';
    case 'reload':
      return `refill ${cardName(arg)}`;
    case 'end':
      return 'end turn';
    default:
      return verb ?? id;
  }
}

export const survivorBot: Bot<GameView<MAView>> = {
  id: 'survivor',
  name: 'Survivor AI',
  decide(view, prompt, rng): BotDecision {
    const g = view.game as unknown as MAState;
    if (prompt.kind !== 'action') return policy(g, prompt, view.game.pending.resume);
    const worth = searchable(prompt.options);
    if (worth.length === 1) return { optionIds: [worth[0]!.id], reason: worth[0]!.id === 'end' ? 'nothing left to do' : worth[0]!.label };
    const root = determinize(view, rng);
    const result = beamSearch(root, DEFAULT_SEARCH);
    const me = g.survivors.find((s) => s.id === g.turnState?.survivor);
    const label = prompt.options.find((o) => o.id === result.option)?.label ?? result.option;
    const plan = result.line.length > 1 ? `; plan: ${result.line.map((id) => describe(id, me?.classId)).join(' → ')}` : '';
    const due = result.endDamage > 0 ? `; ${result.endDamage} damage due at the end of the turn` : '';
    return { optionIds: [result.option], reason: `${label}${plan}${due}` };
  },
};
