/**
 * Test helpers: a table of chosen survivors stopped just before the first
 * turn (mulligans kept), and quick ways to lay out tiles, hands, gear and
 * monsters. Cards are moved from wherever they are, so no card is created.
 */
import { createDriver, type Driver } from '../../../engine/driver';
import { ALLY_BY_ID, defOf, monsterDef } from '../content';
import type { ScavengeColor } from '../content/types';
import { DEFAULT_OPTIONS, maximumApocalypse } from '..';
import type { MAOptions, MAState, Survivor } from '../state';
import { actionOptions } from '../rules/actionMenu';

export type D = Driver<MAState>;

/** A game with these classes, stopped at the first-player question (all mulligans kept). */
export function table(classes: string[], opts: Partial<MAOptions> = {}, seed = 1): D {
  const options: MAOptions = { ...DEFAULT_OPTIONS, survivors: classes.length, mapBuild: 'grid', spawn: 'dice', mission: 'out-of-gas', ...opts };
  classes.forEach((c, i) => ((options as unknown as Record<string, string>)[`class${i + 1}`] = c));
  const d = createDriver<MAState>(maximumApocalypse, { options: options as never, seed });
  // Starting monsters with a Draw effect (a Scientist's choice) would ask questions before the first turn: draw plain ones.
  const plain = (c: string) => (ALLY_BY_ID[defOf(c)] || monsterDef(c).abilities.some((a) => a.on === 'draw') ? 1 : 0);
  d.g.monsterDeck.draw.sort((a, b) => plain(a) - plain(b));
  while (d.state.prompt?.kind === 'mulligan') d.answer([]);
  return d;
}

export function survivor(d: D, classId: string): Survivor {
  const s = d.g.survivors.find((x) => x.classId === classId);
  if (!s) throw new Error(`No ${classId} at the table.`);
  return s;
}

/** Takes a card instance out of every place it may be. */
function take(d: D, card: string): void {
  const g = d.g;
  for (const p of g.pools) for (const pile of [p.draw, p.discard, p.hand]) { const i = pile.indexOf(card); if (i >= 0) pile.splice(i, 1); }
  for (const s of g.survivors) s.gear = s.gear.filter((x) => x.card !== card);
  for (const pile of [g.monsterDeck.draw, g.monsterDeck.discard, g.scavenge.blue, g.scavenge.green, g.scavenge.red, g.scavengeDiscard, g.insanityDeck.draw, g.insanityDeck.discard]) {
    const i = pile.indexOf(card);
    if (i >= 0) pile.splice(i, 1);
  }
  g.monsters = g.monsters.filter((m) => m.card !== card);
  for (const s of g.survivors) s.insanity = s.insanity.filter((c) => c !== card);
}

/** Replaces the map: [key, physical tile id, face up?, tokens]. Survivors all go to the first tile listed unless placed later. */
export function layout(d: D, tiles: [string, string, boolean, number?][]): void {
  const g = d.g;
  const supply = 30;
  g.tiles = tiles.map(([key, def, faceUp, tokens]) => {
    const [x, y] = key.split(',').map(Number) as [number, number];
    return { key, x, y, def, faceUp, tokens: tokens ?? 0, dropped: [], blocked: false };
  });
  g.tokenSupply = supply - g.tiles.reduce((n, t) => n + t.tokens, 0);
  for (const s of g.survivors) s.tile = tiles[0]![0];
}

export function place(d: D, classId: string, key: string): void {
  survivor(d, classId).tile = key;
}

/** Returns every attached monster to the deck, and the insanity and poison the starting monsters brought. */
export function clearMonsters(d: D): void {
  d.g.monsterDeck.draw.push(...d.g.monsters.map((m) => m.card));
  d.g.monsters = [];
  for (const s of d.g.survivors) {
    d.g.insanityDeck.draw.push(...s.insanity);
    s.insanity = [];
    s.poison = 0;
  }
}

export function attach(d: D, classId: string, card: string, damage = 0): void {
  take(d, card);
  d.g.monsters.push({ card, owner: survivor(d, classId).id, damage, stunned: false, damagedRound: 0 });
}

export function hand(d: D, classId: string, cards: string[]): void {
  const s = survivor(d, classId);
  const pool = d.g.pools.find((p) => p.id === s.pool)!;
  pool.draw.push(...pool.hand);
  pool.hand = [];
  for (const c of cards) take(d, c);
  pool.hand.push(...cards);
}

export function equip(d: D, classId: string, card: string, ammo: number | null = null): void {
  take(d, card);
  survivor(d, classId).gear.push({ card, ammo, bonus: 0 });
}

export function deckTop(d: D, classId: string, cards: string[]): void {
  const s = survivor(d, classId);
  const pool = d.g.pools.find((p) => p.id === s.pool)!;
  for (const c of cards) take(d, c);
  pool.draw.unshift(...cards);
}

export function monsterTop(d: D, cards: string[]): void {
  for (const c of cards) take(d, c);
  d.g.monsterDeck.draw.unshift(...cards);
}

export function scavengeTop(d: D, color: ScavengeColor, cards: string[]): void {
  for (const c of cards) take(d, c);
  d.g.scavenge[color].unshift(...cards);
}

export function insanityTop(d: D, cards: string[]): void {
  for (const c of cards) take(d, c);
  d.g.insanityDeck.draw.unshift(...cards);
}

/** Starts play with this survivor first; the dice given are forced for its spawn roll (and beyond). */
export function go(d: D, classId: string, ...dice: number[]): void {
  d.forceDice(...dice);
  if (d.state.prompt?.kind === 'firstPlayer') d.answer(survivor(d, classId).id);
}

export function health(d: D, classId: string): number {
  return survivor(d, classId).bodies[0]!.health;
}

export function optionIds(d: D): string[] {
  return d.prompt.options.map((o) => o.id);
}

/** Answers the action prompt with the first option whose id starts with the prefix. */
export function act(d: D, prefix: string): void {
  const o = d.prompt.options.find((x) => x.id.startsWith(prefix));
  if (!o) throw new Error(`No option starting "${prefix}"; options: ${optionIds(d).join(', ')}`);
  d.answer(o.id);
}

export function allEvents(d: D): string[] {
  return d.match.events.flat().map((e) => e.text ?? '').filter(Boolean);
}

/** Tests change the table under a pending action prompt: this rebuilds its options from the new state. */
export function refreshActions(d: D): void {
  const p = d.state.prompt!;
  const s = d.g.survivors.find((x) => x.id === d.g.turnState!.survivor)!;
  p.options = actionOptions(d.g, s);
}

/** Spends the rest of the turn's actions and ends it (forced dice, if any, are used from here on). */
export function finishTurn(d: D, ...dice: number[]): void {
  d.g.turnState!.actionsLeft = 0;
  refreshActions(d);
  d.forceDice(...dice);
  d.answer('end');
}

export function tile(d: D, key: string) {
  return d.g.tiles.find((t) => t.key === key)!;
}

export function poolOf(d: D, classId: string) {
  return d.g.pools.find((p) => p.id === survivor(d, classId).pool)!;
}

/** Puts a card in the discard pile of a class's deck. */
export function toDiscard(d: D, classId: string, card: string): void {
  take(d, card);
  d.g.pools.find((p) => p.id === survivor(d, classId).pool)!.discard.push(card);
}
