/**
 * The Lords' sheets beyond Baphomet, Jabootu and Procrustes (ASSUMPTIONS.md,
 * "Lords"): what hellTime.ts, the attack and the Lord cycle ask of them.
 *  - pieces that fall one by one (Pulgasaur's stages, Geryon's bodies,
 *    Scylla's heads, `LordDef.sections`): felling one is not killing the
 *    Lord (FAQ); the standing piece sets his toughness and dice;
 *  - Cthon's attack counters (more dice; wounds knock them off);
 *  - the menaces fireParty, petrifyParty (Stheno, undone when she is
 *    banished, FAQ), trapHero (Stroma: the victim cannot retreat, FAQ "no
 *    gift or ability" frees him), courageToll (Geryon, the pool may pay,
 *    FAQ), snatchTroopers (Scylla) and gainCounter (Cthon);
 *  - Tarasque's shell (no attack wounds her more than twice), Stroma's
 *    crushing coils after each counterattack.
 */
import type { PromptOption } from '../../../engine/types';
import { LORD_BY_ID, LORDS, TROOPER_BY_ID } from '../content';
import type { LordDef } from '../content/types';
import type { AttackState, LordState, PAOptions, PAState } from '../state';
import { heroAt, heroName, HELL, livingLords, lordName, turnOrder } from './board';
import { damageHero } from './heroHealth';
import { effectOf, lordDice, lordToughness, sectionsFallen } from '../content/lordStats';
import { askPoolApproval } from './poolApproval';
import { payCourage, spendable } from './tracks';
import type { Answered, C, H } from './types';

function defOf(lord: LordState): LordDef | undefined {
  return LORD_BY_ID[lord.defId];
}

/** The Lords a random or secret draw picks from: the core ones, and with `expansionLords` every one. */
export function lordPool(options: PAOptions): LordDef[] {
  return LORDS.filter((l) => (l.pack ?? 'core') === 'core' || options.expansionLords);
}

/** Tarasque's shell: may this attack wound him again? */
export function canWoundLord(lord: LordState, a: AttackState): boolean {
  const cap = effectOf(defOf(lord), 'maxWoundsPerAttack');
  return !cap || (a.lordWounds ?? 0) < Number(cap.params?.amount ?? 2);
}

/** Is this hero held by a Lord in the battle (Stroma), so he cannot retreat? */
export function isTrapped(g: PAState, seat: string): boolean {
  return g.lords.some((l) => !l.dead && l.area === HELL && l.trapped === seat);
}

function heroesInHell(g: PAState): string[] {
  return turnOrder(g).filter((s) => {
    const h = heroAt(g, s);
    return !h.dead && h.area === HELL;
  });
}

/** The menaces hellTime.ts does not play itself; returns false for those it does. */
export function lordMenace(ctx: C, lord: LordState): boolean {
  const g = ctx.g;
  const def = defOf(lord);
  if (!def) return false;
  const name = lordName(g, lord);
  const p = def.menace.params ?? {};
  const seats = heroesInHell(g);
  switch (def.menace.effect) {
    case 'fireParty':
      for (const seat of seats) {
        const h = heroAt(g, seat);
        if (h.fire) continue;
        h.fire = true;
        ctx.emit({ type: 'statusChanged', figure: seat, status: 'fire', value: 1, text: `Menace: ${name}'s breath sets ${heroName(h)} on fire.` });
      }
      return true;
    case 'petrifyParty': {
      const amount = Number(p.amount ?? 1);
      const min = Number(p.min ?? 1);
      lord.petrified ??= {};
      for (const seat of seats) {
        const h = heroAt(g, seat);
        const take = Math.min(amount, Math.max(0, h.toughness - min));
        if (take === 0) continue;
        h.toughness -= take;
        const before = lord.petrified[seat];
        lord.petrified[seat] = { hero: h.heroId ?? '', amount: (before && before.hero === h.heroId ? before.amount : 0) + take };
        ctx.emit({ type: 'statusChanged', figure: seat, status: 'toughness', value: h.toughness, text: `Menace: ${name}'s gaze petrifies ${heroName(h)}: toughness ${h.toughness} until she is banished.` });
      }
      return true;
    }
    case 'trapHero': {
      const activating = g.hell?.activating;
      const victim = activating && seats.includes(activating) ? activating : seats[0];
      lord.trapped = victim ?? null;
      if (victim) ctx.emit({ type: 'statusChanged', figure: victim, status: 'trapped', value: 1, text: `Menace: ${name} seizes ${heroName(heroAt(g, victim))}, who cannot retreat while she lives.` });
      return true;
    }
    case 'courageToll':
      ctx.push(...seats.map((seat) => ({ kind: 'lordToll', seat, lord: lord.id })));
      return true;
    case 'snatchTroopers': {
      const amount = Number(p.amount ?? 1);
      for (const seat of seats) {
        const h = heroAt(g, seat);
        const type = h.patrol.type;
        const n = Math.min(amount, h.patrol.count);
        if (!type || n === 0) continue;
        h.patrol.count -= n;
        if (h.patrol.count === 0) h.patrol.type = null;
        g.troopStock[type] = (g.troopStock[type] ?? 0) + n;
        ctx.emit({ type: 'trooperLost', seat, trooper: type, from: 'patrol', absorbed: 0, count: n, text: `Menace: ${name} snatches ${n} ${TROOPER_BY_ID[type]?.name ?? type} trooper${n === 1 ? '' : 's'} from ${heroName(h)}.` });
      }
      return true;
    }
    case 'gainCounter':
      addCounters(ctx, lord, Number(p.amount ?? 1), 'Menace');
      return true;
    default:
      return false;
  }
}

