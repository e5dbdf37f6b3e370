/**
 * Summoning demons: the invader picks a faceup portal and one of the two
 * invasion groups of its tier, places the group's demons one at a time on or
 * next to the portal (or as near as the map allows), gains the group's Argent
 * Power on its demon cards, may move Argent from the invasion card onto them,
 * and discards the portal unless the threat card keeps it. Component limits:
 * a demon with no figure left in the box is not summoned.
 */
import type { PromptOption, Step } from '../../../engine/types';
import { demonDef, invasionCard, missionDef } from '../catalog';
import { spaceKey } from '../geometry/coords';
import { keyOfIndex, spaceIndexOf } from '../geometry/compile';
import { summonSpaces } from '../geometry/displacement';
import { largeSummonPoses } from '../geometry/large';
import type { Facing } from '../geometry/types';
import type { DoomState, PortalState } from '../state';
import { type Answered, type DCtx, type H, INVADER, boardOf, demonsOfType, places } from './common';
import { atPlace, direction, portalName } from '../inspect/places';
import { capitalised, counted, listed, withArticle } from '../inspect/words';
import { gainArgent } from './argent';
import { demonTypeArrived } from './initiative';
import { fireTrigger } from './missionRules';
import { setSegment } from './segment';
import { demonSummoned } from './timedAbilities';

/**
 * Puts one demon figure on the map at `at` (already chosen as legal) and flips its card faceup.
 * `summoned`: it came by a summon (not set up by the mission), so its "when summoned" abilities fire.
 */
export function placeDemon(ctx: DCtx, type: string, at: string, facing: Facing = 'h', summoned = true): string | null {
  const g = ctx.g;
  const def = demonDef(type);
  if ((g.demonSupply[type] ?? 0) <= 0) {
    ctx.log(`No ${def.name} figure is left in the box; none is summoned.`);
    return null;
  }
  g.demonSupply[type]! -= 1;
  g.nextDemon += 1;
  const id = `${type}-${g.nextDemon}`;
  g.figures.push({ id, side: 'demon', type, at, size: def.size, facing, flying: def.flying, damage: 0, stunned: false, activated: false });
  const card = g.demonCards[type]!;
  const arrived = !card.faceUp;
  if (arrived) {
    card.faceUp = true;
    ctx.emit({ type: 'demonCardFlipped', demon: type, faceUp: true, text: `The ${def.name} card turns faceup.` });
  }
  ctx.emit({ type: 'summoned', figure: id, demon: type, at, facing, text: `${capitalised(withArticle(def.name))} appears ${atPlace(places(g), at)}.` });
  if (arrived) demonTypeArrived(ctx);
  if (summoned) demonSummoned(ctx, id, type);
  return id;
}

/** Legal spots (space keys, or "key:facing" for large demons) for a demon summoned at `portalAt` (geometry decides). */
export function summonSpots(g: DoomState, type: string, portalAt: string): string[] {
  const def = demonDef(type);
  const b = boardOf(g);
  const p = spaceIndexOf(b.cm, portalAt);
  if (def.size === 'small') {
    const n = summonSpaces(b.cm, b.occ, p, { side: 'demon', flying: def.flying, teleports: false });
    return n ? n.spaces.map((i) => keyOfIndex(b.cm, i)) : [];
  }
  return largeSummonPoses(b.cm, b.occ, def.size, p).map((m) => `${spaceKey(m.pose.x, m.pose.y)}:${m.pose.facing}`);
}

export function liveSummonPortals(g: DoomState): PortalState[] {
  return g.portals.filter((p) => p.faceUp && !p.gone);
}

