/**
 * Helpers every rule uses: finding players and tiles, words for the log,
 * gaining tokens, losing a life, conquering a tile and ending the game.
 */
import type { Ctx } from '../../../engine/context';
import type { JsonObject, SeatId, Step } from '../../../engine/types';
import { FINAL_RAIDS, PAD_BY_ID, pileOfCard, secondMoverBonus, TILES, tileValue, type Faction } from '../content';
import type { PlayerState, PRFState } from '../state';

export type C = Ctx<PRFState>;

/** A step kept inside another (the question to come back to): steps are plain JSON on the stack, never undefined inside. */
export function stepJson(s: Step): JsonObject {
  return s as unknown as JsonObject;
}

export const LIVES = 3;
export const HOLD_LIMIT = 10;
export const BASE_STATS = { hp: 10, ap: 0, ip: 0 } as const;
export const START_POINTS = 3;
export const TOKEN_HEAL = 5;
export const TOKENS_ON_DEATH = 3;
export const BUY_ONE_COST = 5;
export const BUY_ALL_COST = 8;
export const CHECK_TARGET = 15;

export const FACTION_NAME: Readonly<Record<Faction, string>> = { gaia: 'Gaia', xanadu: 'Xanadu' };

export function other(f: Faction): Faction {
  return f === 'gaia' ? 'xanadu' : 'gaia';
}

export function playerOf(g: PRFState, seat: SeatId): PlayerState {
  const p = g.players.find((q) => q.seat === seat);
  if (!p) throw new Error(`No player in seat ${seat}.`);
  return p;
}

