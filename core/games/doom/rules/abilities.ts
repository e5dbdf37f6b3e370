/**
 * Card abilities as data: which effect ids and conditions the rules can
 * interpret, and checking an ability's condition. An ability whose effect or
 * condition is not interpreted is never offered and never applied; the list
 * of such ids is in ASSUMPTIONS.md ("Rules: missing") and a test prints it.
 */
import type { Ability, Condition } from '../content/types';
import type { DoomState } from '../state';
import { actionCard } from '../catalog';
import { boardOf, findFigure } from './common';
import { rangeBetween } from '../geometry/range';
import { spacesOf } from '../geometry/board';
import { conditionHolds, KNOWN_CONDITIONS } from './missionRules';

/** Effects interpreted inside an attack (before the roll, while defending/attacking, after). */
export const ATTACK_EFFECTS = ['addDice', 'addDamage', 'addShields', 'dodge', 'pierce', 'damagePerSpecial', 'rerollDice',
  'ignoreCover', 'stunDefender', 'damageAround', 'removeDice', 'opponentReroll', 'extraTarget', 'recover', 'reduceStagger'];
/**
 * Whose side each attack effect serves. An ability is offered in an attack
 * only to the side it serves, whatever window it is timed for: the Imp's
 * Charged Fireball adds a die to the attack, so when a marine attacks the Imp
 * it is not the Imp's to use (it would strengthen the marine's shot). Misfire
 * (remove a die) is the defender's before the roll; the damage-after effects
 * are the attacker's. Recover serves whoever its condition names (Shrug It Off:
 * the demon that was attacked).
 */
export const ATTACK_EFFECT_SIDE: Record<string, 'attacker' | 'defender' | 'either'> = {
  addDice: 'attacker', addDamage: 'attacker', pierce: 'attacker', damagePerSpecial: 'attacker', rerollDice: 'attacker',
  ignoreCover: 'attacker', stunDefender: 'attacker', damageAround: 'attacker', extraTarget: 'attacker', reduceStagger: 'attacker',
  addShields: 'defender', dodge: 'defender', removeDice: 'defender', opponentReroll: 'defender',
  recover: 'either',
};

/** May the figure on `side` of the attack use an ability with this effect? */
export function servesSide(effect: string, side: 'attacker' | 'defender'): boolean {
  const serves = ATTACK_EFFECT_SIDE[effect];
  return serves === 'either' || serves === side;
}

/** Effects interpreted as bonus/main actions or activation abilities. */
export const ACTION_EFFECTS = ['gainMovement', 'recover', 'drawActionCards', 'attack', 'stun', 'reduceStagger', 'sprint', 'handSize',
  'summonDemon', 'retrieveCard', 'blink', 'throwGrenade'];
/** Effects interpreted on event cards played outside attacks. */
export const EVENT_EFFECTS = ['dealDamage', 'flipPortal', 'readyDemonCard', 'summonDemon', 'summonGroup', 'gainArgent', 'gainMovement',
  'stun', 'raiseStagger', 'sacrifice', 'marineDiscards', 'demonAttack'];

export const ABILITY_CONDITIONS = ['defenderWithin', 'defenderBeyond', 'attackTrait', 'movedAtLeast', 'allyAdjacent',
  'defenderDamaged', 'defenderStunned', 'afterGloryKill', 'selfAttacking', 'selfDefending'];

/** Effects ruled outside the lists above: passive cover (targets.ts) and Deny the Kill (gloryKill.ts). */
export const SPECIAL_EFFECTS = ['alwaysCover', 'denyGloryKill'];

export function supportedEffect(effect: string): boolean {
  return ATTACK_EFFECTS.includes(effect) || ACTION_EFFECTS.includes(effect) || EVENT_EFFECTS.includes(effect);
}

function attackRange(g: DoomState): number {
  const a = g.attack;
  if (!a) return -1;
  const b = boardOf(g);
  if (!findFigure(g, a.attacker) || !findFigure(g, a.defender)) return -1;
  return rangeBetween(b.cm, spacesOf(b, a.attacker), spacesOf(b, a.defender));
}

/** Does an ability's extra requirement hold right now? Unknown conditions never hold. */
export function whenHolds(g: DoomState, when: Condition | undefined, self?: string): boolean {
  if (!when) return true;
  const p = when.params ?? {};
  const a = g.attack;
  switch (when.id) {
    case 'defenderWithin': { const r = attackRange(g); return r >= 0 && r <= Number(p.range ?? 1); }
    case 'defenderBeyond': return attackRange(g) > Number(p.range ?? 0);
    case 'attackTrait': {
      if (!a || a.source.kind !== 'card') return false;
      return actionCard(a.source.id).trait.includes(String(p.trait));
    }
    case 'movedAtLeast': {
      // The spaces moved in the activation of whoever uses it: a marine's weapon (Static Charge)
      // counts his own move, a demon's card (Charge) the demon's.
      const mine = g.marineActivation && (self ?? a?.attacker) === g.marineActivation.marine;
      const moved = mine ? (g.marineActivation!.moved ?? 0) : (g.demonActivation?.moved ?? 0);
      return moved >= Number(p.spaces ?? 0);
    }
    case 'allyAdjacent': {
      if (!a) return false;
      const b = boardOf(g);
      const me = findFigure(g, a.attacker);
      if (!me) return false;
      return g.figures.some((f) => f.side === me.side && f.id !== me.id && rangeBetween(b.cm, spacesOf(b, me.id), spacesOf(b, f.id)) === 1);
    }
    case 'defenderDamaged': {
      const d = a && findFigure(g, a.defender);
      if (!d) return false;
      const dmg = d.side === 'demon' ? d.damage : (g.marines.find((m) => m.id === d.id)?.damage ?? 0);
      return dmg >= Number(p.atLeast ?? 1);
    }
    case 'defenderStunned': { const d = a && findFigure(g, a.defender); return !!d && d.stunned; }
    case 'afterGloryKill': return (g.marineActivation?.gloryKills ?? 0) > 0;
    // The figure the card is played for is the attack's attacker / defender: "after a demon's
    // attack" and "after a demon is attacked" share the after-attack window but not its side.
    case 'selfAttacking': return !!a && self !== undefined && a.attacker === self;
    case 'selfDefending': return !!a && self !== undefined && a.defender === self;
    default:
      if (KNOWN_CONDITIONS.includes(when.id)) return conditionHolds(g, when.id, when.params, self);
      return false;
  }
}

export function usable(g: DoomState, a: Ability, self?: string): boolean {
  if (!supportedEffect(a.effect)) return false;
  if (a.when && !ABILITY_CONDITIONS.includes(a.when.id) && !KNOWN_CONDITIONS.includes(a.when.id)) return false;
  return whenHolds(g, a.when, self);
}
