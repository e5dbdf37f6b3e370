/**
 * The faction turn (Core Rules, Moving Basics, Faction Coordination): Gaia
 * moves first, then Xanadu. Every player of the faction declares at once,
 * in secret from each other until all have declared; then the moves are
 * resolved one by one: returns to Start and token purchases, then Support
 * tiles, then Combat tiles and sieges, each in seat order. Two teammates who
 * declared the same unconquered tile act on it together.
 */
import type { Step } from '../../../engine/types';
import { isSupportTile, PAD_BY_ID, TILES } from '../content';
import type { Faction } from '../content/types';
import type { Declaration, PlayerState } from '../state';
import { declarationOptions, optionId, parseOption, stillLegal, type Option } from './access';
import { FACTION_NAME, members, playerOf, type C } from './common';
import { askAllFree, askFree, type Kept } from './freeMenu';

type Answers = Step & { answers: Record<string, string[]> };

export function optionLabel(o: Option): string {
  const t = o.tile === null ? null : TILES[o.tile]!;
  switch (o.action) {
    case 'move': return `Move to ${t!.id} (Tier ${t!.tier} ${deckWord(t!.deck)})`;
    case 'siege': return `Besiege ${t!.id}`;
    case 'buy5': return `Take ${t!.id} for 5 safety tokens (one reward)`;
    case 'buy8': return `Take ${t!.id} for 8 safety tokens (all rewards)`;
    case 'start': return 'Go back to your Start Zone';
    default: return 'Stay where you are';
  }
}

function deckWord(d: string): string {
  return ({ supplies: 'Supplies', settlements: 'Settlement', creatures: 'Creature', raids: 'Raid' } as Record<string, string>)[d]!;
}

export function declarePrompt(ctx: C, p: PlayerState, extra = false) {
  return {
    seat: p.seat, kind: 'declare', rule: 'moving',
    text: extra ? 'Four of a kind: you move again. Where to?' : `${FACTION_NAME[p.faction]} declares: where does ${p.name} go?`,
    options: declarationOptions(ctx.g, p).map((o) => {
      const opt: { id: string; label: string; target?: { kind: 'space'; id: string } } = { id: optionId(o), label: optionLabel(o) };
      if (o.tile !== null) opt.target = { kind: 'space', id: TILES[o.tile]!.id };
      else if (o.action === 'start') opt.target = { kind: 'space', id: p.home };
      return opt;
    }),
  };
}

const startRound = (ctx: C) => {
  ctx.g.round += 1;
  ctx.emit({ type: 'roundStarted', round: ctx.g.round, text: `Round ${ctx.g.round} begins.` });
  ctx.push({ kind: 'factionTurn', faction: 'gaia' }, { kind: 'factionTurn', faction: 'xanadu' }, { kind: 'startRound' });
};

const factionTurn = (ctx: C, step: Step & { faction: Faction }) => {
  const g = ctx.g;
  const team = members(g, step.faction);
  if (team.length === 0) return;
  g.turn = step.faction;
  g.phase = 'declare';
  g.declarations = [];
  g.extraMoves = [];
  g.bought = [];
  g.freeUsed = [];
  g.turnEnded = [];
  for (const p of team) p.from = null;
  ctx.emit({ type: 'turnStarted', faction: step.faction, text: `${FACTION_NAME[step.faction]}'s turn: every ${FACTION_NAME[step.faction]} player declares at once.` });
  ctx.push({ kind: 'askDeclarations', faction: step.faction });
};

/** The declarations, asked at once; asked again (with the answers already in) of whoever went to their free actions first. */
const askDeclarations = (ctx: C, step: Step & { faction: Faction; kept?: Kept }) => {
  askAllFree(ctx, members(ctx.g, step.faction).map((p) => declarePrompt(ctx, p)), { kind: 'declared', faction: step.faction }, step);
};

/** Resolution order: Start returns and purchases, Support tiles, then Combat tiles and sieges. */
function rank(d: Declaration): number {
  if (d.action === 'start' || d.action === 'hold') return 0;
  if (d.action === 'buy5' || d.action === 'buy8') return 1;
  if (d.action === 'move' && isSupportTile(TILES[d.tile!]!)) return 2;
  return d.action === 'move' ? 3 : 4;
}

