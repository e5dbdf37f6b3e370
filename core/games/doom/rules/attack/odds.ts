/**
 * What an attack would do, in numbers, before it is declared: the exact
 * chance to frag the defender, to stagger it, and of each damage amount. It
 * counts the dice the attack would roll (with the automatic "before the
 * roll" effects and a stunned attacker's lost die), the automatic while
 * attacking and while defending effects, toughness, and the defence card
 * from what the attacker can know: each card the defender might reveal is
 * one not in a public discard pile, equally likely. Optional plays (events,
 * Glory Kill cards, rerolls) and a second card under cover are not counted:
 * they are decisions still to come.
 */
import type { PromptFact } from '../../../../engine/types';
import { actionCard, demonDef, eventCard, weaponSetDef } from '../../catalog';
import { keyOf, range as rangeOf, spacesOf, type Board } from '../../geometry/board';
import type { AttackState, DoomState } from '../../state';
import { boardOf, findFigure, healthOf, INVADER, staggerOf } from '../common';
import { autoModifiers } from './sources';
import { damageDistribution, expectedDamage, type AttackMath, type DefenceOutcome } from './oddsMath';
import { counted, diceText, rollText } from '../../inspect/words';

const MEAN: Record<string, number> = { 'doom-red': 1, 'doom-yellow': 4 / 3, 'doom-green': 1.5, 'doom-black': 2 };

export interface AttackOdds {
  odds: { label: string; p: number }[];
  /** Chance the defender is fragged. */
  frag: number;
  expected: number;
  /** The dice the attack would roll. */
  dice: string[];
}

/** Defence cards the defender might reveal, as the attacker knows: every card of his deck not in a public pile. */
function possibleDefences(g: DoomState, defender: string): DefenceOutcome[] {
  const f = findFigure(g, defender)!;
  if (f.side === 'marine') {
    const m = g.marines.find((x) => x.id === defender)!;
    const owned = m.weapons.flatMap((w) => weaponSetDef(w).cards.map((c) => c.id));
    const seen = new Set([...m.deck.discard, ...m.play]);
    const unseen = owned.filter((c) => !seen.has(c));
    return (unseen.length ? unseen : owned).map((c) => {
      const d = actionCard(c).defense;
      return { shields: d.shields, dodge: d.dodge === true };
    });
  }
  const sd = demonDef(f.type).specialDefense;
  // The event deck is the mission's three sets (public); only the discard pile is seen.
  const all = [...g.invader.deck.draw, ...g.invader.deck.discard, ...g.invader.hand];
  const seen = new Set(g.invader.deck.discard);
  const unseen = all.filter((c) => !seen.has(c));
  return (unseen.length ? unseen : all).map((c) => {
    const d = eventCard(c).defense;
    if (d.special && sd.kind === 'dodge') return { shields: d.shields, dodge: true };
    return { shields: d.shields + (d.special && sd.kind === 'shields' ? sd.amount : 0), dodge: false };
  });
}

/** The attack's numbers without rolling: dice, automatic modifiers, toughness and possible defence cards. */
export function attackMath(g: DoomState, attacker: string, defender: string, source: AttackState['source'], dice: string[], board?: Board): AttackMath {
  const b = board ?? boardOf(g);
  const a: AttackState = {
    attacker, defender, defenderSpaces: spacesOf(b, defender).map((i) => keyOf(b, i)),
    attackerSeat: g.marines.find((m) => m.id === attacker)?.seat ?? INVADER, defenderSeat: g.marines.find((m) => m.id === defender)?.seat ?? INVADER,
    source, range: rangeOf(b, attacker, defender), dice: [...dice], rolls: [], cover: false, defenceCard: null, revealed: [], shields: 0,
    dodge: false, bonusDamage: 0, pierce: 0, used: [], extra: [], preset: false,
  };
  const m: AttackMath = { dice: [...dice], bonus: 0, perSpecial: 0, shields: 0, pierce: 0, dodge: false, defences: [] };
  // The modifier rules read the attack in progress: look at this one as if declared, on a shallow
  // copy of the state, so that the state itself is never touched (odds are read late, from views too).
  const declared: DoomState = { ...g, attack: a };
  const mods = [
    ...autoModifiers(declared, attacker, 'beforeRoll'),
    ...autoModifiers(declared, defender, 'whileDefending'), ...autoModifiers(declared, attacker, 'whileAttacking'),
  ];
  for (const mod of mods) {
    const p = mod.ability.params ?? {};
    const n = (k: string) => Number(p[k] ?? 1);
    switch (mod.ability.effect) {
      case 'addDice': for (let i = 0; i < n('count'); i++) m.dice.push(String(p.die)); break;
      case 'addDamage': m.bonus += n('amount'); break;
      case 'damagePerSpecial': m.perSpecial += n('amount'); break;
      case 'pierce': m.pierce += n('amount'); break;
      case 'addShields': m.shields += n('amount'); break;
      case 'dodge': m.dodge = true; break;
      default: break;
    }
  }
  const att = findFigure(g, attacker);
  if (att?.stunned && m.dice.length) {
    let weakest = 0;
    m.dice.forEach((d, i) => { if ((MEAN[d] ?? 1) < (MEAN[m.dice[weakest]!] ?? 1)) weakest = i; });
    m.dice.splice(weakest, 1);
  }
  const def = findFigure(g, defender)!;
  if (def.side === 'demon' && demonDef(def.type).toughness) m.shields += 1;
  m.defences = def.stunned ? [] : possibleDefences(g, defender);
  return m;
}

