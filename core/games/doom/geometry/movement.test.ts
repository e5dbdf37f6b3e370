import { describe, expect, it } from 'vitest';
import { costTo, indexOf, makeBoard, pathKeys, reach } from './board';
import { parseAsciiMap } from './ascii';
import { destinations } from './movement';
import { LEGEND, boardFrom } from './fixtures';

describe('movement costs', () => {
  it('one point per step, orthogonal or diagonal', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . .|
      + + + +
      |. . .|
      + + + +
      |. . .|
      +-+-+-+`);
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '1,0')).toBe(1);
    expect(costTo(r, b, '1,1')).toBe(1);
    expect(costTo(r, b, '2,2')).toBe(2);
    expect(costTo(r, b, '2,1')).toBe(2);
  });

  it('entering difficult terrain costs one more; leaving it costs nothing extra', () => {
    const b = boardFrom(`
      +-+-+-+
      |A ~ .|
      +-+-+-+`);
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '1,0')).toBe(2);
    expect(costTo(r, b, '2,0')).toBe(3);
  });

  it('entering an enemy figure\'s space costs one more, a friendly one nothing more; both may only be passed through', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |A s . B .|
      +-+-+-+-+-+`);
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '1,0')).toBe(2);
    expect(costTo(r, b, '2,0')).toBe(3);
    expect(costTo(r, b, '3,0')).toBe(4);
    expect(costTo(r, b, '4,0')).toBe(5);
    expect(r.canEnd[indexOf(b, '1,0')]).toBe(0);
    expect(r.canEnd[indexOf(b, '3,0')]).toBe(0);
    expect(r.canEnd[indexOf(b, '2,0')]).toBe(1);
    expect(r.canEnd[indexOf(b, '0,0')]).toBe(1); // staying put is always allowed
  });

  it('an enemy standing in difficult terrain costs two more to enter', () => {
    const parsedLegend = { A: { side: 'marine' as const }, s: { side: 'demon' as const, terrain: 'difficult' as const } };
    const b = boardFrom(`
      +-+-+
      |A s|
      +-+-+`, parsedLegend);
    expect(costTo(reach(b, 'A', 10), b, '1,0')).toBe(3);
  });

  it('walls, closed doors, blocking and impassable outlines stop walking figures', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |A|. X % .|
      + +-+-+-+ +
      |.D. . . .|
      +-+-+-+-+-+`);
    const r = reach(b, 'A', 20);
    expect(costTo(r, b, '0,1')).toBe(1);
    expect(costTo(r, b, '1,0')).toBe(-1); // walls left and below, blocking terrain right
    expect(costTo(r, b, '2,0')).toBe(-1); // blocking: never entered
    expect(costTo(r, b, '3,0')).toBe(-1); // impassable: never entered
    expect(costTo(r, b, '1,1')).toBe(-1); // closed door
    expect(costTo(r, b, '4,0')).toBe(-1); // only reachable through that door
  });

  it('planning through a closed door costs one point to open it', () => {
    const b = boardFrom(`
      +-+-+-+
      |AD. .|
      +-+-+-+`);
    expect(costTo(reach(b, 'A', 10), b, '1,0')).toBe(-1);
    const r = reach(b, 'A', 10, { opensDoors: true });
    expect(costTo(r, b, '1,0')).toBe(2);
    expect(costTo(r, b, '2,0')).toBe(3);
  });

  it('movement example 1: no diagonal step when both two-space orthogonal routes cross a barrier', () => {
    const b = boardFrom(`
      +-+-+
      |A|.|
      + +-+
      |. .|
      +-+-+`);
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '1,1')).toBe(1); // round the corner on the open side
    const walled = boardFrom(`
      +-+-+
      |A|.|
      +-+ +
      |.|.|
      +-+-+`);
    expect(costTo(reach(walled, 'A', 10), walled, '1,1')).toBe(-1);
    const blocked = boardFrom(`
      +-+-+
      |A X|
      + + +
      |% .|
      +-+-+`);
    expect(costTo(reach(blocked, 'A', 10), blocked, '1,1')).toBe(-1);
  });

  it('movement example 2: difficult terrain or a figure beside a diagonal step adds no cost to it', () => {
    const b = boardFrom(`
      +-+-+
      |A s|
      + + +
      |~ .|
      +-+-+`);
    expect(costTo(reach(b, 'A', 10), b, '1,1')).toBe(1);
  });

  it('movement points cap what is reachable', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |A . . .|
      +-+-+-+-+`);
    const r = reach(b, 'A', 2);
    expect(costTo(r, b, '2,0')).toBe(2);
    expect(costTo(r, b, '3,0')).toBe(-1);
    expect(destinations(r).map((d) => d.cost)).toEqual([0, 1, 2]);
  });

  it('paths follow the cheapest route and their step costs add up', () => {
    const b = boardFrom(`
      +-+-+-+
      |A ~ .|
      + + + +
      |. . .|
      +-+-+-+`);
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '2,0')).toBe(2);
    expect(pathKeys(r, b, '2,0')).toEqual(['0,0', '1,1', '2,0']);
  });
});

