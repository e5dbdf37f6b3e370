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

/**
 * Short words for an option id in a plan. `known` holds the cards the seat can see (its hand and
 * the gear in play): a card the plan only expects to draw or find (from a shuffled sample of a
 * hidden deck or pile) is never named.
 */
export function describe(id: string, classId?: string, known?: Set<string>): string {
  const [verb, ...rest] = id.split(':');
  const arg = rest.join(':');
  const hidden = (card: string) => known !== undefined && !known.has(card);
  switch (verb) {
    case 'move':
      return 'move';
    case 'lure':
      return 'lure monsters';
    case 'play':
      return hidden(arg) ? 'a card it may find' : cardName(arg);
    case 'use': {
      if (arg.startsWith('innate')) return (classId && CHARACTER_BY_ID[classId]?.innate.name) || 'innate action';
      if (!arg.startsWith('gear:')) return 'ally action';
      const card = arg.slice(5, arg.lastIndexOf(':'));
      return hidden(card) ? 'a card it may find' : cardName(card);
    }
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
    // Only what the seat sees may be named: its hand, the gear in play, the allies.
    const known = new Set<string>();
    for (const p of g.pools) if (p.id === me?.pool) for (const c of p.hand) known.add(c);
    for (const s of g.survivors) for (const x of s.gear) known.add(x.card);
    const plan = result.line.length > 1 ? `; plan: ${result.line.map((id) => describe(id, me?.classId, known)).join(' → ')}` : '';
    const due = result.endDamage > 0 ? `; ${result.endDamage} damage due at the end of the turn` : '';
    const idle = result.pass ? ' (it changes nothing: only to spend an action nothing else is worth)' : '';
    return { optionIds: [result.option], reason: `${label}${idle}${plan}${due}` };
  },
};
