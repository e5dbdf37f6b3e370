/**
 * Test helpers: start a DOOM match with the invader played by its bot, play
 * to a marine's activation, and arrange the table (figures, hands, deck tops)
 * before asking the next question again. Tests only.
 */
import { createDriver, type Driver } from '../../../engine/driver';
import type { Step } from '../../../engine/types';
import { doomGame } from '..';
import { EVENT_CARDS } from '../content/events';
import type { DoomOptions, DoomState, Figure } from '../state';
import { demonDef } from '../catalog';

export type D = Driver<DoomState>;

export function newMatch(options: Partial<DoomOptions> = {}, seed = 1, humanInvader = false): D {
  const opts: DoomOptions = { marines: 1, mode: 'mission', mission: 'training-ground', difficulty: 'normal', ...options };
  return createDriver<DoomState>(doomGame, {
    options: opts as never, seed,
    controllers: humanInvader ? {} : { invader: { type: 'ai', bot: 'invader' } },
  });
}

/** Answers class choices, lets the invader play, and stops at the first marine activation question. */
export function toMarineTurn(d: D): D {
  for (let i = 0; i < 200; i++) {
    if (d.state.result) throw new Error('The game ended before a marine activation.');
    if (d.match.isAiTurn()) {
      d.playAi();
      continue;
    }
    const p = d.prompt;
    if (p.kind === 'marineAction') return d;
    d.answer(p.options[0]!.id);
  }
  throw new Error('No marine activation reached.');
}

/**
 * Changes the table, then asks the question again from `resume` (by default
 * the active marine's next decision), so the options reflect the new table.
 */
export function arrange(d: D, change: (g: DoomState) => void, resume: Step = { kind: 'marineTurn' }): D {
  change(d.g);
  const p = d.state.prompt!;
  d.state.prompt = { ...p, options: [{ id: 'arranged', label: 'Arranged' }], min: 1, max: 1 };
  d.state.resume = resume;
  d.answer('arranged');
  return d;
}

export function demonFigure(id: string, type: string, at: string, extra: Partial<Figure> = {}): Figure {
  const def = demonDef(type);
  return { id, side: 'demon', type, at, size: def.size, facing: 'h', flying: def.flying, damage: 0, stunned: false, activated: false, ...extra };
}

/** Puts a demon on the map, keeping the box count and demon card consistent. */
export function addDemon(g: DoomState, f: Figure): void {
  g.figures.push(f);
  g.demonSupply[f.type] = (g.demonSupply[f.type] ?? 0) - 1;
  g.demonCards[f.type]!.faceUp = true;
}

/** Removes every demon from the map (back to the box, cards facedown). */
export function clearDemons(g: DoomState): void {
  for (const f of g.figures.filter((x) => x.side === 'demon')) g.demonSupply[f.type] = (g.demonSupply[f.type] ?? 0) + 1;
  g.figures = g.figures.filter((x) => x.side !== 'demon');
  for (const c of Object.values(g.demonCards)) {
    g.argentSupply += c.argent;
    c.argent = 0;
    c.faceUp = false;
  }
}

/** An event card (in the invader's deck) with the given defence. */
export function eventWithDefence(g: DoomState, shields: number, special: boolean): string {
  const all = [...g.invader.deck.draw, ...g.invader.deck.discard, ...g.invader.hand];
  const id = all.find((c) => {
    const def = EVENT_CARDS.find((e) => e.id === c)!.defense;
    return def.shields === shields && (def.special === true) === special;
  });
  if (!id) throw new Error(`No event card with ${shields} shields${special ? ' and special' : ''} in this deck.`);
  return id;
}

/** Moves a card to the top of the invader's event deck (from wherever it is). */
export function eventOnTop(g: DoomState, card: string): void {
  g.invader.hand = g.invader.hand.filter((c) => c !== card);
  g.invader.deck.discard = g.invader.deck.discard.filter((c) => c !== card);
  g.invader.deck.draw = [card, ...g.invader.deck.draw.filter((c) => c !== card)];
}

/** Moves an action card to the top of a marine's deck. */
export function actionOnTop(g: DoomState, marine: string, card: string): void {
  const m = g.marines.find((x) => x.id === marine)!;
  m.hand = m.hand.filter((c) => c !== card);
  m.deck.discard = m.deck.discard.filter((c) => c !== card);
  m.play = m.play.filter((c) => c !== card);
  m.deck.draw = [card, ...m.deck.draw.filter((c) => c !== card)];
}

/** Puts a card from the marine's deck into his hand. */
export function toHand(g: DoomState, marine: string, card: string): void {
  const m = g.marines.find((x) => x.id === marine)!;
  m.deck.draw = m.deck.draw.filter((c) => c !== card);
  m.deck.discard = m.deck.discard.filter((c) => c !== card);
  if (!m.hand.includes(card)) m.hand.push(card);
}

export function at(g: DoomState, id: string): string | undefined {
  return g.figures.find((f) => f.id === id)?.at;
}

/** Answers, then lets the invader's bot play until a person must answer; returns every event on the way. */
export function act(d: D, answer: string | string[]) {
  const events = [...d.answer(answer)];
  for (;;) {
    if (d.match.isAiTurn()) events.push(...d.match.playAi());
    else if (!d.state.result && d.state.prompt?.kind === 'attackModifier') events.push(...d.answer('done'));
    else break;
  }
  return events;
}

/** Empties the invader's hand into the discard pile and removes his Argent, so no event or ability interferes. */
export function quietInvader(g: DoomState): void {
  g.invader.deck.discard.push(...g.invader.hand);
  g.invader.hand = [];
  for (const c of Object.values(g.demonCards)) {
    g.argentSupply += c.argent;
    c.argent = 0;
  }
  g.argentSupply += g.invader.argentOnInvasion;
  g.invader.argentOnInvasion = 0;
}

/** Answers and settles the marines' own attack windows ('done'), stopping at the next other question. */
export function answerOnly(d: D, answer: string | string[]) {
  const events = [...d.answer(answer)];
  while (!d.state.result && d.state.prompt?.kind === 'attackModifier' && !d.match.isAiTurn()) events.push(...d.answer('done'));
  return events;
}