/** Exact odds of an attack on `defender` with these dice (see the file comment for what is counted). */
export function attackOdds(g: DoomState, attacker: string, defender: string, source: AttackState['source'], dice: string[], board?: Board): AttackOdds {
  const m = attackMath(g, attacker, defender, source, dice, board);
  const dist = damageDistribution(m);
  const f = findFigure(g, defender)!;
  const taken = f.side === 'marine' ? (g.marines.find((x) => x.id === f.id)?.damage ?? 0) : f.damage;
  const left = healthOf(f) - taken;
  const frag = dist.reduce((n, p, d) => n + (d >= left ? p : 0), 0);
  const odds = [{ label: 'Frag', p: frag }];
  if (f.side === 'demon' && f.damage < staggerOf(g, f)) {
    const toStagger = staggerOf(g, f) - f.damage;
    odds.push({ label: 'Stagger', p: dist.reduce((n, p, d) => n + (d >= toStagger && d < left ? p : 0), 0) });
  }
  dist.forEach((p, d) => { if (p > 0) odds.push({ label: counted(d, 'damage', 'damage'), p }); });
  return { odds, frag, expected: expectedDamage(dist), dice: m.dice };
}

/** "45%": a chance as a whole percentage, "<1%" for small non-zero ones. */
export function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** The short line under an attack option: the dice and what is likely. */
export function oddsDetail(o: AttackOdds): string {
  return `${diceText(o.dice)} · ${percent(o.frag)} to frag · about ${o.expected.toFixed(1)} damage`;
}

/** Where an attack in progress stands, for the defence and attack windows: roll, shields, damage as things are. */
export function attackFacts(g: DoomState): PromptFact[] {
  const a = g.attack;
  if (!a) return [];
  const card = pendingDefence(g);
  const hits = a.rolls.reduce((n, r) => n + r.value, 0);
  const shields = Math.max(0, a.shields + card.shields - a.pierce);
  const facts: PromptFact[] = [];
  if (a.rolls.length) facts.push({ label: 'Roll', value: `${counted(hits, 'damage', 'damage')} (${rollText(a.rolls.map((r) => ({ die: r.die, label: dieLabel(r) })))})` });
  else facts.push({ label: 'Dice to roll', value: diceText(a.dice) });
  const extra = attackHits(a) - hits;
  if (extra) facts.push({ label: 'Extra damage', value: `+${extra}` });
  facts.push({ label: 'Shields', value: card.dodge || a.dodge ? 'dodge: every hit cancelled' : `${shields}${a.pierce ? ` (${a.pierce} ignored)` : ''}` });
  if (a.rolls.length) facts.push({ label: 'Damage as it stands', value: String(card.dodge || a.dodge ? 0 : Math.max(0, hits + extra - shields)) });
  return facts;
}

function dieLabel(r: { value: number; special: boolean }): string {
  if (!r.value) return r.special ? 'Special' : 'Blank';
  return `${r.value}${r.special ? ' + Special' : ''}`;
}

/** Damage icons of the attack as its dice stand: rolled icons, added damage, and each special icon's bonus. */
export function attackHits(a: Pick<AttackState, 'rolls' | 'bonusDamage' | 'perSpecial'>): number {
  return a.rolls.reduce((n, r) => n + r.value + (r.special ? a.perSpecial ?? 0 : 0), 0) + a.bonusDamage;
}

/** The revealed defence card's icons before the assess step applies them (shields, dodge). */
export function pendingDefence(g: Pick<DoomState, 'attack' | 'figures'>): { shields: number; dodge: boolean } {
  const a = g.attack;
  const d = a && g.figures.find((f) => f.id === a.defender);
  if (!a || !d || !a.defenceCard) return { shields: 0, dodge: false };
  if (d.side === 'marine') {
    const icons = actionCard(a.defenceCard).defense;
    return { shields: icons.shields, dodge: icons.dodge === true };
  }
  const icons = eventCard(a.defenceCard).defense;
  const sd = demonDef(d.type).specialDefense;
  if (icons.special && sd.kind === 'dodge') return { shields: icons.shields, dodge: true };
  return { shields: icons.shields + (icons.special && sd.kind === 'shields' ? sd.amount : 0), dodge: false };
}
