/**
 * The Dragon Back map (Dragon expansion). Its diagram is lost; the layout
 * keeps every fact the rulebook gives: heroes start at the Cathedral, which
 * stands on the Crown; two Lords, one on the Head and a Lesser Lord on the
 * Tail, who never move; minions follow the arrows to the Cathedral and gather
 * there instead of leaving; the hindbody (Hips, Tail) sends larvae-only
 * tokens. See ASSUMPTIONS.md ("Dragon Back").
 *
 *   head > neck > withers > CATHEDRAL (start, the Crown) < spine < hips < tail
 *                            (hindbody: hips, tail)
 */
import type { AreaDef, MapDef } from '../types';

function area(id: string, name: string, next: string | null, adjacent: string[], x: number, y: number): AreaDef {
  return { id, name, next: next ? [next] : [], adjacent, setupTokens: next ? 1 : 0, x, y };
}

export const DRAGON_BACK_MAP: MapDef = {
  id: 'dragonBack',
  name: 'Dragon Back',
  text: 'Two Lords ride the Hell Dragon, one on the Head and a lesser one on the Tail, and never move. Demons march to the Cathedral on the Crown and gather there, feeding doom each enemy phase; the hindbody sends only larvae.',
  starts: ['cathedral'],
  heroStart: 'cathedral',
  // The Head's Lord first: the Gadarene drives heroes toward the first Lord still standing.
  lordAreas: ['head', 'tail'],
  gates: [],
  rules: [
    { rule: 'lesserLords', lords: [1] },
    { rule: 'lordsStayPut' },
    { rule: 'startHolds' },
    { rule: 'crownDoom', area: 'cathedral' },
    { rule: 'limboTokens', areas: ['hips', 'tail'] },
    { rule: 'fourthAtChosenLord' },
  ],
  areas: [
    area('cathedral', 'Cathedral (the Crown)', null, ['withers', 'spine'], 5, 4),
    area('withers', 'Withers', 'cathedral', ['cathedral', 'neck'], 3.2, 3),
    area('neck', 'Neck', 'withers', ['withers', 'head'], 1.8, 5),
    area('head', 'Head', 'neck', ['neck'], 0.5, 7.5),
    area('spine', 'Spine', 'cathedral', ['cathedral', 'hips'], 6.8, 3),
    area('hips', 'Hips', 'spine', ['spine', 'tail'], 8.2, 5),
    area('tail', 'Tail', 'hips', ['hips'], 9.5, 7.5),
  ],
};
