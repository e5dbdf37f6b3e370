/**
 * Damage, healing and death (rulebook "End of Game"): a body at 0 health
 * dies; a survivor whose bodies are all dead is out. Their monsters become
 * Monster tokens on their tile and the scavenge cards they carried stay there.
 */
import type { Ctx } from '../../../engine/context';
import { cardDef } from '../content';
import type { Body, MAState, Survivor } from '../state';
import { loseGame } from './outcome';
import { hasInsanity, insanityParam, living, livingBodies, poolOf, storageLimit, storageUsed } from './queries';
import { tileOf } from './grid';
import { placeTokens } from './tokens';
import { monsterName, plural, who, Who } from './text';

/** Deals damage to a body; returns the damage dealt. */
export function damageBody(ctx: Ctx<MAState>, s: Survivor, b: Body, amount: number, cause: string): number {
  if (amount <= 0 || b.dead) return 0;
  b.health = Math.max(0, b.health - amount);
  const name = b.companion ? `the ${b.name}` : who(s);
  ctx.emit({ type: 'damaged', figure: b.id, survivor: s.id, amount, health: b.health, cause, text: `${cause}: ${name} takes ${amount} damage (${b.health} health left).` });
  if (b.health === 0) bodyDies(ctx, s, b, cause);
  return amount;
}

/** The main body first, else the Dog. */
export function mainBody(s: Survivor): Body | null {
  return livingBodies(s).find((b) => !b.companion) ?? livingBodies(s)[0] ?? null;
}

/** Restores health; returns what was restored. Hemophobia and Xenophobia apply to the receiver. */
export function healBody(ctx: Ctx<MAState>, s: Survivor, b: Body, amount: number, healer: Survivor | null, why: string): number {
  if (b.dead) return 0;
  if (healer && healer.id !== s.id && hasInsanity(s, 'noOutsideHealing')) {
    ctx.log(`${Who(s)}'s Xenophobia refuses the help.`);
    return 0;
  }
  const wanted = amount - insanityParam(s, 'healPenalty');
  const restored = Math.max(0, Math.min(wanted, b.maxHealth - b.health));
  if (restored <= 0) return 0;
  b.health += restored;
  const name = b.companion ? `the ${b.name}` : who(s);
  ctx.emit({ type: 'healed', figure: b.id, survivor: s.id, amount: restored, health: b.health, text: `${why}: ${name} restores ${restored} health (${b.health}).` });
  return restored;
}

function bodyDies(ctx: Ctx<MAState>, s: Survivor, b: Body, cause: string): void {
  b.dead = true;
  if (livingBodies(s).length > 0) {
    ctx.emit({ type: 'bodyDied', figure: b.id, survivor: s.id, text: `${cause}: the ${b.name} dies; ${who(s)} fights on.` });
    if (storageUsed(s) > storageLimit(s)) ctx.push({ kind: 'checkStorage', survivor: s.id });
    return;
  }
  survivorDies(ctx, s, cause);
}

/**
 * A survivor is out: monsters become tokens on the tile, carried scavenge
 * cards are dropped there, gear goes to the discard pile. With a recruited
 * ally (Allies expansion) the player switches to the ally instead.
 */
export function survivorDies(ctx: Ctx<MAState>, s: Survivor, cause: string): void {
  const g = ctx.g;
  if (s.dead) return;
  s.dead = true;
  for (const b of s.bodies) {
    b.dead = true;
    b.health = 0;
  }
  const tile = tileOf(g, s.tile);
  const pool = poolOf(g, s);
  const shared = g.survivors.some((o) => o.id !== s.id && o.pool === s.pool && !o.dead);
  // Carried scavenge cards stay on the tile; the survivor's own cards go to the discard.
  const dropped: string[] = [];
  for (const gear of s.gear) {
    if (cardDef(gear.card).deck === 'scavenge') dropped.push(gear.card);
    else discardCard(g, s, gear.card);
  }
  s.gear = [];
  if (!shared) {
    for (const c of pool.hand) (cardDef(c).deck === 'scavenge' ? dropped : pool.discard).push(c);
    pool.hand = [];
  }
  tile.dropped.push(...dropped);
  g.insanityDeck.discard.push(...s.insanity);
  s.insanity = [];
  s.poison = 0;
  const mine = g.monsters.filter((m) => m.owner === s.id);
  g.monsters = g.monsters.filter((m) => m.owner !== s.id);
  g.monsterDeck.discard.push(...mine.map((m) => m.card));
  const switching = g.options.solo === 'allies' && s.allies.some((a) => a.recruited);
  if (!switching) {
    g.removed.push(...s.allies.map((a) => a.card));
    s.allies = [];
  }
  const names = mine.map((m) => monsterName(m.card));
  ctx.emit({
    type: 'survivorDied', survivor: s.id, figure: s.id, cause, dropped, monsters: mine.map((m) => m.card),
    text: `${cause}: ${who(s)} is dead.${names.length ? ` ${plural(names.length, 'monster')} left behind ${names.length === 1 ? 'becomes a token' : 'become tokens'}.` : ''}${dropped.length ? ` ${plural(dropped.length, 'scavenge card')} ${dropped.length === 1 ? 'lies' : 'lie'} on the tile.` : ''}`,
  });
  if (mine.length) placeTokens(ctx, tile, mine.length, `Where ${who(s)} fell`);
  if (ctx.state.result) return;
  if (switching) {
    ctx.push({ kind: 'allySwitch', survivor: s.id });
    return;
  }
  if (g.options.firstDeathLoses) loseGame(ctx, `${Who(s)} is dead, and this game ends at the first death.`);
  else if (living(g).length === 0) loseGame(ctx, 'Every survivor is dead.');
}

/**
 * A card leaving play or a hand: scavenge cards to the scavenge discard,
 * survivor cards to the discard pile of the deck they came from (a gear
 * equipped on someone else goes back to its owner's pile).
 */
export function discardCard(g: MAState, holder: Survivor, card: string): void {
  const def = cardDef(card);
  if (def.deck === 'scavenge') {
    g.scavengeDiscard.push(card);
    return;
  }
  const owner = g.survivors.find((o) => o.classId === def.classId) ?? holder;
  poolOf(g, owner).discard.push(card);
}
