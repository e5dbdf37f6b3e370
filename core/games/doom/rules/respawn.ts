/**
 * Respawning: a fragged marine comes back at the start of his activation on
 * an active teleporter of his choice. A demon there is telefragged (large
 * ones too); a marine there makes him take the nearest free space instead.
 */
import { nearestFree } from '../geometry/board';
import { keyOfIndex } from '../geometry/compile';
import type { DoomState } from '../state';
import { type H, boardOf, marineOf, places } from './common';
import { placeName } from '../inspect/places';
import { demonOn, enterTriggers, telefrag } from './movement';
import { fireTrigger } from './missionRules';

export function respawnSpots(g: DoomState): string[] {
  return g.map.teleporters.filter((t) => t.active).map((t) => t.at);
}

export const respawn: H<{ kind: 'respawn'; marine: string; teleporter: string }> = (ctx, step) => {
  const g = ctx.g;
  const m = marineOf(g, step.marine);
  let at = step.teleporter;
  const demon = demonOn(ctx, at);
  const b = boardOf(g);
  const standing = g.figures.find((f) => f.side === 'marine' && f.at === at);
  if (standing) {
    const n = nearestFree(b, at, { side: 'marine', teleports: false, id: m.id });
    if (!n) throw new Error('No free space to respawn in.');
    at = keyOfIndex(b.cm, n.spaces[0]!);
  }
  // A demon on the teleporter is telefragged as the marine arrives (even a large one).
  if (demon && !standing) telefrag(ctx, m.id, demon);
  g.figures.push({ id: m.id, side: 'marine', type: m.id, at, size: 'small', facing: 'h', flying: false, damage: 0, stunned: false, activated: false });
  m.onMap = true;
  ctx.emit({ type: 'respawned', figure: m.id, at, text: at === step.teleporter ? `${m.name} respawns at ${placeName(places(g), at)}.` : `${m.name} respawns beside ${placeName(places(g), step.teleporter)}.` });
  fireTrigger(ctx, 'marineRespawned', { marine: m.id });
  // Starting a move in a token's space after a respawn counts as entering it (effects.md).
  enterTriggers(ctx, m.id, at);
};
