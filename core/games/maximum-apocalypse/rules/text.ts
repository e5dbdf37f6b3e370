/** Names as the table shows them, and small helpers for log lines that read right. */
import { ALLY_BY_ID, cardDef, defOf, INSANITY_BY_ID, MONSTER_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import type { MAState, Survivor, Tile } from '../state';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function article(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}

/** "the Mechanic"; classes are unique at a table. */
export function who(s: Survivor): string {
  return `the ${s.name}`;
}

export function Who(s: Survivor): string {
  return `The ${s.name}`;
}

export function cardName(instance: string): string {
  return cardDef(instance).name;
}

export function monsterName(instance: string): string {
  const id = defOf(instance);
  return MONSTER_BY_ID[id]?.name ?? ALLY_BY_ID[id]?.name ?? id;
}

export function insanityName(instance: string): string {
  return INSANITY_BY_ID[defOf(instance)]?.name ?? instance;
}

export function tileTypeName(type: string): string {
  return TILE_TYPE_BY_ID[type]?.name ?? type;
}

/** The type of a physical tile. */
export function tileType(tile: Tile): string {
  return TILE_BY_ID[tile.def]?.type ?? '';
}

/** "the Gas Station", or "a face-down tile" while it is face down. */
export function tileName(tile: Tile): string {
  return tile.faceUp ? `the ${tileTypeName(tileType(tile))}` : 'a face-down tile';
}

export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function survivorById(g: MAState, id: string): Survivor {
  const s = g.survivors.find((x) => x.id === id);
  if (!s) throw new Error(`No survivor "${id}".`);
  return s;
}
