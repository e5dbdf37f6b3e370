/**
 * How Planet Repossession Force looks: the four tile colours (the legend's,
 * from the core), the two factions and each seat's own shade of its
 * faction, with Okabe–Ito hues for colour-blind players. Seat letters and
 * numbers go with every colour so colour is never the only cue.
 */
import type { DeckId, Faction } from '../../../core/games/repossession/content/types';

/** The legend's swatches (core inspect LEGEND), so board and legend agree. */
export const DECK_COLOUR: Record<DeckId, string> = {
  supplies: '#3f9d4a', settlements: '#3a6fc4', creatures: '#d8b531', raids: '#c43c3c',
};
const DECK_COLOUR_CB: Record<DeckId, string> = {
  supplies: '#009E73', settlements: '#0072B2', creatures: '#F0E442', raids: '#D55E00',
};

export function deckColour(deck: DeckId, colourBlind: boolean): string {
  return (colourBlind ? DECK_COLOUR_CB : DECK_COLOUR)[deck];
}

export const DECK_NAME: Record<DeckId, string> = {
  supplies: 'Supplies', settlements: 'Settlements', creatures: 'Creatures', raids: 'Raids',
};

export const FACTION_NAME: Record<Faction, string> = { gaia: 'Gaia', xanadu: 'Xanadu' };

const FACTION: Record<Faction, string> = { gaia: '#5fbf6a', xanadu: '#b27ad9' };
const FACTION_CB: Record<Faction, string> = { gaia: '#56B4E9', xanadu: '#CC79A7' };

export function factionColour(f: Faction, colourBlind: boolean): string {
  return (colourBlind ? FACTION_CB : FACTION)[f];
}

/** Four shades per faction, one per seat number (g1..g4, x1..x4). */
const SEAT: Record<Faction, string[]> = {
  gaia: ['#4fc36a', '#2fb3a8', '#a6d65a', '#2e8b57'],
  xanadu: ['#b27ad9', '#e06fb0', '#7f73e6', '#d9a3f2'],
};
const SEAT_CB: Record<Faction, string[]> = {
  gaia: ['#56B4E9', '#009E73', '#0072B2', '#9ad0f0'],
  xanadu: ['#CC79A7', '#D55E00', '#E69F00', '#F0E442'],
};

export function factionOf(seat: string): Faction {
  return seat.startsWith('g') ? 'gaia' : 'xanadu';
}

export function seatColour(seat: string, colourBlind: boolean): string {
  const n = Math.max(0, Math.min(3, Number(seat.slice(1)) - 1 || 0));
  return (colourBlind ? SEAT_CB : SEAT)[factionOf(seat)][n]!;
}

/** The short mark on a seat's figure and pad: G1 .. X4. */
export function seatMark(seat: string): string {
  return seat.toUpperCase();
}

export const TIER_MARK: Record<number, string> = { 1: 'I', 2: 'II', 3: 'III' };
