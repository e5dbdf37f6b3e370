/**
 * Questions the rules ask about the table: a survivor's stats after gear,
 * insanity and night; the abilities in play; what is in range.
 */
import { ALLY_BY_ID, CHARACTER_BY_ID, cardDef, DAY_NIGHT_BY_ID, defOf, INSANITY_BY_ID, monsterDef } from '../content';
import type { Ability, CharacterDef, RangeName } from '../content/types';
import type { Body, CardPool, GearInPlay, MAState, Monster, Survivor } from '../state';
import { distance, inRange } from './grid';

export function character(s: Survivor): CharacterDef {
  const c = CHARACTER_BY_ID[s.classId];
  if (!c) throw new Error(`Unknown class "${s.classId}".`);
  return c;
}

export function living(g: MAState): Survivor[] {
  return g.survivors.filter((s) => !s.dead);
}

export function activeSurvivor(g: MAState): Survivor | null {
  const id = g.order[g.turn];
  return g.survivors.find((s) => s.id === id) ?? null;
}

export function poolOf(g: MAState, s: Survivor): CardPool {
  const p = g.pools.find((x) => x.id === s.pool);
  if (!p) throw new Error(`No card pool "${s.pool}".`);
  return p;
}

export function livingBodies(s: Survivor): Body[] {
  return s.bodies.filter((b) => !b.dead);
}

export function findBody(g: MAState, bodyId: string): { s: Survivor; b: Body } | null {
  for (const s of g.survivors) {
    const b = s.bodies.find((x) => x.id === bodyId);
    if (b) return { s, b };
  }
  return null;
}

export function isStarving(s: Survivor): boolean {
  return s.starving > 0;
}

/** Where an ability comes from: an equipped gear card, the character's innate action, or a recruited ally. */
export type AbilitySource = { kind: 'gear'; card: string } | { kind: 'innate' } | { kind: 'ally'; card: string };

export interface SourcedAbility {
  source: AbilitySource;
  index: number;
  ability: Ability;
}

/** Honor gear works only while the Ronin's Bushido is in force. */
export function gearWorks(s: Survivor, gear: GearInPlay): boolean {
  const def = cardDef(gear.card);
  return !(def.tags?.includes('honor') && !s.unlocked);
}

/** Every ability the survivor has in play: working gear, the innate (not while starving), recruited allies. */
export function abilities(s: Survivor, on?: Ability['on']): SourcedAbility[] {
  const out: SourcedAbility[] = [];
  for (const gear of s.gear) {
    if (!gearWorks(s, gear)) continue;
    cardDef(gear.card).abilities.forEach((ability, index) => {
      if (!on || ability.on === on) out.push({ source: { kind: 'gear', card: gear.card }, index, ability });
    });
  }
  if (!isStarving(s)) {
    const innate = character(s).innate.ability;
    if (!on || innate.on === on) out.push({ source: { kind: 'innate' }, index: 0, ability: innate });
  }
  for (const ally of s.allies) {
    const def = ALLY_BY_ID[defOf(ally.card)];
    if (ally.recruited && def && (!on || def.ability.on === on)) out.push({ source: { kind: 'ally', card: ally.card }, index: 0, ability: def.ability });
  }
  return out;
}

export function passiveSum(s: Survivor, effect: string, param = 'amount'): number {
  let total = 0;
  for (const a of abilities(s, 'passive')) if (a.ability.effect === effect) total += Number(a.ability.params?.[param] ?? 0);
  return total;
}

export function hasPassive(s: Survivor, effect: string): boolean {
  return abilities(s, 'passive').some((a) => a.ability.effect === effect);
}

/** Insanity effects in force on the survivor. */
export function insanityEffects(s: Survivor): { effect: string; params: Record<string, number | string | boolean> }[] {
  return s.insanity.map((i) => {
    const d = INSANITY_BY_ID[defOf(i)];
    return { effect: d?.effect ?? '', params: d?.params ?? {} };
  });
}

export function insanityParam(s: Survivor, effect: string, param = 'amount'): number {
  return insanityEffects(s).filter((e) => e.effect === effect).reduce((n, e) => n + Number(e.params[param] ?? 0), 0);
}

export function hasInsanity(s: Survivor, effect: string): boolean {
  return insanityEffects(s).some((e) => e.effect === effect);
}

/** The night card showing, if any. */
export function nightCard(g: MAState) {
  return g.dayNight?.night ? DAY_NIGHT_BY_ID[g.dayNight.night] ?? null : null;
}

