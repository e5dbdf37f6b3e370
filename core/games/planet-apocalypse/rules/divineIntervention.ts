/**
 * Divine Intervention (rulebook "How to Use Divine Intervention"): a single
 * token, held by the first captain's player for the whole game, spent once
 * for one of three things: set the despair dice of a newly revealed invasion
 * token to any faces, discard the legion and draw another, or send back a
 * Fourth Circle demon as it appears and draw another at random.
 * The holder is asked each time one of these moments comes; the legion
 * redraw is also an option in his own prompts ("He chooses if and when").
 */
import { FOURTH_BY_ID, LEGION_BY_ID } from '../content';
import type { PromptOption, Step } from '../../../engine/types';
import type { PAState } from '../state';
import { areaName } from './board';
import { despairResult, describeCounts } from './invasionTokens';
import type { C } from './types';

export function divineAvailable(ctx: C): boolean {
  return ctx.g.divine.holder !== null && !ctx.g.divine.used;
}

/** How the despair faces read on the table: "2×I 1×II 0×III". */
export function facesText(faces: readonly number[]): string {
  return `${faces[0] ?? 0}×I ${faces[1] ?? 0}×II ${faces[2] ?? 0}×III`;
}

/** The counters of the Divine Intervention editor: one per despair face. */
export const DESPAIR_FACE_ITEMS = [
  { key: 'first', label: 'I (First Circle)' },
  { key: 'second', label: 'II (Second Circle)' },
  { key: 'third', label: 'III (Third Circle)' },
];

/**
 * Asks the holder whether to set the despair dice; returns false (asking
 * nothing) when the token is spent or absent. Every other split of the dice
 * is an option with its `counts`, so the screen can show three counters
 * instead of the list; setting the faces the dice already show is left out
 * (it would spend the token for nothing).
 */
export function offerDivineDice(ctx: C, area: string, rolled: number[], then: Step): boolean {
  if (!divineAvailable(ctx)) return false;
  const dice = rolled.reduce((a, b) => a + b, 0);
  const kept = despairResult({ 1: rolled[0] ?? 0, 2: rolled[1] ?? 0, 3: rolled[2] ?? 0 });
  const options: PromptOption[] = [{ id: 'pass', label: `Keep the roll (${facesText(rolled)})`, detail: `brings ${describeCounts(kept)}` }];
  for (let a = dice; a >= 0; a--) {
    for (let b = dice - a; b >= 0; b--) {
      const c = dice - a - b;
      if (a === rolled[0] && b === rolled[1] && c === rolled[2]) continue;
      const counts = despairResult({ 1: a, 2: b, 3: c });
      options.push({
        id: `f:${a}:${b}:${c}`, label: `Set ${facesText([a, b, c])}`, detail: `brings ${describeCounts(counts)}`,
        target: { kind: 'area', id: area }, counts: { first: a, second: b, third: c },
      });
    }
  }
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineDice', rule: 'divine-intervention', options,
    text: `Use Divine Intervention to set the despair dice for the token in ${areaName(ctx.g, area)}?`,
    suggested: ['pass'],
    facts: [{ label: 'Rolled', value: facesText(rolled) }, { label: 'Brings', value: describeCounts(kept) }],
    form: { kind: 'counts', items: DESPAIR_FACE_ITEMS, total: dice },
  }, then);
  return true;
}

/** Option id of the legion redraw offered in the holder's own prompts. */
export const DIVINE_LEGION = 'divineLegion';

/**
 * "He chooses if and when to use it": the legion redraw has no moment of its
 * own (unlike the despair dice and the Fourth Circle demon), so besides the
 * question when a legion is drawn it is an option in the holder's team-action
 * and hero-turn prompts while a legion is in force. Not in Hell Time, where
 * "No other game events happen".
 */
export function divineLegionOptions(g: PAState, seat: string): PromptOption[] {
  if (g.divine.holder !== seat || g.divine.used || !g.legion || g.hell) return [];
  const name = LEGION_BY_ID[g.legion]?.name ?? g.legion;
  return [{ id: DIVINE_LEGION, label: `Divine Intervention: discard ${name}, draw another legion`, group: 'Divine Intervention', detail: 'once per game' }];
}

/** The step that spends the token on the legion (the answer to `divineLegion`, given). */
export const DIVINE_LEGION_STEP: Step = { kind: 'divineLegionChosen', answer: ['redraw'] };

export function offerDivineLegion(ctx: C): boolean {
  if (!divineAvailable(ctx) || !ctx.g.legion) return false;
  const legion = LEGION_BY_ID[ctx.g.legion];
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineLegion', rule: 'divine-intervention',
    text: `The legion is ${legion?.name}. Spend Divine Intervention to discard it and draw another?`,
    options: [{ id: 'pass', label: `Keep ${legion?.name}` }, { id: 'redraw', label: 'Discard it and draw another' }],
    suggested: ['pass'],
  }, { kind: 'divineLegionChosen' });
  return true;
}

export function offerDivineFourth(ctx: C, figure: string, defId: string): boolean {
  if (!divineAvailable(ctx) || ctx.g.fourthDeck.length === 0) return false;
  const name = FOURTH_BY_ID[defId]?.name ?? defId;
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineFourth', rule: 'divine-intervention',
    text: `${name} appears. Spend Divine Intervention to send it back and draw another?`,
    options: [{ id: 'pass', label: `Let ${name} stay` }, { id: 'redraw', label: 'Send it back and draw another', target: { kind: 'figure', id: figure } }],
    suggested: ['pass'],
  }, { kind: 'divineFourthChosen', figure });
  return true;
}
