/**
 * Support Actions (Support Basics, Safety Tokens): on a blue or green tile
 * roll up to four dice, one at a time, and reach 15. A safety token rerolls
 * any of the dice rolled so far (say, a 1 before the next die comes up);
 * any two 1s are snake eyes, an automatic failure no token can mend. Pass:
 * a card of the tile's Tier, or that many stat points, or that many safety
 * tokens; four of a kind also gives another move. Fail: keep the tile with
 * no reward, or go back where you came from with a safety token (snake eyes
 * always go back). Teammates on one tile roll once each and the best roll
 * counts; they share one reward. Tokens can buy a tile outright: 5 for a
 * Tier 1 tile and one reward, 8 for any open tile and all three.
 */
import { setDiceReadout } from '../../../engine/diceReadout';
import type { Step } from '../../../engine/types';
import { TILES } from '../content';
import type { TileDef } from '../content/types';
import type { PlayerState } from '../state';
import { CHECK_TARGET, conquer, gainTokens, plural, playerOf, spendTokens, type C } from './common';
import { askFree } from './freeMenu';
import { isSnakeEyes } from './combos';
import { checkReadout } from './diceReadout';

export const CHECK_DICE = 4;

export function checkSum(dice: readonly number[]): number {
  return dice.reduce((a, b) => a + b, 0);
}

function current(ctx: C): { p: PlayerState; dice: number[] } {
  const check = ctx.g.check!;
  return { p: playerOf(ctx.g, check.rollers[check.current]!), dice: check.dice };
}

const supportStart = (ctx: C, step: Step & { seats: string[]; tile: number; bought: 0 | 5 | 8 }) => {
  const g = ctx.g;
  const t = TILES[step.tile]!;
  const rollers = step.seats.map((s) => playerOf(g, s));
  for (const p of rollers) {
    p.from = p.at;
    p.at = step.tile;
  }
  g.check = { tile: step.tile, rollers: step.seats, current: 0, dice: [], results: [], bought: step.bought };
  const names = rollers.map((p) => p.name).join(' and ');
  if (step.bought) {
    const p = rollers[0]!;
    spendTokens(ctx, p, step.bought, `to take ${t.id}`);
    ctx.emit({ type: 'moved', seat: p.seat, toTile: t.id, text: `${p.name} takes ${t.id} with safety tokens.` });
    conquer(ctx, step.tile, p, 'with safety tokens');
    ctx.push(...(step.bought === 5 ? [{ kind: 'askSupportReward', tile: step.tile }] : allRewards(p, t)), { kind: 'checkClear' });
    return;
  }
  ctx.emit({ type: 'moved', seat: rollers[0]!.seat, seats: step.seats, toTile: t.id, text: `${names} ${rollers.length > 1 ? 'move' : 'moves'} onto ${t.id} for a Tier ${t.tier} ${t.deck === 'supplies' ? 'Supplies' : 'Settlement'} check.` });
  ctx.push({ kind: 'checkAsk' });
};

/** The roller's next move: roll another die, reroll with a token, or stop. */
const checkAsk = (ctx: C, step: Step) => {
  const { p, dice } = current(ctx);
  if (isSnakeEyes(dice)) {
    ctx.push({ kind: 'checkRollerDone' });
    return;
  }
  const canReroll = dice.length > 0 && p.tokens > 0;
  if (dice.length >= CHECK_DICE && !canReroll) {
    ctx.push({ kind: 'checkRollerDone' });
    return;
  }
  const sum = checkSum(dice);
  const options = [];
  if (dice.length < CHECK_DICE) options.push({ id: 'roll', label: `Roll die ${dice.length + 1}` });
  if (canReroll) options.push({ id: 'reroll', label: 'Reroll dice (1 safety token)' });
  if (dice.length > 0) options.push({ id: 'stop', label: sum >= CHECK_TARGET ? `Stop at ${sum}: pass` : `Stop at ${sum}: fail` });
  askFree(ctx, {
    seat: p.seat, kind: 'checkRoll', rule: 'support-check',
    text: dice.length ? `You have ${dice.join(', ')} (${sum}); you need ${CHECK_TARGET}.` : `Roll for ${CHECK_TARGET} or more with up to four dice.`,
    options,
  }, { kind: 'checkChosen' }, step);
};

