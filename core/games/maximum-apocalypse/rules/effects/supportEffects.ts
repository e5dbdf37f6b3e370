/** Card effects that help survivors: healing, food, cards, ammo, cures, moving, gear from elsewhere. */
import { cardDef, defOf } from '../../content';
import type { ScavengeColor } from '../../content/types';
import type { MAState, Survivor } from '../../state';
import { COLORS } from '../../state';
import { canEquip } from '../equipRules';
import { healBody } from '../damage';
import { inRange } from '../grid';
import { eat } from '../hunger';
import { isStarving, livingBodies, passiveSum, poolOf, survivorsInRange } from '../queries';
import { toLimbo } from '../limbo';
import { cure } from '../status';
import { drawCards } from '../survivorDeck';
import { cardName, who, Who } from '../text';
import { flag, num, type EffectImpl, type EffectUse } from './types';

function healTargets(g: MAState, s: Survivor, use: EffectUse) {
  if (flag(use.ability, 'companion')) return s.bodies.filter((b) => b.companion && !b.dead).map((b) => ({ s, b }));
  const range = use.ability.range ?? 'self';
  const people = range === 'self' ? [s] : survivorsInRange(g, range, s.tile);
  return people.flatMap((p) => livingBodies(p).map((b) => ({ s: p, b })));
}

/** Whether healTargets(...) would list anyone, without building the list (asked at every action menu). */
function anyToHeal(g: MAState, s: Survivor, use: EffectUse): boolean {
  if (flag(use.ability, 'companion')) return s.bodies.some((b) => b.companion && !b.dead);
  const range = use.ability.range ?? 'self';
  if (range === 'self') return s.bodies.some((b) => !b.dead);
  for (const p of g.survivors) if (!p.dead && inRange(range, s.tile, p.tile) && p.bodies.some((b) => !b.dead)) return true;
  return false;
}

function hasDamageAbility(card: string): boolean {
  return cardDef(card).abilities.some((a) => a.effect === 'damage' || ['turret', 'counterattack', 'mine', 'trap'].includes(a.effect));
}

/** Gear cards lying in any discard pile that the survivor could equip. */
export function salvageable(g: MAState, s: Survivor): string[] {
  const piles = [...g.pools.map((p) => p.discard), g.scavengeDiscard];
  const out: string[] = [];
  for (const pile of piles) for (const c of pile) if (cardDef(c).kind === 'gear' && canEquip(s, c) && !out.some((o) => defOf(o) === defOf(c))) out.push(c);
  return out;
}

