/**
 * Revealing a map tile (rulebook "Movement" and the glossary's Reveal): it
 * flips face up once, its Reveal effect fires for whoever revealed it, and a
 * mission boss waiting for that tile is drawn by the revealer.
 */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import { MISSION_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import type { MAState, Survivor, Tile } from '../state';
import { attachDrawn } from './monsterDraw';
import { tileTypeName } from './text';

export function revealTile(ctx: Ctx<MAState>, s: Survivor, tile: Tile, why: string): Step[] {
  if (tile.faceUp) return [];
  const g = ctx.g;
  tile.faceUp = true;
  ctx.reveal();
  const def = TILE_BY_ID[tile.def]!;
  const type = TILE_TYPE_BY_ID[def.type]!;
  ctx.emit({ type: 'tileRevealed', tile: tile.key, def: tile.def, tileType: def.type, spawn: def.spawn, text: `${why}: the tile is the ${type.name} (spawn number ${def.spawn}).` });
  const after: Step[] = type.abilities.filter((a) => a.on === 'reveal')
    .map((a) => ({ kind: 'tileEffect', survivor: s.id, tile: tile.key, effect: a.effect, params: a.params ?? {} }));
  const mission = MISSION_BY_ID[g.missionId]!;
  if (g.mission.bossWaiting && g.mission.boss && mission.boss.when === 'reveal' && mission.boss.tile === def.type) {
    g.mission.bossWaiting = false;
    after.push(...attachDrawn(ctx, s, g.mission.boss, `The boss of the ${tileTypeName(def.type)} awakes`));
  }
  return after;
}
