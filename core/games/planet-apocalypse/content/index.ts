/** All Planet Apocalypse content: data only, read by the rules and the renderer. */
export * from './types';
export { HEROES, HERO_BY_ID } from './heroes';
export { ALL_GIFTS, GIFTS, GIFT_BY_ID, GIFT_PANEL_SLOTS, giftDeckCards, giftOfCard } from './gifts';
export { VOID_GIFTS } from './giftsVoid';
export { TROOPERS, TROOPER_BY_ID, MAX_TROOPERS_PER_GROUP } from './troopers';
export { MINIONS, MINION_KINDS, CIRCLE_DEMON } from './demons';
export { FOURTH_CIRCLE, FOURTH_BY_ID, FOURTH_KILL_COURAGE, FOURTH_AMBUSH_COURAGE, FOURTH_EXIT_DOOM } from './fourthCircle';
export { LORDS, LORD_BY_ID } from './lords';
export { LEGIONS, LEGION_BY_ID } from './legions';
export { MAPS, INVASION_MAP, DOOMGATE_MAP } from './maps';
export { PA_DICE, DESPAIR_DIE } from '../dice';
export { KEYWORDS, KEYWORD_BY_ID, type KeywordDef } from './keywords';
export { count, diceText, slotBonusText, toughnessText } from './words';
export { DESPAIR_STEPS, DOOM_LOSS, LEGION_CHANGE_AT, LORD_TRACK_STEPS, MAX_DESPAIR_DICE } from './tracks';
