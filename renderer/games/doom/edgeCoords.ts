/**
 * Coordinates along the board's edges, as on a printed board: column letters
 * (A, B, … Z, AA, …) along the top and bottom, row numbers (1 at the top)
 * down the sides. A space that the prompt points at or that the part of the
 * turn now playing names (a figure's space, a target space) lights its column
 * and row, so the player can find it on the edge and say it aloud. Pure.
 */
import type { FigureLike } from './figureLook';
import { footprintSpaces, parseSpace } from './tableCoords';

/** Column letter of grid x: 0 is A, 25 is Z, 26 is AA. */
export function columnLabel(x: number): string {
  let n = x;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Row number of grid y (rows count from 1 at the top of the map). */
export function rowLabel(y: number): string {
  return String(y + 1);
}

/** "C4": a space as its edge coordinates read. */
export function spaceLabel(space: string): string {
  const [x, y] = parseSpace(space);
  return columnLabel(x) + rowLabel(y);
}

/**
 * The spaces named by table targets ("space:x,y", or "figure:id" for every
 * space under that figure's base); other targets name none.
 */
export function namedSpaces(keys: readonly (string | null | undefined)[], figures: readonly FigureLike[]): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    if (!key) continue;
    if (key.startsWith('space:')) out.add(key.slice('space:'.length));
    else if (key.startsWith('figure:')) {
      const f = figures.find((x) => x.id === key.slice('figure:'.length));
      if (f) for (const s of footprintSpaces(f.at, f.size, f.facing)) out.add(s);
    }
  }
  return [...out];
}

/** Columns and rows to light for these spaces. */
export function litLines(spaces: readonly string[]): { columns: Set<number>; rows: Set<number> } {
  const columns = new Set<number>();
  const rows = new Set<number>();
  for (const s of spaces) {
    const [x, y] = parseSpace(s);
    columns.add(x);
    rows.add(y);
  }
  return { columns, rows };
}
