/**
 * Map rules of the campaign maps that the shared phases ask about, kept in
 * one place so each phase needs only a one-line hook.
 */
import { setDiceReadout } from '../../../engine/diceReadout';
import type { FourthDemon, PAState } from '../state';
import { areaDef, areaName, captainSeat, heroAt, heroName, heroNeighbours, livingLords, mapOf, minionCount, newId, turnOrder } from './board';
import { spawnFourthCircle } from './fourthCircle';
import { pushRevealsIn, revealsTokens } from './invasionTokens';
import { addDoom } from './tracks';
import type { Answered, C, H } from './types';

/**
 * St. Peter's "The Three Tracks": a track's tokens and minions move only while
 * its Lord is active, and keep moving once he has been (the rulebook's example:
 * Lord 1 killed, his demons "keep moving toward the Vatican"). A track is awake
 * when its number is at most the active Lord's (all are once every Lord is dead).
 * Areas on no track (the Vatican) always move.
 */
export function idleArea(g: PAState, area: string): boolean {
  const slow = slowTrack(g);
  // The Moon Base: the Blue Railgun moves only on the Lord cycle, and then nothing else moves.
  if (slow) return slow.areas.includes(area) !== Boolean(g.slowTrackMoving);
  const rule = mapOf(g).rules.find((r) => r.rule === 'lordTracks');
  if (!rule || rule.rule !== 'lordTracks') return false;
  const track = rule.tracks.findIndex((t) => t.includes(area));
  if (track < 0) return false;
  const active = g.lords.findIndex((l) => !l.dead);
  return active >= 0 && track > active;
}

/** Washington D.C.: the White House rule of the map, if it has one. */
function whiteHouse(g: PAState): string | null {
  const rule = mapOf(g).rules.find((r) => r.rule === 'whiteHouse');
  return rule && rule.rule === 'whiteHouse' ? rule.area : null;
}

/** Where heroes may recruit: the starts, and the map's extra places (Washington D.C.'s Beltway). */
export function recruitsHere(g: PAState, area: string): boolean {
  if (mapOf(g).starts.includes(area)) return true;
  return mapOf(g).rules.some((r) => r.rule === 'recruitAt' && r.areas.includes(area));
}

/** Washington D.C.: "Minions revealed in the Lord's area never move." */
export function minionsHold(g: PAState, area: string): boolean {
  return whiteHouse(g) === area;
}

/**
 * Washington D.C.: tokens leave the White House "each token ... down one of the
 * map's three paths". The tokens there take the paths in turn (they come three
 * at a time, one per corner), in the order they were placed.
 */
export function tokenRoutes(g: PAState): Map<string, string> {
  const routes = new Map<string, string>();
  const home = whiteHouse(g);
  if (!home) return routes;
  const paths = areaDef(g, home).next;
  g.tokens.filter((t) => t.area === home).forEach((t, i) => routes.set(t.id, paths[i % paths.length] as string));
  return routes;
}

/**
 * Washington D.C.: a Fourth Circle demon spawned in a corner of the White House
 * goes down that corner's path; one with no corner (the Miniboss) stays, like
 * the minions there. Elsewhere: null, the arrows decide.
 */
export function fourthRoute(g: PAState, f: FourthDemon): string | null | undefined {
  if (whiteHouse(g) !== f.area) return undefined;
  return f.route ?? null;
}

/** Washington D.C.: "New invasion tokens only appear when the Lord track reaches 1." */
export function noSpawnSegment(g: PAState): boolean {
  return whiteHouse(g) !== null;
}

/** Heroes choose their start at set-up ("Heroes may start in the Capitol, the Supreme Court, or the Pentagon"). */
const mapStartChoice: H<{ kind: string; seat?: number }> = (ctx, step) => {
  const g = ctx.g;
  const order = turnOrder(g);
  const i = step.seat ?? 0;
  const seat = order[i];
  if (!seat) return;
  const h = heroAt(g, seat);
  if (order[i + 1]) ctx.push({ kind: 'mapStartChoice', seat: i + 1 });
  if (h.dead || !h.heroId) return;
  ctx.ask({
    seat, kind: 'chooseStart', rule: 'setup',
    text: `Where does ${heroName(h)} start?`,
    options: mapOf(g).starts.map((a) => ({ id: `start:${a}`, label: areaName(g, a), target: { kind: 'area' as const, id: a } })),
    suggested: [`start:${h.area}`],
  }, { kind: 'mapStartChosen', hero: seat });
};

