/**
 * Hunger and Starvation. The die climbs 1 a turn (Insomnia: 2); at 6 the
 * character card flips to the starving side and each further rise moves down
 * its hunger track, dealing that step's damage, which nothing reduces. The
 * step past the track's end is the skull. Eating anything flips the card
 * back. The Veteran and the Dog share one die.
 */
import type { Ctx } from '../../../engine/context';
import { STARVING_AT } from '../content/numbers';
import type { MAState, Survivor } from '../state';
import { damageBody, survivorDies } from './damage';
import { character, insanityParam } from './queries';
import { who, Who } from './text';

/** Raises hunger by `steps`, one step at a time. */
export function raiseHunger(ctx: Ctx<MAState>, s: Survivor, steps: number, why: string): void {
  for (let i = 0; i < steps && !s.dead; i++) {
    const track = character(s).hungerTrack;
    if (s.starving === 0) {
      s.hunger = Math.min(STARVING_AT, s.hunger + 1);
      if (s.hunger < STARVING_AT) {
        ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: 0, text: `${why}: ${who(s)}'s hunger rises to ${s.hunger}.` });
        continue;
      }
      s.starving = 1;
      if (s.unlocked) s.unlocked = false;
      ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: 1, flipped: true, text: `${why}: ${who(s)} is starving; the character card flips.` });
    } else {
      s.starving += 1;
      if (s.starving > track.length) {
        ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: s.starving, text: `${why}: ${who(s)}'s hunger reaches the skull.` });
        survivorDies(ctx, s, `${Who(s)} starves to death`);
        return;
      }
      ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: s.starving, text: `${why}: ${who(s)} starves further.` });
    }
    const dmg = track[s.starving - 1] ?? 0;
    // The Veteran and the Dog share the die; both go hungry.
    for (const b of s.bodies.filter((x) => !x.dead)) damageBody(ctx, s, b, dmg, 'Hunger');
  }
}

/** Eating lowers the die; anything eaten while starving flips the card back. */
export function eat(ctx: Ctx<MAState>, s: Survivor, amount: number, why: string): void {
  const before = s.hunger;
  if (s.starving > 0) {
    s.starving = 0;
    s.hunger = Math.max(1, STARVING_AT - amount);
  } else s.hunger = Math.max(1, s.hunger - amount);
  ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: 0, flipped: before === STARVING_AT, text: `${why}: ${who(s)} eats; hunger ${before} → ${s.hunger}.` });
}

export function hungerStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const s = ctx.g.survivors.find((x) => x.id === step.survivor);
  if (!s || s.dead) return;
  raiseHunger(ctx, s, 1 + insanityParam(s, 'extraHunger'), 'End of turn');
}

