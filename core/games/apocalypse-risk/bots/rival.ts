export const RIVAL_BOTS = {};
