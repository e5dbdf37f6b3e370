/**
 * The policy's choices about raising dice, which the old bot left to chance:
 * which die a helper's (or an ability's) step goes on, which attack die token
 * a gift slot's bonus raises for good, and when to ask a friend for help
 * outside Hell Time. With these three, seeds 1-500 at normal, the policy won
 * 320 of 500 games with four heroes instead of 280 (see README).
 */
import type { BotDecision, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { stepUp, type AttackDie } from '../dice';
import type { Hero } from '../state';
import type { PAView } from '../view';
import { beat, lordToughness } from './lordPlan';

type V = GameView<PAView>;
const pick = (id: string, reason: string): BotDecision => ({ optionIds: [id], reason });

/**
 * Weight of a step against a minion's toughness (3, a fiend's) beside a step
 * against the Lord's, when a token is raised for good: the Lord decides the
 * game, the minions come every round.
 */
const MINION_WEIGHT = 0.3;
const MINION_TOUGHNESS = 3;

/** The expected number of hits an option's odds promise (its "N hits" lines). */
export function expectedHits(o: PromptOption): number {
  return (o.odds ?? []).reduce((sum, line) => {
    const n = /^(\d+) hits?$/.exec(line.label);
    return sum + (n ? Number(n[1]) * line.p : 0);
  }, 0);
}

/** A die raised for this attack: the one whose step adds most expected hits, by the odds the prompt shows. */
export function raiseForAttack(prompt: Prompt): BotDecision {
  const best = [...prompt.options].sort((a, b) => expectedHits(b) - expectedHits(a))[0]!;
  return pick(best.id, `steps up a die (${best.label}): the most hits expected`);
}

/** What a step on this die is worth for good: against the Lord's toughness first, a fiend's a little. */
export function tokenGain(view: V, die: AttackDie): number {
  const up = stepUp(die);
  const t = lordToughness(view);
  return beat(up, t) - beat(die, t) + MINION_WEIGHT * (beat(up, MINION_TOUGHNESS) - beat(die, MINION_TOUGHNESS));
}

/** A gift slot's raise: the token whose step gains most (a d4 does nothing to Jabootu, a d8 a little more). */
export function raiseToken(view: V, prompt: Prompt, h: Hero): BotDecision {
  const gain = (o: PromptOption) => tokenGain(view, (h.attack[Number(o.id.slice('raise:'.length))] ?? 'd12') as AttackDie);
  const best = [...prompt.options].sort((a, b) => gain(b) - gain(a))[0]!;
  return pick(best.id, `steps up a token (${best.label}): the step that counts most against the Lord`);
}

/**
 * Help outside Hell Time: worth a friend's courage when a Fourth Circle demon
 * is in reach (4 doom if it walks out, and toughness 4-5 that single small
 * dice rarely beat). The hero's own boosts come first; the old bot asked only
 * in Hell.
 */
export function askHelp(view: V, prompt: Prompt, own: BotDecision): BotDecision | null {
  const a = view.game.attack;
  if (view.game.hell || !a || !view.game.fourth.some((f) => a.reach.includes(f.area))) return null;
  if (own.optionIds[0] !== 'roll') return null;
  const help = prompt.options.find((o) => o.id.startsWith('help:'));
  return help ? pick(help.id, 'asks for help against the Fourth Circle demon in reach') : null;
}
