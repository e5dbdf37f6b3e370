import { describe, expect, it } from 'vitest';
import { displaceTo, indexOf, keyOf, nearestFree, reachLarge, type Board } from './board';
import { displacedBy, largeRotations, largeSteps, poseKey, type Pose } from './large';
import { boardFrom } from './fixtures';

const keys = (b: Board, spaces: number[]) => spaces.map((i) => keyOf(b, i));
const OPEN = `
  +-+-+-+-+-+
  |. . . . .|
  + + + + + +
  |. m m . .|
  + + + + + +
  |. . . . .|
  + + + + + +
  |. . . . .|
  +-+-+-+-+-+`;
const at = (x: number, y: number, facing: 'h' | 'v' = 'h'): Pose => ({ x, y, facing });

describe('large figure movement (movement appendix)', () => {
  it('case 3: a large base moves one space orthogonally for one point, every part to a neighbouring space', () => {
    const b = boardFrom(OPEN);
    const steps = largeSteps(b.cm, 'large2', at(1, 1)).map((m) => poseKey(m.pose)).sort();
    expect(steps).toEqual(['0,1:h', '1,0:h', '1,2:h', '2,1:h']);
    expect(reachLarge(b, 'm', 1).get('2,1:h')?.cost).toBe(1);
  });

  it('case 4: ... but never diagonally: a diagonal shift takes two points', () => {
    const r = reachLarge(boardFrom(OPEN), 'm', 2);
    expect(r.get('2,2:h')?.cost).toBe(2);
    expect(largeSteps(boardFrom(OPEN).cm, 'large2', at(1, 1)).some((m) => m.pose.x === 2 && m.pose.y === 2)).toBe(false);
  });

  it('case 5: a two-space base turns 90 degrees for one point, keeping one of its two spaces', () => {
    const b = boardFrom(OPEN);
    const turns = largeRotations(b.cm, 'large2', at(1, 1));
    expect(turns.map((m) => poseKey(m.pose)).sort()).toEqual(['1,0:v', '1,1:v', '2,0:v', '2,1:v']);
    expect(reachLarge(b, 'm', 1).get('2,0:v')?.cost).toBe(1);
  });

  it('case 6: a six-space base turns 90 degrees keeping four of its six spaces', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |. . . . .|
      + + + + + +
      |. y y y .|
      + + + + + +
      |. y y y .|
      + + + + + +
      |. . . . .|
      +-+-+-+-+-+`);
    const turns = largeRotations(b.cm, 'large6', at(1, 1));
    expect(turns.map((m) => poseKey(m.pose)).sort()).toEqual(['1,0:v', '1,1:v', '2,0:v', '2,1:v']);
    const held = new Set(keys(b, [indexOf(b, '1,1'), indexOf(b, '2,1'), indexOf(b, '3,1'), indexOf(b, '1,2'), indexOf(b, '2,2'), indexOf(b, '3,2')]));
    for (const t of turns) expect(keys(b, t.spaces).filter((k) => held.has(k)).length).toBe(4);
  });

  it('case 7: no turn that would keep fewer than half of the spaces', () => {
    const b = boardFrom(OPEN);
    const six = largeRotations(b.cm, 'large6', at(1, 1));
    // A taller base shifted one column right of the old one's end keeps only two spaces: not offered.
    expect(six.some((m) => m.pose.x === 3)).toBe(false);
    expect(six.every((m) => m.spaces.length === 6)).toBe(true);
  });

  it('large figures ignore difficult, impassable and blocking terrain when moving', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |m m ~ % X|
      + + + + + +
      |. . ~ % X|
      +-+-+-+-+-+`);
    const r = reachLarge(b, 'm', 3);
    expect(r.get('1,0:h')?.cost).toBe(1);
    expect(r.get('2,0:h')?.cost).toBe(2);
    expect(r.get('3,0:h')?.cost).toBe(3);
    expect(r.get('3,0:h')?.canEnd).toBe(true);
  });

  it('large figures are stopped by walls and closed doors, and a base may not straddle a wall', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |m m|. .|
      + + + + +
      |. .D. .|
      +-+-+-+-+`);
    expect(largeSteps(b.cm, 'large2', at(0, 0)).map((m) => poseKey(m.pose))).toEqual(['0,1:h']);
    const r = reachLarge(b, 'm', 6);
    expect([...r.keys()].some((k) => k.startsWith('2,') || k.startsWith('3,'))).toBe(false);
  });

  it('large figures pay nothing extra for enemies and may end on small figures, who are then displaced', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |m m A .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    const r = reachLarge(b, 'm', 1);
    const there = r.get('1,0:h')!;
    expect(there.cost).toBe(1);
    expect(there.canEnd).toBe(true);
    expect(displacedBy(b.occ, there.spaces, 'm')).toEqual(['A']);
  });

  it('a large figure cannot end on another large figure, but may pass over it', () => {
    const b = boardFrom(`
      +-+-+-+-+-+-+-+
      |m m . y y y .|
      + + + + + + + +
      |. . . y y y .|
      +-+-+-+-+-+-+-+`);
    const r = reachLarge(b, 'm', 5);
    expect(r.get('3,0:h')?.canEnd).toBe(false);
    expect(r.get('5,0:h')?.cost).toBe(5);
    expect(r.get('5,0:h')?.canEnd).toBe(false); // still half on the Cyberdemon
  });
});

describe('displacement and the nearest unoccupied space', () => {
  it('a displaced figure goes to the nearest free space by walking count; ties are all offered', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |m m A .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    // The Mancubus moves right onto Alpha (new base 1,0 and 2,0); its old space 0,0 frees up.
    expect(displaceTo(b, 'm', ['1,0', '2,0'], 'A').sort()).toEqual(['1,1', '2,1', '3,0', '3,1']);
  });

  it('distance counts round walls, not through them', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |m m A|.|
      + + +-+ +
      |. . . .|
      +-+-+-+-+`);
    // 3,0 is beside Alpha but behind a wall; 1,1 is one diagonal step away.
    expect(displaceTo(b, 'm', ['1,0', '2,0'], 'A')).toEqual(['1,1']);
  });

  it('figures already placed this turn take their spaces', () => {
    const b = boardFrom(`
      +-+-+-+
      |s A .|
      + + + +
      |m m .|
      + + + +
      |. . .|
      +-+-+-+`);
    // The Mancubus steps up onto both; its old spaces free up. The demon is placed first...
    expect(displaceTo(b, 'm', ['0,0', '1,0'], 's')).toEqual(['0,1', '1,1']);
    // ...then Alpha, with the space the demon took no longer free.
    expect(displaceTo(b, 'm', ['0,0', '1,0'], 'A', ['0,1'])).toEqual(['2,0', '1,1', '2,1']);
  });

  it('a respawning marine whose teleporter is taken goes to the nearest free space', () => {
    const b = boardFrom(`
      +-+-+-+
      |. B .|
      + +-+ +
      |. . .|
      +-+-+-+`);
    const n = nearestFree(b, '1,0', { side: 'marine', id: 'A', teleports: false });
    expect(n?.distance).toBe(1);
    expect(n?.spaces.map((i) => keyOf(b, i))).toEqual(['0,0', '2,0', '0,1', '2,1']);
  });
});
