/**
 * Set Up (rulebook "Set Up"): territories dealt from the cards or chosen in
 * turn, one army on each, the rest placed by each player, five random own
 * cards to place headquarters and supplies on, then the scenario (chosen or
 * rolled) and its own setup.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { SeatId, SeatSpec, Step } from '../../../engine/types';
import { TERRITORY_IDS } from '../content/board';
import { byPlayers, NUMBERS, SCENARIO_DIE } from '../content/numbers';
import { SCENARIOS } from '../content/scenarios';
import type { PlayerState, RiskOptions, RiskState, TerritoryState } from '../state';
import { addTroops, ownedBy, player, sideName, T, terrName, totalTroops } from './board';
import { lineReadout } from './diceReadout';
import { settle, settleAll } from './ownership';
import { freshTurn } from './round';

type C = Ctx<RiskState>;

export const SEAT_COLOURS: readonly { name: string; color: string }[] = [
  { name: 'Red', color: '#c62828' },
  { name: 'Blue', color: '#1e5bb8' },
  { name: 'Green', color: '#2e7d32' },
  { name: 'Yellow', color: '#e0b000' },
  { name: 'Purple', color: '#7b3fa0' },
];
/** The sixth colour belongs to the apocalytes (rulebook "Notes"). */
export const APOCALYTE_COLOUR = { name: 'Black', color: '#222222' };

export function seatsFor(options: RiskOptions): SeatSpec[] {
  return Array.from({ length: options.players }, (_, i) => ({ id: `p${i + 1}`, name: SEAT_COLOURS[i]!.name, side: 'players' }));
}

export function initialState(options: RiskOptions, seats: SeatSpec[]): RiskState {
  const territories: Record<string, TerritoryState> = {};
  for (const id of TERRITORY_IDS) territories[id] = { troops: {}, apoc: 0, supplies: 0, hq: false, owner: null };
  const players: PlayerState[] = seats.map((s, i) => ({
    seat: s.id, name: SEAT_COLOURS[i]!.name, color: SEAT_COLOURS[i]!.color, eliminated: false, cards: [],
    cureParts: 0, partsShown: 0, shownTo: {}, cured: false,
    standing: { allow: [], deny: [], defendMost: false, autoReroll: false, oppose: 'ask' },
  }));
  return {
    options, players, scenario: null, round: 0, phase: 'setup', territories, barricades: [], broken: [],
    deck: { draw: [...TERRITORY_IDS], discard: [] }, turn: freshTurn(null, 0), ignoreSupplies: false,
    groundZero: [], portals: [], mothership: null, mothershipDestroyed: false, annihilated: [], barren: [], meteorites: 0,
    holds: [], missileLaunched: false, prevented: null,
  };
}

export function setupSteps(ctx: C, options: RiskOptions): Step[] {
  const g = ctx.g;
  const n = g.players.length;
  ctx.log(`Apocalypse for ${n} players: each starts with ${byPlayers(NUMBERS.startingArmies, n)} armies, ${byPlayers(NUMBERS.headquarters, n)} headquarters and ${byPlayers(NUMBERS.supplies, n)} supplies.`);
  const steps: Step[] = [];
  if (options.selection === 'draft') steps.push({ kind: 'draftTerritory', index: 0 });
  else steps.push({ kind: 'dealTerritories' });
  for (const p of g.players) steps.push({ kind: 'setupArmies', seat: p.seat });
  for (const p of g.players) steps.push({ kind: 'setupTokens', seat: p.seat });
  steps.push({ kind: 'chooseScenario' }, { kind: 'startRound' });
  return steps;
}

/** Dealing: the shuffled cards go round the table from the first player; each territory gets one army. */
export function dealTerritories(ctx: C): void {
  const g = ctx.g;
  const cards = ctx.shuffle([...TERRITORY_IDS]);
  cards.forEach((id, i) => addTroops(T(g, id), g.players[i % g.players.length]!.seat, 1));
  settleAll(ctx);
  for (const p of g.players) {
    const mine = ownedBy(g, p.seat);
    ctx.emit({ type: 'territoriesDealt', seat: p.seat, territories: mine, text: `${p.name} is dealt ${mine.length} territories: ${mine.map(terrName).join(', ')}.` });
  }
}