const declared = (ctx: C, step: Answers & { faction: Faction }) => {
  const g = ctx.g;
  g.phase = 'resolve';
  const team = members(g, step.faction);
  g.declarations = team.map((p) => {
    const o = parseOption(step.answers[p.seat]![0]!);
    return { seat: p.seat, action: o.action, tile: o.tile, done: false };
  });
  const said = g.declarations.map((d) => `${playerOf(g, d.seat).name}: ${optionLabel(d as Option).toLowerCase()}`).join('; ');
  ctx.emit({
    type: 'declarationsRevealed', faction: step.faction,
    declarations: g.declarations.map((d) => ({ seat: d.seat, action: d.action, tile: d.tile === null ? null : TILES[d.tile]!.id })),
    text: `${FACTION_NAME[step.faction]} declares. ${said}.`,
  });
  const order = [...g.declarations].sort((a, b) => rank(a) - rank(b));
  ctx.push(...order.map((d) => ({ kind: 'resolveAction', seat: d.seat })), { kind: 'freeActionsAll', faction: step.faction });
};

/** Carries out one declaration (and, for a shared tile, the teammate's too). */
const resolveAction = (ctx: C, step: Step & { seat: string }) => {
  const g = ctx.g;
  const d = g.declarations.find((x) => x.seat === step.seat);
  const p = playerOf(g, step.seat);
  if (!d || d.done || p.eliminated) return;
  d.done = true;
  const o: Option = { action: d.action as Option['action'], tile: d.tile };
  if (!stillLegal(g, p, o)) {
    ctx.emit({ type: 'actionLost', seat: p.seat, text: `${p.name} finds ${TILES[o.tile!]!.id} already taken and stays put.` });
    return;
  }
  ctx.push(...stepsFor(ctx, p, o, true));
};

/** The steps that carry out an option; `joint` lets a teammate who declared the same tile join in. */
export function stepsFor(ctx: C, p: PlayerState, o: Option, joint: boolean): Step[] {
  const g = ctx.g;
  if (o.action === 'hold') {
    ctx.emit({ type: 'held', seat: p.seat, text: `${p.name} stays where they are.` });
    return [];
  }
  if (o.action === 'start') return [{ kind: 'returnToStart', seat: p.seat }];
  if (o.action === 'buy5' || o.action === 'buy8') {
    g.bought.push(p.seat);
    return [{ kind: 'supportStart', seats: [p.seat], tile: o.tile, bought: o.action === 'buy5' ? 5 : 8 }];
  }
  if (o.action === 'siege') return [{ kind: 'siegeStart', seat: p.seat, tile: o.tile }];
  const seats = [p.seat];
  if (joint) {
    const mate = g.declarations.find((x) => !x.done && x.action === 'move' && x.tile === o.tile && x.seat !== p.seat);
    if (mate) {
      mate.done = true;
      seats.push(mate.seat);
    }
  }
  const t = TILES[o.tile!]!;
  return [isSupportTile(t) ? { kind: 'supportStart', seats, tile: o.tile, bought: 0 } : { kind: 'combatStart', seats, tile: o.tile }];
}

/** Four of a kind on a Support check: the roller moves again at once. */
const extraMove = (ctx: C, step: Step & { seat: string }) => {
  const p = playerOf(ctx.g, step.seat);
  if (p.eliminated || ctx.state.result) return;
  ctx.emit({ type: 'extraMove', seat: p.seat, text: `Four of a kind: ${p.name} moves again.` });
  ctx.push({ kind: 'askExtraMove', seat: p.seat });
};

const askExtraMove = (ctx: C, step: Step & { seat: string }) => {
  const p = playerOf(ctx.g, step.seat);
  askFree(ctx, declarePrompt(ctx, p, true), { kind: 'extraMoveChosen', seat: p.seat }, step);
};

const extraMoveChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  const p = playerOf(ctx.g, step.seat);
  const o = parseOption(step.answer[0]!);
  ctx.emit({ type: 'declarationsRevealed', faction: p.faction, declarations: [{ seat: p.seat, action: o.action, tile: o.tile === null ? null : TILES[o.tile]!.id }], text: `${p.name}: ${optionLabel(o).toLowerCase()}.` });
  ctx.push(...stepsFor(ctx, p, o, false));
};

export function padName(p: PlayerState): string {
  return PAD_BY_ID[p.home]!.name;
}

export const turnHandlers = { startRound, factionTurn, askDeclarations, declared, resolveAction, extraMove, askExtraMove, extraMoveChosen };