const checkChosen = (ctx: C, step: Step & { answer: string[] }) => {
  const { p, dice } = current(ctx);
  const a = step.answer[0];
  if (a === 'stop') {
    ctx.push({ kind: 'checkRollerDone' });
    return;
  }
  if (a === 'reroll') {
    ctx.ask({
      seat: p.seat, kind: 'checkReroll', rule: 'support-check', text: 'Which dice do you reroll?', min: 1, max: dice.length,
      options: dice.map((v, i) => ({ id: `d${i}`, label: `Die ${i + 1} (${v})`, target: { kind: 'die' as const, id: `d${i}` } })),
    }, { kind: 'checkRerolled' });
    return;
  }
  const [die] = ctx.roll(['d6'], { seat: p.seat, purpose: 'Support check' });
  dice.push(die!.value!);
  ctx.state.g.check!.dice = dice;
  fixLastText(ctx, `${p.name} rolls a ${die!.value} (${dice.join(', ')}: ${checkSum(dice)}).`);
  showCheck(ctx, p, dice, [dice.length - 1], false);
  ctx.push({ kind: 'checkAsk' });
};

/** ctx.roll writes its own log line; this replaces it with one that names the running total. */
function fixLastText(ctx: C, text: string): void {
  const e = ctx.events[ctx.events.length - 1];
  if (e && e.type === 'diceRolled') e.text = text;
}

/**
 * Display data on the throw just made: the readout, and the check's dice as
 * they now stand with the ones this throw put there (`standing`, `thrown`),
 * since the table's frame at the throw still holds the dice from before it.
 */
function showCheck(ctx: C, p: PlayerState, dice: number[], thrown: number[], reroll: boolean): void {
  const e = ctx.events[ctx.events.length - 1];
  if (!e || e.type !== 'diceRolled') return;
  setDiceReadout(ctx.events, checkReadout({ roller: p.name, tile: TILES[ctx.g.check!.tile]!.id, dice, thrown, reroll, maxDice: CHECK_DICE }));
  e.standing = [...dice];
  e.thrown = [...thrown];
}

const checkRerolled = (ctx: C, step: Step & { answer: string[] }) => {
  const { p, dice } = current(ctx);
  spendTokens(ctx, p, 1, 'to reroll');
  const which = step.answer.map((id) => Number(id.slice(1))).sort((a, b) => a - b);
  const rolls = ctx.roll(which.map(() => 'd6'), { seat: p.seat, purpose: 'Support check reroll' });
  which.forEach((i, k) => { dice[i] = rolls[k]!.value!; });
  fixLastText(ctx, `${p.name} rerolls ${plural(which.length, 'die', 'dice')}: now ${dice.join(', ')} (${checkSum(dice)}).`);
  showCheck(ctx, p, dice, which, true);
  ctx.push({ kind: 'checkAsk' });
};

const checkRollerDone = (ctx: C) => {
  const check = ctx.g.check!;
  const { p, dice } = current(ctx);
  const snake = isSnakeEyes(dice);
  const sum = checkSum(dice);
  const quad = dice.length === 4 && dice.every((d) => d === dice[0]) && sum >= CHECK_TARGET;
  check.results.push({ seat: p.seat, dice: [...dice], sum, snake, quad });
  const verdict = snake ? 'snake eyes: an automatic failure' : sum >= CHECK_TARGET ? 'a pass' : 'short of 15';
  ctx.emit({ type: 'checkRolled', seat: p.seat, dice: [...dice], sum, snake, text: `${p.name}'s check: ${dice.join(', ')} = ${sum}, ${verdict}.` });
  check.current += 1;
  check.dice = [];
  ctx.push({ kind: check.current < check.rollers.length ? 'checkAsk' : 'checkDone' });
};