export const SUPPORT_EFFECTS: Record<string, EffectImpl> = {
  heal: {
    question: 'Whom do you heal?',
    choices(g, s, use) {
      if (flag(use.ability, 'each')) return null;
      return healTargets(g, s, use).map(({ s: p, b }) => ({ id: b.id, label: b.companion ? `the ${b.name}` : p.name, target: { kind: 'figure' as const, id: b.id } }));
    },
    usable: anyToHeal,
    resolve(ctx, s, use, chosen) {
      const amount = num(use.ability, 'amount') + passiveSum(s, 'healBonus');
      for (const t of healTargets(ctx.g, s, use)) if (flag(use.ability, 'each') || t.b.id === chosen) healBody(ctx, t.s, t.b, amount, s, use.source);
    },
  },
  eat: { resolve: (ctx, s, use) => eat(ctx, s, num(use.ability, 'amount', 1), use.source) },
  draw: {
    usable: (g, s) => poolOf(g, s).draw.length > 0,
    resolve: (ctx, s, use) => drawCards(ctx, s, num(use.ability, 'count', 1), use.source),
  },
  scavengeAny: {
    question: 'Draw from which scavenge pile?',
    choices(g, s, use) {
      if (flag(use.ability, 'companion') && !s.bodies.some((b) => b.companion && !b.dead)) return [];
      const only = use.ability.params?.color as ScavengeColor | undefined;
      return COLORS.filter((c) => (!only || c === only) && g.scavenge[c].length > 0).map((c) => ({ id: c, label: `The ${c} pile (${g.scavenge[c].length} left)` }));
    },
    resolve(ctx, s, _use, chosen) {
      ctx.push({ kind: 'scavengeDraw', survivor: s.id, color: chosen as ScavengeColor, free: true });
    },
  },
  move: {
    usable: (g, s) => !(g.turnState?.survivor === s.id && g.turnState.stopped),
    resolve(ctx, s, use) {
      ctx.push({ kind: 'moveSeveral', survivor: s.id, left: num(use.ability, 'tiles', 1), noReveal: flag(use.ability, 'noReveal') });
    },
  },
  reload: {
    question: 'Reload which gear?',
    choices: (_g, s) => s.gear.filter((x) => x.ammo !== null && !cardDef(x.card).fuelReload && x.ammo < (cardDef(x.card).ammo ?? 0))
      .map((x) => ({ id: x.card, label: `${cardName(x.card)} (${x.ammo}/${cardDef(x.card).ammo})`, target: { kind: 'card' as const, id: x.card } })),
    resolve(ctx, s, use, chosen) {
      const gear = s.gear.find((x) => x.card === chosen);
      if (!gear || gear.ammo === null) return;
      gear.ammo = Math.min(cardDef(gear.card).ammo ?? 0, gear.ammo + num(use.ability, 'amount', 1));
      ctx.emit({ type: 'ammoChanged', survivor: s.id, card: gear.card, ammo: gear.ammo, text: `${use.source}: ${who(s)}'s ${cardName(gear.card)} has ${gear.ammo} ammo.` });
    },
  },
  cure: {
    question: 'Whom do you cure?',
    choices(g, s, use) {
      const range = use.ability.range ?? 'self';
      const people = range === 'self' ? [s] : survivorsInRange(g, range, s.tile);
      return people.filter((p) => p.poison > 0 || p.insanity.length > 0).map((p) => ({ id: p.id, label: p.name, target: { kind: 'figure' as const, id: p.id } }));
    },
    // Equipping a Collar with nothing to cure is still fine; playing a cure on no one is not.
    usable: (g, s, use) => use.ability.on === 'equip' || (SUPPORT_EFFECTS.cure!.choices!(g, s, use) ?? []).length > 0,
    resolve(ctx, s, use, chosen) {
      const target = ctx.g.survivors.find((p) => p.id === (chosen ?? s.id));
      if (target) cure(ctx, target, use.source);
    },
  },
  upgrade: {
    question: 'Upgrade which gear?',
    choices: (_g, s) => s.gear.filter((x) => hasDamageAbility(x.card)).map((x) => ({ id: x.card, label: cardName(x.card), target: { kind: 'card' as const, id: x.card } })),
    resolve(ctx, s, use, chosen) {
      const gear = s.gear.find((x) => x.card === chosen);
      if (!gear) return;
      gear.bonus += num(use.ability, 'amount', 1);
      ctx.emit({ type: 'gearUpgraded', survivor: s.id, card: gear.card, bonus: gear.bonus, text: `${use.source}: ${who(s)}'s ${cardName(gear.card)} deals ${gear.bonus} more damage.` });
    },
  },
  equipOther: {
    question: 'Equip which gear on whom?',
    choices(g, s, use) {
      const gear = poolOf(g, s).hand.filter((c) => cardDef(c).kind === 'gear');
      const others = survivorsInRange(g, use.ability.range ?? 'mid', s.tile).filter((p) => p.id !== s.id);
      return gear.flatMap((c) => others.filter((p) => canEquip(p, c)).map((p) => ({ id: `${c}>${p.id}`, label: `${cardName(c)} → ${p.name}`, target: { kind: 'figure' as const, id: p.id } })));
    },
    resolve(ctx, s, _use, chosen) {
      const [card, to] = (chosen ?? '').split('>');
      const pool = poolOf(ctx.g, s);
      if (!card || !pool.hand.includes(card)) return;
      pool.hand = pool.hand.filter((c) => c !== card);
      toLimbo(ctx.g, card);
      ctx.push({ kind: 'equip', survivor: to!, card, by: s.id });
    },
  },
  salvage: {
    question: 'Take which gear from the discard piles?',
    choices: (g, s) => salvageable(g, s).map((c) => ({ id: c, label: cardName(c), target: { kind: 'card' as const, id: c } })),
    resolve(ctx, s, _use, chosen) {
      const g = ctx.g;
      for (const pile of [...g.pools.map((p) => p.discard), g.scavengeDiscard]) {
        const i = pile.indexOf(chosen ?? '');
        if (i >= 0) {
          pile.splice(i, 1);
          toLimbo(g, chosen!);
          ctx.push({ kind: 'equip', survivor: s.id, card: chosen!, by: s.id });
          return;
        }
      }
    },
  },
  unlock: {
    resolve(ctx, s, use) {
      if (isStarving(s)) {
        ctx.log(`${use.source}: a starving ${s.name} cannot find the way.`);
        return;
      }
      if (!s.unlocked) {
        s.unlocked = true;
        ctx.emit({ type: 'unlocked', survivor: s.id, text: `${use.source}: ${Who(s)}'s Honor gear awakens.` });
      }
    },
  },
  gainActions: {
    usable: (g, s) => g.turnState?.survivor === s.id,
    resolve(ctx, s, use) {
      if (!ctx.g.turnState) return;
      ctx.g.turnState.actionsLeft += num(use.ability, 'count', 1);
      ctx.emit({ type: 'actionsChanged', survivor: s.id, actionsLeft: ctx.g.turnState.actionsLeft, text: `${use.source}: ${who(s)} has ${ctx.g.turnState.actionsLeft} actions left.` });
    },
  },
};

