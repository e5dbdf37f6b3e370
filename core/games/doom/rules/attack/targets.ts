/**
 * Who can be attacked: enemy figures within the attack's range and in line of
 * sight. Cover is decided here too (the attacker's best corner), with the
 * rules' exceptions: large and stunned defenders never have cover, and a
 * demon whose card says so always has it from far enough away.
 */
import { canSee, range as rangeOf, sight } from '../../geometry/board';
import { demonDef } from '../../catalog';
import type { DoomState } from '../../state';
import { boardOf, findFigure } from '../common';
import type { Board } from '../../geometry/board';
import { decoyCover } from '../grenades';

export interface TargetInfo {
  id: string;
  range: number;
  cover: boolean;
}

export function attackTargets(g: DoomState, attackerId: string, maxRange: number, board?: Board): TargetInfo[] {
  const b = board ?? boardOf(g);
  const me = findFigure(g, attackerId);
  if (!me) return [];
  const out: TargetInfo[] = [];
  for (const f of g.figures) {
    if (f.side === me.side) continue;
    const r = rangeOf(b, attackerId, f.id);
    if (r < 0 || r > maxRange) continue;
    if (!canSee(b, attackerId, f.id)) continue;
    out.push({ id: f.id, range: r, cover: coverFor(g, b, attackerId, f.id, r) });
  }
  return out;
}

export function coverFor(g: DoomState, b: Board, attackerId: string, defenderId: string, r: number): boolean {
  const d = findFigure(g, defenderId)!;
  if (d.size !== 'small' || d.stunned) return false;
  if (d.side === 'marine' && decoyCover(g, d.id)) return true;
  if (d.side === 'demon') {
    const always = demonDef(d.type).abilities.find((a) => a.effect === 'alwaysCover');
    if (always && r >= Number(always.params?.minRange ?? 0)) return true;
  }
  return sight(b, attackerId, defenderId).cover;
}