const checkDone = (ctx: C, step: Step) => {
  const g = ctx.g;
  const check = g.check!;
  const t = TILES[check.tile]!;
  const lead = playerOf(g, check.rollers[0]!);
  const pass = check.results.some((r) => !r.snake && r.sum >= CHECK_TARGET);
  if (pass) {
    conquer(ctx, check.tile, lead, check.rollers.length > 1 ? 'together' : 'after a passed check');
    const quads = check.results.filter((r) => r.quad).map((r) => r.seat);
    ctx.push({ kind: 'askSupportReward', tile: check.tile }, { kind: 'checkClear' }, ...quads.map((seat) => ({ kind: 'extraMove', seat })));
    return;
  }
  if (check.results.every((r) => r.snake)) {
    ctx.push({ kind: 'checkFailChosen', answer: ['backtrack'] });
    return;
  }
  askFree(ctx, {
    seat: lead.seat, kind: 'checkFailed', rule: 'support-check',
    text: `The check on ${t.id} failed. Keep the tile with no reward, or go back with a safety token?`,
    options: [{ id: 'claim', label: `Keep ${t.id}, no reward` }, { id: 'backtrack', label: 'Go back and take a safety token' }],
  }, { kind: 'checkFailChosen' }, step);
};

const checkFailChosen = (ctx: C, step: Step & { answer: string[] }) => {
  const g = ctx.g;
  const check = g.check!;
  const rollers = check.rollers.map((s) => playerOf(g, s));
  if (step.answer[0] === 'claim') {
    conquer(ctx, check.tile, rollers[0]!, 'with no reward');
  } else {
    for (const p of rollers) {
      p.at = p.from;
      const back = p.at === null ? { to: p.home, toTile: null } : { toTile: TILES[p.at]!.id };
      ctx.emit({ type: 'moved', seat: p.seat, ...back, text: `${p.name} goes back the way they came.` });
      gainTokens(ctx, p, 1, 'a failed check');
    }
  }
  ctx.push({ kind: 'checkClear' });
};

/** Pass: a card of the Tier, Tier stat points, or Tier safety tokens (shared out among joint rollers). */
const askSupportReward = (ctx: C, step: Step & { tile: number }) => {
  const check = ctx.g.check!;
  const t = TILES[step.tile]!;
  const n = t.tier;
  askFree(ctx, {
    seat: check.rollers[0]!, kind: 'supportReward', rule: 'support-check',
    text: `You hold ${t.id}. Choose one reward.`,
    options: [
      { id: 'card', label: `A Tier ${n} ${t.deck === 'supplies' ? 'Supplies' : 'Settlement'} card` },
      { id: 'stats', label: plural(n, 'stat point') },
      { id: 'tokens', label: plural(n, 'safety token') },
    ],
  }, { kind: 'supportRewardChosen', tile: step.tile }, step);
};

/** Rewards shared out one at a time, starting with the lead (Faction Coordination). */
function shareOut(seats: string[], n: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) out.set(seats[i % seats.length]!, (out.get(seats[i % seats.length]!) ?? 0) + 1);
  return out;
}

const supportRewardChosen = (ctx: C, step: Step & { tile: number; answer: string[] }) => {
  const check = ctx.g.check!;
  const t = TILES[step.tile]!;
  const choice = step.answer[0];
  if (choice === 'card') {
    ctx.push({ kind: 'drawReward', seat: check.rollers[0]!, deck: t.deck, tier: t.tier, n: 1 });
    return;
  }
  for (const [seat, k] of shareOut(check.rollers, t.tier)) {
    const p = playerOf(ctx.g, seat);
    if (choice === 'tokens') gainTokens(ctx, p, k, `reward for ${t.id}`);
    else ctx.push({ kind: 'statPoints', seat, n: k });
  }
};

function allRewards(p: PlayerState, t: TileDef): Step[] {
  return [
    { kind: 'drawReward', seat: p.seat, deck: t.deck, tier: t.tier, n: 1 },
    { kind: 'statPoints', seat: p.seat, n: t.tier },
    { kind: 'gainTokensStep', seat: p.seat, n: t.tier, why: `reward for ${t.id}` },
  ];
}

const gainTokensStep = (ctx: C, step: Step & { seat: string; n: number; why: string }) => {
  gainTokens(ctx, playerOf(ctx.g, step.seat), step.n, step.why);
};

const checkClear = (ctx: C) => {
  ctx.g.check = null;
};

export const supportHandlers = {
  supportStart, checkAsk, checkChosen, checkRerolled, checkRollerDone, checkDone, checkFailChosen,
  askSupportReward, supportRewardChosen, gainTokensStep, checkClear,
};