function addCounters(ctx: C, lord: LordState, amount: number, why: string): void {
  lord.counters = (lord.counters ?? 0) + amount;
  ctx.emit({ type: 'statusChanged', figure: lord.id, status: 'counters', value: lord.counters, text: `${why}: ${lordName(ctx.g, lord)} gains ${amount} attack counter${amount === 1 ? '' : 's'} (${lord.counters}; he rolls ${lordDice(lord).length} dice).` });
}

/** After each counterattack of his side (hellTime.ts): Stroma's coils tighten. */
export function lordAfterCounterattack(ctx: C, lord: LordState): void {
  const crush = effectOf(defOf(lord), 'crushTrapped');
  if (!crush || lord.dead || !lord.trapped) return;
  const h = heroAt(ctx.g, lord.trapped);
  if (h.dead || h.area !== HELL) return;
  // Her own grip, not a demon attack: troopers cannot absorb it.
  damageHero(ctx, h, Number(crush.params?.amount ?? 1), { what: `${lordName(ctx.g, lord)}'s coils` });
}

/** After a wound (attack/assign.ts): the shell's count, Cthon's counters, a fallen piece and its reward. */
export function lordWounded(ctx: C, a: AttackState, lord: LordState, healthBefore: number): void {
  const g = ctx.g;
  const def = defOf(lord);
  if (!def) return;
  a.lordWounds = (a.lordWounds ?? 0) + 1;
  const striker = a.by === 'hero' && a.seat ? heroAt(g, a.seat) : null;
  if (def.reward.effect === 'counterForDamage') {
    if ((lord.counters ?? 0) > 0) {
      lord.counters = (lord.counters ?? 0) - 1;
      ctx.emit({ type: 'statusChanged', figure: lord.id, status: 'counters', value: lord.counters, text: `The wound knocks off one of ${lordName(g, lord)}'s attack counters (${lord.counters} left).` });
    }
    if (striker) {
      const gain = Number(def.reward.params?.courage ?? 1);
      striker.courage += gain;
      ctx.log(`${heroName(striker)} gains ${gain} courage for the wound.`);
    }
  }
  if (!def.sections) return;
  const before = sectionsFallen({ ...lord, health: healthBefore });
  const after = sectionsFallen(lord);
  for (let i = before; i < after; i++) {
    const piece = def.sections.list[i]!;
    const next = def.sections.list[i + 1];
    ctx.log(`${piece.name} of ${lordName(g, lord)} falls${next && lord.health > 0 ? `; ${def.sections.kind === 'stage' ? `${next.name} takes over (toughness ${lordToughness(lord).join('+')}, ${lordDice(lord).length} dice)` : `${lordDice(lord).length} dice are left to him`}` : ''}.`);
    if (def.reward.effect !== 'courageForSection') continue;
    const gain = Number(def.reward.params?.courage ?? 1);
    const paid = def.reward.params?.to === 'party' ? heroesInHell(g).map((s) => heroAt(g, s)) : striker ? [striker] : [];
    for (const h of paid) h.courage += gain;
    if (paid.length) ctx.log(`${paid.map(heroName).join(', ')} gain${paid.length === 1 ? 's' : ''} ${gain} courage.`);
  }
}