/** A summoning window: the invader may summon one group from a faceup portal (or pass). */
export const summonWindow: H<{ kind: 'summonWindow'; optional?: boolean; tier?: number; keepPortal?: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const card = invasionCard(g.invader.invasionCard);
  const options: PromptOption[] = [];
  for (const p of liveSummonPortals(g)) {
    if (step.tier !== undefined && p.tier !== step.tier) continue;
    card.groups.forEach((grp, gi) => {
      if (grp.tier !== p.tier) return;
      if (!grp.demons.some((e) => (g.demonSupply[e.demon] ?? 0) > 0)) return;
      options.push({
        id: `${p.token}|${gi}`, label: listed(grp.demons.map((e) => counted(e.count, demonDef(e.demon).name, demonDef(e.demon).plural))),
        group: capitalised(portalName(places(g), p.token)), detail: grp.argent ? `+${grp.argent} Argent Power` : 'No Argent Power',
        target: { kind: 'space', id: p.at },
      });
    });
  }
  if (!options.length) return;
  if (step.optional !== false) options.push({ id: 'pass', label: 'Summon nothing now' });
  ctx.ask({ seat: INVADER, kind: 'summon', text: 'Choose a portal and an invasion group to summon.', options, rule: 'summoning' },
    { kind: 'summonChosen', keepPortal: step.keepPortal ?? false });
};

export const summonChosen: H<Answered & { keepPortal: boolean }> = (ctx, step) => {
  const pick = step.answer[0] as string;
  if (pick === 'pass') return;
  const [token, gi] = pick.split('|') as [string, string];
  const grp = invasionCard(ctx.g.invader.invasionCard).groups[Number(gi)]!;
  const portal = ctx.g.portals.find((p) => p.token === token)!;
  setSegment(ctx, `Summoning at ${portalName(places(ctx.g), token)}`, [{ kind: 'token', id: token }, { kind: 'space', id: portal.at }]);
  const queue: string[] = grp.demons.flatMap((e) => Array.from({ length: e.count }, () => e.demon));
  ctx.emit({ type: 'summonStarted', portal: token, text: `Demons pour out of ${portalName(places(ctx.g), token)}.` });
  ctx.push({ kind: 'summonNext', portal: token, group: Number(gi), queue, keepPortal: step.keepPortal });
};

/** Places the next demon of the group; asks the invader where when there is a choice. */
export const summonNext: H<{ kind: 'summonNext'; portal: string; group: number; queue: string[]; keepPortal: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const [type, ...rest] = step.queue;
  if (!type) {
    ctx.push({ kind: 'summonFinish', portal: step.portal, group: step.group, keepPortal: step.keepPortal });
    return;
  }
  const portal = g.portals.find((p) => p.token === step.portal)!;
  const then = { kind: 'summonNext', portal: step.portal, group: step.group, queue: rest, keepPortal: step.keepPortal };
  if ((g.demonSupply[type] ?? 0) <= 0) {
    ctx.log(`Every ${demonDef(type).name} figure is already on the map; one fewer comes through.`);
    ctx.push(then);
    return;
  }
  const spots = summonSpots(g, type, portal.at);
  if (!spots.length) {
    ctx.log(`There is no room to summon ${withArticle(demonDef(type).name)}.`);
    ctx.push(then);
    return;
  }
  if (spots.length === 1) {
    ctx.push({ kind: 'summonPlace', type, spot: spots[0]! }, then);
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'placeDemon', text: `Where does the ${demonDef(type).name} come through?`, rule: 'summoning',
    options: spots.map((s) => ({ id: s, label: spotLabel(g, portal.at, s), target: { kind: 'space' as const, id: s.split(':')[0]! } })),
  }, { kind: 'summonPlaced', type, then });
};

/** "2 east of the portal", "On the portal", with a large base's lie: where a summoned demon may stand. */
function spotLabel(g: DoomState, portalAt: string, spot: string): string {
  const [at, facing] = spot.split(':') as [string, string | undefined];
  const where = at === portalAt ? 'On the portal' : `${capitalised(direction(portalAt, at))} of the portal`;
  return facing ? `${where}, lying ${facing === 'h' ? 'east-west' : 'north-south'}` : where;
}

export const summonPlaced: H<Answered & { type: string; then: { kind: string } }> = (ctx, step) => {
  ctx.push({ kind: 'summonPlace', type: step.type, spot: step.answer[0]! }, step.then as never);
};

export const summonPlace: H<{ kind: 'summonPlace'; type: string; spot: string }> = (ctx, step) => {
  const [at, facing] = step.spot.split(':') as [string, Facing | undefined];
  const id = placeDemon(ctx, step.type, at, facing ?? 'h');
  if (id) fireTrigger(ctx, 'demonSummoned', { demon: step.type });
};