describe('flying demons', () => {
  const b = boardFrom(`
    +-+-+-+-+-+-+
    |f ~ X % A .|
    +-+-+-+-+-+-+`);
  const r = reach(b, 'f', 10);
  it('pay nothing extra for difficult terrain', () => expect(costTo(r, b, '1,0')).toBe(1));
  it('cross and may end in blocking and impassable terrain', () => {
    expect(costTo(r, b, '2,0')).toBe(2);
    expect(costTo(r, b, '3,0')).toBe(3);
    expect(r.canEnd[indexOf(b, '2,0')]).toBe(1);
    expect(r.canEnd[indexOf(b, '3,0')]).toBe(1);
  });
  it('pay nothing extra for an enemy\'s space but may not end there', () => {
    expect(costTo(r, b, '4,0')).toBe(4);
    expect(r.canEnd[indexOf(b, '4,0')]).toBe(0);
    expect(costTo(r, b, '5,0')).toBe(5);
  });
  it('cannot pass walls or closed doors', () => {
    const w = boardFrom(`
      +-+-+-+
      |f|.D.|
      +-+-+-+`);
    const rw = reach(w, 'f', 10);
    expect(costTo(rw, w, '1,0')).toBe(-1);
  });
  it('may plan to open a door into blocking terrain, which a walker never could', () => {
    const d = boardFrom(`
      +-+-+-+
      |fDX .|
      +-+-+-+`);
    expect(costTo(reach(d, 'f', 10, { opensDoors: true }), d, '1,0')).toBe(2);
    expect(costTo(reach(d, 'f', 10, { opensDoors: true }), d, '2,0')).toBe(3);
    expect(costTo(reach(d, 'f', 10, { opensDoors: true, flying: false }), d, '2,0')).toBe(-1);
  });

  it('use the relaxed corner rule: blocking corners do not stop a diagonal', () => {
    const d = boardFrom(`
      +-+-+
      |f X|
      + + +
      |X .|
      +-+-+`);
    expect(costTo(reach(d, 'f', 10), d, '1,1')).toBe(1);
  });
});

describe('teleporters', () => {
  const b = boardFrom(`
    +-+-+-+-+-+-+-+
    |A T . . . T t|
    +-+-+-+-+-+-+-+`);
  it('marines step between any two active teleporters for one point', () => {
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '1,0')).toBe(1);
    expect(costTo(r, b, '5,0')).toBe(2);
  });
  it('inactive teleporters link nothing', () => {
    const r = reach(b, 'A', 10);
    expect(costTo(r, b, '6,0')).toBe(3); // walked from the active one next to it
  });
  it('demons do not use teleporters', () => {
    const d = boardFrom(`
      +-+-+-+-+-+-+
      |s T . . . T|
      +-+-+-+-+-+-+`);
    expect(costTo(reach(d, 's', 10), d, '5,0')).toBe(5);
  });
  it('telefragging: arriving by teleporter on a demon costs no extra point', () => {
    const p = parseAsciiMap(`
      +-+-+-+-+-+
      |A T . . s|
      +-+-+-+-+-+`, LEGEND);
    p.map.teleporters.push({ id: 'under-demon', at: '4,0', active: true });
    const t = makeBoard(p.map, p.figures);
    expect(costTo(reach(t, 'A', 10), t, '4,0')).toBe(2);
    expect(costTo(reach(t, 'A', 10, { teleports: false }), t, '4,0')).toBe(5); // walking in pays the surcharge
  });
});
