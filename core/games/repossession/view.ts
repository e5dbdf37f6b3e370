/**
 * What one seat sees. Everyone sees the board, every piece and player pad
 * (HP, AP, IP, lives, safety tokens), hand and storage sizes, the enemy
 * cards being fought and every revealed loadout. A faction sees its own
 * players' hands and stored cards (teammates share their cards, ASSUMPTIONS
 * "Hidden information"); nobody sees the order of any pile, and a siege
 * loadout stays hidden from the other side until both are picked.
 *
 * A view is built for every decision (a bot's, the host's), so it copies
 * nothing it need not: what it shows as it is (stats, the own faction's
 * hands, the Support check, the fight, the declarations) is the state's own
 * objects, and only what hides or sums up something is new. A view is
 * therefore read-only and good until the next choice: the host serializes it
 * at once (a copy-on-write match never changes an earlier state), and a bot
 * copies before it changes anything (bots/model.ts; tests/frozenView.test.ts
 * has the bots decide on deep-frozen states).
 */
import type { MatchState, SeatId } from '../../engine/types';
import { TILES } from './content';

// A module-level copy: a hot loop reads it directly instead of through the content index.
const BOARD = TILES;
import type { Faction } from './content/types';
import { isLocked } from './rules/access';
import { factionScore } from './rules/common';
import type { CombatState, PRFState, Stats, SupportCheck } from './state';

export interface PlayerView {
  seat: SeatId;
  name: string;
  faction: Faction;
  stats: Stats;
  hp: number;
  lives: number;
  tokens: number;
  handCount: number;
  /** Only for the player's own faction. */
  hand: string[] | null;
  storedCount: number;
  stored: string[] | null;
  home: string;
  /** Tile id the piece stands on, or null at its Start Zone. */
  at: string | null;
  eliminated: boolean;
}

export interface TileView {
  id: string;
  owner: Faction | null;
  tokens: number;
  conquered: boolean;
  /** Its enemy was beaten (not claimed by closing a territory): what opens Tier 2 Support and Raid access. */
  defeated: boolean;
  /** Closed to everyone for now (a Tier 2 Support tile or a Tier 3 Raid not yet open). */
  locked: boolean;
}

export interface CombatView extends Omit<CombatState, 'loadouts'> {
  /** A loadout's cards are null while sealed and hidden from this seat; `count` is always shown. */
  loadouts: { owner: SeatId; cards: string[] | null; count: number }[];
}

export interface PRFView {
  round: number;
  turn: Faction;
  phase: PRFState['phase'];
  /** The viewer's faction, null for a spectator. */
  faction: Faction | null;
  tiles: TileView[];
  players: PlayerView[];
  /** Cards left in each of the twelve piles, by "deck:tier". */
  piles: Record<string, number>;
  finalRaidsOpen: boolean;
  declarations: PRFState['declarations'];
  check: SupportCheck | null;
  combat: CombatView | null;
  siege: PRFState['siege'];
  extraMoves: SeatId[];
  /** Seats whose turn was a purchase with safety tokens (nothing else for them this turn). */
  bought: SeatId[];
  /** Seats that took a free action this turn (no purchase with safety tokens for them until the next turn). */
  freeUsed: SeatId[];
  /** Seats whose turn ended with a life lost. */
  turnEnded: SeatId[];
  /** The house rule that gives Xanadu points for moving second is on. */
  secondMoverBonus: boolean;
  /** Faction tokens on the board minus unspent safety tokens (plus Xanadu's second-mover bonus under that house rule), as it stands. */
  score: Record<Faction, number>;
  scores: PRFState['scores'];
}

export function factionOfSeat(g: PRFState, seat: SeatId | null): Faction | null {
  return seat === null ? null : (g.players.find((p) => p.seat === seat)?.faction ?? null);
}

export function prfView(state: MatchState<PRFState>, seat: SeatId | null): PRFView {
  const g = state.g;
  const mine = factionOfSeat(g, seat);
  const c = g.combat;
  const tiles: TileView[] = new Array(g.tiles.length);
  for (let i = 0; i < g.tiles.length; i++) {
    const t = g.tiles[i]!;
    const def = BOARD[i]!;
    tiles[i] = { id: def.id, owner: t.owner, tokens: t.tokens, conquered: t.conquered, defeated: t.conquered && (t.defeated ?? true), locked: t.owner === null && def.tier > 1 && isLocked(g, def) };
  }
  const piles: Record<string, number> = {};
  for (const k in g.piles) piles[k] = g.piles[k]!.draw.length;
  return {
    round: g.round,
    turn: g.turn,
    phase: g.phase,
    faction: mine,
    tiles,
    players: g.players.map((p) => {
      const open = mine !== null && p.faction === mine;
      return {
        seat: p.seat, name: p.name, faction: p.faction, stats: p.stats, hp: p.hp, lives: p.lives, tokens: p.tokens,
        handCount: p.hand.length, hand: open ? p.hand : null, storedCount: p.stored.length, stored: open ? p.stored : null,
        home: p.home, at: p.at === null ? null : BOARD[p.at]!.id, eliminated: p.eliminated,
      };
    }),
    piles,
    finalRaidsOpen: g.finalRaidsOpen,
    declarations: g.declarations,
    check: g.check,
    combat: c ? {
      ...c,
      loadouts: c.loadouts.map((l) => {
        const side = factionOfSeat(g, l.owner);
        const hidden = c.sealed && c.siege && side !== mine;
        return { owner: l.owner, cards: hidden ? null : l.cards, count: l.cards.length };
      }),
    } : null,
    siege: g.siege,
    extraMoves: g.extraMoves,
    bought: g.bought,
    freeUsed: g.freeUsed ?? [],
    turnEnded: g.turnEnded ?? [],
    secondMoverBonus: g.options.secondMoverBonus ?? false,
    score: { gaia: factionScore(g, 'gaia'), xanadu: factionScore(g, 'xanadu') },
    scores: g.scores,
  };
}
