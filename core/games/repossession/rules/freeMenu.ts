/**
 * "Any time on your turn" on every question of the player's own turn: the
 * free actions (freeActions.ts) sit behind one "Free actions…" entry, so a
 * question's own options stay few. Picking it opens a question listing them
 * with a way back; after each one the list comes back, and "Back" asks the
 * question the player was on again, worked out afresh (a sale or a heal may
 * change its options and numbers). For that the step that asked it is kept
 * and run again, so such a step must change nothing before it asks.
 *
 * A simultaneous question (a faction's declarations, a loadout slot) is
 * answered by everyone first; then whoever picked the entry gets the list,
 * and only they are asked again, the others' answers kept (still secret).
 */
import type { JsonObject, PromptOption, SeatId, Step } from '../../../engine/types';
import type { PromptSpec } from '../../../engine/context';
import { playerOf, plural, stepJson, type C } from './common';
import { doFreeAction, freeChoices } from './freeActions';

export const FREE_ENTRY = 'free';

/** Answers kept for a simultaneous question while some of its seats are away at their free actions. */
export type Kept = Record<SeatId, string[]>;

function withEntry(ctx: C, spec: PromptSpec): PromptSpec {
  const p = playerOf(ctx.g, spec.seat);
  // No entry when the list would hold only what the question already offers (a fight roll's own heal).
  const own = new Set(spec.options.map((o) => o.id));
  if (!freeChoices(ctx.g, p).some((o) => !own.has(o.id))) return spec;
  const entry: PromptOption = { id: FREE_ENTRY, label: 'Free actions…' };
  // Listed last, so the question's own first option stays first (the default a plain bot takes).
  return { ...spec, options: [...spec.options, entry] };
}

/** Asks `spec` with the free actions behind one entry when the player has any; `again` is the step that asks it. */
export function askFree(ctx: C, spec: PromptSpec, then: Step, again: Step): void {
  ctx.ask(withEntry(ctx, spec), { kind: 'freeGate', then: stepJson(then), again: stepJson(again), seat: spec.seat });
}

/**
 * Asks a simultaneous question the same way. `again` is the step that asks it, carrying `kept` when it is asked
 * again: those seats are not asked, and their answers go on to `then` with the rest.
 */
export function askAllFree(ctx: C, specs: PromptSpec[], then: Step, again: Step & { kept?: Kept }): void {
  const kept = again.kept ?? {};
  const open = specs.filter((s) => !(s.seat in kept));
  if (open.length === 0) {
    ctx.push({ ...then, answers: kept });
    return;
  }
  const asker: Step = { ...again };
  delete asker.kept;
  ctx.askAll(open.map((s) => withEntry(ctx, s)), { kind: 'freeGroupGate', then: stepJson(then), again: stepJson(asker), kept });
}

const freeGate = (ctx: C, step: Step & { then: JsonObject; again: JsonObject; seat: SeatId; answer: string[] }) => {
  if (step.answer.includes(FREE_ENTRY)) ctx.push({ kind: 'freeMenu', seat: step.seat, back: step.again });
  else ctx.push({ ...(step.then as Step), answer: step.answer });
};

const freeGroupGate = (ctx: C, step: Step & { then: JsonObject; again: JsonObject; kept: Kept; answers: Kept }) => {
  const all: Kept = { ...step.kept, ...step.answers };
  const away = Object.keys(all).filter((seat) => all[seat]!.includes(FREE_ENTRY));
  if (away.length === 0) {
    ctx.push({ ...(step.then as Step), answers: all });
    return;
  }
  const kept: Kept = {};
  for (const [seat, a] of Object.entries(all)) if (!away.includes(seat)) kept[seat] = a;
  ctx.push(...away.map((seat) => ({ kind: 'freeMenu', seat, back: null })), { ...(step.again as Step), kept });
};

/** The list of free actions; `back` is the question to ask again when the player is done (null: the group asks). */
const freeMenu = (ctx: C, step: Step & { seat: SeatId; back: JsonObject | null }) => {
  const p = playerOf(ctx.g, step.seat);
  if (ctx.state.result) return;
  const choices = p.eliminated ? [] : freeChoices(ctx.g, p);
  if (choices.length === 0) {
    if (step.back) ctx.push(step.back as Step);
    return;
  }
  ctx.ask({
    seat: p.seat, kind: 'freeMenu', rule: 'free-actions',
    text: `Free actions, any time on your turn (${p.hp} HP, ${plural(p.tokens, 'safety token')}, ${plural(p.hand.length, 'card')}).`,
    options: [{ id: 'back', label: 'Back to the question' }, ...choices],
  }, { kind: 'freeMenuChosen', seat: p.seat, back: step.back });
};

const freeMenuChosen = (ctx: C, step: Step & { seat: SeatId; back: JsonObject | null; answer: string[] }) => {
  if (step.answer[0] === 'back') {
    if (step.back) ctx.push(step.back as Step);
    return;
  }
  doFreeAction(ctx, playerOf(ctx.g, step.seat), step.answer[0]!, { kind: 'freeMenu', seat: step.seat, back: step.back });
};

export const freeMenuHandlers = { freeGate, freeGroupGate, freeMenu, freeMenuChosen };
