/**
 * Decks the players build themselves (option `decks: 'own'`). The reference:
 * each mission recommends event sets and an invasion card, "but experienced
 * players can choose an invasion card as well as construct their own action
 * and event decks during setup". With the option on, before each mission the
 * invader picks three event sets and an invasion card, then each marine picks
 * the starting weapon sets of his action deck (as many as his class gives).
 * The mission's recommendations are marked, and the bots take them.
 */
import { newDeck } from '../../../engine/deck';
import { classCard, eventCard, invasionCard } from '../catalog';
import { EVENT_SETS, EVENT_SETS_PER_DECK } from '../content/events';
import { INVASION_CARDS } from '../content/invasion';
import { STARTING_SETS } from '../content/weapons';
import type { MarineState } from '../state';
import { type Answered, type DCtx, type H, INVADER } from './common';
import { deployMarines, layMission } from './setup';

/** Lays out a mission and starts its first round, letting the players build their decks first when the option asks. */
export function beginMission(ctx: DCtx, missionId: string): void {
  const g = ctx.g;
  layMission(ctx, missionId);
  if (g.options.decks === 'own') {
    ctx.push({ kind: 'chooseEventSets' }, { kind: 'chooseInvasionCard' }, { kind: 'chooseWeapons', index: 0 }, { kind: 'deployAndStart', keepWeapons: true });
    return;
  }
  ctx.push({ kind: 'deployAndStart', keepWeapons: false });
}

export const deployAndStart: H<{ kind: 'deployAndStart'; keepWeapons: boolean }> = (ctx, step) => {
  deployMarines(ctx, step.keepWeapons);
  ctx.g.phase = 'status';
  ctx.push({ kind: 'statusPhase' });
};

/** The heading the recommended choices are listed under (the bots take them). */
export const RECOMMENDED = 'Recommended';
const OTHERS = 'Other choices';

/** Recommended options first, each group in content order. */
function recommendedFirst<T extends { group?: string }>(options: T[]): T[] {
  return [...options.filter((o) => o.group === RECOMMENDED), ...options.filter((o) => o.group !== RECOMMENDED)];
}

export const chooseEventSets: H = (ctx) => {
  const recommended = ctx.g.invader.eventSets;
  ctx.ask({
    seat: INVADER, kind: 'chooseEventSets', rule: 'own-decks', min: EVENT_SETS_PER_DECK, max: EVENT_SETS_PER_DECK,
    text: `Build your event deck: choose ${EVENT_SETS_PER_DECK} event sets.`,
    options: recommendedFirst(EVENT_SETS.map((s) => ({ id: s.id, label: s.name, hint: s.theme, group: recommended.includes(s.id) ? RECOMMENDED : OTHERS }))),
  }, { kind: 'eventSetsChosen' });
};

export const eventSetsChosen: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const sets = step.answer.map(String);
  const cards = EVENT_SETS.filter((s) => sets.includes(s.id)).flatMap((s) => s.cards.map((c) => c.id));
  for (const c of cards) eventCard(c);
  g.invader.eventSets = sets;
  g.invader.deck = newDeck(cards);
  ctx.shuffle(g.invader.deck.draw);
  ctx.log(`The invader builds an event deck of ${cards.length} cards from three sets.`);
};

export const chooseInvasionCard: H = (ctx) => {
  const recommended = ctx.g.invader.invasionCard;
  ctx.ask({
    seat: INVADER, kind: 'chooseInvasionCard', rule: 'own-decks',
    text: 'Choose your invasion card (the marines will not see it).',
    options: recommendedFirst(INVASION_CARDS.map((c) => ({ id: c.id, label: c.name, group: c.id === recommended ? RECOMMENDED : OTHERS }))),
  }, { kind: 'invasionCardChosen' });
};

export const invasionCardChosen: H<Answered> = (ctx, step) => {
  ctx.g.invader.invasionCard = invasionCard(String(step.answer[0])).id;
  ctx.log('The invader chooses an invasion card in secret.');
};

/** Each marine in seat order picks his starting weapon sets (the UAC set always comes with them). */
export const chooseWeapons: H<{ kind: 'chooseWeapons'; index: number }> = (ctx, step) => {
  const m = ctx.g.marines[step.index] as MarineState | undefined;
  if (!m) return;
  const own = classCard(m.classId).startingWeapons;
  ctx.ask({
    seat: m.seat, kind: 'chooseWeapons', rule: 'own-decks', min: own.length, max: own.length,
    text: `${m.name}: choose ${own.length} starting weapon sets for your action deck.`,
    options: recommendedFirst(STARTING_SETS.map((w) => ({ id: w.id, label: w.name, group: own.includes(w.id) ? RECOMMENDED : OTHERS }))),
  }, { kind: 'weaponsChosen', index: step.index });
};

export const weaponsChosen: H<Answered & { index: number }> = (ctx, step) => {
  const m = ctx.g.marines[step.index] as MarineState;
  m.weapons = ['uac', ...step.answer.map(String)];
  ctx.log(`${m.name} builds an action deck from the UAC set and ${step.answer.length} starting weapon sets.`);
  ctx.push({ kind: 'chooseWeapons', index: step.index + 1 });
};
