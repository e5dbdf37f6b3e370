/**
 * Suffering and recovering damage. A demon whose damage reaches its stagger
 * value is staggered; any figure whose damage reaches its health is fragged.
 */
import { type DCtx, findFigure, healthOf, isStaggered, marineOf, nameOf } from './common';
import { fragDemon, fragMarine } from './frag';
import { fireTrigger } from './missionRules';
import { noteDamage } from './stats';

/**
 * Deals damage to a figure on the map; returns true if it was fragged. `by`
 * is the figure (or 'invader', for events) that dealt it, for the summary.
 */
export function dealDamage(ctx: DCtx, figureId: string, amount: number, cause: string, by?: string): boolean {
  const g = ctx.g;
  const f = findFigure(g, figureId);
  if (!f || amount <= 0) return false;
  const name = nameOf(g, figureId);
  noteDamage(g, figureId, Math.min(amount, healthOf(f) - (f.side === 'marine' ? marineOf(g, f.id).damage : f.damage)), by);
  if (f.side === 'marine') {
    const m = marineOf(g, f.id);
    m.damage = Math.min(healthOf(f), m.damage + amount);
    ctx.emit({ type: 'damaged', figure: f.id, amount, total: m.damage, text: `${name} suffers ${amount} damage (${cause}); ${m.damage} of ${healthOf(f)}.` });
    if (m.damage >= healthOf(f)) {
      fragMarine(ctx, m.id, cause, by);
      return true;
    }
    return false;
  }
  const wasStaggered = isStaggered(g, f);
  f.damage = Math.min(healthOf(f), f.damage + amount);
  ctx.emit({ type: 'damaged', figure: f.id, amount, total: f.damage, text: `${name} suffers ${amount} damage (${cause}); ${f.damage} of ${healthOf(f)}.` });
  fireTrigger(ctx, 'demonDamaged', { demon: f.type, damage: f.damage });
  if (f.damage >= healthOf(f)) {
    fragDemon(ctx, f.id, cause, by);
    return true;
  }
  if (!wasStaggered && isStaggered(g, f)) {
    ctx.emit({ type: 'staggered', figure: f.id, text: `${name} is staggered: a marine who steps into its space performs a Glory Kill.` });
  }
  return false;
}

/** Removes up to `amount` damage from a marine (off the map too) or a demon. */
export function recoverDamage(ctx: DCtx, figureId: string, amount: number, cause: string): void {
  const g = ctx.g;
  const m = g.marines.find((x) => x.id === figureId);
  if (m) {
    const healed = Math.min(m.damage, amount);
    m.damage -= healed;
    ctx.emit({ type: 'recovered', figure: m.id, amount: healed, total: m.damage, text: `${m.name} recovers ${healed} damage (${cause}).` });
    return;
  }
  const f = findFigure(g, figureId);
  if (!f) return;
  const healed = Math.min(f.damage, amount);
  f.damage -= healed;
  ctx.emit({ type: 'recovered', figure: f.id, amount: healed, total: f.damage, text: `${nameOf(g, f.id)} recovers ${healed} damage (${cause}).` });
}
