/**
 * Divine Intervention (rulebook "How to Use Divine Intervention"): a single
 * token, held by the first captain's player for the whole game, spent once
 * for one of three things: set the despair dice of a newly revealed invasion
 * token to any faces, discard the legion and draw another, or send back a
 * Fourth Circle demon as it appears and draw another at random.
 * The holder is asked each time one of these moments comes.
 */
import { FOURTH_BY_ID, LEGION_BY_ID } from '../content';
import type { PromptOption, Step } from '../../../engine/types';
import { areaName } from './board';
import { despairResult, describeCounts } from './invasionTokens';
import type { C } from './types';

export function divineAvailable(ctx: C): boolean {
  return ctx.g.divine.holder !== null && !ctx.g.divine.used;
}

/** Asks the holder whether to set the despair dice; returns false (asking nothing) when the token is spent or absent. */
export function offerDivineDice(ctx: C, area: string, rolled: number[], then: Step): boolean {
  if (!divineAvailable(ctx)) return false;
  const dice = rolled.reduce((a, b) => a + b, 0);
  // The kept roll's faces ride in the hint so a bot can weigh it against the alternatives.
  const options: PromptOption[] = [{ id: 'keep', label: `Keep the roll (${rolled[0]}×I ${rolled[1]}×II ${rolled[2]}×III)`, hint: `faces:${rolled.join(':')}` }];
  for (let a = dice; a >= 0; a--) {
    for (let b = dice - a; b >= 0; b--) {
      const c = dice - a - b;
      const counts = despairResult({ 1: a, 2: b, 3: c });
      options.push({ id: `f:${a}:${b}:${c}`, label: `${a}×I ${b}×II ${c}×III: ${describeCounts(counts)}`, target: { kind: 'area', id: area } });
    }
  }
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineDice', rule: 'divine-intervention', options,
    text: `Use Divine Intervention to set the despair dice for the token in ${areaName(ctx.g, area)}?`,
    suggested: ['keep'],
  }, then);
  return true;
}

export function offerDivineLegion(ctx: C): boolean {
  if (!divineAvailable(ctx) || !ctx.g.legion) return false;
  const legion = LEGION_BY_ID[ctx.g.legion];
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineLegion', rule: 'divine-intervention',
    text: `The legion is ${legion?.name}. Spend Divine Intervention to discard it and draw another?`,
    options: [{ id: 'keep', label: `Keep ${legion?.name}` }, { id: 'redraw', label: 'Discard it and draw another' }],
    suggested: ['keep'],
  }, { kind: 'divineLegionChosen' });
  return true;
}

export function offerDivineFourth(ctx: C, figure: string, defId: string): boolean {
  if (!divineAvailable(ctx) || ctx.g.fourthDeck.length === 0) return false;
  const name = FOURTH_BY_ID[defId]?.name ?? defId;
  ctx.ask({
    seat: ctx.g.divine.holder as string, kind: 'divineFourth', rule: 'divine-intervention',
    text: `${name} appears. Spend Divine Intervention to send it back and draw another?`,
    options: [{ id: 'keep', label: `Let ${name} stay` }, { id: 'redraw', label: 'Send it back and draw another', target: { kind: 'figure', id: figure } }],
    suggested: ['keep'],
  }, { kind: 'divineFourthChosen', figure });
  return true;
}
