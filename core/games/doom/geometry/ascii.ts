/**
 * Maps drawn as text, for tests and for authoring small maps by hand.
 *
 * Odd lines are rows of spaces, even lines are the borders between rows:
 *
 *     +-+-+-+        space characters (odd columns of odd lines):
 *     |a . ~|          .  normal      ~  difficult   %  impassable
 *     + +D+ +          X  blocking    (blank) no space
 *     |.|.X.|          T  active teleporter   t  inactive teleporter
 *     +-+-+-+          a letter from the legend: a figure on normal terrain
 *
 *     border characters (even columns of odd lines, odd columns of even lines):
 *       | or -  wall    D  closed door    d  open door    blank  no wall
 *
 * '+' at corners is decoration. The map's outline is a wall whether drawn or
 * not. A large figure is drawn by repeating its letter over its whole base.
 */
import { hEdge, spaceKey, vEdge } from './coords';
import type { FigurePlacement, FigureSize, MapDef, SpaceKey, Terrain } from './types';

export interface LegendEntry {
  side: FigurePlacement['side'];
  size?: FigureSize;
  flying?: boolean;
  /** Terrain under the figure (normal unless given). */
  terrain?: Terrain;
}

export interface ParsedMap {
  map: MapDef;
  figures: FigurePlacement[];
  /** Top-left space of each legend letter found. */
  at: Record<string, SpaceKey>;
}

const TERRAIN_CHAR: Record<Terrain, string> = { normal: '.', difficult: '~', impassable: '%', blocking: 'X' };
const FOOTPRINT: Record<FigureSize, [number, number]> = { small: [1, 1], large2: [2, 1], large6: [3, 2] };

export function parseAsciiMap(text: string, legend: Record<string, LegendEntry> = {}, id = 'ascii'): ParsedMap {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  // Tests indent their maps; drop the common indent.
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  const grid = lines.map((l) => l.slice(indent));
  const at = (r: number, c: number) => grid[r]?.[c] ?? ' ';
  const rows = Math.floor(grid.length / 2);
  const cols = Math.floor((Math.max(...grid.map((l) => l.length)) - 1) / 2);

  const tileRows: string[] = [];
  const walls: string[] = [];
  const doors: MapDef['doors'] = [];
  const teleporters: MapDef['teleporters'] = [];
  const cells: Record<string, [number, number][]> = {};

  const border = (ch: string, edge: string) => {
    if (ch === '|' || ch === '-') walls.push(edge);
    else if (ch === 'D' || ch === 'd') doors.push({ id: `door-${edge}`, edge, open: ch === 'd' });
    else if (ch !== ' ' && ch !== '+') throw new Error(`Unknown border character "${ch}" at ${edge}.`);
  };

  for (let y = 0; y < rows; y++) {
    let row = '';
    for (let x = 0; x < cols; x++) {
      const ch = at(2 * y + 1, 2 * x + 1);
      if (ch in legend) {
        (cells[ch] ??= []).push([x, y]);
        row += TERRAIN_CHAR[legend[ch]!.terrain ?? 'normal'];
      } else if (ch === 'T' || ch === 't') {
        teleporters.push({ id: `tp-${x},${y}`, at: spaceKey(x, y), active: ch === 'T' });
        row += '.';
      } else if ('.~%X '.includes(ch)) {
        row += ch;
      } else {
        throw new Error(`Unknown space character "${ch}" at ${x},${y}; add it to the legend.`);
      }
      if (x > 0) border(at(2 * y + 1, 2 * x), vEdge(x, y));
      if (y > 0) border(at(2 * y, 2 * x + 1), hEdge(x, y));
    }
    tileRows.push(row);
  }

  const figures: FigurePlacement[] = [];
  const found: Record<string, SpaceKey> = {};
  for (const [letter, spots] of Object.entries(cells)) {
    const e = legend[letter]!;
    const size = e.size ?? 'small';
    const xs = spots.map((s) => s[0]);
    const ys = spots.map((s) => s[1]);
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const w = Math.max(...xs) - x0 + 1;
    const h = Math.max(...ys) - y0 + 1;
    const [fw, fh] = FOOTPRINT[size];
    const facing = w === fw && h === fh ? 'h' : w === fh && h === fw ? 'v' : null;
    if (!facing || spots.length !== fw * fh) throw new Error(`Figure "${letter}" is drawn ${w}x${h}, not a ${size} base.`);
    const fig: FigurePlacement = { id: letter, side: e.side, at: spaceKey(x0, y0) };
    if (size !== 'small') {
      fig.size = size;
      fig.facing = facing;
    }
    if (e.flying) fig.flying = true;
    figures.push(fig);
    found[letter] = fig.at;
  }

  const map: MapDef = { id, tiles: [{ id: `${id}-tile`, x: 0, y: 0, rows: tileRows }], walls, openings: [], doors, teleporters, tokens: [] };
  return { map, figures, at: found };
}