/** When a Lord is banished: Stheno's petrification lifts (gifts bought since keep their toughness, FAQ), Stroma's victim is free. */
export function lordBanished(ctx: C, lord: LordState): void {
  const g = ctx.g;
  for (const [seat, rec] of Object.entries(lord.petrified ?? {})) {
    const h = g.heroes.find((x) => x.seat === seat);
    if (!h || h.dead || h.heroId !== rec.hero) continue;
    h.toughness += rec.amount;
    ctx.emit({ type: 'statusChanged', figure: seat, status: 'toughness', value: h.toughness, text: `${heroName(h)} is flesh again: toughness ${h.toughness}.` });
  }
  lord.petrified = {};
  lord.trapped = null;
}

/** The Lord cycle (enemyPhase/lordCycle.ts): Cthon gains his counter. */
export function lordCycleAbilities(ctx: C): void {
  for (const lord of livingLords(ctx.g)) {
    if (!lord.revealed) continue;
    const gain = effectOf(defOf(lord), 'counterOnLordCycle');
    if (gain) addCounters(ctx, lord, Number(gain.params?.amount ?? 1), 'Lord cycle');
  }
}

/** Geryon's toll: pay the courage (own first, then the pool with the captain's leave) or take the damage. */
const lordToll: H<{ kind: string; seat: string; lord: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const lord = g.lords.find((l) => l.id === step.lord);
  const def = lord ? defOf(lord) : undefined;
  if (!lord || !def || h.dead || h.area !== HELL) return;
  const courage = Number(def.menace.params?.courage ?? 2);
  const damage = Number(def.menace.params?.damage ?? 2);
  const options: PromptOption[] = [];
  const canPay = spendable(g, h.seat) >= courage;
  if (canPay) options.push({ id: 'pay', label: `Pay ${courage} courage` });
  // Luck buys courage 1 for 1 "at any time" (control panel): also here, in the middle of Hell Time.
  if (h.luck > 0) options.push({ id: 'luck', label: 'Trade 1 luck for 1 courage first', detail: `luck ${h.luck}, courage ${h.courage}` });
  options.push({ id: 'refuse', label: `Take ${damage} damage` });
  ctx.ask({
    seat: h.seat, kind: 'lordToll', rule: 'hell-time', options,
    suggested: [canPay && h.health <= damage + 1 ? 'pay' : canPay && h.courage >= courage ? 'pay' : 'refuse'],
    facts: [{ label: 'Courage', value: `${h.courage} (pool ${g.pool})` }, { label: 'Health', value: String(h.health) }],
    text: `Menace: ${lordName(g, lord)} demands his toll from ${heroName(h)}: ${courage} courage, or ${damage} damage no trooper can absorb.`,
  }, { kind: 'lordTollAnswered', seat: h.seat, lord: lord.id });
};

const lordTollAnswered: H<Answered<{ seat: string; lord: string }>> = (ctx, step) => {
  if (step.answer[0] === 'luck') {
    const h = heroAt(ctx.g, step.seat);
    h.luck -= 1;
    h.courage += 1;
    ctx.log(`${heroName(h)} trades 1 luck for 1 courage.`);
    ctx.push({ kind: 'lordToll', seat: step.seat, lord: step.lord });
  } else if (step.answer[0] === 'pay') ctx.push({ kind: 'lordTollPay', seat: step.seat, lord: step.lord });
  else ctx.push({ kind: 'lordTollRefused', seat: step.seat, lord: step.lord });
};

const lordTollPay: H<{ kind: string; seat: string; lord: string; approved?: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const lord = g.lords.find((l) => l.id === step.lord)!;
  const courage = Number(defOf(lord)?.menace.params?.courage ?? 2);
  if (askPoolApproval(ctx, step.seat, courage, `${lordName(g, lord)}'s toll`, step, { kind: 'lordTollRefused', seat: step.seat, lord: step.lord })) return;
  if (!payCourage(ctx, step.seat, courage, `${lordName(g, lord)}'s toll`)) ctx.push({ kind: 'lordTollRefused', seat: step.seat, lord: step.lord });
};

const lordTollRefused: H<{ kind: string; seat: string; lord: string }> = (ctx, step) => {
  const g = ctx.g;
  const lord = g.lords.find((l) => l.id === step.lord)!;
  const damage = Number(defOf(lord)?.menace.params?.damage ?? 2);
  // The toll unpaid: his own punishment, not a demon attack, so no trooper takes it.
  damageHero(ctx, heroAt(g, step.seat), damage, { what: `${lordName(g, lord)}'s toll` });
};

export const lordAbilityHandlers = { lordToll, lordTollAnswered, lordTollPay, lordTollRefused };
