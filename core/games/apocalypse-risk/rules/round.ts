/**
 * The round (rulebook "Apocalytes", "Player Turns"): the apocalyte turn
 * first, then each player in seat order; the end-of-turn check; portal and
 * missile holds paid out a full turn later; and how the game ends (designed
 * where the rulebook is silent: ASSUMPTIONS.md "Winning and losing").
 */
import type { Ctx } from '../../../engine/context';
import type { SeatId, Step } from '../../../engine/types';
import { TERRITORY_IDS } from '../content/board';
import { END_RULES, SCENARIO_NUMBERS } from '../content/numbers';
import { SCENARIOS } from '../content/scenarios';
import type { RiskState } from '../state';
import { isFallen, livingSeats, ownedBy, player, sideName, T, terrName, totalApoc, totalTroops } from './board';
import { clearTransit } from './movement';
import { checkEliminations, settle, settleAll } from './ownership';

type C = Ctx<RiskState>;

export function freshTurn(seat: SeatId | null, index: number): RiskState['turn'] {
  return { seat, index, movesUsed: 0, supplyMoves: 0, apocAttacks: {}, attackedFrom: [], closedFrom: [], cureTried: [], transit: [], refused: [] };
}

export function startRound(ctx: C): void {
  const g = ctx.g;
  g.round += 1;
  g.phase = 'apocalytes';
  g.turn = freshTurn(null, 0);
  ctx.emit({ type: 'roundStarted', round: g.round, text: `Round ${g.round} begins.` });
  const name = g.scenario ? SCENARIOS[g.scenario].many : 'apocalytes';
  ctx.emit({ type: 'turnStarted', seat: null, side: 'apoc', enemy: true, round: g.round, text: `The ${name} take their turn.` });
  if (g.prevented !== null) {
    ctx.log('The apocalypse is over; nothing stirs.');
    ctx.push({ kind: 'afterApocTurn' });
    return;
  }
  // Zombies: the world is caught flat-footed by the first zombie turn.
  g.ignoreSupplies = g.scenario === 'zombies' && g.round === 1;
  ctx.push({ kind: `${g.scenario}Turn` }, { kind: 'afterApocTurn' });
}

export function afterApocTurn(ctx: C): void {
  const g = ctx.g;
  g.ignoreSupplies = false;
  settleAll(ctx);
  checkEliminations(ctx);
  if (endIfOver(ctx)) return;
  const live = TERRITORY_IDS.filter((id) => !g.annihilated.includes(id));
  const fallen = live.filter((id) => isFallen(T(g, id))).length;
  if (g.prevented === null && fallen >= Math.ceil(live.length * END_RULES.fallenLossShare)) {
    lose(ctx, `${fallen} of ${live.length} territories have fallen to ${sideName(g, 'apoc')}. Humanity is lost.`);
    return;
  }
  ctx.push({ kind: 'playerTurn', index: 1 });
}

export function playerTurn(ctx: C, step: Step & { index: number }): void {
  const g = ctx.g;
  const seat = g.players[step.index - 1];
  if (!seat) { ctx.push({ kind: 'endRound' }); return; }
  if (seat.eliminated) { ctx.push({ kind: 'playerTurn', index: step.index + 1 }); return; }
  g.phase = 'players';
  g.turn = freshTurn(seat.seat, step.index);
  ctx.emit({ type: 'turnStarted', seat: seat.seat, enemy: false, round: g.round, text: `${seat.name}'s turn.` });
  payHolds(ctx, seat.seat);
  if (endIfOver(ctx)) return;
  ctx.push(
    { kind: 'removeBarricades', seat: seat.seat },
    { kind: 'build', seat: seat.seat },
    { kind: 'mainTurn' },
    { kind: 'endPlayerTurn', index: step.index },
  );
}

export function endPlayerTurn(ctx: C, step: Step & { index: number }): void {
  const g = ctx.g;
  const seat = g.turn.seat!;
  if (g.turn.transit.length > 0) {
    const ids = [...g.turn.transit];
    clearTransit(ctx, seat);
    for (const id of ids) settle(ctx, id);
  }
  tidy(ctx);
  checkEliminations(ctx);
  setHolds(ctx, seat);
  if (endIfOver(ctx)) return;
  ctx.push({ kind: 'playerTurn', index: step.index + 1 });
}

export function endRound(ctx: C): void {
  const g = ctx.g;
  if (g.scenario === 'meteors' && g.prevented === null && g.round >= END_RULES.meteorDeadlineRound) {
    lose(ctx, 'The meteor strikes the Earth. Nobody launched the missile in time.');
    return;
  }
  if (g.round >= g.options.roundLimit) {
    if (g.prevented === null) { lose(ctx, `After ${g.round} rounds the apocalypse still rages. Humanity is lost.`); return; }
    const leader = leaders(g)[0]!;
    ctx.end({ winners: [leader], outcome: 'timeLimit', text: `Time is up after ${g.round} rounds: ${player(g, leader).name} holds the most of the world and wins.` });
    return;
  }
  ctx.push({ kind: 'startRound' });
}

/** Surviving players, best first: most territories owned, then most armies. */
export function leaders(g: RiskState): SeatId[] {
  return livingSeats(g).sort((a, b) => ownedBy(g, b).length - ownedBy(g, a).length || totalTroops(g, b) - totalTroops(g, a) || a.localeCompare(b));
}

