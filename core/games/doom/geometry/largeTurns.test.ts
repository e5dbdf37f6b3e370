/**
 * Large figures turning part way through a move. Rules Reference, Large
 * Figures: "Large figures that occupy either two spaces or six spaces can
 * rotate their base 90 degrees by spending one movement point. When rotating,
 * the figure's base must occupy at least half of the spaces it occupied prior
 * to rotating." and Appendix 1: "all large figures ignore terrain, but not
 * walls or doors."
 */
import { describe, expect, it } from 'vitest';
import { reachLarge, type Board } from './board';
import { largeRotations, largeRoute, poseKey, poseSpaces, routeCorners, type Pose } from './large';
import { LEGEND, boardFrom } from './fixtures';

/** Every pose of the route after the first is one step or one turn from the one before, and fits where it stands. */
function expectLegalRoute(b: Board, route: Pose[]): void {
  for (const p of route) expect(poseSpaces(b.cm, 'large2', p), poseKey(p)).not.toBeNull();
  for (let i = 1; i < route.length; i++) {
    const [a, c] = [route[i - 1]!, route[i]!];
    const moved = Math.abs(a.x - c.x) + Math.abs(a.y - c.y);
    if (a.facing === c.facing) expect(moved, `${poseKey(a)} -> ${poseKey(c)}`).toBe(1);
    else expect(largeRotations(b.cm, 'large2', a).map((m) => poseKey(m.pose))).toContain(poseKey(c));
  }
}

// A one-space-wide corridor: east along the top, down the right-hand side, back west along the bottom.
const ZIGZAG = `
  +-+-+-+-+-+
  |m m . . .|
  +-+-+-+-+ +
          |.|
          + +
          |.|
  +-+-+-+-+ +
  |. . . . .|
  +-+-+-+-+-+`;

describe('large figures turn during a move', () => {
  it('a Mancubus reaches the bottom corridor only by turning down the bend and turning back', () => {
    const b = boardFrom(ZIGZAG);
    // Lying east-west, the base never fits the north-south stretch: with its final facing held throughout, the bottom row is cut off.
    for (let y = 0; y < 4; y++) for (let x = 0; x < 5; x++) if (poseSpaces(b.cm, 'large2', { x, y, facing: 'h' })) expect([0, 3]).toContain(y);
    const r = reachLarge(b, 'm', 10);
    const end = r.get('0,3:h')!;
    // Three steps east, a turn, two steps south, a turn back, three steps west.
    expect(end.cost).toBe(10);
    expect(end.canEnd).toBe(true);
    const route = largeRoute(r, '0,3:h');
    expect(route.map(poseKey)).toEqual(['0,0:h', '1,0:h', '2,0:h', '3,0:h', '4,0:v', '4,1:v', '4,2:v', '3,3:h', '2,3:h', '1,3:h', '0,3:h']);
    expectLegalRoute(b, route);
    // The top-left corner's spaces, for the move's words and the board's trail.
    expect(routeCorners(route)).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0', '4,1', '4,2', '3,3', '2,3', '1,3', '0,3']);
    // One point short, the far end of the bottom corridor is out of reach.
    expect(reachLarge(b, 'm', 9).has('0,3:h')).toBe(false);
  });

  it('a turn is refused where a wall or closed door would fall inside the turned base', () => {
    const b = boardFrom(`
      +-+-+-+
      |m m .|
      + +-+ +
      |. . .|
      +-+-+-+`);
    // Keeping 0,0 the base may turn down over 0,1; keeping 1,0 it would lie across the wall under 1,0.
    expect(largeRotations(b.cm, 'large2', { x: 0, y: 0, facing: 'h' }).map((m) => poseKey(m.pose))).toEqual(['0,0:v']);
    expect(reachLarge(b, 'm', 6).has('1,0:v')).toBe(false);
    const door = boardFrom(`
      +-+-+-+
      |m m .|
      + +D+ +
      |. . .|
      +-+-+-+`);
    expect(largeRotations(door.cm, 'large2', { x: 0, y: 0, facing: 'h' }).map((m) => poseKey(m.pose))).toEqual(['0,0:v']);
    // The zigzag with its bend walled off: the base cannot turn down, so the rest of the corridor is out of reach.
    const walled = boardFrom(ZIGZAG.replace('+-+-+-+-+ +\n          |.|', '+-+-+-+-+-+\n          |.|'));
    expect(largeRotations(walled.cm, 'large2', { x: 3, y: 0, facing: 'h' })).toEqual([]);
    const r = reachLarge(walled, 'm', 20);
    expect([...r.keys()].every((k) => k.endsWith(',0:h'))).toBe(true);
  });

  it('terrain and figures do not stop a turn part way; only the end is checked for another large figure', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |m m X . .|
      + + + + + +
      |. A % n n|
      +-+-+-+-+-+`, { ...LEGEND, n: { side: 'demon', size: 'large2' } });
    // Over blocking terrain, Alpha and impassable terrain, turning on the way: every pose costs a point and nothing more.
    const r = reachLarge(b, 'm', 4);
    expect(r.get('1,0:v')?.cost).toBe(1);
    expect(r.get('1,0:v')?.canEnd).toBe(true); // Alpha would be displaced
    expect(r.get('2,0:v')?.cost).toBe(2);
    expect(r.get('3,0:v')?.canEnd).toBe(false); // half on the other Mancubus
    expect(r.get('3,0:v')?.cost).toBe(3);
  });
});
