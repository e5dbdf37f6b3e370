/**
 * Status effects (rulebook glossary): poison counters, insanity cards, and
 * burning cards off the top of the deck. Immunity (Collar, Oxygen Mask)
 * keeps new ones off; a cure removes them.
 */
import type { Ctx } from '../../../engine/context';
import type { MAState, Survivor } from '../state';
import { survivorDies } from './damage';
import { isImmune, poolOf } from './queries';
import { insanityName, plural, who, Who } from './text';

export function addPoison(ctx: Ctx<MAState>, s: Survivor, n: number, why: string): void {
  if (s.dead || n <= 0) return;
  if (isImmune(s)) {
    ctx.log(`${why}: ${who(s)} is immune to poison.`);
    return;
  }
  s.poison += n;
  ctx.emit({ type: 'statusChanged', survivor: s.id, status: 'poison', value: s.poison, text: `${why}: ${who(s)} is poisoned (${plural(s.poison, 'counter')}).` });
}

/** Removes poison and every insanity card. */
export function cure(ctx: Ctx<MAState>, s: Survivor, why: string): void {
  if (s.poison === 0 && s.insanity.length === 0) return;
  const names = s.insanity.map(insanityName);
  ctx.g.insanityDeck.discard.push(...s.insanity);
  s.insanity = [];
  s.poison = 0;
  ctx.emit({ type: 'statusChanged', survivor: s.id, status: 'cured', value: 0, text: `${why}: ${who(s)} is cured${names.length ? ` (${names.join(', ')} discarded)` : ''}.` });
}

/** Discards cards from the top of the survivor deck. A burn from an empty deck eliminates (ASSUMPTIONS.md). */
export function burn(ctx: Ctx<MAState>, s: Survivor, n: number, why: string): void {
  const pool = poolOf(ctx.g, s);
  for (let i = 0; i < n && !s.dead; i++) {
    const card = pool.draw.shift();
    if (card === undefined) {
      survivorDies(ctx, s, `${why}: ${who(s)} has no card left to burn`);
      return;
    }
    pool.discard.push(card);
    ctx.reveal();
    ctx.emit({ type: 'cardBurned', survivor: s.id, card, deckSize: pool.draw.length, text: `${why}: ${who(s)} burns a card (${plural(pool.draw.length, 'card')} left in the deck).` });
  }
}

/** Draws insanity cards (immune survivors take none), then checks storage. */
export function drawInsanity(ctx: Ctx<MAState>, s: Survivor, n: number, why: string): void {
  if (s.dead) return;
  if (isImmune(s)) {
    ctx.log(`${why}: ${who(s)} is immune to insanity.`);
    return;
  }
  const drawn = ctx.draw(ctx.g.insanityDeck, n, { deck: 'insanity', reshuffle: true });
  if (drawn.length === 0) return;
  s.insanity.push(...drawn);
  ctx.emit({ type: 'insanityDrawn', survivor: s.id, cards: drawn, text: `${why}: ${Who(s)} gains ${drawn.map(insanityName).join(' and ')}.` });
  ctx.push({ kind: 'checkStorage', survivor: s.id });
}

