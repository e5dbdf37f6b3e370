/** The six event sets; the invader shuffles three of them into his event deck. */
import type { EventCardDef, EventSetDef } from '../types';
import { HELLFIRE, PREDATORS, RELENTLESS_HORDE } from './setsOffense';
import { CORRUPTION, DARK_RITUALS, INFERNAL_FORTITUDE } from './setsControl';

export * from './setsOffense';
export * from './setsControl';

export const EVENT_SETS: EventSetDef[] = [HELLFIRE, RELENTLESS_HORDE, PREDATORS, INFERNAL_FORTITUDE, CORRUPTION, DARK_RITUALS];

/** Sets the invader chooses per mission (a fact of the reference). */
export const EVENT_SETS_PER_DECK = 3;

export const EVENT_CARDS: EventCardDef[] = EVENT_SETS.flatMap((s) => s.cards);
