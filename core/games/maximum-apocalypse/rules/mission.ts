/**
 * Step 7, Check for Win: at the end of every turn, after its damage, the
 * survivors win when the mission's objective is met (fuel delivered, places
 * visited, boss killed, relics delivered, rounds survived, monsters killed)
 * and every survivor still alive stands on the Van.
 */
import type { Ctx } from '../../../engine/context';
import { MISSION_BY_ID, TILE_BY_ID } from '../content';
import type { MAState } from '../state';
import { winGame } from './outcome';
import { living } from './queries';
import { plural, tileTypeName } from './text';

export interface ObjectivePart {
  id: string;
  label: string;
  have: number;
  need: number;
}

export function objectiveParts(g: MAState): ObjectivePart[] {
  const o = MISSION_BY_ID[g.missionId]!.objective;
  const parts: ObjectivePart[] = [];
  if (o.fuel > 0) parts.push({ id: 'fuel', label: 'Fuel delivered', have: g.mission.fuel, need: o.fuel });
  for (const v of o.visit ?? []) parts.push({ id: `visit:${v}`, label: `Reach the ${tileTypeName(v)}`, have: g.mission.visited.includes(v) ? 1 : 0, need: 1 });
  if (o.killBoss) parts.push({ id: 'boss', label: 'Kill the boss', have: g.mission.bossKilled ? 1 : 0, need: 1 });
  if (o.relics) parts.push({ id: 'relics', label: 'Relics delivered', have: g.mission.relics, need: o.relics });
  if (o.surviveRounds) parts.push({ id: 'rounds', label: 'Rounds survived', have: g.mission.roundsDone, need: o.surviveRounds });
  if (o.kills) parts.push({ id: 'kills', label: 'Monsters killed', have: g.mission.kills, need: o.kills });
  return parts;
}

export function objectiveMet(g: MAState): boolean {
  return objectiveParts(g).every((p) => p.have >= p.need);
}

export function vanKey(g: MAState): string {
  return g.tiles.find((t) => TILE_BY_ID[t.def]?.type === 'van')!.key;
}

export function winCheckStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  if (!objectiveMet(g)) return;
  if (!g.mission.done) {
    g.mission.done = true;
    ctx.emit({ type: 'objectiveDone', text: 'The mission objective is met: everyone still alive must get back to the Van.' });
  }
  const alive = living(g);
  const van = vanKey(g);
  const away = alive.filter((s) => s.tile !== van);
  if (alive.length > 0 && away.length === 0) {
    winGame(ctx, `Mission complete: ${plural(alive.length, 'survivor')} ${alive.length === 1 ? 'drives' : 'drive'} off in the Van.`);
  }
}
