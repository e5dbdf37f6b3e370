/**
 * Small hand-drawn boards for tests and examples (see ascii.ts for the
 * drawing syntax). Letters: A B C marines; s z i small demons; f a flying
 * demon; m a two-space demon; y a six-space demon.
 */
import { parseAsciiMap, type LegendEntry } from './ascii';
import { makeBoard, type Board } from './board';

export const LEGEND: Record<string, LegendEntry> = {
  A: { side: 'marine' },
  B: { side: 'marine' },
  C: { side: 'marine' },
  s: { side: 'demon' },
  z: { side: 'demon' },
  i: { side: 'demon' },
  f: { side: 'demon', flying: true },
  m: { side: 'demon', size: 'large2' },
  y: { side: 'demon', size: 'large6' },
};

export function boardFrom(text: string, legend: Record<string, LegendEntry> = LEGEND): Board {
  const parsed = parseAsciiMap(text, legend);
  return makeBoard(parsed.map, parsed.figures);
}

/** The appendix's first map: Alpha beside a wall that ends at his bottom-right corner; a demon out in the open (line-of-sight and cover cases 1-3). */
export const NOT_MUTUAL = `
  +-+-+-+-+-+-+-+
  |. .|. . . . .|
  + + + + + + + +
  |. A|. . . . .|
  + + + + + + + +
  |. . . . . . .|
  + + + + + + + +
  |. . . . . s .|
  +-+-+-+-+-+-+-+`;
