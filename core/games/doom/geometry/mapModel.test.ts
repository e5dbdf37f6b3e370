import { describe, expect, it } from 'vitest';
import { parseAsciiMap } from './ascii';
import { E_BLOCKING, E_DOOR, E_IMPASSABLE, E_WALL, T_BLOCKING, T_DIFFICULT, compileMap, compiledMap, spaceIndexOf } from './compile';
import { edgeBetween, hEdge, parseEdge, vEdge } from './coords';
import { LEGEND } from './fixtures';
import { makeBoard, tokensIn } from './board';
import type { MapDef } from './types';

const tiles = (...t: MapDef['tiles']): MapDef => ({ id: 'm', tiles: t, walls: [], openings: [], doors: [], teleporters: [], tokens: [] });

describe('map model', () => {
  it('edge ids name the left and top borders of a space', () => {
    expect(edgeBetween('3,2', '4,2')).toBe(vEdge(4, 2));
    expect(edgeBetween('3,2', '3,1')).toBe(hEdge(3, 2));
    expect(parseEdge('h:1,5')).toEqual({ dir: 'h', x: 1, y: 5 });
    expect(() => edgeBetween('0,0', '1,1')).toThrow();
  });

  it('tile edges are walls, the map outline too, and openings remove them', () => {
    const cm = compileMap({ ...tiles({ id: 'a', x: 0, y: 0, rows: ['..'] }, { id: 'b', x: 2, y: 0, rows: ['..'] }), openings: [vEdge(2, 0)] });
    expect(cm.vEdges[0]! & E_WALL).toBeTruthy(); // left outline
    expect(cm.vEdges[1]! & E_WALL).toBeFalsy(); // inside tile a
    expect(cm.vEdges[2]! & E_WALL).toBeFalsy(); // opening between tiles
    expect(compileMap(tiles({ id: 'a', x: 0, y: 0, rows: ['..'] }, { id: 'b', x: 2, y: 0, rows: ['..'] })).vEdges[2]! & E_WALL).toBeTruthy();
  });

  it('a door replaces the wall it stands in and only blocks while closed', () => {
    const base = tiles({ id: 'a', x: 0, y: 0, rows: ['.'] }, { id: 'b', x: 1, y: 0, rows: ['.'] });
    const shut = compileMap({ ...base, doors: [{ id: 'd1', edge: vEdge(1, 0), open: false }] });
    const open = compileMap({ ...base, doors: [{ id: 'd1', edge: vEdge(1, 0), open: true }] });
    expect(shut.vEdges[1]).toBe(E_DOOR);
    expect(open.vEdges[1]).toBe(0);
    expect(shut.doorSides.d1).toEqual([0, 1]);
  });

  it('borders of blocking and impassable spaces take their colour', () => {
    const cm = compileMap(tiles({ id: 'a', x: 0, y: 0, rows: ['.X%'] }));
    expect(cm.vEdges[1]).toBe(E_BLOCKING);
    expect(cm.vEdges[2]).toBe(E_BLOCKING | E_IMPASSABLE);
  });

  it('contiguous blocking spaces form one group; a wall splits them', () => {
    const p = parseAsciiMap(`
      +-+-+-+-+
      |X X|X .|
      + + + + +
      |. X . X|
      +-+-+-+-+`);
    const cm = compileMap(p.map);
    const g = (k: string) => cm.group[spaceIndexOf(cm, k)];
    expect(g('0,0')).toBe(g('1,0'));
    expect(g('1,1')).toBe(g('1,0'));
    expect(g('2,0')).not.toBe(g('1,0'));
    expect(g('3,1')).not.toBe(g('2,0'));
    expect(g('0,1')).toBe(-1);
  });

  it('rejects overlapping tiles, unknown terrain and doors on the map\'s edge', () => {
    expect(() => compileMap(tiles({ id: 'a', x: 0, y: 0, rows: ['..'] }, { id: 'b', x: 1, y: 0, rows: ['.'] }))).toThrow(/overlap/);
    expect(() => compileMap(tiles({ id: 'a', x: 0, y: 0, rows: ['.?'] }))).toThrow(/terrain/);
    expect(() => compileMap({ ...tiles({ id: 'a', x: 0, y: 0, rows: ['.'] }), doors: [{ id: 'd', edge: vEdge(0, 0), open: false }] })).toThrow(/between two spaces/);
  });

  it('compiledMap reuses the compiled form until a door opens', () => {
    const def = { ...tiles({ id: 'a', x: 0, y: 0, rows: ['..'] }), doors: [{ id: 'd', edge: vEdge(1, 0), open: false }] };
    const first = compiledMap(def);
    expect(compiledMap(def)).toBe(first);
    def.doors[0]!.open = true;
    const second = compiledMap(def);
    expect(second).not.toBe(first);
    expect(second.vEdges[1]).toBe(0);
  });

  it('compiledMap reuses the compiled form for a copy of the same map, not for a different one', () => {
    const def = tiles({ id: 'a', x: 0, y: 0, rows: ['..'] });
    const first = compiledMap(def);
    expect(compiledMap(structuredClone(def))).toBe(first);
    const other = { ...tiles({ id: 'a', x: 0, y: 0, rows: ['.X'] }) };
    expect(compiledMap(other)).not.toBe(first);
  });
});