const mapStartChosen: H<Answered<{ hero: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.hero);
  const to = (step.answer[0] ?? '').replace(/^start:/, '');
  if (!to || to === h.area || !mapOf(g).starts.includes(to)) return;
  const from = h.area;
  h.area = to;
  ctx.emit({ type: 'moved', figure: h.seat, from, to, path: [from, to], text: `${heroName(h)} starts in ${areaName(g, to)}.` });
};

/**
 * Washington D.C. Lord cycle, after the gifts are replaced (the Lord stays put):
 * "Spawn three invasion tokens in the three corners of the White House";
 * "Spawn a Fourth Circle demon in one corner of the White House (chosen by the
 * captain)"; "If the Lord has no minions inside his area, spawn another
 * invasion token there, and immediately resolve it". Returns false elsewhere.
 */
export function whiteHouseCycle(ctx: C): boolean {
  const g = ctx.g;
  const home = whiteHouse(g);
  if (!home) return false;
  for (let i = 0; i < areaDef(g, home).next.length; i++) {
    const id = newId(g, 'tk');
    g.tokens.push({ id, area: home });
    ctx.emit({ type: 'spawned', figure: id, kind: 'token', area: home, text: `An invasion token appears in a corner of ${areaName(g, home)}.` });
  }
  if (revealsTokens(ctx, home)) pushRevealsIn(ctx, home);
  ctx.push({ kind: 'whiteHouseFourth' }, { kind: 'whiteHouseGuard' });
  return true;
}

const whiteHouseFourth: H = (ctx) => {
  const g = ctx.g;
  const home = whiteHouse(g);
  if (!home || livingLords(g).length === 0) return;
  ctx.ask({
    seat: captainSeat(g), kind: 'fourthCorner', rule: 'lord-cycle',
    text: `A Fourth Circle demon rises in ${areaName(g, home)}. Which corner, and so which road, does it take?`,
    options: areaDef(g, home).next.map((a) => ({ id: `corner:${a}`, label: `The corner toward ${areaName(g, a)}`, target: { kind: 'area' as const, id: a } })),
  }, { kind: 'whiteHouseFourthChosen' });
};

const whiteHouseFourthChosen: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const home = whiteHouse(g) as string;
  const route = (step.answer[0] ?? '').replace(/^corner:/, '');
  const before = new Set(g.fourth.map((f) => f.id));
  spawnFourthCircle(ctx, home);
  const f = g.fourth.find((x) => !before.has(x.id));
  if (f && areaDef(g, home).next.includes(route)) f.route = route;
};

const whiteHouseGuard: H = (ctx) => {
  const g = ctx.g;
  const home = whiteHouse(g);
  if (!home || livingLords(g).length === 0) return;
  if (g.minions.some((m) => m.area === home)) return;
  const id = newId(g, 'tk');
  g.tokens.push({ id, area: home });
  ctx.emit({ type: 'spawned', figure: id, kind: 'token', area: home, text: `The Lord has no guard: an invasion token appears in ${areaName(g, home)} and is revealed at once.` });
  ctx.push({ kind: 'revealToken', token: id });
};

/** The Moon Base: the Blue Railgun rule of the map, if it has one. */
export function slowTrack(g: PAState): { gate: string; areas: string[]; tokens: number } | null {
  const rule = mapOf(g).rules.find((r) => r.rule === 'slowTrack');
  return rule && rule.rule === 'slowTrack' ? rule : null;
}

/**
 * The Moon Base Lord segment, steps 4 and 5, after the Fourth Circle demon:
 * "Advance Blue path enemies and invasion tokens. This is the only time Blue
 * path enemies move." and "Spawn two Blue path invasion tokens in the Blue gate
 * area." Pushed first in the Lord cycle, so it runs after everything the cycle
 * pushes (Hell Time, the demon's spawn effects).
 */
