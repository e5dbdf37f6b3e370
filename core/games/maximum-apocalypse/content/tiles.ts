/**
 * Map tiles. A tile type says what the place is (scavenge icons, effects);
 * a physical tile is a type with the spawn number printed on it. The Van is
 * the start tile; the rulebook's Mechanic example gives it spawn number 6.
 * The other spawn numbers and effects are ours (ASSUMPTIONS.md, "Tiles").
 */
import type { TileAbility, TileDef, TileTypeDef } from './types';

const t = (on: TileAbility['on'], effect: string, params?: TileAbility['params']): TileAbility => (params ? { on, effect, params } : { on, effect });

export const TILE_TYPES: TileTypeDef[] = [
  { id: 'van', name: 'Van', scavenge: [], abilities: [], text: 'Where everyone starts and where the mission ends: deliver fuel and relics here for free.', printed: 'Mechanic example turn: spawn 6' },
  { id: 'gas-station', name: 'Gas Station', scavenge: ['red'], abilities: [], text: 'Scavenge the red pile.', printed: 'Mechanic example turn: red pile, spawn 5' },
  { id: 'police-station', name: 'Police Station', scavenge: ['blue'], abilities: [t('reveal', 'freeScavenge', { color: 'blue' })], text: 'Reveal: whoever reveals it draws a free blue scavenge card.', printed: 'Mechanic example turn: spawn 6' },
  { id: 'forest', name: 'Forest', scavenge: ['green'], abilities: [t('enter', 'stealthOrMonster')], text: 'Enter: pass a stealth test or draw a monster.', printed: 'Mechanic example turn (name only)' },
  { id: 'open-field', name: 'Open Field', scavenge: [], abilities: [t('end', 'drawMonster', { count: 1 })], text: 'End: whoever ends a turn here draws a monster.', printed: 'Turn sequence: ending a turn here draws a monster' },
  { id: 'hospital', name: 'Hospital', scavenge: ['blue'], abilities: [t('end', 'heal', { amount: 2 })], text: 'End: whoever ends a turn here restores 2 health (the Veteran and the Dog both).', printed: 'Veteran + Dog notes: restore 2 health' },
  { id: 'bandit-camp', name: 'Bandit Camp', scavenge: ['blue', 'red'], abilities: [t('enter', 'damageOrGear', { amount: 3 })], text: 'Enter: take 3 damage or discard one of your equipped gear.', printed: 'Movement: take damage or discard an equipped gear' },
  { id: 'farm', name: 'Farm', scavenge: ['green'], abilities: [t('reveal', 'freeScavenge', { color: 'green' })], text: 'Reveal: whoever reveals it draws a free green scavenge card.' },
  { id: 'supermarket', name: 'Supermarket', scavenge: ['green', 'blue'], abilities: [t('reveal', 'placeTokens', { count: 1 })], text: 'Reveal: a Monster token appears here.' },
  { id: 'junkyard', name: 'Junkyard', scavenge: ['red', 'blue'], abilities: [t('scavenge', 'blockTile')], text: 'Scavenging here picks it clean: put a scavenge block on it.' },
  { id: 'swamp', name: 'Swamp', scavenge: ['green'], stop: true, abilities: [], text: 'Stop: entering ends your movement for the turn.' },
  { id: 'graveyard', name: 'Graveyard', scavenge: ['blue'], abilities: [t('reveal', 'placeTokens', { count: 2 })], text: 'Reveal: 2 Monster tokens appear here.' },
  { id: 'church', name: 'Church', scavenge: [], abilities: [t('end', 'cure'), t('end', 'heal', { amount: 1 })], text: 'End: whoever ends a turn here is cured of poison and insanity and restores 1 health.' },
  { id: 'manor', name: 'Manor', scavenge: ['red', 'green'], abilities: [], text: 'An old house with a full larder and a locked garage.' },
  { id: 'crypt', name: 'Crypt', scavenge: ['blue'], abilities: [t('enter', 'stealthOrMonster')], text: 'Enter: pass a stealth test or draw a monster.' },
  { id: 'village', name: 'Village', scavenge: ['green', 'blue'], abilities: [], text: 'Empty houses with something left in them.' },
  { id: 'windmill', name: 'Windmill', scavenge: ['red'], stop: true, abilities: [], text: 'Stop: entering ends your movement for the turn.' },
  { id: 'catacombs', name: 'Catacombs', scavenge: ['red', 'blue'], abilities: [t('enter', 'burn', { count: 1 })], text: 'Enter: burn a card.' },
  { id: 'bell-tower', name: 'Bell Tower', scavenge: [], abilities: [t('end', 'clearAdjacentTokens')], text: 'End: the bells scatter every Monster token on the tiles next to this one.' },
  { id: 'shrine', name: 'Shrine', scavenge: [], abilities: [t('end', 'cure')], text: 'End: whoever ends a turn here is cured of poison and insanity.' },
  { id: 'temple', name: 'Temple', scavenge: ['green', 'blue'], abilities: [t('enter', 'stealthOrMonster')], text: 'Enter: pass a stealth test or draw a monster.' },
  { id: 'crash-site', name: 'Crash Site', scavenge: ['red'], abilities: [t('reveal', 'placeTokens', { count: 1 })], text: 'Reveal: a Monster token appears here.' },
  { id: 'lighthouse', name: 'Lighthouse', scavenge: ['blue'], stop: true, abilities: [], text: 'Stop: entering ends your movement for the turn.' },
  { id: 'harbor', name: 'Harbor', scavenge: ['green', 'red'], abilities: [t('enter', 'stealthOrMonster')], text: 'Enter: pass a stealth test or draw a monster.' },
];

export const TILE_TYPE_BY_ID: Record<string, TileTypeDef> = Object.fromEntries(TILE_TYPES.map((x) => [x.id, x]));

/** Physical tiles: [type, spawn number]; the id is type-spawn. */
const PHYSICAL: [string, number][] = [
  ['van', 6],
  ['gas-station', 5], ['gas-station', 9], ['police-station', 6], ['forest', 8], ['forest', 3], ['open-field', 9], ['open-field', 4],
  ['hospital', 4], ['bandit-camp', 10], ['farm', 10], ['supermarket', 3], ['junkyard', 11], ['swamp', 2], ['swamp', 12],
  ['graveyard', 8], ['church', 12], ['manor', 6], ['crypt', 5], ['village', 9], ['windmill', 11], ['catacombs', 4], ['bell-tower', 2],
  ['shrine', 8], ['temple', 10], ['crash-site', 8], ['lighthouse', 10], ['harbor', 5],
];

export const TILES: TileDef[] = PHYSICAL.map(([type, spawn]) => ({ id: type === 'van' ? 'van' : `${type}-${spawn}`, type, spawn }));
export const TILE_BY_ID: Record<string, TileDef> = Object.fromEntries(TILES.map((x) => [x.id, x]));
