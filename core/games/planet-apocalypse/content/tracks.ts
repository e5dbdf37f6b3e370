/** The control panel's numbers (rulebook "Doom Track", "Despair Track", "Lord Cycle"): data the rules and the inspect panel share. */
export const DOOM_LOSS = 13;
export const DESPAIR_STEPS = 6;
export const LORD_TRACK_STEPS = 4;
export const MAX_DESPAIR_DICE = 12;
/** Doom values at which a new legion is drawn. */
export const LEGION_CHANGE_AT = [3, 7];
