/** Seat and enemy colours; the colour-blind palette follows Okabe & Ito. Tokens also carry letters, never colour alone. */
export interface Palette {
  seats: string[];
  enemy: string;
  goal: string;
}

const NORMAL: Palette = { seats: ['#e8a33d', '#4aa3df', '#7cc25a', '#c86fd0'], enemy: '#c23b2e', goal: '#e9e2c6' };
const COLOUR_BLIND: Palette = { seats: ['#E69F00', '#56B4E9', '#009E73', '#CC79A7'], enemy: '#D55E00', goal: '#F0E442' };

export function palette(colourBlind: boolean): Palette {
  return colourBlind ? COLOUR_BLIND : NORMAL;
}

export function seatColour(p: Palette, index: number): string {
  return p.seats[index % p.seats.length] ?? '#cccccc';
}
