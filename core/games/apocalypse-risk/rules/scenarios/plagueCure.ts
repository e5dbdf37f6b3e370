/**
 * Plague, "Finding a Cure": after two successes against the infected, a
 * player rolls two dice in private; doubles give a part of the cure. Parts
 * are secret (the roll and the find are shown only to their owner) until the
 * player shows them or completes the cure, whose effects everyone sees.
 */
import type { Ctx } from '../../../../engine/context';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { player } from '../board';

type C = Ctx<RiskState>;

export function privateCureRoll(ctx: C, seat: string): void {
  const g = ctx.g;
  const p = player(g, seat);
  const rolls = ctx.roll(['d6', 'd6'], { seat, purpose: 'Cure (secret)', text: `${p.name} rolls for the cure in secret.` });
  const a = rolls[0]!.value!, b = rolls[1]!.value!;
  const found = a === b;
  // The roll itself is private: other seats see only that a secret roll happened.
  const ev = ctx.events[ctx.events.length - 1]!;
  ev.text = `${p.name} rolls for the cure: ${a} and ${b}${found ? ', doubles: a part of the cure!' : ', no doubles.'}`;
  ev.visibleTo = [seat];
  ev.redacted = { type: 'secretRoll', seat, purpose: 'Cure', text: `${p.name} rolls for the cure in secret.` };
  if (!found || p.cured) return;
  p.cureParts += 1;
  const need = SCENARIO_NUMBERS.plague.curePartsNeeded;
  if (p.cureParts >= need) {
    p.cured = true;
    p.partsShown = p.cureParts;
    ctx.emit({ type: 'cureCompleted', seat, text: `${p.name} has completed the cure! Their armies now fight the infected and resist the spread.` });
  } else {
    ctx.emit({
      type: 'curePartFound', seat, parts: p.cureParts, visibleTo: [seat],
      text: `You found part ${p.cureParts} of ${need} of the cure. Nobody else knows unless you show them.`,
    });
  }
}

/** What `to` knows of `seat`'s parts: the count shown to the table or to them alone, whichever is later (and so larger). */
export function partsKnownBy(g: RiskState, seat: string, to: string): number {
  const p = player(g, seat);
  return Math.max(p.partsShown, p.shownTo?.[to] ?? 0);
}

/** Living players who have not yet seen all of `seat`'s parts: whom a private showing could tell something new. */
export function cureAudience(g: RiskState, seat: string): string[] {
  const p = player(g, seat);
  if (g.scenario !== 'plague' || p.cured || p.cureParts === 0) return [];
  return g.players.filter((o) => o.seat !== seat && !o.eliminated && partsKnownBy(g, seat, o.seat) < p.cureParts).map((o) => o.seat);
}

/**
 * A player shows their parts to one other player. Only the two of them see the count (the view
 * gives it to that seat alone); the rest of the table learns only that something was shown.
 */
export function showCureTo(ctx: C, seat: string, to: string): void {
  const g = ctx.g;
  const p = player(g, seat);
  p.shownTo = { ...(p.shownTo ?? {}), [to]: p.cureParts };
  const other = player(g, to).name;
  ctx.emit({
    type: 'cureShown', seat, to, parts: p.cureParts, visibleTo: [seat, to],
    redacted: { type: 'cureShown', seat, to, text: `${p.name} shows ${other} something about the cure, in private.` },
    text: `${p.name} shows ${other}, and only ${other}, ${p.cureParts} part${p.cureParts === 1 ? '' : 's'} of the cure.`,
  });
}

/** A player shows their cure parts to the table (Plague: they may share it or keep it secret). */
export function showCure(ctx: C, seat: string): void {
  const p = player(ctx.g, seat);
  p.partsShown = p.cureParts;
  ctx.emit({ type: 'cureShown', seat, parts: p.cureParts, text: `${p.name} shows the table ${p.cureParts} part${p.cureParts === 1 ? '' : 's'} of the cure.` });
}
