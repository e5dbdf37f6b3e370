/**
 * What every Combat rule needs to know: the fighters, each side's loadout
 * and what it adds up to against the other side, and which enemy effects
 * still bite (a loadout may ignore some).
 */
import { enemyCard, supportCard } from '../../content';
import type { EnemyCard, EnemyEffect } from '../../content/types';
import type { CombatState, Fighter, PRFState } from '../../state';
import { playerOf } from '../common';
import { loadoutPower, SIEGE_OPPONENT, type LoadoutPower, type Opponent } from '../effects';

export const SLOTS = ['weapon', 'upgrade', 'equipment', 'armor', 'settlement'] as const;
/** A Combat that runs this many exchanges without an end is a stalemate (ASSUMPTIONS "Stalemates"). */
export const MAX_EXCHANGES = 20;

export function combat(g: PRFState): CombatState {
  if (!g.combat) throw new Error('No Combat is being fought.');
  return g.combat;
}

export function fighters(c: CombatState): Fighter[] {
  return c.defender ? [...c.attackers, c.defender] : c.attackers;
}

export function fighterOf(c: CombatState, seat: string): Fighter {
  const f = fighters(c).find((x) => x.seat === seat);
  if (!f) throw new Error(`${seat} is not in this Combat.`);
  return f;
}

export function enemyOf(c: CombatState): EnemyCard | null {
  return c.enemy ? enemyCard(c.enemy.card) : null;
}

/** Settlements may be deployed in Raids only (a siege counts as a Rogue Outpost Raid). */
export function isRaidFight(c: CombatState): boolean {
  return c.siege || enemyOf(c)?.deck === 'raids';
}

/** Whom a fighter faces, for ability scopes. */
export function opponentFor(c: CombatState): Opponent {
  const e = enemyOf(c);
  return e ? { cls: e.deck === 'creatures' ? 'creature' : 'raid', type: e.type } : SIEGE_OPPONENT;
}

export function loadoutOf(c: CombatState, seat: string): string[] | null {
  return c.loadouts.find((l) => l.owner === seat)?.cards ?? null;
}

/** What a fighter's own loadout gives it (a teammate fighting alongside the lead has none). */
export function powerOf(g: PRFState, c: CombatState, seat: string): LoadoutPower {
  const cards = loadoutOf(c, seat) ?? [];
  return loadoutPower(cards, playerOf(g, seat).stats.ip, opponentFor(c));
}

/** Enemy effects that still apply to this fighter. */
export function activeEffects(g: PRFState, c: CombatState, seat: string): Set<EnemyEffect> {
  return c.enemy ? effectsAgainst(c, powerOf(g, c, seat)) : new Set();
}

/** The same from a power already worked out (a strike reads both: one loadout sum, not three). */
export function effectsAgainst(c: CombatState, pw: LoadoutPower): Set<EnemyEffect> {
  const e = enemyOf(c);
  if (!e) return new Set();
  return new Set(e.effects.filter((x) => !pw.ignores.includes(x)));
}

export function isOver(c: CombatState): boolean {
  if (c.enemy) return c.enemy.hp <= 0 || c.attackers.every((a) => a.out);
  return c.attackers.every((a) => a.out) || (c.defender?.out ?? true);
}

export function nameOf(g: PRFState, c: CombatState, id: string): string {
  return id === 'enemy' ? enemyOf(c)!.name : playerOf(g, id).name;
}

export function cardNames(cards: readonly string[]): string {
  return cards.length ? cards.map((id) => supportCard(id).name).join(', ') : 'no cards';
}
