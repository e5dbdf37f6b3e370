/**
 * "Last Light" written as a boardgame.io game, to measure our kernel against
 * the engine DESIGN.md learns from. It is a port of core/games/reference
 * rule for rule (the same content constants, the same order of play, the
 * same decisions), written the way boardgame.io games are written: moves that
 * mutate G through immer, INVALID_MOVE for illegal answers, the random plugin
 * for dice and shuffles, and events.endTurn to pass the turn. The pending
 * discard after scavenging is a flag in G, as boardgame.io users build such
 * sub-decisions (the engine has no stack for them).
 *
 * Player "i" is survivor i. Only benchmarks use this file.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { cardType, deckCards, GOAL, HAND_LIMIT, HORDE_DIE, HORDE_START } from '../../core/games/reference/content';

export interface BgSurvivor {
  position: number;
  hand: string[];
  caught: boolean;
}

export interface BgState {
  round: number;
  survivors: BgSurvivor[];
  horde: number;
  barricaded: boolean;
  deck: { draw: string[]; discard: string[] };
  /** Cards the current player must discard before the turn can end (hand limit). */
  pendingDiscard: number;
  result: { winner: string | null; outcome: 'survivor' | 'horde' } | null;
}

/** One legal answer: a move name and its arguments. */
export interface BgMove {
  move: 'run' | 'scavenge' | 'play' | 'discard';
  args: unknown[];
}

interface RandomApi {
  D6(): number;
  Die(spotvalue?: number): number;
  Shuffle<T>(deck: T[]): T[];
}

interface MoveContext {
  G: BgState;
  ctx: Ctx;
  random: RandomApi;
  events: { endTurn(arg?: { next: string }): void };
}

function current(G: BgState, ctx: Ctx): BgSurvivor {
  return G.survivors[Number(ctx.currentPlayer)]!;
}

function firstFreeFrom(G: BgState, from: number): number {
  for (let i = from; i < G.survivors.length; i++) if (!G.survivors[i]!.caught) return i;
  return -1;
}

/** End of round: the horde lurches by its die (unless barricaded) and catches everyone it reaches. */
function hordePhase(G: BgState, random: RandomApi): void {
  if (G.barricaded) {
    G.barricaded = false;
  } else {
    const face = HORDE_DIE.faces[random.Die(HORDE_DIE.faces.length) - 1]!;
    G.horde += face.value ?? 0;
  }
  for (const s of G.survivors) if (!s.caught && s.position <= G.horde) s.caught = true;
  if (G.survivors.every((s) => s.caught)) G.result = { winner: null, outcome: 'horde' };
}

/** After an action: a win ends the game; otherwise the next free survivor, with the horde between rounds. */
function finishAction({ G, ctx, random, events }: MoveContext): void {
  const me = Number(ctx.currentPlayer);
  if (G.survivors[me]!.position >= GOAL) {
    G.result = { winner: ctx.currentPlayer, outcome: 'survivor' };
    return;
  }
  let next = firstFreeFrom(G, me + 1);
  if (next < 0) {
    hordePhase(G, random);
    if (G.result) return;
    G.round += 1;
    next = firstFreeFrom(G, 0);
  }
  events.endTurn({ next: String(next) });
}

function draw(G: BgState, random: RandomApi): string | undefined {
  if (G.deck.draw.length === 0 && G.deck.discard.length > 0) {
    G.deck.draw = random.Shuffle(G.deck.discard);
    G.deck.discard = [];
  }
  return G.deck.draw.shift();
}

const run = (c: MoveContext) => {
  if (c.G.pendingDiscard > 0) return INVALID_MOVE;
  const s = current(c.G, c.ctx);
  s.position = Math.min(GOAL, s.position + c.random.D6());
  finishAction(c);
};

const scavenge = (c: MoveContext) => {
  const { G } = c;
  if (G.pendingDiscard > 0 || G.deck.draw.length + G.deck.discard.length === 0) return INVALID_MOVE;
  const s = current(G, c.ctx);
  const card = draw(G, c.random);
  if (card !== undefined) s.hand.push(card);
  if (s.hand.length > HAND_LIMIT) {
    G.pendingDiscard = s.hand.length - HAND_LIMIT;
    return;
  }
  finishAction(c);
};

const play = (c: MoveContext, card: string) => {
  const { G } = c;
  const s = current(G, c.ctx);
  const at = s.hand.indexOf(card);
  if (G.pendingDiscard > 0 || at < 0) return INVALID_MOVE;
  const t = cardType(card);
  s.hand.splice(at, 1);
  if (t.move) s.position = Math.min(GOAL, s.position + t.move);
  if (t.pushHorde) G.horde -= t.pushHorde;
  if (t.barricade) G.barricaded = true;
  G.deck.discard.push(card);
  finishAction(c);
};

const discard = (c: MoveContext, cards: string[]) => {
  const { G } = c;
  const s = current(G, c.ctx);
  if (cards.length !== G.pendingDiscard || new Set(cards).size !== cards.length || !cards.every((x) => s.hand.includes(x))) {
    return INVALID_MOVE;
  }
  for (const card of cards) s.hand.splice(s.hand.indexOf(card), 1);
  G.deck.discard.push(...cards);
  G.pendingDiscard = 0;
  finishAction(c);
};

export const lastLightBgio: Game<BgState> = {
  name: 'last-light',
  minPlayers: 1,
  maxPlayers: 4,
  setup: ({ ctx, random }) => ({
    round: 1,
    survivors: Array.from({ length: ctx.numPlayers }, () => ({ position: 0, hand: [], caught: false })),
    horde: HORDE_START,
    barricaded: false,
    deck: { draw: random.Shuffle(deckCards()), discard: [] },
    pendingDiscard: 0,
    result: null,
  }),
  // boardgame.io's move type is loose about extra arguments; ours are typed above.
  moves: { run, scavenge, play, discard } as unknown as Game<BgState>['moves'],
  endIf: ({ G }) => G.result ?? undefined,
  // The same secrets our view hides: the deck order and the other survivors' hands.
  playerView: ({ G, playerID }) => ({
    ...G,
    deck: { draw: G.deck.draw.map(() => '?'), discard: G.deck.discard },
    survivors: G.survivors.map((s, i) => (String(i) === playerID ? s : { ...s, hand: s.hand.map(() => '?') })),
  }),
};

/** The legal answers for the player to move, in the same order as the kernel's prompt options. */
export function legalMoves(G: BgState, ctx: Ctx): BgMove[] {
  const s = current(G, ctx);
  if (G.pendingDiscard > 0) {
    // Last Light only ever asks for one discard (a hand of 4 over a limit of 3).
    if (G.pendingDiscard !== 1) throw new Error('The port expects single-card discards.');
    return s.hand.map((card) => ({ move: 'discard', args: [[card]] }));
  }
  const moves: BgMove[] = [{ move: 'run', args: [] }];
  if (G.deck.draw.length + G.deck.discard.length > 0) moves.push({ move: 'scavenge', args: [] });
  for (const card of s.hand) moves.push({ move: 'play', args: [card] });
  return moves;
}
