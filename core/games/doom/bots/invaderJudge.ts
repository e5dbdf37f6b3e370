/**
 * Whether an invader play can change anything, from what the table shows:
 * the attack under way (its rolls, shields, pierce and the revealed defence
 * card, which the rules add to the shields only after both sides have played)
 * and where the figures stand. The hard and normal invader bots ask this
 * before they spend a card or Argent Power, and invaderMeasures.ts counts the
 * plays that could not (issue 16), so the bot and its measure agree.
 */
import { attackHits, pendingDefence } from '../rules/attack/odds';
import { spaceIndexOf } from '../geometry/compile';
import { rangeBetween } from '../geometry/range';
import type { AttackState, Figure } from '../state';
import type { DoomView } from '../view';
import { boardFromView, spacesOfFigure } from './tactics';

/** What this file reads; the full game state and the invader's view both have it. */
export type Table = Pick<DoomView, 'figures' | 'attack' | 'map'>;

/** The revealed defence card's icons as they will count (a demon's special defence included): the rules' own reading. */
export function revealedDefence(g: Table): { shields: number; dodge: boolean } {
  return pendingDefence(g);
}

/** Damage that gets through as things stand (`extra` more damage added), the revealed card counted; -1 once dodged. */
export function damageComing(g: Table, extra = 0): number {
  const a = g.attack;
  if (!a) return 0;
  const card = revealedDefence(g);
  if (a.dodge || card.dodge) return -1;
  const hits = attackHits(a) + extra;
  return Math.max(0, hits - Math.max(0, a.shields + card.shields - a.pierce));
}

/** Figures a splash (damageAround) by `who` would hit besides the defender: marines and, when it hurts anyone, demons. */
export function splashVictims(g: Table, who: Figure, params: Record<string, unknown>, a: AttackState | null): { marines: number; demons: number } {
  const b = boardFromView(g as DoomView);
  const centre = params.center === 'self' ? spacesOfFigure(b, who) : (a?.defenderSpaces ?? []).map((k) => spaceIndexOf(b.cm, k));
  const radius = Number(params.radius ?? 1);
  let marines = 0;
  let demons = 0;
  for (const f of g.figures) {
    if (f.id === who.id || f.id === a?.defender) continue;
    const r = rangeBetween(b.cm, centre, spacesOfFigure(b, f));
    if (r < 0 || r > radius) continue;
    if (f.side === 'marine') marines += 1;
    else if (params.enemiesOnly === false) demons += 1;
  }
  return { marines, demons };
}

/**
 * Why spending on a demon ability with this effect now could change nothing
 * (null when it could): no marine on the map, a Recover on an unhurt demon,
 * an attack ability into a dodge or one whose damage still cannot get through,
 * shields with no damage coming, a splash that hits no marine.
 */
export function noEffect(g: Table, effect: string, params: Record<string, unknown>, me: Figure | undefined): string | null {
  if (!g.figures.some((f) => f.side === 'marine')) return 'no marine on the map';
  if (effect === 'recover' && me && me.damage === 0) return 'recovers an unhurt demon';
  const a = g.attack;
  if (!a) return null;
  const coming = damageComing(g);
  const attacking = me?.id === a.attacker;
  if (['addDamage', 'pierce', 'addShields', 'damagePerSpecial'].includes(effect) && coming < 0) return 'the attack was dodged';
  if (attacking && effect === 'addDamage' && damageComing(g, Number(params.amount ?? 1)) <= 0) return 'the attack cannot get through';
  if (!attacking && effect === 'addShields' && coming === 0) return 'no damage was coming';
  if (effect === 'ignoreCover' && !a.cover) return 'the marine has no cover';
  if (effect === 'damageAround' && me && splashVictims(g, me, params, a).marines === 0) return 'the splash hits no marine';
  return null;
}
