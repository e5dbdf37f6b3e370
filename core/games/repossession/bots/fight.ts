/**
 * Fight planning for the bots: every legal loadout enumerated and scored,
 * and the chance of winning a fight (against an enemy card, with a teammate,
 * or against another player in a siege) from the exact duel solver.
 */
import { supportCard } from '../content';
import type { EnemyCard } from '../content/types';
import { loadoutPower, SIEGE_OPPONENT, type Opponent } from '../rules/effects';
import { cardValue } from './cards';
import { attackDist, convolve, defenseDist, mean, meanAttack, meanTaken, solveDuel, type Dist, type DuelSpec } from './duel';

export interface FighterInfo {
  hp: number;
  ap: number;
  ip: number;
  /** Extra HP the bot may count on (safety tokens to revive with). */
  reserve: number;
  stats: { hp: number; ap: number; ip: number };
}

const SUPPLY_SLOTS = ['weapon', 'upgrade', 'equipment', 'armor'] as const;

/** Every legal loadout from a hand: at most one card per Supplies type, and up to two Settlements in a Raid. */
export function enumerateLoadouts(hand: readonly string[], raid: boolean, stats: FighterInfo['stats']): string[][] {
  let out: string[][] = [[]];
  for (const slot of SUPPLY_SLOTS) {
    // A hand rarely holds more than three of a type; keep the three best to bound the enumeration.
    const have = hand.filter((id) => supportCard(id).slot === slot).sort((a, b) => cardValue(b, { stats }) - cardValue(a, { stats })).slice(0, 3);
    out = out.flatMap((l) => [l, ...have.map((id) => [...l, id])]);
  }
  if (raid) {
    const s = hand.filter((id) => supportCard(id).slot === 'settlement').sort((a, b) => cardValue(b, { stats }) - cardValue(a, { stats })).slice(0, 5);
    const picks: string[][] = [[]];
    for (let i = 0; i < s.length; i++) {
      picks.push([s[i]!]);
      for (let j = i + 1; j < s.length; j++) picks.push([s[i]!, s[j]!]);
    }
    out = out.flatMap((l) => picks.map((p) => [...l, ...p]));
  }
  return out;
}

export function opponentOf(e: EnemyCard): Opponent {
  return { cls: e.deck === 'creatures' ? 'creature' : 'raid', type: e.type };
}

function best<T>(items: readonly T[], score: (t: T) => number): number {
  let bi = 0;
  let bv = -Infinity;
  items.forEach((t, i) => {
    const v = score(t);
    if (v > bv) { bv = v; bi = i; }
  });
  return bi;
}

interface Dists {
  attack: Dist[];
  defense: Dist[];
  fixedAttack: number;
  fixedDefense: number;
}

// The dice distributions of a duel by everything they depend on (its spec key); read-only once made.
const distsCache = new Map<string, Dists>();

function distsFor(key: string, make: () => { attack: Dist[]; defense: Dist[] }): Dists {
  let d = distsCache.get(key);
  if (!d) {
    const { attack, defense } = make();
    d = { attack, defense, fixedAttack: best(attack, (x) => mean(x)), fixedDefense: best(defense, (x) => -mean(x)) };
    if (distsCache.size >= 4096) distsCache.clear();
    distsCache.set(key, d);
  }
  return d;
}

/** The duel against an enemy card with this loadout, from these HP totals. */
export function specVsEnemy(f: FighterInfo, cards: readonly string[], e: EnemyCard, enemyHp: number, optimize: boolean): DuelSpec & { mineFirst: boolean } {
  const pw = loadoutPower(cards, f.ip, opponentOf(e));
  const fx = new Set(e.effects.filter((x) => !pw.ignores.includes(x)));
  const filters = { snare: fx.has('snare'), agility: fx.has('agility') };
  const bonus = pw.attack + (fx.has('armor') ? 0 : f.ap);
  const poison = fx.has('poison');
  const key = `e|${bonus}|${e.ap}|${pw.defense}|${filters.snare ? 1 : 0}${filters.agility ? 1 : 0}${poison ? 1 : 0}`;
  const d = distsFor(key, () => ({
    attack: [0, 1, 2, 3, 4].map((n) => attackDist(n, bonus, filters)),
    defense: [0, 1, 2, 3, 4].map((m) => defenseDist(m, [[e.ap, 1]], pw.defense, filters)),
  }));
  const spec: DuelSpec = { myHp: f.hp + pw.lent + f.reserve, foeHp: enemyHp, attack: d.attack, defense: d.defense, poison, optimize, key: `${key}|${optimize ? 1 : 0}` };
  if (!optimize) {
    spec.fixedAttack = d.fixedAttack;
    spec.fixedDefense = d.fixedDefense;
  }
  return { ...spec, mineFirst: !fx.has('speed') };
}