export function members(g: PRFState, f: Faction): PlayerState[] {
  return g.players.filter((p) => p.faction === f && !p.eliminated);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** HP limit right now: the HP stat, plus what deployed Settlements lend during a Combat. */
export function maxHp(g: PRFState, p: PlayerState): number {
  const f = g.combat ? [...g.combat.attackers, ...(g.combat.defender ? [g.combat.defender] : [])].find((x) => x.seat === p.seat) : undefined;
  return p.stats.hp + (f && !f.out ? f.lent : 0);
}

export function gainTokens(ctx: C, p: PlayerState, n: number, why: string): void {
  if (n <= 0) return;
  p.tokens += n;
  ctx.emit({ type: 'tokensGained', seat: p.seat, amount: n, total: p.tokens, text: `${p.name} collects ${plural(n, 'safety token')} (${why}).` });
}

export function spendTokens(ctx: C, p: PlayerState, n: number, why: string): void {
  p.tokens -= n;
  ctx.emit({ type: 'tokensSpent', seat: p.seat, amount: n, total: p.tokens, text: `${p.name} spends ${plural(n, 'safety token')} ${why}.` });
}

export function heal(ctx: C, p: PlayerState, amount: number, why: string): void {
  const before = p.hp;
  p.hp = Math.min(maxHp(ctx.g, p), p.hp + amount);
  ctx.emit({ type: 'healed', seat: p.seat, from: before, to: p.hp, text: `${p.name} heals to ${p.hp} HP (${why}).` });
}

/** One safety token for 5 HP ("any time on your turn"). */
export function healWithToken(ctx: C, p: PlayerState): void {
  spendTokens(ctx, p, 1, 'to heal');
  heal(ctx, p, TOKEN_HEAL, 'a safety token');
}

/** Puts cards back at the bottom of their own piles. */
export function returnCards(ctx: C, cards: readonly string[]): void {
  for (const id of cards) ctx.g.piles[pileOfCard(id)]!.draw.push(id);
}

export function padTile(p: PlayerState): number {
  return PAD_BY_ID[p.home]!.tile;
}

/** Back to the Start Zone: the piece, full HP (ASSUMPTIONS "After a life is lost"). */
export function sendToStart(ctx: C, p: PlayerState): void {
  p.at = null;
  p.from = null;
  ctx.emit({ type: 'moved', seat: p.seat, to: p.home, toTile: null, text: `${p.name} goes back to ${PAD_BY_ID[p.home]!.name}.` });
}

/** Loses a life: back to Start, 3 safety tokens; with none left the player is out of the game. */
export function loseLife(ctx: C, p: PlayerState, why: string): void {
  p.lives -= 1;
  ctx.emit({ type: 'lifeLost', seat: p.seat, lives: p.lives, text: `${p.name} loses a life ${why} (${plural(p.lives, 'life', 'lives')} left).` });
  if (p.lives <= 0) {
    eliminate(ctx, p);
    return;
  }
  sendToStart(ctx, p);
  p.hp = p.stats.hp;
  gainTokens(ctx, p, TOKENS_ON_DEATH, 'a life lost');
  // "... and end your turn": on the player's own turn nothing more is theirs to do (a siege's defender loses a life on the other faction's turn).
  if (ctx.g.turn === p.faction) (ctx.g.turnEnded ??= []).push(p.seat);
}

function eliminate(ctx: C, p: PlayerState): void {
  p.eliminated = true;
  p.at = null;
  p.hp = 0;
  returnCards(ctx, [...p.hand, ...p.stored]);
  p.hand = [];
  p.stored = [];
  ctx.emit({ type: 'eliminated', seat: p.seat, text: `${p.name} has lost all three lives and is out of the game.` });
  checkEnd(ctx);
}

/** Places a faction's tokens on a tile (or turns an opponent's tokens over after a siege). */
export function conquer(ctx: C, tile: number, p: PlayerState, how: string): void {
  const t = TILES[tile]!;
  const st = ctx.g.tiles[tile]!;
  const was = st.owner;
  st.owner = p.faction;
  st.by = p.seat;
  st.tokens = tileValue(t);
  // A closed territory's tile stays undefeated (state.ts TileState.defeated) even when a siege takes it later.
  st.conquered = true;
  const what = was && was !== p.faction ? `takes ${t.id} from ${FACTION_NAME[was]}` : `conquers ${t.id}`;
  ctx.emit({
    type: 'tileConquered', tile: t.id, faction: p.faction, seat: p.seat, tokens: st.tokens,
    text: `${p.name} ${what} ${how}: ${plural(st.tokens, `${FACTION_NAME[p.faction]} token`)} on it.`,
  });
  if (t.deck === 'raids' && t.tier === 3 && !ctx.g.finalRaidsOpen) {
    ctx.g.finalRaidsOpen = true;
    ctx.emit({ type: 'finalRaidsOpen', text: 'The first Tier 3 Raid has fallen: every Tier 3 Raid is open now.' });
  }
  checkEnd(ctx);
}

/** Faction tokens on the board minus unspent safety tokens (Victory Points), plus Xanadu's second-mover bonus when that house rule is on. */
export function factionScore(g: PRFState, f: Faction): number {
  const onBoard = g.tiles.reduce((n, t) => n + (t.owner === f ? t.tokens : 0), 0);
  const tokens = g.players.filter((p) => p.faction === f).reduce((n, p) => n + p.tokens, 0);
  return onBoard - tokens + (f === 'xanadu' && g.options.secondMoverBonus ? secondMoverBonus(g.options.gaia) : 0);
}

/** Ends the game when a faction is wiped out or all four Tier 3 Raids are conquered. */
export function checkEnd(ctx: C): void {
  const g = ctx.g;
  if (ctx.state.result) return;
  for (const f of ['gaia', 'xanadu'] as const) {
    if (members(g, f).length === 0) {
      const w = other(f);
      finish(ctx, w, `Every ${FACTION_NAME[f]} player has lost all three lives: ${FACTION_NAME[w]} is the last faction standing.`);
      return;
    }
  }
  if (FINAL_RAIDS.every((i) => g.tiles[i]!.conquered)) {
    const gs = factionScore(g, 'gaia');
    const xs = factionScore(g, 'xanadu');
    g.scores = { gaia: gs, xanadu: xs };
    const lives = (f: Faction) => g.players.filter((p) => p.faction === f).reduce((n, p) => n + p.lives, 0);
    let winner: Faction | null = gs > xs ? 'gaia' : xs > gs ? 'xanadu' : null;
    let tie = '';
    if (!winner) {
      const gl = gs + lives('gaia');
      const xl = xs + lives('xanadu');
      winner = gl > xl ? 'gaia' : xl > gl ? 'xanadu' : null;
      tie = ' (tied on points; lives left break the tie)';
    }
    const line = `All four Tier 3 Raids are conquered. Gaia ${gs}, Xanadu ${xs}${tie}.`;
    if (winner) finish(ctx, winner, `${line} ${FACTION_NAME[winner]} wins.`);
    else {
      g.phase = 'over';
      ctx.end({ winners: [], outcome: 'draw', text: `${line} Still level after lives: a draw.` });
    }
  }
}

function finish(ctx: C, winner: Faction, text: string): void {
  ctx.g.phase = 'over';
  const winners = ctx.g.players.filter((p) => p.faction === winner).map((p) => p.seat);
  ctx.end({ winners, outcome: winner, text });
}
