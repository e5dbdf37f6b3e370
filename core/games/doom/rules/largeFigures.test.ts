import { describe, expect, it } from 'vitest';
import { largeRotations, largeSteps, poseKey, type Pose } from '../geometry/large';
import { addDemon, arrange, at, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn } from '../testing/arrange';
import { boardOf } from './common';

const pose = (k: string): Pose => {
  const [x, y, facing] = k.split(/[,:]/) as [string, string, 'h' | 'v'];
  return { x: Number(x), y: Number(y), facing };
};

describe('large figures', () => {
  it('a Mancubus ending on a marine displaces him to the nearest free space', () => {
    const d = toMarineTurn(newMatch({}, 5));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '2,7';
      addDemon(g, demonFigure('manc', 'mancubus', '0,7'));
      g.demonActivation = { type: 'mancubus', figure: 'manc', movement: 1, attacked: true, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    expect(d.prompt.kind).toBe('demonAction');
    expect(d.prompt.options.some((o) => o.id === 'pose:1,7:h')).toBe(true);
    const ev = d.answer('pose:1,7:h');
    expect(ev.find((e) => e.type === 'moved')).toMatchObject({ figure: 'manc', from: '0,7', to: '1,7' });
    // Alpha stood on 2,7, now under the base; the nearest free spaces are 1,6 2,6 3,6 and 3,7: a tie for his seat to break.
    let displacedTo: string;
    if (d.prompt.kind === 'chooseDisplacement') {
      expect(d.prompt.seat).toBe('m1');
      expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['1,6', '2,6', '3,6', '3,7']);
      const ev2 = d.answer('3,6');
      displacedTo = String(ev2.find((e) => e.type === 'displaced')!.to);
    } else {
      displacedTo = String(ev.find((e) => e.type === 'displaced')!.to);
    }
    expect(displacedTo).toBe('3,6');
    expect(at(d.g, 'alpha')).toBe('3,6');
    expect(at(d.g, 'manc')).toBe('1,7');
  });

  it('large figures pay nothing extra to pass enemies and may not end on another large figure', () => {
    const d = toMarineTurn(newMatch({}, 5));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '0,0';
      addDemon(g, demonFigure('manc', 'mancubus', '0,7'));
      addDemon(g, demonFigure('baron', 'baron-of-hell', '3,7'));
      g.demonActivation = { type: 'mancubus', figure: 'manc', movement: 2, attacked: true, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('pose:1,7:h');
    expect(ids).not.toContain('pose:2,7:h'); // would overlap the Baron at 3,7
  });

  it('two marines under a large figure are placed in the order the marines choose', () => {
    // Reference, Large Figures: demons are placed first, "followed by marine figures in the order of the marines' choice".
    const d = toMarineTurn(newMatch({ marines: 2 }, 5));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      const [first, second] = g.marines;
      g.figures.find((f) => f.id === first!.id)!.at = '2,7';
      g.figures.find((f) => f.id === second!.id)!.at = '3,7';
      addDemon(g, demonFigure('manc', 'mancubus', '0,7'));
      g.demonActivation = { type: 'mancubus', figure: 'manc', movement: 2, attacked: true, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    const [first, second] = d.g.marines;
    d.answer('pose:2,7:h');
    expect(d.prompt.kind).toBe('chooseDisplacementOrder');
    expect(d.prompt.seat).toBe(first!.seat);
    expect(d.prompt.options.map((o) => o.id)).toEqual([first!.id, second!.id]);
    const placed: string[] = [];
    const record = (ev: { type: string; figure?: unknown }[]) => ev.filter((e) => e.type === 'displaced').forEach((e) => placed.push(String(e.figure)));
    record(d.answer(second!.id));
    while (d.prompt.kind === 'chooseDisplacement') record(d.answer(d.prompt.options[0]!.id));
    expect(placed).toEqual([second!.id, first!.id]);
  });

  it('a move that turns part way carries each pose, the turn with its own facing, for the board to animate', () => {
    // Reference, Large Figures: a large figure "can rotate their base 90 degrees by spending one movement point".
    const d = toMarineTurn(newMatch({}, 5));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '0,0';
      addDemon(g, demonFigure('manc', 'mancubus', '0,7'));
      g.demonActivation = { type: 'mancubus', figure: 'manc', movement: 3, attacked: true, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    const cm = boardOf(d.g).cm;
    // Lying east-west at 0,7, three points up the left wall ending north-south: two steps and a turn, in some order.
    const ev = d.answer('pose:0,4:v');
    const moved = ev.find((e) => e.type === 'moved')!;
    const poses = moved.poses as string[];
    expect(poses[0]).toBe('0,7:h');
    expect(poses[poses.length - 1]).toBe('0,4:v');
    expect(poses).toHaveLength(4);
    for (let i = 1; i < poses.length; i++) {
      const from = pose(poses[i - 1]!);
      const next = [...largeSteps(cm, 'large2', from), ...largeRotations(cm, 'large2', from)].map((m) => poseKey(m.pose));
      expect(next).toContain(poses[i]);
    }
    expect(moved.path).toEqual([...new Set(poses.map((k) => k.split(':')[0]))]);
    expect(moved.text).toMatch(/turning its base/);
    expect(d.g.figures.find((f) => f.id === 'manc')).toMatchObject({ at: '0,4', facing: 'v' });
    expect(d.g.demonActivation?.movement).toBe(0);
  });
});
