/**
 * The minion spawn segment (rulebook "Minion Spawn Segment"): a new invasion
 * token appears in the Lord's area (and at any printed gate of the map), and
 * is revealed at once if heroes or ambush troopers share the area.
 */
import { actingLords, areaName, mapOf, newId } from '../board';
import { pushRevealsIn, revealsTokens } from '../invasionTokens';
import type { H } from '../types';

const spawnSegment: H = (ctx) => {
  const g = ctx.g;
  ctx.emit({ type: 'phaseStarted', phase: 'enemy', segment: 'spawn', text: 'A new invasion token appears.' });
  const places = [...actingLords(g).map((l) => l.area), ...mapOf(g).gates];
  for (const area of places) {
    const id = newId(g, 'tk');
    g.tokens.push({ id, area });
    ctx.emit({ type: 'spawned', figure: id, kind: 'token', area, text: `An invasion token appears in ${areaName(g, area)}.` });
    if (revealsTokens(ctx, area)) pushRevealsIn(ctx, area);
  }
};

export const spawnHandlers = { spawnSegment };
