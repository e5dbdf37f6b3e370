/**
 * The bots' picture of the game, built from a seat's view only: a
 * PRFState-shaped copy in which the other faction's hands and stored cards
 * are unknown (empty, unless a bot determinizes them) and every pile is
 * empty (deck order is never seen). Rules helpers (legal moves, territories,
 * scores) can then run on it unchanged.
 */
import type { GameView } from '../../../engine/view';
import { SETTLEMENT_CARDS, SUPPLY_CARDS, TILE_BY_ID } from '../content';
import type { PlayerState, PRFState } from '../state';
import type { PRFView } from '../view';

export type V = GameView<PRFView>;

/** A player as the rules helpers read one: the hand and storage copied (bots sort and pick from them), unseen ones empty. */
function playerFromView(p: PRFView['players'][number]): PlayerState {
  return {
    seat: p.seat, name: p.name, faction: p.faction, stats: { ...p.stats }, hp: p.hp, lives: p.lives, tokens: p.tokens,
    hand: p.hand ? [...p.hand] : [], stored: p.stored ? [...p.stored] : [], home: p.home,
    at: p.at === null ? null : TILE_BY_ID[p.at]!.index, from: null, eliminated: p.eliminated,
  };
}

/**
 * The state the rules helpers read. The Support check, the fight and the declarations are the view's own
 * objects (the view shares them with the match, view.ts): no bot writes to them (tests/frozenView.test.ts).
 */
export function stateFromView(view: V): PRFState {
  const v = view.game;
  return {
    options: { gaia: 0, xanadu: 0 },
    round: v.round,
    turn: v.turn,
    phase: v.phase,
    players: v.players.map(playerFromView),
    tiles: v.tiles.map((t) => ({ owner: t.owner, by: null, tokens: t.tokens, conquered: t.conquered, defeated: t.defeated })),
    piles: {},
    finalRaidsOpen: v.finalRaidsOpen,
    declarations: v.declarations,
    check: v.check,
    combat: v.combat ? { ...v.combat, loadouts: v.combat.loadouts.map((l) => ({ owner: l.owner, cards: l.cards ?? [] })) } : null,
    siege: v.siege,
    extraMoves: v.extraMoves,
    bought: v.bought,
    freeUsed: v.freeUsed,
    turnEnded: v.turnEnded,
    scores: v.scores,
  };
}

/** Support cards this seat cannot place: in no hand or storage it can see. */
export function unseenSupport(view: V): string[] {
  const seen = new Set<string>();
  for (const p of view.game.players) for (const id of [...(p.hand ?? []), ...(p.stored ?? [])]) seen.add(id);
  return [...SUPPLY_CARDS, ...SETTLEMENT_CARDS].map((c) => c.id).filter((id) => !seen.has(id));
}

export function me(view: V): PlayerState {
  return playerFromView(view.game.players.find((p) => p.seat === view.seat)!);
}

/** A small seeded generator for bots that must agree with their teammates (no shared rng). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