function lose(ctx: C, text: string): void {
  ctx.g.phase = 'over';
  ctx.end({ winners: [], outcome: 'apocalypse', text });
}

/** Whether the scenario's goal is met now (ASSUMPTIONS.md "Winning and losing"). */
export function apocalypsePrevented(g: RiskState): boolean {
  switch (g.scenario) {
    case 'aliens': return g.mothershipDestroyed && totalApoc(g) === 0;
    case 'demons': return g.portals.every((p) => !p.open) && totalApoc(g) === 0;
    case 'meteors': return g.missileLaunched;
    case null: return false;
    default: return totalApoc(g) === 0;
  }
}

/** Ends the game if it is over; returns true when it did. */
export function endIfOver(ctx: C): boolean {
  const g = ctx.g;
  if (ctx.state.result) return true;
  const living = livingSeats(g);
  if (living.length === 0) { lose(ctx, `Every army has fallen to ${sideName(g, 'apoc')}.`); return true; }
  if (g.prevented === null && g.scenario !== null && g.round >= 1 && apocalypsePrevented(g)) {
    g.prevented = g.round;
    ctx.emit({ type: 'apocalypsePrevented', round: g.round, text: `The apocalypse is prevented in round ${g.round}!` });
    if (g.options.endMode === 'prevented') {
      g.phase = 'over';
      const names = living.map((s) => player(g, s).name).join(', ');
      ctx.end({ winners: living, outcome: 'prevented', text: `The apocalypse is prevented. The survivors share the victory: ${names}.` });
      return true;
    }
    ctx.log('The world is saved; now the fight for it begins.');
  }
  if (g.options.endMode === 'domination' && g.prevented !== null && living.length === 1) {
    g.phase = 'over';
    ctx.end({ winners: living, outcome: 'domination', text: `${player(g, living[0]!).name} stands alone and rules the world.` });
    return true;
  }
  return false;
}

/** Rules that act at once after any change: demons burn supplies in fallen territories. */
export function tidy(ctx: C): void {
  const g = ctx.g;
  if (g.scenario !== 'demons') return;
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (t.supplies > 0 && isFallen(t)) {
      const n = t.supplies;
      t.supplies = 0;
      ctx.emit({ type: 'suppliesBurned', territory: id, count: n, text: `The demons burn ${n === 1 ? 'the supply' : `${n} supplies`} in ${terrName(id)}.` });
    }
  }
}

/** End of a turn: supplies gathered at a portal or a missile site start their full-turn hold. */
function setHolds(ctx: C, seat: SeatId): void {
  const g = ctx.g;
  g.holds = g.holds.filter((h) => h.seat !== seat);
  if (g.scenario === 'demons') {
    for (const p of g.portals) {
      const t = T(g, p.terr);
      if (p.open && t.owner === seat && t.supplies >= SCENARIO_NUMBERS.demons.suppliesToClose) {
        g.holds.push({ terr: p.terr, seat, purpose: 'portal', round: g.round });
        ctx.emit({ type: 'holdStarted', territory: p.terr, seat, purpose: 'portal', text: `${player(g, seat).name} gathers supplies at the portal in ${terrName(p.terr)}. If they hold until their next turn, the portal closes.` });
      }
    }
  }
  if (g.scenario === 'meteors') {
    for (const id of ownedBy(g, seat)) {
      const t = T(g, id);
      if (t.apoc === 0 && t.supplies >= SCENARIO_NUMBERS.meteors.missileSupplies) {
        g.holds.push({ terr: id, seat, purpose: 'missile', round: g.round });
        ctx.emit({ type: 'holdStarted', territory: id, seat, purpose: 'missile', text: `${player(g, seat).name} readies the missile in ${terrName(id)}. If the site stays calm until their next turn, it launches.` });
        break;
      }
    }
  }
}

/** Start of a turn: holds that lasted a full turn pay out (Closing the Portals, Destroying the Meteor). */
function payHolds(ctx: C, seat: SeatId): void {
  const g = ctx.g;
  for (const h of g.holds.filter((x) => x.seat === seat)) {
    const t = T(g, h.terr);
    if (h.purpose === 'portal') {
      const portal = g.portals.find((p) => p.terr === h.terr);
      const need = SCENARIO_NUMBERS.demons.suppliesToClose;
      if (portal?.open && t.owner === seat && t.supplies >= need) {
        t.supplies -= need;
        portal.open = false;
        ctx.emit({ type: 'portalClosed', territory: h.terr, seat, text: `${player(g, seat).name} sacrifices ${need} supplies and seals the portal in ${terrName(h.terr)}.` });
      } else ctx.log(`The hold at the portal in ${terrName(h.terr)} failed.`);
    } else {
      const need = SCENARIO_NUMBERS.meteors.missileSupplies;
      if (t.owner === seat && t.apoc === 0 && t.supplies >= need) {
        g.missileLaunched = true;
        ctx.emit({ type: 'missileLaunched', territory: h.terr, seat, text: `${player(g, seat).name} launches the missile from ${terrName(h.terr)}: the meteor is destroyed!` });
      } else ctx.log(`The missile site in ${terrName(h.terr)} was not held.`);
    }
  }
  g.holds = g.holds.filter((x) => x.seat !== seat);
}
