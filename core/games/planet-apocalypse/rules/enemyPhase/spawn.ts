/**
 * The minion spawn segment (rulebook "Minion Spawn Segment"): a new invasion
 * token appears in the Lord's area (and at any printed gate of the map), and
 * is revealed at once if heroes or ambush troopers share the area.
 */
import { actingLords, areaName, hasRule, mapOf } from '../board';
import { cornerPlaces, newToken, spawnLords } from '../mapRules';
import { pushRevealsIn, revealsTokens } from '../invasionTokens';
import { noSpawnSegment } from '../mapTracks';
import { areaTarget, segment } from '../segment';
import type { H } from '../types';

const spawnSegment: H = (ctx) => {
  const g = ctx.g;
  // Dragon Guts: "Invasion tokens do not spawn in the normal fashion" (the despair cycle places them).
  if (hasRule(g, 'organSpawn')) return;
  // Washington D.C.: tokens appear only on the Lord cycle.
  if (noSpawnSegment(g)) return;
  const places = cornerPlaces(g) ?? [...spawnLords(g, actingLords(g)).map((l) => l.area), ...mapOf(g).gates];
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'spawn', text: 'A new invasion token appears.',
    ...segment(g, `Minion spawn: a token in ${places.map((a) => areaName(g, a)).join(' and ')}`, places.map(areaTarget)),
  });
  for (const where of places) {
    const token = newToken(g, where);
    const id = token.id;
    g.tokens.push(token);
    ctx.emit({ type: 'spawned', figure: id, kind: 'token', area: where, text: `An invasion token appears in ${areaName(g, where)}.` });
    if (revealsTokens(ctx, where)) pushRevealsIn(ctx, where);
  }
};

export const spawnHandlers = { spawnSegment };
