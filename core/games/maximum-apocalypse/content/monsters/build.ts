/** One-line monster constructor: name, numbers, keywords, abilities. */
import type { MonsterAbility, MonsterDef, MonsterSetId, MonsterTrigger, Params, RangeName } from '../types';

type Keywords = Partial<Pick<MonsterDef, 'counter' | 'docile' | 'drainLife' | 'stampede' | 'hitsAll' | 'tags' | 'boss' | 'printed'>>;

export function monster(
  set: MonsterSetId, id: string, name: string, copies: number, health: number, attack: number, range: RangeName,
  keywords: Keywords, abilities: MonsterAbility[], text: string,
): MonsterDef {
  return { id, name, set, copies, health, attack, range, ...keywords, abilities, text };
}

export function mab(on: MonsterTrigger, effect: string, params?: Params, range?: RangeName): MonsterAbility {
  const a: MonsterAbility = { on, effect };
  if (params) a.params = params;
  if (range) a.range = range;
  return a;
}
