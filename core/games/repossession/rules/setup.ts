/**
 * Setting Up: shuffle the twelve piles, then every player builds a
 * character from 10 HP, 0 AP, 0 IP plus three points, and picks one of the
 * faction's Start Zones. Everyone chooses at once and the choices are shown
 * together (a simultaneous decision).
 */
import { newDeck } from '../../../engine/deck';
import type { SeatSpec, Step } from '../../../engine/types';
import { cardsOf, DECKS, pileId, START_PADS, TILES } from '../content';
import type { Faction, Tier } from '../content/types';
import type { PRFOptions, PRFState } from '../state';
import { BASE_STATS, FACTION_NAME, LIVES, START_POINTS, type C } from './common';

export function seatsFor(o: PRFOptions): SeatSpec[] {
  const seats: SeatSpec[] = [];
  for (let i = 1; i <= o.gaia; i++) seats.push({ id: `g${i}`, name: `Gaia ${i}`, side: 'gaia' });
  for (let i = 1; i <= o.xanadu; i++) seats.push({ id: `x${i}`, name: `Xanadu ${i}`, side: 'xanadu' });
  return seats;
}

export function initialState(options: PRFOptions, seats: SeatSpec[]): PRFState {
  const piles: PRFState['piles'] = {};
  for (const d of DECKS) for (const t of [1, 2, 3] as Tier[]) piles[pileId(d, t)] = newDeck(cardsOf(d, t));
  return {
    options, round: 0, turn: 'gaia', phase: 'setup',
    players: seats.map((s) => ({
      seat: s.id, name: s.name, faction: s.side as Faction, stats: { ...BASE_STATS }, hp: BASE_STATS.hp, lives: LIVES, tokens: 0,
      hand: [], stored: [], home: `${s.side}-1`, at: null, from: null, eliminated: false,
    })),
    tiles: TILES.map(() => ({ owner: null, by: null, tokens: 0, conquered: false })),
    piles, finalRaidsOpen: false, declarations: [], check: null, combat: null, siege: null, extraMoves: [], bought: [], freeUsed: [], turnEnded: [], scores: null,
  };
}

/** The ten ways to spend the three starting points. */
export function buildOptions(): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  for (let hp = START_POINTS; hp >= 0; hp--) {
    for (let ap = START_POINTS - hp; ap >= 0; ap--) {
      const ip = START_POINTS - hp - ap;
      out.push({ id: `build:${hp}:${ap}:${ip}`, label: `${BASE_STATS.hp + hp} HP, ${ap} AP, ${ip} IP` });
    }
  }
  return out;
}

const shuffleAll = (ctx: C) => {
  for (const [id, deck] of Object.entries(ctx.g.piles)) ctx.shuffleDeck(deck, id);
  ctx.push({ kind: 'askBuilds' });
};

const askBuilds = (ctx: C) => {
  ctx.askAll(ctx.g.players.map((p) => ({
    seat: p.seat, kind: 'build', rule: 'setup',
    text: 'Build your character: 10 HP, 0 AP, 0 IP plus three points.',
    options: buildOptions(),
  })), { kind: 'buildsChosen' });
};

const buildsChosen = (ctx: C, step: Step & { answers: Record<string, string[]> }) => {
  for (const p of ctx.g.players) {
    const [, hp, ap, ip] = step.answers[p.seat]![0]!.split(':').map(Number) as [number, number, number, number];
    p.stats = { hp: BASE_STATS.hp + hp, ap, ip };
    p.hp = p.stats.hp;
    ctx.emit({ type: 'statsSet', seat: p.seat, stats: { ...p.stats }, text: `${p.name} starts with ${p.stats.hp} HP, ${ap} AP and ${ip} IP.` });
  }
  ctx.askAll(ctx.g.players.map((p) => ({
    seat: p.seat, kind: 'choosePad', rule: 'start-zones',
    text: `Pick the ${FACTION_NAME[p.faction]} Start Zone you drop in at.`,
    options: START_PADS.filter((s) => s.faction === p.faction).map((s) => ({
      id: s.id, label: `${s.name} (next to ${TILES[s.tile]!.id})`, target: { kind: 'space' as const, id: s.id },
    })),
  })), { kind: 'padsChosen' });
};

const padsChosen = (ctx: C, step: Step & { answers: Record<string, string[]> }) => {
  for (const p of ctx.g.players) {
    p.home = step.answers[p.seat]![0]!;
    ctx.emit({ type: 'moved', seat: p.seat, to: p.home, toTile: null, text: `${p.name} drops in at ${START_PADS.find((s) => s.id === p.home)!.name}.` });
  }
  ctx.push({ kind: 'startRound' });
};

export const setupHandlers = { shuffleAll, askBuilds, buildsChosen, padsChosen };

export function setupSteps(): Step[] {
  return [{ kind: 'shuffleAll' }];
}

