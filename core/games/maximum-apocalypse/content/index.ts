/** Every piece of content, and lookups by id. */
import { ALLIES, ALLY_BY_ID } from './allies';
import { CHARACTER_BY_ID, CHARACTERS } from './characters';
import { DAY_NIGHT } from './dayNight';
import { FIREMAN_DECK } from './decks/fireman';
import { GUNSLINGER_DECK } from './decks/gunslinger';
import { MECHANIC_DECK } from './decks/mechanic';
import { PRIEST_DECK } from './decks/priest';
import { RANGER_DECK } from './decks/ranger';
import { RONIN_DECK } from './decks/ronin';
import { STRETCH_GOALS } from './decks/stretchGoals';
import { SURGEON_DECK } from './decks/surgeon';
import { VETERAN_DECK } from './decks/veteran';
import { DIFFICULTIES, DIFFICULTY_BY_ID } from './difficulty';
import { INSANITY } from './insanity';
import { MISSION_BY_ID, MISSIONS } from './missions';
import { ALIEN } from './monsters/alien';
import { BOSSES } from './monsters/bosses';
import { GOTHIC } from './monsters/gothic';
import { MYTHOS } from './monsters/mythos';
import { RAPTURE } from './monsters/rapture';
import { YOKAI } from './monsters/yokai';
import { ZOMBIE } from './monsters/zombie';
import { SCAVENGE_CARDS } from './scavenge';
import { MONSTER_SETS } from './sets';
import { TILE_BY_ID, TILE_TYPE_BY_ID, TILE_TYPES, TILES } from './tiles';
import type { DayNightDef, InsanityDef, MonsterDef, MonsterSetId, PlayerCardDef } from './types';

export { ALLIES, ALLY_BY_ID, CHARACTERS, CHARACTER_BY_ID, DAY_NIGHT, DIFFICULTIES, DIFFICULTY_BY_ID, INSANITY, MISSIONS, MISSION_BY_ID };
export { MONSTER_SETS, SCAVENGE_CARDS, TILES, TILE_BY_ID, TILE_TYPES, TILE_TYPE_BY_ID };

export const CLASS_DECKS: Record<string, PlayerCardDef[]> = {
  veteran: VETERAN_DECK, mechanic: MECHANIC_DECK, ronin: RONIN_DECK, priest: PRIEST_DECK,
  surgeon: SURGEON_DECK, ranger: RANGER_DECK, fireman: FIREMAN_DECK, gunslinger: GUNSLINGER_DECK,
};

/** The Kickstarter stretch goal cards (ours), by class: added to a class deck only with the `stretchGoals` option. */
export { STRETCH_GOALS };
export function stretchCardsOf(classId: string): PlayerCardDef[] {
  return STRETCH_GOALS.filter((c) => c.classId === classId);
}

/** Every survivor and scavenge card design (the stretch goal cards included). */
export const PLAYER_CARDS: PlayerCardDef[] = [...Object.values(CLASS_DECKS).flat(), ...STRETCH_GOALS, ...SCAVENGE_CARDS];
export const CARD_BY_ID: Record<string, PlayerCardDef> = Object.fromEntries(PLAYER_CARDS.map((c) => [c.id, c]));

/** The box's 75 monster cards (five sets of 15). */
export const MONSTERS: MonsterDef[] = [...GOTHIC, ...MYTHOS, ...YOKAI, ...ALIEN, ...ZOMBIE];
/** The Kickstarter edition's 30 Rapture cards (ours): a sixth set, mashed in with the `extraSet` option. */
export { RAPTURE };
export const ALL_MONSTERS: MonsterDef[] = [...MONSTERS, ...RAPTURE, ...BOSSES];
export const MONSTER_BY_ID: Record<string, MonsterDef> = Object.fromEntries(ALL_MONSTERS.map((m) => [m.id, m]));
export { BOSSES };

export const INSANITY_BY_ID: Record<string, InsanityDef> = Object.fromEntries(INSANITY.map((c) => [c.id, c]));
export const DAY_NIGHT_BY_ID: Record<string, DayNightDef> = Object.fromEntries(DAY_NIGHT.map((c) => [c.id, c]));

export function monstersOfSet(set: MonsterSetId): MonsterDef[] {
  return (set === 'rapture' ? RAPTURE : MONSTERS).filter((m) => m.set === set);
}

export function bossesOfSet(set: MonsterSetId): MonsterDef[] {
  return BOSSES.filter((m) => m.set === set);
}

/** The definition id of a card instance ("katana#2" -> "katana"). */
export function defOf(instance: string): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

/** Instance -> definition, remembered: the rules and the bot's look-ahead ask this constantly. */
const CARD_CACHE = new Map<string, PlayerCardDef>();
const MONSTER_CACHE = new Map<string, MonsterDef>();

export function cardDef(instance: string): PlayerCardDef {
  let d = CARD_CACHE.get(instance);
  if (!d) {
    d = CARD_BY_ID[defOf(instance)];
    if (!d) throw new Error(`Unknown card "${instance}".`);
    CARD_CACHE.set(instance, d);
  }
  return d;
}

export function monsterDef(instance: string): MonsterDef {
  let d = MONSTER_CACHE.get(instance);
  if (!d) {
    d = MONSTER_BY_ID[defOf(instance)];
    if (!d) throw new Error(`Unknown monster "${instance}".`);
    MONSTER_CACHE.set(instance, d);
  }
  return d;
}