/** P(win) with a fixed dice count each way (cheap, for planning) or the best count in every state (exact). */
export function winVsEnemy(f: FighterInfo, cards: readonly string[], e: EnemyCard, enemyHp = e.hp, exact = false): number {
  const spec = specVsEnemy(f, cards, e, enemyHp, exact);
  return solveDuel(spec).before(spec.mineFirst, spec.myHp, enemyHp, false);
}

/** A quick margin (strikes to fall minus strikes to win) to rank loadouts before solving. */
export function quickMargin(f: FighterInfo, cards: readonly string[], opp: Opponent, foe: { hp: number; ap: number; effects: readonly string[] }): number {
  const pw = loadoutPower(cards, f.ip, opp);
  const fx = new Set(foe.effects.filter((x) => !pw.ignores.includes(x as never)));
  const filters = { snare: fx.has('snare'), agility: fx.has('agility') };
  const bonus = pw.attack + (fx.has('armor') ? 0 : f.ap);
  const hit = Math.max(0.25, meanAttack(0, bonus, filters), meanAttack(4, bonus, filters));
  const taken = Math.max(0.25, Math.min(meanTaken(0, foe.ap, pw.defense, filters), meanTaken(4, foe.ap, pw.defense, filters)) + (fx.has('poison') ? 1 : 0));
  const single = cards.filter((id) => supportCard(id).singleUse).length * 0.3;
  return (f.hp + pw.lent + f.reserve) / taken - foe.hp / hit + (fx.has('speed') ? -0.5 : 0) - single;
}

/** A good loadout found slot by slot (each slot's best card with the others fixed, twice over): cheap, for planning. */
export function greedyLoadout(f: FighterInfo, hand: readonly string[], raid: boolean, opp: Opponent, foe: { hp: number; ap: number; effects: readonly string[] }): string[] {
  let cards: string[] = [];
  const slots = [...SUPPLY_SLOTS, ...(raid ? ['settlement', 'settlement'] : [])];
  for (let pass = 0; pass < 2; pass++) {
    slots.forEach((slot, k) => {
      const second = slot === 'settlement' && k === slots.length - 1;
      const current = cards.filter((id) => supportCard(id).slot === slot);
      const keep = second ? current.slice(0, 1) : [];
      const base = cards.filter((id) => supportCard(id).slot !== slot).concat(keep);
      const pool = hand.filter((id) => supportCard(id).slot === slot && !base.includes(id));
      let bestCards = base.concat(second ? current.slice(1, 2) : current.slice(0, 1));
      let bestM = quickMargin(f, bestCards, opp, foe);
      for (const id of [null, ...pool]) {
        const trial = id ? [...base, id] : base;
        const m = quickMargin(f, trial, opp, foe);
        if (m > bestM + 1e-9) { bestM = m; bestCards = trial; }
      }
      cards = bestCards;
    });
  }
  return cards;
}

/** The loadout with the best chance: rank all by margin, solve the best few exactly. */
export function bestLoadoutVsEnemy(f: FighterInfo, hand: readonly string[], e: EnemyCard, enemyHp = e.hp, exact = 3): { cards: string[]; p: number } {
  const all = enumerateLoadouts(hand, e.deck === 'raids', f.stats);
  const ranked = all.map((cards) => ({ cards, m: quickMargin(f, cards, opponentOf(e), { hp: enemyHp, ap: e.ap, effects: e.effects }) }))
    .sort((a, b) => b.m - a.m).slice(0, Math.max(1, exact));
  let top = { cards: ranked[0]!.cards, p: -1 };
  for (const r of ranked) {
    const p = winVsEnemy(f, r.cards, e, enemyHp, true);
    if (p > top.p + 1e-9) top = { cards: r.cards, p };
  }
  return top;
}

