/**
 * Fragging. A fragged demon leaves the map (its card turns facedown when it
 * was the last of its type). A fragged marine leaves the map, his damage is
 * cleared, his hand and discards are shuffled into his deck and he draws back
 * up to hand size; the invader gains a frag token; he respawns at the start
 * of his next activation. Objective tokens a figure carried drop in its space.
 * A demon card's "when fragged" abilities resolve once the figure is off the
 * map, before its card may turn facedown (timedAbilities.ts).
 */
import { handSize, type DCtx, demonsOfType, findFigure, marineOf, nameOf, places } from './common';
import { atPlace, markerName } from '../inspect/places';
import { capitalised } from '../inspect/words';
import { flipDemonCardDown } from './argent';
import { fireTrigger, gainFrags } from './missionRules';
import { demonTypeGone } from './initiative';
import { drawActions } from './setup';
import { noteDemonFragged, noteMarineFragged } from './stats';
import { demonFragged } from './timedAbilities';

function dropCarried(ctx: DCtx, figureId: string, at: string): void {
  for (const m of ctx.g.markers) {
    if (m.carriedBy !== figureId) continue;
    m.carriedBy = null;
    m.at = at;
    ctx.emit({ type: 'objectiveDropped', token: m.token, at, text: `${capitalised(markerName(places(ctx.g), m.token))} falls to the floor ${atPlace(places(ctx.g), at)}.` });
  }
}

/** `by`: the figure that fragged it, if one did (for the summary). */
export function fragDemon(ctx: DCtx, figureId: string, cause: string, by?: string): void {
  const g = ctx.g;
  const f = findFigure(g, figureId);
  if (!f) return;
  noteDemonFragged(g, figureId, by, cause === 'Glory Kill');
  const name = nameOf(g, figureId);
  g.figures = g.figures.filter((x) => x.id !== figureId);
  g.demonSupply[f.type] = (g.demonSupply[f.type] ?? 0) + 1;
  delete g.staggerMods[f.id];
  dropCarried(ctx, f.id, f.at);
  g.counters[`fragged:${f.type}`] = (g.counters[`fragged:${f.type}`] ?? 0) + 1;
  ctx.emit({ type: 'killed', figure: f.id, demon: f.type, at: f.at, text: `${name} is fragged (${cause}).` });
  ctx.emit({ type: 'fragged', figure: f.id, side: 'demon', text: `${name} is removed from the map.` });
  demonFragged(ctx, f, name);
  if (demonsOfType(g, f.type).length === 0 && !g.displacing.some((x) => x.type === f.type)) {
    flipDemonCardDown(ctx, f.type);
    demonTypeGone(ctx);
  }
  fireTrigger(ctx, 'demonFragged', { demon: f.type });
}

export function fragMarine(ctx: DCtx, marineId: string, cause: string, by?: string): void {
  const g = ctx.g;
  const m = marineOf(g, marineId);
  const f = findFigure(g, marineId);
  if (!f) return;
  noteMarineFragged(g, marineId, by);
  g.figures = g.figures.filter((x) => x.id !== marineId);
  m.onMap = false;
  m.damage = 0;
  m.stunned = false;
  dropCarried(ctx, m.id, f.at);
  ctx.emit({ type: 'fragged', figure: m.id, side: 'marine', at: f.at, text: `${nameOf(g, m.id)} is fragged (${cause}) and will respawn at a teleporter.` });
  m.deck.draw.push(...m.hand, ...m.deck.discard);
  m.hand = [];
  m.deck.discard = [];
  ctx.shuffleDeck(m.deck, `${m.id}-actions`);
  drawActions(ctx, m, handSize(g, m));
  gainFrags(ctx, 1, `${m.name} was fragged`, false);
  fireTrigger(ctx, 'marineFragged', { marine: m.id });
}
