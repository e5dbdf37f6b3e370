/**
 * A hand-made view for the board's tests (the renderer may not import rules
 * code, so no match is played here): one Gaia and one Xanadu player, the
 * tiles as the content lays them out, nothing conquered unless a test says so.
 */
import { TILES } from '../../../core/games/repossession/content/board';
import type { PlayerView, PRFView } from '../../../core/games/repossession/view';

export function player(seat: string, over: Partial<PlayerView> = {}): PlayerView {
  const gaia = seat.startsWith('g');
  return {
    seat, name: `${gaia ? 'Gaia' : 'Xanadu'} ${seat.slice(1)}`, faction: gaia ? 'gaia' : 'xanadu', stats: { hp: 11, ap: 1, ip: 1 }, hp: 11, lives: 3,
    tokens: 0, handCount: 0, hand: gaia ? [] : null, storedCount: 0, stored: gaia ? [] : null, home: gaia ? 'gaia-1' : 'xanadu-1', at: null, eliminated: false,
    ...over,
  };
}

export function prfView(over: Partial<PRFView> = {}): PRFView {
  const piles: Record<string, number> = {};
  for (const d of ['supplies', 'settlements', 'creatures', 'raids']) for (const t of [1, 2, 3]) piles[`${d}:${t}`] = 10 + t;
  return {
    round: 1, turn: 'gaia', phase: 'declare', faction: 'gaia',
    tiles: TILES.map((t) => ({ id: t.id, owner: null, tokens: 0, conquered: false, defeated: false, locked: t.tier === 3 && t.deck === 'raids' })),
    players: [player('g1'), player('x1')], piles, finalRaidsOpen: false, declarations: [], check: null, combat: null, siege: null,
    extraMoves: [], bought: [], freeUsed: [], turnEnded: [], secondMoverBonus: false, score: { gaia: 0, xanadu: 0 }, scores: null,
    ...over,
  };
}