describe('tokens', () => {
  it('are ids lying in spaces, teleporters included', () => {
    const p = parseAsciiMap(`
      +-+-+
      |T .|
      +-+-+`, LEGEND);
    p.map.tokens.push({ id: 'portal-red-1', at: '1,0' }, { id: 'health-pack-1', at: '1,0' });
    const b = makeBoard(p.map, []);
    expect(tokensIn(b, '1,0')).toEqual(['portal-red-1', 'health-pack-1']);
    expect(tokensIn(b, '0,0')).toEqual(['tp-0,0']);
    // Picking an item up changes the map's tokens, not its geometry: the board sees it at once.
    p.map.tokens.shift();
    expect(tokensIn(b, '1,0')).toEqual(['health-pack-1']);
  });
});

describe('ASCII maps', () => {
  it('reads terrain, walls, doors, teleporters and figures', () => {
    const p = parseAsciiMap(`
      +-+-+-+
      |A ~|T|
      + +D+ +
      |X s t|
      +-+-+-+`, LEGEND);
    const cm = compileMap(p.map);
    expect(p.map.tiles[0]!.rows).toEqual(['.~.', 'X..']);
    expect(p.map.walls).toEqual([vEdge(2, 0)]);
    expect(p.map.doors).toEqual([{ id: 'door-h:1,1', edge: hEdge(1, 1), open: false }]);
    expect(p.map.teleporters.map((t) => [t.at, t.active])).toEqual([['2,0', true], ['2,1', false]]);
    expect(p.figures).toEqual([{ id: 'A', side: 'marine', at: '0,0' }, { id: 's', side: 'demon', at: '1,1' }]);
    expect(cm.terrain[spaceIndexOf(cm, '1,0')]).toBe(T_DIFFICULT);
    expect(cm.terrain[spaceIndexOf(cm, '0,1')]).toBe(T_BLOCKING);
  });

  it('reads a large figure drawn over its base, with its facing', () => {
    const p = parseAsciiMap(`
      +-+-+-+
      |y y .|
      + + + +
      |y y .|
      + + + +
      |y y .|
      +-+-+-+`, LEGEND);
    expect(p.figures).toEqual([{ id: 'y', side: 'demon', at: '0,0', size: 'large6', facing: 'v' }]);
  });

  it('rejects a base of the wrong shape and unknown characters', () => {
    expect(() => parseAsciiMap(`
      +-+-+-+
      |m m m|
      +-+-+-+`, LEGEND)).toThrow(/large2/);
    expect(() => parseAsciiMap(`
      +-+
      |Q|
      +-+`)).toThrow(/legend/);
  });
});
