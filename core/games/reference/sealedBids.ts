/**
 * "Sealed Bids", the kernel's test game for simultaneous secret decisions:
 * every round all players bid coins at once, nobody sees a bid until all are
 * in, then the bids are revealed and the highest single bid takes the lot.
 * A tie is broken by a die. Not in the catalogue; core/engine tests use it.
 */
import { z } from 'zod';
import type { GameModule, StepHandler } from '../../engine/module';
import { randomBot } from '../../engine/randomBot';
import type { Bot, SeatId, SeatSpec, Step } from '../../engine/types';
import type { GameView } from '../../engine/view';

export interface BidsState {
  round: number;
  coins: Record<SeatId, number>;
  lots: Record<SeatId, number>;
  /** The last revealed bids (public once revealed). */
  revealed: Record<SeatId, number> | null;
}

export type BidsView = BidsState;

const ROUNDS = 3;
const NAMES = ['Ada', 'Ben', 'Cy'];

const startRound: StepHandler<BidsState> = (ctx) => {
  ctx.g.round += 1;
  ctx.emit({ type: 'roundStarted', round: ctx.g.round, text: `Lot ${ctx.g.round} is up.` });
  ctx.askAll(ctx.seats.map((s) => ({
    seat: s.id,
    kind: 'bid',
    text: 'How many coins do you bid?',
    options: Array.from({ length: (ctx.g.coins[s.id] ?? 0) + 1 }, (_, n) => ({ id: `bid:${n}`, label: `${n}` })),
  })), { kind: 'bidsIn' });
};

const bidsIn: StepHandler<BidsState, Step & { answers: Record<SeatId, string[]> }> = (ctx, step) => {
  // Resolve in seat order, the order the rules name, whatever order the answers came in.
  const bids: Record<SeatId, number> = {};
  for (const s of ctx.seats) bids[s.id] = Number(step.answers[s.id]![0]!.slice(4));
  ctx.g.revealed = bids;
  const said = ctx.seats.map((s) => `${s.name} ${bids[s.id]}`).join(', ');
  ctx.emit({ type: 'bidsRevealed', bids, text: `The bids: ${said}.` });
  const top = Math.max(...Object.values(bids));
  const best = ctx.seats.filter((s) => bids[s.id] === top);
  let winner = best[0]!;
  if (best.length > 1) {
    const [die] = ctx.roll(['d6'], { purpose: 'Tie-break' });
    winner = best[((die?.value ?? 1) - 1) % best.length]!;
  }
  ctx.g.coins[winner.id] = (ctx.g.coins[winner.id] ?? 0) - top;
  ctx.g.lots[winner.id] = (ctx.g.lots[winner.id] ?? 0) + 1;
  ctx.emit({ type: 'lotWon', seat: winner.id, text: `${winner.name} takes lot ${ctx.g.round} for ${top}.` });
  if (ctx.g.round < ROUNDS) ctx.push({ kind: 'startRound' });
  else {
    const most = Math.max(...Object.values(ctx.g.lots));
    const winners = ctx.seats.filter((s) => ctx.g.lots[s.id] === most).map((s) => s.id);
    ctx.end({ winners, outcome: 'done', text: `${winners.join(' and ')} won the most lots.` });
  }
};

type V = GameView<BidsView>;

/** Bids one coin each lot and says why (the reason stays secret until the bids are revealed). */
const thriftyBot: Bot<V> = {
  id: 'thrifty',
  name: 'Thrifty',
  decide: (_view, prompt) => ({ optionIds: [prompt.options[Math.min(1, prompt.options.length - 1)]!.id], reason: 'bids low to keep coins' }),
};

export const sealedBids: GameModule<BidsState, { players: number }, BidsView> = {
  id: 'sealed-bids',
  title: 'Sealed Bids (kernel test game)',
  summary: 'Everyone bids at once; the highest bid takes the lot.',
  playable: false,
  optionsSchema: z.object({ players: z.number().int().min(2).max(3) }),
  defaultOptions: { players: 3 },
  optionFields: [],
  seats: (o): SeatSpec[] => NAMES.slice(0, o.players).map((name, i) => ({ id: `s${i + 1}`, name, side: 'bidders' })),
  initialState: (_o, seats) => ({
    round: 0,
    coins: Object.fromEntries(seats.map((s) => [s.id, 5])),
    lots: Object.fromEntries(seats.map((s) => [s.id, 0])),
    revealed: null,
  }),
  setup: () => [{ kind: 'startRound' }],
  handlers: { startRound, bidsIn } as Record<string, StepHandler<BidsState, never>>,
  view: (state) => structuredClone(state.g),
  bots: { random: randomBot<V>(), thrifty: thriftyBot },
  defaultBot: () => 'thrifty',
  round: (g) => g.round,
  roundCap: ROUNDS + 1,
  dice: [],
  rules: [],
};