/** Stealth for a test: the lower of the two bodies for the Veteran and the Dog, then gear, insanity and the night. */
export function stealth(g: MAState, s: Survivor): number {
  const c = character(s);
  const starving = isStarving(s);
  const values: number[] = [];
  for (const b of livingBodies(s)) {
    if (b.companion && c.companion) values.push(starving ? c.companion.starvingStealth : c.companion.stealth);
    else if (!b.companion) values.push(starving ? c.starvingStealth : c.stealth);
  }
  let v = values.length ? Math.min(...values) : 0;
  v += passiveSum(s, 'stealth');
  v -= insanityParam(s, 'stealthPenalty');
  const night = nightCard(g);
  v -= insanityParam(s, 'nightStealth', night ? 'night' : 'amount');
  if (night && night.untilDawn && night.effect === 'nightStealth') v -= Number(night.params?.amount ?? 0);
  return v;
}

export function storageLimit(s: Survivor): number {
  const c = character(s);
  let limit = 0;
  for (const b of livingBodies(s)) limit += b.companion ? (c.companion?.storage ?? 0) : c.storage;
  limit += passiveSum(s, 'storage');
  for (const a of s.allies) if (a.recruited) limit += ALLY_BY_ID[defOf(a.card)]?.storage ?? 0;
  return limit;
}

export function storageUsed(s: Survivor): number {
  let used = 0;
  for (const gear of s.gear) used += cardDef(gear.card).storage ?? 0;
  for (const i of s.insanity) used += INSANITY_BY_ID[defOf(i)]?.storage ?? 0;
  return used;
}

export function handLimit(g: MAState, s: Survivor): number {
  const amnesia = insanityEffects(s).filter((e) => e.effect === 'smallHand').map((e) => Number(e.params.limit));
  return Math.min(poolOf(g, s).limit, ...amnesia);
}

export function monsterTile(g: MAState, m: Monster): string {
  const owner = g.survivors.find((s) => s.id === m.owner);
  if (!owner) throw new Error(`Monster ${m.card} has no owner.`);
  return owner.tile;
}

export function monsterHealth(m: Monster): number {
  return monsterDef(m.card).health - m.damage;
}

/** Monsters attached to anyone within `range` of a tile. */
export function monstersInRange(g: MAState, range: RangeName, from: string): Monster[] {
  return g.monsters.filter((m) => inRange(range, from, monsterTile(g, m)));
}

/** Survivors (alive) standing within `range` of a tile. */
export function survivorsInRange(g: MAState, range: RangeName, from: string): Survivor[] {
  return living(g).filter((s) => inRange(range, from, s.tile));
}

/** The damage passives in play add to a set's monsters (Alien Scientist: +1 to every alien, rangeless, stacking), leaving out one card. */
export function setDamageBonus(g: MAState, set: string, except?: string): number {
  let bonus = 0;
  for (const other of g.monsters) {
    if (other.card === except) continue;
    for (const a of monsterDef(other.card).abilities) {
      if (a.on === 'passive' && a.effect === 'setDamageBonus' && a.params?.set === set) bonus += Number(a.params.amount ?? 0);
    }
  }
  return bonus;
}

/** A monster's attack after the passives in play: Alien Scientist's +1 to every alien (rangeless, stacking), Full Moon. */
export function monsterAttack(g: MAState, m: Monster): number {
  const def = monsterDef(m.card);
  let dmg = def.attack + setDamageBonus(g, def.set);
  const night = nightCard(g);
  if (night && night.effect === 'nightDamage') dmg += Number(night.params?.amount ?? 0);
  return dmg;
}

/** Damage a monster shrugs off: Phalanx Robots shield robots within their range (stacking). */
export function monsterShield(g: MAState, m: Monster): number {
  const def = monsterDef(m.card);
  const at = monsterTile(g, m);
  let shield = 0;
  for (const other of g.monsters) {
    for (const a of monsterDef(other.card).abilities) {
      if (a.on !== 'passive' || a.effect !== 'shieldTag') continue;
      if (!def.tags?.includes(String(a.params?.tag))) continue;
      if (inRange(a.range ?? 'short', monsterTile(g, other), at)) shield += Number(a.params?.amount ?? 0);
    }
  }
  return shield;
}

/** How much less damage a monster attack from `from` deals this survivor (gear; Wakizashi only against its own tile). */
export function damageReduction(s: Survivor, from: string): number {
  let total = 0;
  for (const a of abilities(s, 'passive')) {
    if (a.ability.effect !== 'reduceDamage') continue;
    if (a.ability.params?.at === 'short' && distance(from, s.tile) !== 0) continue;
    total += Number(a.ability.params?.amount ?? 0);
  }
  return total;
}

export function isImmune(s: Survivor): boolean {
  return hasPassive(s, 'immuneStatus');
}

export function equippedFuel(s: Survivor): GearInPlay[] {
  return s.gear.filter((x) => cardDef(x.card).tags?.includes('fuel'));
}