/** Two teammates on one enemy: one loadout (the lead's); both strike, the enemy strikes both. */
export function winJointVsEnemy(lead: FighterInfo, mate: FighterInfo, cards: readonly string[], e: EnemyCard): number {
  const a = specVsEnemy(lead, cards, e, e.hp, false);
  const b = specVsEnemy(mate, [], e, e.hp, false);
  const attack: Dist = convolve(a.attack[a.fixedAttack!]!, b.attack[b.fixedAttack!]!);
  const defense: Dist = convolve(a.defense[a.fixedDefense!]!, b.defense[b.fixedDefense!]!);
  const spec: DuelSpec = { myHp: a.myHp + b.myHp, foeHp: e.hp, attack: [attack], defense: [defense], poison: a.poison, optimize: false, fixedAttack: 0, fixedDefense: 0, key: `j|${a.key}|${b.key}` };
  return solveDuel(spec).before(a.mineFirst, spec.myHp, e.hp, false);
}

export interface PlayerFoe {
  hp: number;
  ap: number;
  ip: number;
  cards: readonly string[];
}

/** A siege duel: my loadout against another player's; each attack meets the target's defence. */
export function specVsPlayer(f: FighterInfo, mine: readonly string[], foe: PlayerFoe, optimize: boolean): DuelSpec {
  const me = loadoutPower(mine, f.ip, SIEGE_OPPONENT);
  const them = loadoutPower(foe.cards, foe.ip, SIEGE_OPPONENT);
  const foeBonus = them.attack + foe.ap;
  const myBonus = me.attack + f.ap;
  const key = `p|${myBonus}|${them.defense}|${foeBonus}|${me.defense}`;
  const d = distsFor(key, () => {
    const foeAttack = [0, 2, 4].map((n) => attackDist(n, foeBonus, {})).sort((x, y) => mean(y) - mean(x))[0]!;
    return {
      attack: [0, 1, 2, 3, 4].map((n) => attackDist(n, myBonus, {}, them.defense)),
      defense: [0, 1, 2, 3, 4].map((m) => defenseDist(m, foeAttack, me.defense, {})),
    };
  });
  const spec: DuelSpec = { myHp: f.hp + me.lent + f.reserve, foeHp: foe.hp + them.lent, attack: d.attack, defense: d.defense, poison: false, optimize, key: `${key}|${optimize ? 1 : 0}` };
  if (!optimize) {
    spec.fixedAttack = d.fixedAttack;
    spec.fixedDefense = d.fixedDefense;
  }
  return spec;
}

export function winVsPlayer(f: FighterInfo, mine: readonly string[], foe: PlayerFoe, attackerFirst: boolean): number {
  const spec = specVsPlayer(f, mine, foe, false);
  return solveDuel(spec).before(attackerFirst, spec.myHp, spec.foeHp, false);
}

/** My best siege loadout against a (guessed) opponent loadout. */
export function bestLoadoutVsPlayer(f: FighterInfo, hand: readonly string[], foe: PlayerFoe, first: boolean): { cards: string[]; p: number } {
  const all = enumerateLoadouts(hand, true, f.stats);
  const ranked = all.map((cards) => ({ cards, m: quickMargin(f, cards, SIEGE_OPPONENT, { hp: foe.hp, ap: foe.ap + loadoutPower(foe.cards, foe.ip, SIEGE_OPPONENT).attack, effects: [] }) }))
    .sort((a, b) => b.m - a.m).slice(0, 3);
  let top = { cards: ranked[0]!.cards, p: -1 };
  for (const r of ranked) {
    const p = winVsPlayer(f, r.cards, foe, first);
    if (p > top.p + 1e-9) top = { cards: r.cards, p };
  }
  return top;
}
