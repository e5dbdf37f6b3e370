/**
 * Demon legions (rulebook "Demon Legions"). Exactly one legion is in force;
 * it boosts demons of the First to Fourth Circle, never larvae (unless the
 * legion names them), never the Lord and never invasion tokens. It changes
 * when doom reaches 3 and 7, or by Divine Intervention. Hades's extra attack
 * die is read in groupAttack.ts; Gehenna's larva comes from `gehennaLarva`,
 * called where a demon is killed (attack/assign.ts).
 */
import { LEGION_BY_ID } from '../content';
import type { Effect } from '../content/types';
import type { PAState } from '../state';
import { mapOf } from './board';
import { offerDivineLegion } from './divineIntervention';
import { spawnLarvaeIn } from './fourthCircle';
import type { Answered, C, H } from './types';

/** The legion's effect if it applies to a figure of this circle (the Lord has circle null). */
export function legionEffectFor(g: PAState, circle: number | null): Effect | null {
  if (!g.legion || circle === null) return null;
  const legion = LEGION_BY_ID[g.legion];
  if (!legion) return null;
  if (circle === 0 && legion.affects !== 'demonsAndLarvae') return null;
  return legion.effect;
}

export function legionHas(g: PAState, circle: number | null, effect: string): Effect | null {
  const e = legionEffectFor(g, circle);
  return e && e.effect === effect ? e : null;
}

/** Every toughness number of a figure of this circle, after the legion. */
export function toughnessOf(g: PAState, base: number[], circle: number | null): number[] {
  const bonus = Number(legionHas(g, circle, 'toughnessBonus')?.params?.amount ?? 0);
  return base.map((t) => t + bonus);
}

/** Gehenna: a demon killed (First to Fourth Circle; a larva is no demon) leaves a larva in its area while the box has one. */
export function gehennaLarva(ctx: C, area: string, circle: number): void {
  const e = circle > 0 ? legionHas(ctx.g, circle, 'larvaOnKill') : null;
  if (!e) return;
  spawnLarvaeIn(ctx, area, Number(e.params?.count ?? 1), 'Gehenna');
}

function banned(g: PAState, legionId: string): boolean {
  const map = mapOf(g);
  const legion = LEGION_BY_ID[legionId];
  if (legion?.bannedOn?.includes(map.id)) return true;
  return map.rules.some((r) => r.rule === 'bannedLegions' && r.legions.includes(legionId));
}

/** Draws a legion at random (discarding banned ones for this map) and puts it in the slot. */
export function drawLegion(ctx: C, reason: string): void {
  const g = ctx.g;
  if (g.legion) g.legionDeck.discard.push(g.legion);
  g.legion = null;
  for (let guard = 0; guard < 20 && !g.legion; guard++) {
    const [card] = ctx.draw(g.legionDeck, 1, { deck: 'legions', reshuffle: true });
    if (!card) break;
    if (banned(g, card)) {
      g.legionDeck.discard.push(card);
      continue;
    }
    g.legion = card;
  }
  const name = g.legion ? LEGION_BY_ID[g.legion]?.name : 'none';
  ctx.emit({ type: 'legionChanged', legion: g.legion, text: `The ${name} legion takes the field (${reason}).` });
}

/**
 * Set-up with a legion named in New game (option `legion`): it takes the slot
 * from the shuffled deck instead of a random draw; a legion this map bans is
 * not placed (a random one is drawn, as the map's rule would have it).
 */
export function setUpLegion(ctx: C, chosen: string | undefined): void {
  const g = ctx.g;
  if (!chosen || chosen === 'random' || !g.legionDeck.draw.includes(chosen)) {
    drawLegion(ctx, 'set-up');
    return;
  }
  if (banned(g, chosen)) {
    ctx.log(`The ${LEGION_BY_ID[chosen]?.name} legion is not used on this map; the legion is drawn at random.`);
    drawLegion(ctx, 'set-up');
    return;
  }
  g.legionDeck.draw.splice(g.legionDeck.draw.indexOf(chosen), 1);
  g.legion = chosen;
  ctx.emit({ type: 'legionChanged', legion: chosen, text: `The ${LEGION_BY_ID[chosen]?.name} legion takes the field (set-up, chosen for this game).` });
}

const changeLegion: H<{ kind: string; reason: string }> = (ctx, step) => {
  const hell = ctx.g.hell;
  if (hell) {
    // "No other game events happen in Hell Time": the new legion is drawn when the battle ends.
    hell.legionChanges = [...(hell.legionChanges ?? []), step.reason];
    ctx.log(`The legion will change when Hell Time ends (${step.reason}).`);
    return;
  }
  drawLegion(ctx, step.reason);
  offerDivineLegion(ctx);
};

const divineLegionChosen: H<Answered> = (ctx, step) => {
  if (step.answer[0] !== 'redraw') return;
  ctx.g.divine.used = true;
  ctx.emit({ type: 'divineIntervention', use: 'legion', text: 'Divine Intervention: the legion is discarded.' });
  drawLegion(ctx, 'Divine Intervention');
};

export const legionHandlers = { changeLegion, divineLegionChosen };