/** Drafting: players take one free territory each in turn until none is left. */
export function draftTerritory(ctx: C, step: Step & { index: number; answer?: string[] }): void {
  const g = ctx.g;
  const free = TERRITORY_IDS.filter((id) => T(g, id).owner === null);
  if (free.length === 0) return;
  const seat = g.players[step.index % g.players.length]!.seat;
  if (!step.answer) {
    ctx.ask({
      seat, kind: 'draftTerritory', rule: 'setup', text: 'Choose a territory to claim.',
      options: free.map((id) => ({ id, label: terrName(id), target: { kind: 'area' as const, id } })),
    }, step);
    return;
  }
  const id = step.answer[0]!;
  addTroops(T(g, id), seat, 1);
  settle(ctx, id);
  ctx.emit({ type: 'territoryClaimed', seat, territory: id, text: `${sideName(g, seat)} claims ${terrName(id)}.` });
  ctx.push({ kind: 'draftTerritory', index: step.index + 1 });
}

export function setupArmies(ctx: C, step: Step & { seat: SeatId }): void {
  const g = ctx.g;
  const left = byPlayers(NUMBERS.startingArmies, g.players.length) - totalTroops(g, step.seat);
  if (left > 0) ctx.push({ kind: 'placeArmies', seat: step.seat, left, purpose: 'setup' });
}

/** Five random cards among the player's own territories; headquarters then supplies go on them, one of each per territory. */
export function setupTokens(ctx: C, step: Step & { seat: SeatId; stage?: string; answer?: string[] }): void {
  const g = ctx.g;
  const p = player(g, step.seat);
  const hqs = byPlayers(NUMBERS.headquarters, g.players.length);
  const supplies = byPlayers(NUMBERS.supplies, g.players.length);
  if (!step.stage) {
    p.cards = ctx.shuffle(ownedBy(g, step.seat)).slice(0, NUMBERS.placementCards);
    ctx.emit({
      type: 'cardsDrawn', deck: 'territories', seat: step.seat, cards: p.cards, count: p.cards.length, visibleTo: [step.seat],
      text: `You draw ${p.cards.map(terrName).join(', ')} to place your headquarters and supplies.`,
      redacted: { type: 'cardsDrawn', deck: 'territories', seat: step.seat, count: p.cards.length, text: `${p.name} draws ${p.cards.length} territory cards.` },
    });
    ctx.push({ ...step, stage: 'hq' });
    return;
  }
  const count = step.stage === 'hq' ? Math.min(hqs, p.cards.length) : Math.min(supplies, p.cards.length);
  if (!step.answer) {
    ctx.ask({
      seat: step.seat, kind: step.stage === 'hq' ? 'placeHeadquarters' : 'placeSupplies', rule: 'setup', min: count, max: count,
      text: step.stage === 'hq' ? `Choose ${count} of your cards for headquarters.` : `Choose ${count} of your cards for supplies.`,
      options: p.cards.map((id) => ({ id, label: terrName(id), target: { kind: 'area' as const, id } })),
    }, step);
    return;
  }
  for (const id of step.answer) {
    const t = T(g, id);
    if (step.stage === 'hq') t.hq = true; else t.supplies += 1;
  }
  const what = step.stage === 'hq' ? (count === 1 ? 'a headquarters' : 'headquarters') : (count === 1 ? 'a supply' : 'supplies');
  ctx.emit({ type: 'tokensPlaced', seat: step.seat, token: step.stage === 'hq' ? 'hq' : 'supply', territories: step.answer, text: `${p.name} places ${what} in ${step.answer.map(terrName).join(', ')}.` });
  if (step.stage === 'hq') ctx.push({ ...step, stage: 'supply', answer: undefined });
  else p.cards = [];
}

export function chooseScenario(ctx: C): void {
  const g = ctx.g;
  const opt = g.options.scenario;
  if (opt === 'roll') {
    const [r] = ctx.roll(['d6'], { purpose: 'Scenario', text: 'The scenario die: ' });
    g.scenario = SCENARIO_DIE[r!.value!]!;
    const ev = ctx.events[ctx.events.length - 1]!;
    ev.text = `${String(ev.text)}${r!.value}, ${SCENARIOS[g.scenario].name}.`;
    setDiceReadout(ctx.events, lineReadout(ctx.events, 'The scenario die: which apocalypse comes'));
  } else g.scenario = opt;
  const s = SCENARIOS[g.scenario];
  ctx.emit({ type: 'scenarioChosen', scenario: g.scenario, text: `The apocalypse: ${s.name}. ${s.summary}` });
  ctx.push({ kind: `${g.scenario}Setup` });
}