/** Argent for the group, Argent moved off the invasion card, and the portal discarded. */
export const summonFinish: H<{ kind: 'summonFinish'; portal: string; group: number; keepPortal: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const grp = invasionCard(g.invader.invasionCard).groups[step.group]!;
  const types = [...new Set(grp.demons.map((e) => e.demon))].filter((t) => g.demonCards[t]!.faceUp);
  // One push, in the reference's order: the group's Argent, then the move off
  // the invasion card, then the discard of what is left. (Separate pushes run
  // last-first, which discarded the banked Argent before it could move.)
  const steps: Step[] = [];
  if (grp.argent > 0 && types.length) steps.push({ kind: 'placeArgent', count: grp.argent, types, fromInvasion: false });
  if (g.invader.argentOnInvasion > 0 && types.length) steps.push({ kind: 'placeArgent', count: g.invader.argentOnInvasion, types, fromInvasion: true });
  steps.push({ kind: 'portalAfterSummon', portal: step.portal, keepPortal: step.keepPortal });
  ctx.push(...steps);
};

export const portalAfterSummon: H<{ kind: 'portalAfterSummon'; portal: string; keepPortal: boolean }> = (ctx, step) => {
  const g = ctx.g;
  if (g.invader.argentOnInvasion > 0) {
    g.argentSupply += g.invader.argentOnInvasion;
    ctx.emit({ type: 'argentChanged', where: 'invasion', amount: -g.invader.argentOnInvasion, text: 'Argent Power left on the invasion card is discarded.' });
    g.invader.argentOnInvasion = 0;
  }
  const keep = step.keepPortal || missionDef(g.mission).threat.keepPortals.includes(step.portal);
  if (!keep) {
    const p = g.portals.find((x) => x.token === step.portal)!;
    p.gone = true;
    ctx.emit({ type: 'portalDiscarded', portal: p.token, at: p.at, text: `${capitalised(portalName(places(g), p.token))} closes.` });
  }
};

/**
 * Places Argent Power one token at a time on demon cards of the group. From
 * the supply the invader must place them; from the invasion card he may also
 * leave them (they are then discarded).
 */
export const placeArgent: H<{ kind: 'placeArgent'; count: number; types: string[]; fromInvasion: boolean }> = (ctx, step) => {
  const g = ctx.g;
  if (step.count <= 0) return;
  if (!step.fromInvasion && g.argentSupply <= 0) {
    ctx.log('No Argent Power tokens are left in the supply.');
    return;
  }
  if (step.fromInvasion && g.invader.argentOnInvasion <= 0) return;
  const types = step.types.filter((t) => g.demonCards[t]!.faceUp);
  if (!types.length) return;
  const options: PromptOption[] = types.map((t) => ({ id: t, label: demonDef(t).name, target: { kind: 'card', id: `demon:${t}` } }));
  if (step.fromInvasion) options.push({ id: 'done', label: 'Leave the rest on the invasion card' });
  if (options.length === 1) {
    ctx.push({ kind: 'argentPlaced', count: step.count, types: step.types, fromInvasion: step.fromInvasion, answer: [types[0]!] });
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'placeArgent', rule: 'argent-power', options,
    text: step.fromInvasion ? 'Move an Argent Power token from the invasion card to a demon card?' : 'Place an Argent Power token on a demon card.',
  }, { kind: 'argentPlaced', count: step.count, types: step.types, fromInvasion: step.fromInvasion });
};

export const argentPlaced: H<Answered & { count: number; types: string[]; fromInvasion: boolean }> = (ctx, step) => {
  const g = ctx.g;
  const pick = step.answer[0] as string;
  if (pick === 'done') return;
  if (step.fromInvasion) {
    g.invader.argentOnInvasion -= 1;
    g.demonCards[pick]!.argent += 1;
    ctx.emit({ type: 'argentChanged', where: pick, amount: 1, text: `Argent Power moves from the invasion card to the ${demonDef(pick).name} card.` });
  } else gainArgent(ctx, pick, 1);
  ctx.push({ kind: 'placeArgent', count: step.count - 1, types: step.types, fromInvasion: step.fromInvasion });
};

/** Demons of a type on the map, for initiative. */
export function typesOnMap(g: DoomState): string[] {
  return Object.keys(g.demonCards).filter((t) => demonsOfType(g, t).length > 0);
}
