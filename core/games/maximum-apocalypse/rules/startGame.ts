/**
 * Game Setup steps 7-10: starting hands (4 cards, 8 for the multi-class
 * pair) with one mulligan of up to 4 cards, starting hunger 1 (rolled on the
 * hunger die at the levels that say so), a monster for every survivor (the
 * Van is noisy), and the first player (then clockwise).
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import { cardDef, defOf, DIFFICULTY_BY_ID } from '../content';
import { MULLIGAN_MAX, MULTI_CLASS_START_HAND, START_HAND, STARVING_AT } from '../content/numbers';
import type { MAState } from '../state';
import { damageBody } from './damage';
import { hungerReadout } from './diceReadout';
import { drawMonsters } from './monsterDraw';
import { abilities } from './queries';
import { resume } from './steps';
import { cardName, plural, Who } from './text';

export function dealHandsStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  // Innate gear (the Gunslinger's Colt) comes out of the deck before the hands are drawn.
  for (const s of g.survivors) {
    for (const a of abilities(s, 'passive')) {
      if (a.ability.effect !== 'startGear') continue;
      const pool = g.pools.find((p) => p.id === s.pool)!;
      const i = pool.draw.findIndex((c) => defOf(c) === a.ability.params?.card);
      if (i < 0) continue;
      const [card] = pool.draw.splice(i, 1);
      const def = cardDef(card!);
      s.gear.push({ card: card!, ammo: def.ammo ?? null, bonus: 0 });
      ctx.emit({ type: 'gearEquipped', survivor: s.id, card: card!, ammo: def.ammo ?? null, text: `${Who(s)} starts with the ${def.name} equipped (${def.ammo} ammo).` });
    }
  }
  for (const pool of g.pools) {
    const n = g.options.solo === 'multiClass' ? MULTI_CLASS_START_HAND : START_HAND;
    const cards = ctx.draw(pool, n, { deck: `survivor:${pool.id}` });
    pool.hand.push(...cards);
    ctx.emit({ type: 'cardsToHand', pool: pool.id, cards, deckSize: pool.draw.length, text: `Starting hand: ${plural(cards.length, 'card')}.` });
  }
}

export function mulliganStep(ctx: Ctx<MAState>, step: { index: number; answer?: string[] }): void {
  const g = ctx.g;
  const pool = g.pools[step.index];
  if (!pool) return;
  const owner = g.survivors.find((s) => s.pool === pool.id)!;
  if (!step.answer) {
    ctx.ask({
      seat: owner.seat, kind: 'mulligan', rule: 'setup', min: 0, max: Math.min(MULLIGAN_MAX, pool.hand.length),
      text: `Mulligan: set aside up to ${MULLIGAN_MAX} cards to draw as many new ones (choose none to keep the hand).`,
      options: pool.hand.map((c) => ({ id: c, label: cardName(c), target: { kind: 'card' as const, id: c } })),
    }, resume(step));
    return;
  }
  if (step.answer.length > 0) {
    const aside = step.answer;
    pool.hand = pool.hand.filter((c) => !aside.includes(c));
    const fresh = ctx.draw(pool, aside.length, { deck: `survivor:${pool.id}` });
    pool.hand.push(...fresh);
    pool.draw.push(...aside);
    ctx.shuffle(pool.draw);
    ctx.emit({ type: 'mulligan', pool: pool.id, count: aside.length, cards: fresh, text: `${Who(owner)} takes a mulligan of ${plural(aside.length, 'card')}.` });
  }
  ctx.push({ kind: 'mulligan', index: step.index + 1 });
}

export function startingHungerStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  if (!DIFFICULTY_BY_ID[g.options.difficulty]!.rollStartingHunger) return;
  for (const s of g.survivors) {
    const [roll] = ctx.roll(['hunger'], { seat: s.seat, purpose: 'Starting hunger', text: `${Who(s)} rolls the hunger die for starting hunger.` });
    s.hunger = roll?.value ?? 1;
    setDiceReadout(ctx.events, hungerReadout(Who(s), s.hunger, STARVING_AT));
    ctx.emit({ type: 'hungerChanged', survivor: s.id, hunger: s.hunger, starving: 0, text: `${Who(s)} starts at hunger ${s.hunger}.` });
    if (s.hunger >= STARVING_AT) {
      s.starving = 1;
      for (const b of s.bodies) damageBody(ctx, s, b, 2, 'Starting hungry');
    }
  }
}

export function startingMonstersStep(ctx: Ctx<MAState>): void {
  ctx.push(...ctx.g.survivors.map((s) => drawMonsters(s.id, 1, 'The Van is noisy')));
}

export function chooseFirstStep(ctx: Ctx<MAState>, step: { answer?: string[] }): void {
  const g = ctx.g;
  const ids = g.survivors.map((s) => s.id);
  let first = ids[0]!;
  if (ids.length > 1) {
    if (!step.answer) {
      ctx.ask({
        seat: ctx.seats[0]!.id, kind: 'firstPlayer', rule: 'setup', text: 'Who takes the first turn? Play then goes clockwise.',
        options: g.survivors.map((s) => ({ id: s.id, label: s.name, target: { kind: 'figure' as const, id: s.id } })),
      }, resume(step));
      return;
    }
    first = step.answer[0]!;
  }
  const at = ids.indexOf(first);
  g.order = [...ids.slice(at), ...ids.slice(0, at)];
  g.phase = 'play';
  ctx.emit({ type: 'firstPlayer', survivor: first, order: g.order, text: `The ${g.survivors.find((s) => s.id === first)!.name} goes first.` });
}
