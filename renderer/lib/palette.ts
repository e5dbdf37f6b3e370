/**
 * Colours for seats (teams), the enemy side, highlights and tokens.
 *
 * With the colour-blind setting on, every colour comes from the Okabe & Ito
 * palette, whose eight colours stay apart for the common kinds of colour
 * blindness. The default palette is softer but keeps the same order of hues,
 * so a seat keeps "its" colour family when the setting is switched.
 * Colour is never the only cue: every seat and enemy kind also has a letter
 * and a token shape (see `seatMark` / `enemyMark`), and every unit type its
 * own miniature with its letter and base shape (pieces/miniatures).
 */

/** Okabe & Ito (2008), "Color Universal Design". */
export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

export type TokenShape = 'disc' | 'cube' | 'hex';

/** A non-colour cue that goes with a colour: a letter drawn on the piece and a token shape. */
export interface Mark {
  letter: string;
  shape: TokenShape;
}

export interface HighlightColours {
  /** A legal target of the current prompt. */
  target: string;
  /** What the player has picked. */
  selected: string;
  /** Under the pointer. */
  hover: string;
  /** Where the camera is looking because something happened there. */
  focus: string;
  /** A harmful area (attack range, fire). */
  danger: string;
}

export interface Palette {
  /** Seat (team) colours in seat order. */
  seats: string[];
  /** The main enemy colour (kept for the screens that want a single one). */
  enemy: string;
  /** Further enemy colours for games with several enemy kinds or factions. */
  enemies: string[];
  goal: string;
  highlight: HighlightColours;
  /** Neutral pieces: terrain, shared tokens. */
  neutral: string;
}

const NORMAL: Palette = {
  seats: ['#e8a33d', '#4aa3df', '#5fbf6a', '#c86fd0', '#f4ec6e', '#2e55b8'],
  enemy: '#c23b2e',
  enemies: ['#c23b2e', '#7a4bb3', '#8a8f3a', '#b0543a'],
  goal: '#e9e2c6',
  highlight: { target: '#5ce0ff', selected: '#ffe14d', hover: '#ffffff', focus: '#ffb347', danger: '#ff4d3d' },
  neutral: '#b9b2a3',
};

const COLOUR_BLIND: Palette = {
  seats: [OKABE_ITO.orange, OKABE_ITO.skyBlue, OKABE_ITO.bluishGreen, OKABE_ITO.reddishPurple, OKABE_ITO.yellow, OKABE_ITO.blue],
  enemy: OKABE_ITO.vermillion,
  // Four hues that stay at least 20 CIELAB units apart under protanopia, deuteranopia and tritanopia
  // (palette.test.ts), so minion kinds keep their own colours (never greys). They repeat seat hues:
  // a seat's piece and an enemy's still differ in sculpt and in base shape and letter.
  enemies: [OKABE_ITO.vermillion, OKABE_ITO.reddishPurple, OKABE_ITO.yellow, OKABE_ITO.blue],
  goal: OKABE_ITO.yellow,
  highlight: { target: OKABE_ITO.skyBlue, selected: OKABE_ITO.yellow, hover: '#ffffff', focus: OKABE_ITO.orange, danger: OKABE_ITO.vermillion },
  neutral: '#bbbbbb',
};

/** Letters and shapes for seats, in seat order. Shapes cycle so neighbours differ. */
const SEAT_MARKS: Mark[] = [
  { letter: 'A', shape: 'disc' },
  { letter: 'B', shape: 'cube' },
  { letter: 'C', shape: 'hex' },
  { letter: 'D', shape: 'disc' },
  { letter: 'E', shape: 'cube' },
  { letter: 'F', shape: 'hex' },
];

const ENEMY_MARKS: Mark[] = [
  { letter: 'X', shape: 'hex' },
  { letter: 'Y', shape: 'cube' },
  { letter: 'Z', shape: 'disc' },
  { letter: 'W', shape: 'hex' },
];

export function palette(colourBlind: boolean): Palette {
  return colourBlind ? COLOUR_BLIND : NORMAL;
}

export function seatColour(p: Palette, index: number): string {
  return p.seats[index % p.seats.length] ?? '#cccccc';
}

export function enemyColour(p: Palette, index: number): string {
  return p.enemies[index % p.enemies.length] ?? p.enemy;
}

export function seatMark(index: number): Mark {
  return SEAT_MARKS[index % SEAT_MARKS.length]!;
}

export function enemyMark(index: number): Mark {
  return ENEMY_MARKS[index % ENEMY_MARKS.length]!;
}

/** Black or white, whichever reads better on the given background (WCAG relative luminance). */
export function textOn(background: string): '#111111' | '#ffffff' {
  const [r, g, b] = hexToRgb(background).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against black is (L+0.05)/0.05, against white 1.05/(L+0.05): equal at L ≈ 0.179.
  return lum > 0.179 ? '#111111' : '#ffffff';
}

/** '#rrggbb' or '#rgb' to [r, g, b] in 0..1. */
export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return [0.8, 0.8, 0.8];
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
