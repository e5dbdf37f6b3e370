/** The six missions of Operation Black Foundry and the operation itself. */
export { MISSIONS, OPERATION } from './operation';
export { LANDING_ZONE } from './m1LandingZone';
export { DATA_VAULT } from './m2DataVault';
export { HOLD_THE_LINE } from './m3HoldTheLine';
export { THE_NEST } from './m4TheNest';
export { RELAY } from './m5Relay';
export { FOUNDRY_HEART } from './m6FoundryHeart';
export { STANDARD_FRAG_GOAL } from './build';