export function pushSlowTrack(ctx: C): void {
  if (slowTrack(ctx.g)) ctx.push({ kind: 'slowTrackAdvance' });
}

const slowTrackAdvance: H = (ctx) => {
  if (ctx.state.result) return;
  ctx.g.slowTrackMoving = true;
  ctx.push({ kind: 'minionsMoveSegment' }, { kind: 'slowTrackSpawn' });
};

const slowTrackSpawn: H = (ctx) => {
  const g = ctx.g;
  delete g.slowTrackMoving;
  const rule = slowTrack(g);
  if (!rule || ctx.state.result || livingLords(g).length === 0) return;
  for (let i = 0; i < rule.tokens; i++) {
    const id = newId(g, 'tk');
    g.tokens.push({ id, area: rule.gate });
    ctx.emit({ type: 'spawned', figure: id, kind: 'token', area: rule.gate, text: `An invasion token appears in ${areaName(g, rule.gate)}.` });
  }
  // "When two invasion tokens are revealed, resolve each token separately" (one reveal step each).
  if (revealsTokens(ctx, rule.gate)) pushRevealsIn(ctx, rule.gate);
};

export const campaignMapHandlers = { mapStartChoice, mapStartChosen, whiteHouseFourth, whiteHouseFourthChosen, whiteHouseGuard, slowTrackAdvance, slowTrackSpawn };

/** The Launch Site's ring rule, if the map has one. */
function launchRing(g: PAState): { pad: string; ring: string[] } | null {
  const rule = mapOf(g).rules.find((r) => r.rule === 'launchRing');
  return rule && rule.rule === 'launchRing' ? rule : null;
}

/**
 * The Launch Site: "A band of enemies that exits the Lord's area rolls 1d6 to
 * determine which area they enter". One roll per minions move segment for all
 * that leave the Launch Pad together, made when the first of them moves.
 * Returns where a figure leaving `from` goes, or null (the arrows decide).
 */
export function launchExit(ctx: C): (from: string) => string | null {
  const rule = launchRing(ctx.g);
  let rolled: string | null = null;
  return (from) => {
    if (!rule || from !== rule.pad) return null;
    if (!rolled) {
      const [r] = ctx.roll(['d6'], { purpose: `The band leaving ${areaName(ctx.g, from)}`, text: `The band leaving ${areaName(ctx.g, from)} rolls 1d6 for the ring area it enters.` });
      const n = Math.min(Math.max(r?.value ?? 1, 1), rule.ring.length);
      rolled = rule.ring[n - 1] as string;
      setDiceReadout(ctx.events, { title: `The band leaving ${areaName(ctx.g, from)}`, lines: [`${n}: the band enters ${areaName(ctx.g, rolled)}, area ${n} of the ring.`] });
    }
    return rolled;
  };
}

/**
 * The Launch Site: "A hero can only move to the Lord's area from an area completely empty of minions" (Fourth Circle demons count).
 * The Moon Base: "Heroes can move between airlocks as if adjacent"; "A hero can move directly from the Blue Gate area to
 * the White Gate area" (the `heroStep` links, for heroes only).
 */
export function heroSteps(g: PAState, from: string): string[] {
  const rule = launchRing(g);
  const out = [...heroNeighbours(g, from)];
  for (const r of mapOf(g).rules) if (r.rule === 'heroStep' && r.from === from && !out.includes(r.to)) out.push(r.to);
  if (!rule || minionCount(g, from) === 0) return out;
  return out.filter((a) => a !== rule.pad);
}

/**
 * The Launch Site Lord segment: "Score doom equal to the highest-numbered area
 * that contains any minions" (before anything moves). The ring's areas are
 * numbered 1 to 6 in order; Fourth Circle demons count as minions here.
 */
export function launchSiteDoom(ctx: C): void {
  const g = ctx.g;
  const rule = launchRing(g);
  if (!rule) return;
  let highest = 0;
  rule.ring.forEach((a, i) => {
    if (minionCount(g, a) > 0) highest = i + 1;
  });
  if (highest > 0) addDoom(ctx, highest, `the demons in ${areaName(g, rule.ring[highest - 1] as string)}, area ${highest} of the ring`);
}
