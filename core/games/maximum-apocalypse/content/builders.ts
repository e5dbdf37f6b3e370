/** Small constructors that keep the card lists readable: one line per card. */
import type { Ability, CardTrigger, Params, PlayerCardDef, RangeName } from './types';

type Extra = Partial<Pick<PlayerCardDef, 'ammo' | 'fuelReload' | 'tags' | 'printed'>>;

export function ab(on: CardTrigger, effect: string, range?: RangeName, params?: Params): Ability {
  const a: Ability = { on, effect };
  if (range) a.range = range;
  if (params) a.params = params;
  return a;
}

export const play = (effect: string, range?: RangeName, params?: Params) => ab('play', effect, range, params);
export const action = (effect: string, range?: RangeName, params?: Params) => ab('action', effect, range, params);
export const passive = (effect: string, params?: Params) => ab('passive', effect, undefined, params);

/** A survivor deck's gear card. */
export function gear(
  classId: string, id: string, name: string, copies: number, storage: number, abilities: Ability[], text: string, extra: Extra = {},
): PlayerCardDef {
  return { id, name, kind: 'gear', deck: 'survivor', classId, copies, storage, abilities, text, ...extra };
}

/** A survivor deck's instant card. */
export function instant(classId: string, id: string, name: string, copies: number, abilities: Ability[], text: string, extra: Extra = {}): PlayerCardDef {
  return { id, name, kind: 'instant', deck: 'survivor', classId, copies, abilities, text, ...extra };
}
