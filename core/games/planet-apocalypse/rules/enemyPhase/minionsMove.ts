/**
 * The minions move segment (rulebook "Minions Move Segment", "Minions
 * Exit", "Invasion Tokens Are Revealed"). Every minion and invasion token
 * moves one area along the arrows toward the start, nearest the start first
 * (all positions are read before anyone moves, which is the same thing).
 * Styx demons move two areas (larvae and tokens one). The Lord never moves here. Whatever leaves a start scores doom: 1 per
 * minion, 4 per Fourth Circle demon, and a token as many as there are
 * despair dice; on Doomgate they come back in at the Lord's first area.
 * Tokens that enter an area with a hero or an ambush are revealed.
 */
import { FOURTH_BY_ID, FOURTH_EXIT_DOOM, MINIONS } from '../../content';
import { areaName, distances, hasRule, HELL, isStart, mainLord, nextArea } from '../board';
import { pushRevealsIn, revealsTokens } from '../invasionTokens';
import { legionHas } from '../legions';
import { fourthRoute, idleArea, launchExit, minionsHold, tokenRoutes } from '../mapTracks';
import { addDoom } from '../tracks';
import { figureTarget, segment, tokenTarget } from '../segment';
import type { C, H } from '../types';

/** Where an exiting figure goes: off the map (null), or back in on Doomgate. */
function exitTo(ctx: C): string | null {
  return hasRule(ctx.g, 'exitLoopsTo') ? mainLord(ctx.g).origin : null;
}

const minionsMoveSegment: H = (ctx) => {
  const g = ctx.g;
  // Dragon Guts: "Demons do not move on this map ... The demons simply stay in the areas they are placed".
  if (hasRule(g, 'demonsStayPut')) return;
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'minionsMove', text: 'The minions march toward the start.',
    ...segment(g, 'Minions move toward the start', [
      ...[...g.minions, ...g.fourth].filter((x) => x.area !== HELL).map((x) => figureTarget(x.id)),
      ...g.tokens.map((t) => tokenTarget(t.id)),
    ]),
  });
  const dist = distances(g);
  const byNearest = <T extends { area: string }>(xs: T[]) => [...xs].filter((x) => x.area !== HELL && !idleArea(g, x.area)).sort((a, b) => (dist[a.area] ?? 0) - (dist[b.area] ?? 0));
  const loop = exitTo(ctx);
  // The Launch Site: one 1d6 for the band leaving the Launch Pad.
  const launch = launchExit(ctx);
  // Dragon Back: minions gather at the start instead of leaving, and tokens reaching it resolve there.
  const holds = hasRule(g, 'startHolds');
  const entered = new Set<string>();
  let doom = 0;
  const reasons: string[] = [];

  // Styx: demons (never larvae, never tokens) move one more area, and may walk out of a start on the way.
  const steps = (circle: number) => 1 + Number(legionHas(g, circle, 'extraMove')?.params?.areas ?? 0);

  for (const m of byNearest(g.minions)) {
    const name = MINIONS[m.kind].name.toLowerCase();
    for (let s = 0; s < steps(MINIONS[m.kind].circle); s++) {
      const from = m.area;
      if (holds && isStart(g, from)) break;
      if (minionsHold(g, from)) break;
      if (isStart(g, from)) {
        const extra = Number(legionHas(g, MINIONS[m.kind].circle, 'extraExitDoom')?.params?.amount ?? 0);
        doom += 1 + extra;
        reasons.push(name);
        if (loop) {
          m.area = loop;
          ctx.emit({ type: 'moved', figure: m.id, from, to: loop, path: [from, loop], text: `A ${name} exits and circles back to ${areaName(g, loop)}.` });
        } else {
          g.minions.splice(g.minions.indexOf(m), 1);
          ctx.emit({ type: 'exited', figure: m.id, kind: m.kind, area: from, text: `A ${name} leaves the world through ${areaName(g, from)}.` });
        }
        break;
      }
      const to = launch(from) ?? nextArea(g, from);
      if (!to) break;
      m.area = to;
      ctx.emit({ type: 'moved', figure: m.id, from, to, path: [from, to], text: `A ${name} moves to ${areaName(g, to)}.` });
    }
  }

  for (const f of byNearest(g.fourth)) {
    for (let s = 0; s < steps(4); s++) {
      const from = f.area;
      if (holds && isStart(g, from)) break;
      // Washington D.C.: down the corner's road, or not at all.
      const route = fourthRoute(g, f);
      if (route === null) break;
      if (route) {
        f.area = route;
        delete f.route;
        ctx.emit({ type: 'moved', figure: f.id, from, to: route, path: [from, route], text: `A Fourth Circle demon moves to ${areaName(g, route)}.` });
        continue;
      }
      if (isStart(g, from)) {
        const extra = Number(legionHas(g, 4, 'extraExitDoom')?.params?.amount ?? 0);
        doom += FOURTH_EXIT_DOOM + extra;
        reasons.push(FOURTH_BY_ID[f.defId]?.name ?? 'a Fourth Circle demon');
        if (loop) f.area = loop;
        else {
          g.fourth.splice(g.fourth.indexOf(f), 1);
          g.fourthDeck.push(f.defId);
        }
        ctx.emit({ type: loop ? 'moved' : 'exited', figure: f.id, kind: f.defId, area: from, from, to: loop ?? from, path: [from, loop ?? from], text: `A Fourth Circle demon exits through ${areaName(g, from)}.` });
        break;
      }
      const to = launch(from) ?? nextArea(g, from);
      if (!to) break;
      f.area = to;
      ctx.emit({ type: 'moved', figure: f.id, from, to, path: [from, to], text: `A Fourth Circle demon moves to ${areaName(g, to)}.` });
    }
  }

  // Tokens never use the legion: they always move 1 area.
  const routes = tokenRoutes(g);
  for (const t of byNearest(g.tokens)) {
    const from = t.area;
    if (holds && isStart(g, from)) {
      entered.add(from);
      continue;
    }
    if (isStart(g, from)) {
      doom += g.despairDice;
      reasons.push('an invasion token');
      if (loop) {
        t.area = loop;
        entered.add(loop);
      } else g.tokens.splice(g.tokens.indexOf(t), 1);
      ctx.emit({ type: loop ? 'moved' : 'exited', figure: t.id, kind: 'token', area: from, from, to: loop ?? from, path: [from, loop ?? from], text: `An invasion token slips out through ${areaName(g, from)}: ${g.despairDice} doom!` });
      continue;
    }
    // The Final Battle: a token in a corner of the central area goes down that corner's path.
    const to = routes.get(t.id) ?? t.corner ?? launch(from) ?? nextArea(g, from);
    delete t.corner;
    if (!to) continue;
    t.area = to;
    entered.add(to);
    ctx.emit({ type: 'moved', figure: t.id, from, to, path: [from, to], text: `An invasion token moves to ${areaName(g, to)}.` });
  }

  addDoom(ctx, doom, `exits: ${reasons.join(', ')}`);
  if (ctx.state.result) return;
  for (const area of entered) if (revealsTokens(ctx, area) || (holds && isStart(g, area))) pushRevealsIn(ctx, area);
};

export const minionsMoveHandlers = { minionsMoveSegment };
