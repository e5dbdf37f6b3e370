/**
 * Test helpers: a driver with every seat human, quick answers for setup,
 * and ways to set the table (cards, stats, tiles, the next enemy card)
 * before the current question is asked again. Tests only.
 */
import { createDriver, type Driver } from '../../../engine/driver';
import type { SeatController, Step } from '../../../engine/types';
import { repossession } from '..';
import { pileOfCard, TILE_BY_ID } from '../content';
import type { PRFOptions, PRFState } from '../state';

export type D = Driver<PRFState>;

export function start(options: Partial<PRFOptions> = {}, seed = 1, controllers: Record<string, SeatController> = {}): D {
  return createDriver<PRFState>(repossession, { options: { gaia: 1, xanadu: 1, ...options }, seed, controllers });
}

/** Answers the setup's two simultaneous decisions: everyone 11/1/1 (unless told) at their faction's first Start Zone. */
export function setup(d: D, builds: Record<string, string> = {}, pads: Record<string, string> = {}): D {
  for (const p of d.prompts) d.answerAs(p.seat, builds[p.seat] ?? 'build:1:1:1');
  for (const p of d.prompts) d.answerAs(p.seat, pads[p.seat] ?? p.options[0]!.id);
  return d;
}

export function tile(id: string): number {
  const t = TILE_BY_ID[id];
  if (!t) throw new Error(`No tile ${id}.`);
  return t.index;
}

export function player(d: D, seat: string) {
  return d.g.players.find((p) => p.seat === seat)!;
}

/** Takes cards out of their piles into a player's hand (the 216 stay accounted for). */
export function give(d: D, seat: string, ...cards: string[]): void {
  for (const id of cards) {
    const pile = d.g.piles[pileOfCard(id)]!;
    pile.draw = pile.draw.filter((c) => c !== id);
    player(d, seat).hand.push(id);
  }
}

/** Puts a card on top of its pile, so the next draw from that pile shows it. */
export function onTop(d: D, card: string): void {
  const pile = d.g.piles[pileOfCard(card)]!;
  pile.draw = [card, ...pile.draw.filter((c) => c !== card)];
}

export function own(d: D, faction: 'gaia' | 'xanadu', ...ids: string[]): void {
  for (const id of ids) {
    const i = tile(id);
    const t = d.g.tiles[i]!;
    t.owner = faction;
    t.by = null;
    t.conquered = true;
    t.tokens = repossessionTileValue(i);
  }
}

function repossessionTileValue(i: number): number {
  const t = Object.values(TILE_BY_ID).find((x) => x.index === i)!;
  return t.tier < 3 ? 1 : t.deck === 'raids' ? 5 : t.deck === 'creatures' ? 3 : 1;
}

/**
 * Changes the table, then replaces the open question with one that resumes
 * at `resume` (by default the current faction's turn, asked again), so the
 * options reflect the new table.
 */
export function arrange(d: D, change: (g: PRFState) => void, resume?: Step): D {
  change(d.g);
  const seat = d.prompt.seat;
  delete d.state.group;
  d.state.prompt = { id: 'arrange', seat, kind: 'arranged', text: 'Arranged', options: [{ id: 'arranged', label: 'Arranged' }], min: 1, max: 1 };
  d.state.resume = resume ?? { kind: 'factionTurn', faction: d.g.turn };
  d.answer('arranged');
  return d;
}

/** Answers prompts of the listed kinds with their first listed id that is offered (or "done"), until another kind comes up. */
export function skip(d: D, kinds: string[], max = 50): void {
  for (let i = 0; i < max && !d.state.result && kinds.includes(d.prompt.kind); i++) {
    const p = d.prompt;
    const pass = ['done', 'keep', 'dice:0', 'claim', 'stats'].find((id) => p.options.some((o) => o.id === id));
    d.answer(pass ?? p.options.slice(0, Math.max(1, p.min)).map((o) => o.id));
  }
}

/** Picks no card for every loadout slot asked (Settlements: none). */
export function emptyLoadout(d: D): void {
  while (!d.state.result && d.prompts.some((p) => p.kind === 'loadout')) {
    const p = d.prompts.find((q) => q.kind === 'loadout')!;
    d.answerAs(p.seat, p.min === 0 ? [] : 'none');
  }
}
