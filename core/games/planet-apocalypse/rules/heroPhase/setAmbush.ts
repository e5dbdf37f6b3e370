/**
 * The set ambush action (rulebook "The Set Ambush Action"): a hero leaves
 * patrol troopers in his area as an ambush. An ambush holds at most 4
 * troopers, all of one type; troopers of another type dismiss the old ambush
 * (its troopers go back to their stack). An ambush reveals invasion tokens
 * that share its area.
 */
import type { PromptOption } from '../../../../engine/types';
import { MAX_TROOPERS_PER_GROUP, TROOPER_BY_ID } from '../../content';
import { diceText } from '../../content/words';
import type { Hero, PAState } from '../../state';
import { ambushIn, areaName, heroAt, heroName, HELL, inShadow, tokensIn } from '../board';
import { pushRevealsIn } from '../invasionTokens';
import type { H } from '../types';

export function ambushOptions(g: PAState, h: Hero): PromptOption[] {
  if (!h.patrol.type || h.patrol.count === 0 || h.area === HELL || inShadow(g, h.area)) return [];
  const here = ambushIn(g, h.area);
  const same = here && here.type === h.patrol.type ? here.count : 0;
  const room = MAX_TROOPERS_PER_GROUP - same;
  const name = TROOPER_BY_ID[h.patrol.type]?.name ?? h.patrol.type;
  const opts: PromptOption[] = [];
  for (let n = 1; n <= Math.min(room, h.patrol.count); n++) {
    const replaces = here && here.type !== h.patrol.type ? ` (dismisses the ${TROOPER_BY_ID[here.type]?.name} ambush)` : '';
    opts.push({ id: `ambush:${n}`, label: `Set an ambush of ${n} ${name}${replaces}`, group: 'Ambush', detail: `rolls ${diceText(TROOPER_BY_ID[h.patrol.type]?.ambush[Math.min(4, same + n) - 1] ?? [])} in the ambush segment`, target: { kind: 'area', id: h.area } });
  }
  return opts;
}

const setAmbush: H<{ kind: string; seat: string; count: number }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const type = h.patrol.type as string;
  let here = ambushIn(g, h.area);
  if (here && here.type !== type) {
    g.troopStock[here.type] = (g.troopStock[here.type] ?? 0) + here.count;
    ctx.emit({ type: 'ambushDismissed', area: h.area, trooper: here.type, count: here.count, text: `The ${TROOPER_BY_ID[here.type]?.name} ambush in ${areaName(g, h.area)} is dismissed.` });
    g.ambushes.splice(g.ambushes.indexOf(here), 1);
    here = null;
  }
  if (!here) {
    here = { area: h.area, type, count: 0 };
    g.ambushes.push(here);
  }
  here.count += step.count;
  h.patrol.count -= step.count;
  if (h.patrol.count === 0) h.patrol.type = null;
  ctx.emit({ type: 'ambushSet', area: h.area, trooper: type, count: here.count, seat: h.seat, text: `${heroName(h)} sets ${step.count} ${TROOPER_BY_ID[type]?.name} in ambush in ${areaName(g, h.area)}.` });
  if (tokensIn(g, h.area) > 0) pushRevealsIn(ctx, h.area);
};

export const setAmbushHandlers = { setAmbush };
