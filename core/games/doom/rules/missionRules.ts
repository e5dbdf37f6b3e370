/**
 * Mission rules from the objective and threat cards as data: triggers (what
 * happened), conditions (what holds) and effects (what to do). Each id is
 * interpreted here; an id we do not know is reported by
 * `unsupportedMissionIds` (and a test) rather than silently ignored.
 */
import type { MissionDef } from '../content/types';
import type { Params } from '../content/types';
import { missionDef } from '../catalog';
import type { DoomState } from '../state';
import { type DCtx, type H, findFigure, nameOf, places } from './common';
import { markerBase, markerName, portalName } from '../inspect/places';
import { noteMoment } from './stats';
import { capitalised, counted } from '../inspect/words';

export type TriggerData = Record<string, string | number | boolean>;

export const KNOWN_TRIGGERS = ['roundStart', 'roundEnd', 'statusPhase', 'doorOpened', 'progressReached', 'threatReached',
  'marineEnters', 'marineInteract', 'demonDamaged', 'demonFragged', 'marineFragged', 'demonSummoned'];
export const KNOWN_CONDITIONS = ['fragTokens', 'progressTokens', 'threatTokens', 'roundReached', 'roundAtLeast', 'demonFragged',
  'allTeleportersActive', 'carryingObjective', 'marineOnMarker'];
export const KNOWN_EFFECTS = ['gainProgress', 'addThreat', 'gainFragToken', 'pickUpObjective', 'summon'];

/** Does a trigger's parameters match what happened? */
export function triggerMatches(params: Params | undefined, data: TriggerData, g: DoomState): boolean {
  if (!params) return true;
  for (const [k, v] of Object.entries(params)) {
    switch (k) {
      case 'from': if (Number(data.round) < Number(v)) return false; break;
      case 'atLeast': if (Number(data.damage) < Number(v)) return false; break;
      case 'count': if (Number(data.count) !== Number(v)) return false; break;
      case 'action': case 'range': break; // interaction details, checked where interactions are offered
      default: if (data[k] !== v) return false;
    }
  }
  void g;
  return true;
}

export function counter(g: DoomState, name: string): number {
  return g.counters[name] ?? 0;
}

/** A number from a rule's parameters (0 when absent). */
function param(params: Params | undefined, k: string): number {
  return Number(params?.[k] ?? 0);
}

/** Evaluates a condition; `figure` is the marine a rule is about (carryingObjective). */
export function conditionHolds(g: DoomState, id: string, params: Params | undefined, figure?: string): boolean {
  switch (id) {
    case 'fragTokens': return g.invader.frags >= (g.counters.fragGoal ?? param(params, 'count'));
    case 'progressTokens': return counter(g, 'progress') >= (g.counters.progressGoal ?? param(params, 'count'));
    case 'threatTokens': return counter(g, 'threat') >= (g.counters.threatGoal ?? param(params, 'count'));
    case 'roundReached': case 'roundAtLeast': return g.round >= param(params, 'round');
    case 'demonFragged': return counter(g, `fragged:${String(params?.demon)}`) > 0;
    case 'allTeleportersActive': return g.map.teleporters.every((t) => t.active);
    case 'carryingObjective': return figure !== undefined && g.markers.some((m) => m.carriedBy === figure);
    case 'marineOnMarker': {
      const kind = String(params?.kind);
      return g.markers.some((m) => m.kind === kind && m.at !== null && g.figures.some((f) => f.side === 'marine' && f.at === m.at));
    }
    default: throw new Error(`Unknown mission condition "${id}".`);
  }
}

/** Fires a trigger: flips portals and queues mission rule effects whose trigger and condition match. */
export function fireTrigger(ctx: DCtx, on: string, data: TriggerData = {}): void {
  const g = ctx.g;
  const mission = missionDef(g.mission);
  for (const flip of mission.threat.flips) {
    if (flip.trigger.on !== on || !triggerMatches(flip.trigger.params, data, g)) continue;
    for (const token of flip.portals) {
      const p = g.portals.find((x) => x.token === token);
      if (p && !p.faceUp && !p.gone) {
        p.faceUp = true;
        ctx.emit({ type: 'portalFlipped', portal: p.token, tier: p.tier, at: p.at, text: `${capitalised(portalName(places(g), p.token))} opens.` });
      }
    }
  }
  const rules = [...mission.objective.rules, ...mission.threat.rules];
  const steps = [];
  for (const r of rules) {
    if (r.trigger.on !== on || !triggerMatches(r.trigger.params, data, g)) continue;
    if (r.when && !conditionHolds(g, r.when.id, r.when.params, data.figure as string | undefined)) continue;
    steps.push({ kind: 'missionEffect', rule: r.id, figure: (data.figure as string | undefined) ?? null, token: (data.token as string | undefined) ?? null });
  }
  if (steps.length) ctx.push(...steps);
}

function addCounter(ctx: DCtx, name: 'progress' | 'threat', amount: number): void {
  const g = ctx.g;
  const before = counter(g, name);
  g.counters[name] = before + amount;
  ctx.emit({ type: 'tokensChanged', counter: name, value: g.counters[name]!, text: `${name === 'progress' ? 'Progress' : 'Threat'} tokens: ${g.counters[name]}.` });
  if (name === 'progress') noteMoment(g, 'marines', 6 * amount, `Round ${g.round}: the marines reach ${counted(g.counters[name]!, 'progress token')}`);
  for (let c = before + 1; c <= before + amount; c++) fireTrigger(ctx, name === 'progress' ? 'progressReached' : 'threatReached', { count: c });
}

