/**
 * Solo mode, Allies expansion: allies shuffled into the monster deck are met
 * (attached) instead of monsters. An action recruits one by discarding the
 * scavenge cards its cost shows (a colour, or grey for any). Recruited
 * allies add storage and an action, and when the main character falls the
 * player carries on as one of them: the fallen character and deck leave the
 * game, the ally's class deck comes in and 4 cards are drawn.
 */
import type { Ctx } from '../../../engine/context';
import { ALLY_BY_ID, CHARACTER_BY_ID, cardDef, defOf } from '../content';
import { START_HAND } from '../content/numbers';
import type { MAState, Survivor } from '../state';
import { buildClassDeck } from './decks';
import { tradeable } from './freeActions';
import { loseGame } from './outcome';
import { living, poolOf } from './queries';
import { resume } from './steps';
import { cardName, survivorById, Who } from './text';

/** Scavenge cards that can pay for an ally (hand or carried), by colour. */
function payable(g: MAState, s: Survivor, ally: string): string[] {
  const cost = ALLY_BY_ID[defOf(ally)]!.cost;
  return tradeable(g, s).filter((c) => cost.color === 'any' || cardDef(c).color === cost.color);
}

export function recruitable(g: MAState, s: Survivor): string[] {
  return s.allies.filter((a) => !a.recruited && payable(g, s, a.card).length >= ALLY_BY_ID[defOf(a.card)]!.cost.count).map((a) => a.card);
}

export function recruitStep(ctx: Ctx<MAState>, step: { survivor: string; ally: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const ally = s.allies.find((a) => a.card === step.ally);
  if (!ally || ally.recruited) return;
  const def = ALLY_BY_ID[defOf(ally.card)]!;
  const options = payable(g, s, ally.card);
  let paid = options.slice(0, def.cost.count);
  if (options.length > def.cost.count) {
    if (!step.answer) {
      ctx.ask({
        seat: s.seat, kind: 'payAlly', rule: 'allies', min: def.cost.count, max: def.cost.count,
        text: `Recruit the ${def.name}: discard ${def.cost.count} ${def.cost.color === 'any' ? 'scavenge' : def.cost.color} card${def.cost.count === 1 ? '' : 's'}.`,
        options: options.map((c) => ({ id: c, label: cardName(c), target: { kind: 'card' as const, id: c } })),
      }, resume(step));
      return;
    }
    paid = step.answer;
  }
  const pool = poolOf(g, s);
  for (const c of paid) {
    if (pool.hand.includes(c)) pool.hand = pool.hand.filter((x) => x !== c);
    else s.gear = s.gear.filter((x) => x.card !== c);
    g.scavengeDiscard.push(c);
  }
  ally.recruited = true;
  ctx.emit({ type: 'allyRecruited', survivor: s.id, ally: ally.card, paid, text: `${Who(s)} recruits the ${def.name} for ${paid.map(cardName).join(', ')}.` });
}

/** The main character has fallen: carry on as a recruited ally (the player picks which). */
export function allySwitchStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const ready = s.allies.filter((a) => a.recruited);
  if (ready.length === 0) {
    if (living(g).length === 0) loseGame(ctx, 'Every survivor is dead.');
    return;
  }
  let pick = ready[0]!;
  if (ready.length > 1) {
    if (!step.answer) {
      ctx.ask({
        seat: s.seat, kind: 'allySwitch', rule: 'allies', text: 'Your character has fallen. Which ally carries on?',
        options: ready.map((a) => ({ id: a.card, label: ALLY_BY_ID[defOf(a.card)]!.name, target: { kind: 'card' as const, id: a.card } })),
      }, resume(step));
      return;
    }
    pick = ready.find((a) => a.card === step.answer![0]) ?? pick;
  }
  const def = ALLY_BY_ID[defOf(pick.card)]!;
  const cls = CHARACTER_BY_ID[def.classId]!;
  const pool = poolOf(g, s);
  g.removed.push(...pool.draw, ...pool.discard, ...pool.hand);
  pool.draw = ctx.shuffle(buildClassDeck(def.classId, g.options.stretchGoals));
  g.cardTotals.survivor += pool.draw.length;
  pool.discard = [];
  pool.hand = [];
  s.allies = s.allies.filter((a) => a !== pick);
  g.removed.push(pick.card);
  s.classId = def.classId;
  s.name = cls.name;
  s.dead = false;
  s.unlocked = false;
  s.starving = 0;
  s.bodies = [{ id: s.id, name: cls.name, health: pick.health, maxHealth: cls.health, dead: false, companion: false }];
  ctx.emit({ type: 'allyTakesOver', survivor: s.id, ally: pick.card, classId: def.classId, text: `The ${def.name} takes up the fight as the ${cls.name}, with ${pick.health} health.` });
  const drawn = pool.draw.splice(0, START_HAND);
  pool.hand.push(...drawn);
  ctx.emit({ type: 'cardsToHand', survivor: s.id, pool: pool.id, cards: drawn, deckSize: pool.draw.length, text: `The ${cls.name} draws ${START_HAND} cards.` });
}
