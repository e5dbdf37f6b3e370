/**
 * Where an attack's modifiers come from, for one side and one timing:
 * automatic ones (the attacking card's own abilities, class and squad
 * abilities that need no exhausting, bonus cards played this activation,
 * demon card abilities without Argent) and optional ones a seat decides on
 * (Glory Kill cards, reaction cards, exhaust abilities, Argent abilities,
 * event cards). Each optional use is an option id "kind:id".
 */
import { actionCard, classCard, demonDef, eventCard, squadCard } from '../../catalog';
import type { Ability, Timing } from '../../content/types';
import type { DoomState } from '../../state';
import { ATTACK_EFFECTS, servesSide, usable as usableAnywhere } from '../abilities';
import { findFigure } from '../common';
import { gkDef } from '../gloryKill';

/** An attack effect the rules interpret, serving the side `self` is on, whose condition holds. */
function usable(g: DoomState, a: Ability, self?: string): boolean {
  if (!ATTACK_EFFECTS.includes(a.effect)) return false;
  const side = g.attack && self === g.attack.attacker ? 'attacker' : 'defender';
  return servesSide(a.effect, side) && usableAnywhere(g, a, self);
}

export interface Modifier {
  key: string;
  label: string;
  ability: { effect: string; params?: Record<string, unknown>; id: string };
}

function eventAsAbility(cardId: string): Ability {
  const c = eventCard(cardId);
  const a: Ability = { id: c.id, name: c.name, text: c.text, timing: c.timing, effect: c.effect.effect };
  if (c.effect.params) a.params = c.effect.params;
  if (c.when) a.when = c.when;
  return a;
}

/** Argent the invader can spend on an event (invasion card plus all demon cards). */
export function invaderArgent(g: DoomState): number {
  return g.invader.argentOnInvasion + Object.values(g.demonCards).reduce((n, c) => n + c.argent, 0);
}

/** Automatic modifiers for the figure `who` at `timing` during the current attack. */
export function autoModifiers(g: DoomState, who: string, timing: Timing): Modifier[] {
  const a = g.attack!;
  const f = findFigure(g, who);
  const out: Modifier[] = [];
  // Abilities that apply by themselves serve their own side's steps: before the roll and while attacking
  // are the attacker's, while defending the defender's (a marine's "before rolling against a demon" is
  // no help to the demon attacking him).
  if ((timing === 'beforeRoll' || timing === 'whileAttacking') && who !== a.attacker) return out;
  if (timing === 'whileDefending' && who !== a.defender) return out;
  const add = (prefix: string, abilities: Ability[], self?: string) => {
    for (const ab of abilities) {
      if (ab.timing !== timing || ab.exhaust || ab.argent) continue;
      if (a.used.includes(`${prefix}:${ab.id}`) || !usable(g, ab, self)) continue;
      out.push({ key: `${prefix}:${ab.id}`, label: ab.name, ability: ab });
    }
  };
  const m = g.marines.find((x) => x.id === who);
  if (m) {
    if (who === a.attacker && a.source.kind === 'card') add('card', actionCard(a.source.id).abilities, who);
    add('class', classCard(m.classId).abilities, who);
    if (m.squad) add('squad', squadCard(m.squad).abilities, who);
    if (who === a.attacker && g.marineActivation?.marine === who) {
      for (const c of g.marineActivation.boosts) add(`boost-${c}`, actionCard(c).abilities, who);
    }
  } else if (f) {
    add('demon', demonDef(f.type).abilities, who);
  }
  return out;
}

/** Optional modifiers the seat controlling `who` may use at `timing`. */
export function optionalModifiers(g: DoomState, who: string, timing: Timing): Modifier[] {
  const a = g.attack!;
  const out: Modifier[] = [];
  const m = g.marines.find((x) => x.id === who);
  if (m) {
    for (const copy of m.gloryKills) {
      const ab = gkDef(copy).ability;
      if (ab.timing === timing && usable(g, ab, who)) out.push({ key: `gk:${copy}`, label: `${ab.name} (Glory Kill card)`, ability: ab });
    }
    for (const card of m.hand) {
      const def = actionCard(card);
      if (def.type !== 'reaction') continue;
      const ab = def.abilities.find((x) => x.timing === timing && usable(g, x, who));
      if (ab) out.push({ key: `card:${card}`, label: `${def.name} (reaction)`, ability: ab });
    }
    const exhaustable = (prefix: 'class' | 'squad', abilities: Ability[], exhausted: boolean) => {
      if (exhausted) return;
      for (const ab of abilities) if (ab.exhaust && ab.timing === timing && usable(g, ab, who)) out.push({ key: `${prefix}:${ab.id}`, label: ab.name, ability: ab });
    };
    exhaustable('class', classCard(m.classId).abilities, m.classExhausted);
    if (m.squad) exhaustable('squad', squadCard(m.squad).abilities, m.squadExhausted);
    return out.filter((x) => !a.used.includes(x.key));
  }
  const f = findFigure(g, who);
  if (!f) return [];
  // An effect that cannot change anything is not offered: healing a demon that has no damage, denying cover to a marine who has none.
  const pointless = (ab: Ability) => (ab.effect === 'recover' && f.damage === 0) || (ab.effect === 'ignoreCover' && !a.cover);
  const card = g.demonCards[f.type]!;
  for (const ab of demonDef(f.type).abilities) {
    if (ab.argent && ab.timing === timing && card.argent >= ab.argent && usable(g, ab, who) && !pointless(ab)) {
      out.push({ key: `argent:${ab.id}`, label: `${ab.name} (Argent ${ab.argent})`, ability: ab });
    }
  }
  const seen = new Set<string>();
  for (const c of g.invader.hand) {
    const def = eventCard(c);
    if (seen.has(def.name)) continue; // two copies of the same event cannot both resolve
    const ab = eventAsAbility(c);
    if (ab.timing === timing && def.argentCost <= invaderArgent(g) && usable(g, ab, who) && !pointless(ab)) {
      seen.add(def.name);
      out.push({ key: `event:${c}`, label: `${def.name} (event)`, ability: ab });
    }
  }
  return out.filter((x) => !a.used.includes(x.key) && !a.used.includes(`name:${x.label}`));
}
