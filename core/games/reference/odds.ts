/**
 * What each action is likely to bring, exactly: the chance to reach the
 * helicopter and the chance to be caught when the horde advances at the end
 * of this round. "Caught" counts this survivor's action and the horde die
 * only: a survivor acting later in the round may still lure or block the
 * horde, which the label says.
 */
import type { PromptOption } from '../../engine/types';
import { cardType, GOAL, HORDE_DIE } from './content';

export const CAUGHT_LABEL = 'Caught this round, unless someone stops the horde';
export const ESCAPE_LABEL = 'Reach the helicopter';

/** Chance that the horde, now on `horde`, reaches `position` when it next advances. */
export function caughtChance(position: number, horde: number, barricaded: boolean): number {
  if (barricaded) return position <= horde ? 1 : 0;
  const faces = HORDE_DIE.faces;
  return faces.filter((f) => position <= horde + (f.value ?? 0)).length / faces.length;
}

function lines(escape: number, caught: number): NonNullable<PromptOption['odds']> {
  return [{ label: ESCAPE_LABEL, p: escape }, { label: CAUGHT_LABEL, p: caught }];
}

/** Running: every face of the d6, each followed by every face of the horde die. */
export function runOdds(position: number, horde: number, barricaded: boolean): NonNullable<PromptOption['odds']> {
  let escape = 0;
  let caught = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const to = Math.min(GOAL, position + roll);
    if (to >= GOAL) escape += 1;
    else caught += caughtChance(to, horde, barricaded);
  }
  return lines(escape / 6, caught / 6);
}

export function scavengeOdds(position: number, horde: number, barricaded: boolean): NonNullable<PromptOption['odds']> {
  return lines(0, caughtChance(position, horde, barricaded));
}

export function cardOdds(card: string, position: number, horde: number, barricaded: boolean): NonNullable<PromptOption['odds']> {
  const t = cardType(card);
  const to = Math.min(GOAL, position + (t.move ?? 0));
  if (to >= GOAL) return lines(1, 0);
  return lines(0, caughtChance(to, horde - (t.pushHorde ?? 0), barricaded || Boolean(t.barricade)));
}
