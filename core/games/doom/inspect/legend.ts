/**
 * The DOOM board legend: what each token, line, colour and badge on the
 * table means, one line each, from the markings content (and the marines'
 * colours). Each line links to its glossary entry.
 */
import type { LegendEntry } from '../../../engine/types';
import { MARINES } from '../content/marines';
import { MARKINGS } from '../content/markings';
import { capitalised } from './words';

export const doomLegend: LegendEntry[] = [
  ...MARKINGS.filter((m) => m.onBoard).map((m): LegendEntry => ({
    symbol: m.symbol, ...(m.color ? { color: m.color } : {}), name: m.name, meaning: `${capitalised(m.look)}. ${m.text[0]}`, entry: `marking:${m.id}`,
  })),
  ...MARINES.map((m): LegendEntry => ({ symbol: '●', color: m.color, name: m.name, meaning: `${m.name}'s figure and cards are marked in this colour.`, entry: `marine:${m.id}` })),
  { symbol: '2', name: 'Move costs', meaning: 'A number in an offered space: the movement points a move there costs.', entry: 'keyword:movement-points' },
  { symbol: 'N ↑', name: 'Directions', meaning: 'The log and the prompts give directions by compass: north is the top edge of the map, east its right.' },
];
