/**
 * Prompt options shared by marines and demons, built so the list reads well
 * and the board can do the picking: moves carry the path they take and are
 * grouped by what they cost; attacks are grouped by the weapon and carry the
 * exact odds of the roll. Option ids stay "move:x,y" and "attack:figure", so
 * the same action keeps the same id while a prompt is up.
 */
import type { PromptOption } from '../../../engine/types';
import { actionCard } from '../catalog';
import { pathKeys, type Board } from '../geometry/board';
import type { Reach } from '../geometry/movement';
import type { SpaceKey } from '../geometry/types';
import type { AttackState, DoomState } from '../state';
import { attackOdds, oddsDetail, type AttackOdds } from './attack/odds';
import { nameOf, places } from './common';
import { direction, landmarkAt, roomOf } from '../inspect/places';
import { capitalised, counted, diceText } from '../inspect/words';

/**
 * Ids the HUD binds its own keys to, the same in every prompt: ending an
 * activation, passing on a play (events, summons, answers to a Glory Kill),
 * and finishing a window of optional plays.
 */
export const END_TURN = 'end-turn';
export const PASS = 'pass';
export const DONE = 'done';

/** "Costs 2 points": the heading moves are listed under (nearest first when sorted by cost). */
export function costGroup(cost: number): string {
  return COST_GROUPS[cost] ?? `Costs ${counted(cost, 'point')}`;
}

/** The headings of the usual costs, made once (every move option carries one). */
const COST_GROUPS = Array.from({ length: 16 }, (_, c) => `Costs ${counted(c, 'point')}`);

/**
 * A move to `key` along `path` (start included). The label keeps the cost in
 * brackets at its end ("(2 pts)"), which the board prints in the space.
 *
 * The detail line ("To the blue portal", "Into the hall") is worked out when
 * first read, by a getter: only the screen reads it, and most moves of a sim
 * are never shown. It reads the table as it stands, which is the table the
 * question was asked on for as long as the question is open (a copy of the
 * state, as undo and the host keep, holds the line itself).
 */
export function moveOption(g: DoomState, route: SpaceKey[] | LazyRoute, cost: number, note?: string, id?: string, brief = false): PromptOption {
  const from = Array.isArray(route) ? route[0]! : route.from;
  const to = Array.isArray(route) ? route[route.length - 1]! : route.to;
  id ??= `move:${to}`;
  // The label too is made when read: no bot reads a move's label (they read ids, groups and targets).
  // No helper closures here: a prompt builds dozens of these per decision, and each closure is an
  // allocation (and, run by tsx, a keepNames shim call) that a sim pays for every option.
  let label: string | null = null;
  // A rollout (ctx.rollout) keeps what the rules and the bots read: the id, the label, the group and the target.
  if (brief) return { id, get label() { return (label ??= moveLabel(from, to, cost)); }, group: costGroup(cost), target: { kind: 'space', id: to } };
  let detail: string | undefined | null = null;
  let path: SpaceKey[] | null = Array.isArray(route) ? route : null;
  return {
    id, get label() { return (label ??= moveLabel(from, to, cost)); }, group: costGroup(cost),
    // The board draws the path; it too is found when first read.
    get path() { return (path ??= pathKeys((route as LazyRoute).reach, (route as LazyRoute).board, to)!); },
    target: { kind: 'space', id: to },
    get detail() {
      if (detail === null) detail = moveDetail(g, from, to, note);
      return detail;
    },
  };
}

function moveLabel(from: SpaceKey, to: SpaceKey, cost: number): string {
  return `Move ${direction(from, to)} (${cost} pt${cost === 1 ? '' : 's'})`;
}

/** A move's ends, and the search whose cheapest path to `to` it takes (found when the board asks for it). */
export interface LazyRoute {
  from: SpaceKey;
  to: SpaceKey;
  reach: Reach;
  board: Board;
}

/** "Glory Kill on Imp 3 · into the hall": what a move passes or reaches that its label does not say (undefined: nothing). */
function moveDetail(g: DoomState, from: SpaceKey, to: SpaceKey, note?: string): string | undefined {
  const t = places(g);
  // Say where only when it tells something: a landmark, or another room.
  const mark = landmarkAt(t, to);
  const room = roomOf(t.map, to);
  const where = mark ? `to ${mark}` : room && room !== roomOf(t.map, from) ? `into the ${room}` : '';
  const detail = [note, where].filter(Boolean).join(' · ');
  return detail ? capitalised(detail) : undefined;
}

/** Moves sorted by cost, then by id, so groups come nearest first and the order never depends on search order. */
export function byCost(options: PromptOption[], cost: (o: PromptOption) => number): PromptOption[] {
  return options.map((o) => ({ o, c: cost(o) })).sort((a, b) => a.c - b.c || (a.o.id < b.o.id ? -1 : a.o.id > b.o.id ? 1 : 0)).map((x) => x.o);
}

export interface AttackChoice {
  /** Where the attack comes from: a card, a demon card or an ability. */
  source: AttackState['source'];
  /** What the group heading calls it: the card's or ability's name. */
  weapon: string;
  dice: string[];
}

/**
 * One option per target in reach: "Attack Imp 3 (range 2, cover)" under the
 * weapon's heading, with the exact odds of the dice that attack would roll.
 */
export function attackOption(g: DoomState, attacker: string, target: { id: string; range: number; cover: boolean }, w: AttackChoice, b?: Board, brief = false): PromptOption {
  const id = `attack:${target.id}`;
  const label = `Attack ${nameOf(g, target.id)} (range ${target.range}${target.cover ? ', cover' : ''})`;
  // A rollout (ctx.rollout) has nobody to read the odds: they are what costs most here.
  if (brief) return { id, label, group: w.weapon, target: { kind: 'figure', id: target.id } };
  // Worked out when first read (the screen reads them; no bot does), from the table as it stands while the question is open.
  let odds: AttackOdds | null = null;
  const known = () => (odds ??= attackOdds(g, attacker, target.id, w.source, w.dice, b));
  return {
    id, label, group: w.weapon,
    get detail() { return oddsDetail(known()); },
    get odds() { return known().odds; },
    target: { kind: 'figure', id: target.id },
    hint: target.cover ? 'The defender has cover: it may reveal a second defence card. The odds count the first card only.' : 'The odds count the dice and every effect that applies by itself; cards played later are not counted.',
  };
}

const TYPE_GROUPS = { main: 'Main action cards', bonus: 'Bonus action cards', reaction: 'Reaction cards' } as const;

/** "+2 movement · attack: range 4, 2 red dice": what an action card gives, for the line under its option. */
export function cardDetail(card: string): string {
  const def = actionCard(card);
  const parts: string[] = [];
  if (def.speed) parts.push(`+${def.speed} movement`);
  if (def.attack) parts.push(`attack: range ${def.attack.range}, ${diceText(def.attack.dice)}`);
  return parts.join(' · ') || def.trait;
}

/** Action cards to pick from (discards), grouped by card type in the order main, bonus, reaction. */
export function cardOptions(cards: readonly string[]): PromptOption[] {
  const order = ['main', 'bonus', 'reaction'];
  return [...cards].sort((a, b) => order.indexOf(actionCard(a).type) - order.indexOf(actionCard(b).type)).map((c) => {
    const def = actionCard(c);
    return { id: c, label: def.name, group: TYPE_GROUPS[def.type], detail: cardDetail(c), hint: def.text, target: { kind: 'card' as const, id: c } };
  });
}

export { TYPE_GROUPS };