/** Gains frag tokens for the invader; a mission rule's frags are a moment of their own (a fragged marine's are counted with the frag). */
export function gainFrags(ctx: DCtx, amount: number, why: string, moment = true): void {
  if (amount <= 0) return;
  ctx.g.invader.frags += amount;
  if (moment) noteMoment(ctx.g, 'invader', 4 * amount, `Round ${ctx.g.round}: the invader gains ${counted(amount, 'frag token')} (${why})`);
  ctx.emit({ type: 'fragTokens', amount, total: ctx.g.invader.frags, text: `The invader gains ${counted(amount, 'frag token')} (${why}); ${ctx.g.invader.frags} in all.` });
}

export const missionEffect: H<{ kind: 'missionEffect'; rule: string; figure: string | null; token: string | null }> = (ctx, step) => {
  const g = ctx.g;
  const mission = missionDef(g.mission);
  const rule = [...mission.objective.rules, ...mission.threat.rules].find((r) => r.id === step.rule);
  if (!rule) throw new Error(`No mission rule ${step.rule}.`);
  const p = rule.effect.params ?? {};
  switch (rule.effect.effect) {
    case 'addThreat': addCounter(ctx, 'threat', Number(p.amount ?? 1)); break;
    case 'gainProgress': {
      if (p.removeToken) removeMarkerFor(ctx, step.figure, step.token);
      addCounter(ctx, 'progress', Number(p.amount ?? 1));
      break;
    }
    case 'gainFragToken': {
      if (p.perDemonOn) {
        const kind = String(p.perDemonOn);
        const held = g.markers.filter((m) => m.kind === kind && m.at !== null && g.figures.some((f) => f.side === 'demon' && occupies(g, f.id, m.at!)));
        gainFrags(ctx, held.length, `demons hold ${counted(held.length, markerBase(g.mission, held[0]?.token ?? '', kind))}`);
      } else gainFrags(ctx, Number(p.amount ?? 1), rule.text);
      break;
    }
    case 'pickUpObjective': {
      const m = g.markers.find((x) => x.token === step.token);
      if (m && step.figure && m.carriedBy === null) {
        m.carriedBy = step.figure;
        m.at = null;
        ctx.emit({ type: 'objectivePickedUp', token: m.token, figure: step.figure, text: `${nameOf(g, step.figure)} picks up ${markerName(places(g), m.token)}.` });
      }
      break;
    }
    case 'summon': ctx.push({ kind: 'summonWindow' }); break;
    default: throw new Error(`Unknown mission effect "${rule.effect.effect}".`);
  }
};

function removeMarkerFor(ctx: DCtx, figure: string | null, token: string | null): void {
  const g = ctx.g;
  // Delivering a carried token removes the carried one; destroying a token in place removes that token.
  const carried = figure ? g.markers.find((m) => m.carriedBy === figure) : undefined;
  const target = carried ?? g.markers.find((m) => m.token === token);
  if (!target) return;
  g.markers = g.markers.filter((m) => m !== target);
  ctx.emit({ type: 'tokenRemoved', token: target.token, text: `${capitalised(markerName(places(g), target.token))} is removed from play.` });
}

/** Is any space of figure `id` the space `at`? */
export function occupies(g: DoomState, id: string, at: string): boolean {
  const f = findFigure(g, id);
  if (!f) return false;
  if (f.size === 'small') return f.at === at;
  const [x, y] = f.at.split(',').map(Number) as [number, number];
  const [w, h] = f.size === 'large2' ? [2, 1] : [3, 2];
  const [bw, bh] = f.facing === 'h' ? [w, h] : [h, w];
  const [ax, ay] = at.split(',').map(Number) as [number, number];
  return ax >= x && ax < x + bw && ay >= y && ay < y + bh;
}

/** Checks both sides' win conditions; ends the mission if one holds (invader first, between activations). */
export function checkMissionEnd(ctx: DCtx): boolean {
  const g = ctx.g;
  if (g.phase === 'over') return true;
  const obj = missionDef(g.mission).objective;
  const invader = obj.invaderWins.some((c) => conditionHolds(g, c.id, c.params));
  const marines = obj.marinesWin.some((c) => conditionHolds(g, c.id, c.params));
  if (!invader && !marines) return false;
  ctx.push({ kind: 'missionOver', winner: invader ? 'invader' : 'marines' });
  g.phase = 'over';
  return true;
}

/** Mission content ids the rules cannot interpret (a test keeps this empty). */
export function unsupportedMissionIds(missions: readonly MissionDef[]): string[] {
  const out = new Set<string>();
  for (const m of missions) {
    for (const c of [...m.objective.marinesWin, ...m.objective.invaderWins]) if (!KNOWN_CONDITIONS.includes(c.id)) out.add(`condition:${c.id}`);
    for (const r of [...m.objective.rules, ...m.threat.rules]) {
      if (!KNOWN_TRIGGERS.includes(r.trigger.on)) out.add(`trigger:${r.trigger.on}`);
      if (r.when && !KNOWN_CONDITIONS.includes(r.when.id)) out.add(`condition:${r.when.id}`);
      if (!KNOWN_EFFECTS.includes(r.effect.effect)) out.add(`effect:${r.effect.effect}`);
    }
    for (const f of m.threat.flips) if (!KNOWN_TRIGGERS.includes(f.trigger.on)) out.add(`trigger:${f.trigger.on}`);
  }
  return [...out].sort();
}

