/**
 * Movement: 1 orthogonal tile per action (cards may move further). Entering
 * a face-down tile reveals it; Monster tokens there are drawn at once by a
 * survivor who already has a monster (or who wants them), otherwise the
 * survivor must sneak past with a stealth test; then the tile's Enter effect
 * fires; a Stop tile ends movement for the turn. Attached monsters always
 * come along. Hoof It moves without revealing or triggering anything.
 */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import { MISSION_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import type { MAState } from '../state';
import { directionTo, neighbours, tileOf } from './grid';
import { drawMonsters } from './monsterDraw';
import { revealTile } from './reveal';
import { stealthTest } from './stealth';
import { resume } from './steps';
import { removeTokens } from './tokens';
import { plural, survivorById, tileName, who, Who } from './text';

export interface MoveStep extends Step {
  kind: 'move';
  survivor: string;
  to: string;
  /** Skip the stealth test and draw the tokens' monsters on purpose. */
  lure: boolean;
  noReveal: boolean;
}

export function moveStep(ctx: Ctx<MAState>, step: MoveStep): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  const from = s.tile;
  const tile = tileOf(g, step.to);
  s.tile = tile.key;
  const dir = directionTo(from, tile.key);
  ctx.emit({ type: 'moved', figure: s.id, survivor: s.id, from, to: tile.key, path: [from, tile.key], text: `${Who(s)} moves ${dir ?? ''} to ${tileName(tile)}.`.replace('  ', ' ') });
  if (step.noReveal) return;
  const after: Step[] = revealTile(ctx, s, tile, `${Who(s)} reveals a tile`);
  after.push({ kind: 'enterTokens', survivor: s.id, tile: tile.key, lure: step.lure });
  const type = TILE_TYPE_BY_ID[TILE_BY_ID[tile.def]!.type]!;
  for (const a of type.abilities) if (a.on === 'enter') after.push({ kind: 'tileEffect', survivor: s.id, tile: tile.key, effect: a.effect, params: a.params ?? {} });
  after.push({ kind: 'entered', survivor: s.id, tile: tile.key });
  ctx.push(...after);
}

/** Tokens on the tile just entered: drawn, lured, or sneaked past. */
export function enterTokensStep(ctx: Ctx<MAState>, step: { survivor: string; tile: string; lure: boolean }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const tile = tileOf(g, step.tile);
  if (s.dead || tile.tokens === 0) return;
  const n = tile.tokens;
  const hunted = g.monsters.some((m) => m.owner === s.id);
  if (!hunted && !step.lure && stealthTest(ctx, s, n, `${Who(s)} sneaks past ${plural(n, 'Monster token')}`)) return;
  const why = hunted ? `${Who(s)} already has a monster and draws the rest` : step.lure ? `${Who(s)} draws them out on purpose` : `${Who(s)} is spotted`;
  removeTokens(ctx, tile, n, why);
  ctx.push(drawMonsters(s.id, n, why));
}

/** After entering: mission visits and Stop. */
export function enteredStep(ctx: Ctx<MAState>, step: { survivor: string; tile: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const tile = tileOf(g, step.tile);
  if (s.dead || !tile.faceUp) return;
  const type = TILE_BY_ID[tile.def]!.type;
  const visit = MISSION_BY_ID[g.missionId]!.objective.visit ?? [];
  if (visit.includes(type) && !g.mission.visited.includes(type)) {
    g.mission.visited.push(type);
    ctx.emit({ type: 'objectiveProgress', objective: 'visit', tileType: type, text: `${Who(s)} reaches ${tileName(tile)}: one place of the mission done.` });
  }
  if (TILE_TYPE_BY_ID[type]!.stop && g.turnState && g.turnState.survivor === s.id && !g.turnState.stopped) {
    g.turnState.stopped = true;
    ctx.log(`${tileName(tile)} is a Stop tile: ${who(s)} can move no further this turn.`);
  }
}

/** A card's multi-tile move: one tile at a time, each entered in full, until the survivor stops. */
export function moveSeveralStep(ctx: Ctx<MAState>, step: { survivor: string; left: number; noReveal: boolean; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead || step.left <= 0 || (g.turnState?.survivor === s.id && g.turnState.stopped)) return;
  if (!step.answer) {
    const opts = neighbours(g, s.tile).map((t) => ({ id: t.key, label: `${directionTo(s.tile, t.key)} to ${tileName(t)}`, target: { kind: 'space' as const, id: t.key } }));
    ctx.ask({ seat: s.seat, kind: 'moveStep', rule: 'movement', text: `Move on (${plural(step.left, 'tile')} left) or stop here?`, options: [...opts, { id: 'stop', label: 'Stop here' }] }, resume(step));
    return;
  }
  const to = step.answer[0]!;
  if (to === 'stop') return;
  ctx.push({ kind: 'move', survivor: s.id, to, lure: false, noReveal: step.noReveal } satisfies MoveStep, { kind: 'moveSeveral', survivor: s.id, left: step.left - 1, noReveal: step.noReveal });
}
