/**
 * The policy's answers to the questions only one map asks, which the old bot
 * left to chance. Washington D.C.: where each hero starts (the rulebook lets
 * heroes start at the Capitol, the Supreme Court or the Pentagon) and which
 * corner of the White House a Fourth Circle demon leaves by (the captain's
 * choice).
 */
import type { BotDecision, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { areaName, nextArea } from '../rules/board';
import type { PAState } from '../state';
import type { PAView } from '../view';

type V = GameView<PAView>;
const pick = (id: string, reason: string): BotDecision => ({ optionIds: [id], reason });
const state = (view: V) => view.game as unknown as PAState;

/**
 * The whole team at one start (the one the rules suggest, where they stand):
 * the policy's moves gather the heroes on the busiest road anyway, so heroes
 * spread over the three starts only walked back together (Washington D.C.,
 * seeds 1-300, two and four heroes: the same wins either way).
 */
export function chooseStart(prompt: Prompt): BotDecision {
  const id = prompt.suggested?.[0] ?? prompt.options[0]!.id;
  const label = prompt.options.find((o) => o.id === id)?.label ?? id;
  return pick(id, `starts with the team in ${label}`);
}

/** The areas from an area to the end of its road (the arrows followed to a start). */
function road(g: PAState, from: string): string[] {
  const out: string[] = [];
  for (let at: string | null = from; at && out.length < 20; at = nextArea(g, at)) out.push(at);
  return out;
}

/**
 * The corner whose road has the fewest heroes on it (start included; ties
 * go to the first): the demon's four dice do their harm where heroes stand,
 * and on an empty road it still walks three areas before it leaves. Measured
 * on Washington D.C., seeds 1-600, wins of 1,200 with two and four heroes
 * added up: 367 this way, 360 with the corner drawn at random, 346 sending it
 * at the heroes.
 */
export function chooseCorner(view: V, prompt: Prompt): BotDecision {
  const live = view.game.heroes.filter((h) => !h.dead && h.heroId);
  let best = { id: prompt.options[0]!.id, heroes: Infinity };
  for (const o of prompt.options) {
    const areas = new Set(road(state(view), o.id.replace(/^corner:/, '')));
    const heroes = live.filter((h) => areas.has(h.area)).length;
    if (heroes < best.heroes) best = { id: o.id, heroes };
  }
  const to = areaName(state(view), best.id.replace(/^corner:/, ''));
  return pick(best.id, `sends it toward ${to}, the road with fewest heroes on it`);
}
