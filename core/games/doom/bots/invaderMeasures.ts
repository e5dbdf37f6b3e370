/**
 * How well the invader plays, measured from a game's choices (issue 16): each
 * invader choice is judged on the full state just before it is applied and
 * compared with the state just after. Three figures:
 *
 * - Wasted defensive events: of the event cards the invader played while one
 *   of its demons defended (an `event:` option of an attackModifier prompt
 *   whose attack has the invader as defender), the share played when nothing
 *   could come of it: the attack was already dodged, or, counting the revealed
 *   defence card (not yet added to the attack's shields while the defender
 *   decides), no damage was coming through.
 * - Focus-fire rate: of the rounds in which demons made at least two attacks
 *   on marines, the share with no attack off the focus. The round's first
 *   attack picks the focus marine; once he is fragged (his damage drops, as a
 *   respawned marine starts unhurt) the next attack picks a new one. An
 *   attack is off the focus when the focus was among that attack prompt's
 *   targets and it shot someone else. A demon that could reach only another
 *   marine is not off the focus: nothing better was possible.
 * - Argent spent with no target: invader choices that spent Argent Power
 *   (the Argent on its demon and invasion cards went down) when no marine was
 *   on the map, or when the spend could change nothing (invaderJudge.ts
 *   noEffect): a Recover on an unhurt demon, an attack ability into an
 *   attack already dodged, added damage that still cannot get through the
 *   revealed defence, shields with no damage coming, or a splash (Flame
 *   Wash, Rocket Salvo, Ground Slam) with no marine in it but the defender.
 *
 * And three counts of demons left where the marines can frag them for free
 * (staggered in Glory Kill reach: a marine on the map within GLORY_REACH
 * spaces of travel, doors counted open; see invaderPlan.ts):
 * - staggered demons in Glory Kill reach as their activation ends (of the
 *   activations that ended with the demon staggered, and of all activations);
 * - demons ending their activation on an active teleporter (a marine who
 *   teleports or respawns there telefrags them);
 * - staggered demons in reach of the marine whose initiative card comes up
 *   as his activation starts: what reading the initiative deck should cut
 *   (a type with demons at risk activates while marine cards remain).
 *
 * And summoning events (Unending Tide, Reinforced Gate) played while no live
 * portal they can use was within SUMMON_NEAR of a marine: demons summoned
 * far from the fight.
 *
 * And event cards played per round (in and out of attacks; issue 28 saw five
 * dumped in round 1), and Argent abilities or events used in an attack for
 * the other side's benefit (abilities.ts servesSide: the Imp's Charged
 * Fireball while a marine shoots it). The rules no longer offer those; the
 * count reads each choice's own effect, so it would show a relapse.
 *
 * And what standing in the marines' way changes (invaderBlock.ts):
 * - staggered demons the marine whose card comes up can step into this
 *   activation with figures counted (a screen on his way costs him a point),
 *   as his activation starts, and the Glory Kills the marines made;
 * - demon activations ending on a chokepoint or door between a marine and
 *   his tokens, and marine activations starting with a demon on one of the
 *   chokepoints of his own way (of those whose way has one).
 *
 * No I/O: tools/doomInvader.ts plays games and prints the figures.
 */
import type { AnyGameModule } from '../../../engine/module';
import { Match, type MatchRecord } from '../../../engine/match';
import { openPrompts } from '../../../engine/group';
import type { Prompt } from '../../../engine/types';
import { demonDef, eventCard } from '../catalog';
import { INVADER } from '../rules/common';
import { ATTACK_EFFECTS, servesSide } from '../rules/abilities';
import type { DoomState, Figure } from '../state';
import { damageComing, noEffect } from './invaderJudge';
import { inGloryReach, onActiveTeleporter, portalNearMarines, staggeredInView } from './invaderPlan';
import { canStepInto, chokepoints } from './invaderBlock';
import { boardFromView, spacesOfFigure } from './tactics';
import type { DoomView } from '../view';

export interface InvaderTally {
  defensiveEvents: number;
  wastedDefensiveEvents: number;
  /** Rounds with at least two demon attacks on marines. */
  focusRounds: number;
  focusedRounds: number;
  argentSpends: number;
  argentNoTarget: number;
  /** Demon activations that ended with the demon on the map; those staggered; those staggered in Glory Kill reach; those on an active teleporter. */
  activationEnds: number;
  staggeredEnds: number;
  staggeredInReach: number;
  teleporterEnds: number;
  /** Marine activations started; staggered demons within that marine's Glory Kill reach as he starts. */
  marineTurns: number;
  exposedAtMarineTurn: number;
  /** Summoning events played; those played with no usable portal near the marines. */
  summonEvents: number;
  summonEventsFar: number;
  /** Staggered demons the starting marine can step into, figures counted; Glory Kills the marines made. */
  reachableAtMarineTurn: number;
  gloryKills: number;
  /** Demon activations ending on a chokepoint; marine activations whose way has a chokepoint, and those with a demon on one. */
  chokeEnds: number;
  chokeTurns: number;
  chokeHeldTurns: number;
  /** Rounds played; event cards the invader played; attack plays whose effect serves the other side. */
  rounds: number;
  eventsPlayed: number;
  otherSideSpends: number;
}

export const emptyTally = (): InvaderTally => ({
  defensiveEvents: 0, wastedDefensiveEvents: 0, focusRounds: 0, focusedRounds: 0, argentSpends: 0, argentNoTarget: 0,
  activationEnds: 0, staggeredEnds: 0, staggeredInReach: 0, teleporterEnds: 0, marineTurns: 0, exposedAtMarineTurn: 0, summonEvents: 0, summonEventsFar: 0,
  reachableAtMarineTurn: 0, gloryKills: 0, chokeEnds: 0, chokeTurns: 0, chokeHeldTurns: 0, rounds: 0, eventsPlayed: 0, otherSideSpends: 0,
});

export function addTally(a: InvaderTally, b: InvaderTally): InvaderTally {
  const out = emptyTally();
  for (const k of Object.keys(out) as (keyof InvaderTally)[]) out[k] = a[k] + b[k];
  return out;
}

export interface InvaderFigures {
  wastedDefencePct: number | null;
  focusFirePct: number | null;
  argentNoTarget: number;
  /** Of activations that ended with the demon staggered, the share left in Glory Kill reach. */
  staggeredInReachPct: number | null;
  /** Of all demon activations, the share ending on an active teleporter. */
  teleporterEndPct: number | null;
  /** Staggered demons in reach per 100 marine activations. */
  exposedPer100MarineTurns: number | null;
  /** Of summoning events played, the share with no usable portal near the marines. */
  summonFarPct: number | null;
  /** Staggered demons the starting marine can step into (figures counted), and Glory Kills, per 100 marine activations. */
  reachablePer100MarineTurns: number | null;
  gloryKillsPer100MarineTurns: number | null;
  /** Of all demon activations, the share ending on a chokepoint; of marine activations whose way has one, the share with it held. */
  chokeEndPct: number | null;
  chokeHeldPct: number | null;
  /** Event cards played per round. */
  eventsPerRound: number | null;
  otherSideSpends: number;
}

/** The figures: percentages (null when nothing was counted) and a count. */
export function invaderFigures(t: InvaderTally): InvaderFigures {
  const pct = (n: number, d: number) => (d > 0 ? Math.round((1000 * n) / d) / 10 : null);
  return {
    wastedDefencePct: pct(t.wastedDefensiveEvents, t.defensiveEvents), focusFirePct: pct(t.focusedRounds, t.focusRounds), argentNoTarget: t.argentNoTarget,
    staggeredInReachPct: pct(t.staggeredInReach, t.staggeredEnds), teleporterEndPct: pct(t.teleporterEnds, t.activationEnds),
    exposedPer100MarineTurns: pct(t.exposedAtMarineTurn, t.marineTurns),
    summonFarPct: pct(t.summonEventsFar, t.summonEvents),
    reachablePer100MarineTurns: pct(t.reachableAtMarineTurn, t.marineTurns), gloryKillsPer100MarineTurns: pct(t.gloryKills, t.marineTurns),
    chokeEndPct: pct(t.chokeEnds, t.activationEnds), chokeHeldPct: pct(t.chokeHeldTurns, t.chokeTurns),
    eventsPerRound: t.rounds > 0 ? Math.round((100 * t.eventsPlayed) / t.rounds) / 100 : null, otherSideSpends: t.otherSideSpends,
  };
}

/** A demon's standing as its activation ends: staggered, in a marine's Glory Kill reach, on an active teleporter. */
export function demonAtRisk(g: DoomState, id: string): { staggered: boolean; inReach: boolean; onTeleporter: boolean; onChokepoint: boolean } | null {
  const f = g.figures.find((x) => x.id === id && x.side === 'demon');
  if (!f) return null;
  const v = g as unknown as DoomView;
  const b = boardFromView(v);
  const spaces = spacesOfFigure(b, f);
  const staggered = staggeredInView(v, f);
  const chokes = chokepoints(asView(g), b);
  return { staggered, inReach: staggered && inGloryReach(v, b, spaces), onTeleporter: onActiveTeleporter(v, b, spaces), onChokepoint: spaces.some((i) => chokes.has(i)) };
}

/** As a marine's activation starts: staggered demons he can step into (figures counted), and whether his way has a chokepoint and a demon holds one. */
export function marineWay(g: DoomState, marine: string): { reachable: number; chokepoint: boolean; held: boolean } {
  const m = g.figures.find((x) => x.id === marine && x.side === 'marine');
  if (!m) return { reachable: 0, chokepoint: false, held: false };
  const v = g as unknown as DoomView;
  const b = boardFromView(v);
  const reachable = g.figures.filter((f) => f.side === 'demon' && staggeredInView(v, f) && canStepInto(b, spacesOfFigure(b, f), [m])).length;
  const chokes = [...chokepoints(asView(g), b, [m]).keys()];
  const held = chokes.some((i) => b.occ.figureAt[i]! >= 0 && b.occ.figures[b.occ.figureAt[i]!]!.side === 'demon');
  return { reachable, chokepoint: chokes.length > 0, held };
}

/** The full state read as a view where the mission matters (the state names its mission by id, the view as a record). */
function asView(g: DoomState): DoomView {
  return { ...(g as unknown as DoomView), mission: { id: g.mission, name: '', briefing: '', objective: '', threat: '' } };
}

/** Glory Kills the marines have made so far (the game's statistics). */
function gloryKillsSoFar(g: DoomState): number {
  return Object.entries(g.stats?.seats ?? {}).reduce((n, [seat, s]) => n + (seat === INVADER ? 0 : s.gloryKills), 0);
}

/** Staggered demons that this marine could Glory Kill in his activation. */
export function exposedTo(g: DoomState, marine: string): number {
  const m = g.figures.find((x) => x.id === marine && x.side === 'marine');
  if (!m) return 0;
  const v = g as unknown as DoomView;
  const b = boardFromView(v);
  return g.figures.filter((f) => f.side === 'demon' && staggeredInView(v, f) && inGloryReach(v, b, spacesOfFigure(b, f), [m])).length;
}

function argentHeld(g: DoomState): number {
  return Object.values(g.demonCards).reduce((n, c) => n + c.argent, 0) + g.invader.argentOnInvasion;
}

interface ArgentUse { effect: string; params: Record<string, unknown>; me: Figure | undefined }

/** The Argent ability or event this choice would pay for, if any. */
function argentUse(g: DoomState, p: Prompt, pick: string): ArgentUse | null {
  const act = g.demonActivation;
  const me = act?.figure ? g.figures.find((f) => f.id === act.figure) : undefined;
  if (p.kind === 'demonAction' && pick.startsWith('ability:') && me) {
    const ab = demonDef(me.type).abilities.find((x) => `ability:${x.id}` === pick);
    return ab?.argent ? { effect: ab.effect, params: ab.params ?? {}, me } : null;
  }
  if (p.kind === 'attackModifier' && pick.startsWith('argent:') && g.attack) {
    const a = g.attack;
    const demon = g.figures.find((f) => f.id === (a.attackerSeat === INVADER ? a.attacker : a.defender));
    const ab = demon?.side === 'demon' ? demonDef(demon.type).abilities.find((x) => pick.endsWith(x.id)) : undefined;
    return { effect: ab?.effect ?? 'argent', params: ab?.params ?? {}, me: demon };
  }
  if (p.kind === 'demonAbility' && pick !== 'pass' && /Argent/.test(p.text)) return { effect: 'activationEnd', params: {}, me };
  if (p.kind === 'playEvent' && pick !== 'pass' && eventCard(pick).argentCost > 0) return { effect: 'event', params: {}, me };
  return null;
}

/** Follows one game's invader choices; call `before` ahead of each choice and `after` once it is applied. */
export class InvaderMeter {
  readonly tally = emptyTally();
  /** Each Argent spend with no target, as `prompt kind: why`, for finding the play at fault. */
  readonly noTargetWhy: string[] = [];
  private round = -1;
  /** This round's attacks on marines, and how many were off the focus. */
  private attacks = 0;
  private offFocus = 0;
  private focus: { marine: string; damage: number } | null = null;
  private pending: { argent: number; noTarget: string | null } | null = null;
  /** The demon activating and the marine activating as the last choice was made. */
  private demon: string | null = null;
  private marine: string | null = null;

  before(g: DoomState, p: Prompt, optionIds: readonly string[]): void {
    if (g.round !== this.round) this.closeRound(g.round);
    this.pending = null;
    this.demon = g.demonActivation?.figure ?? null;
    this.marine = g.marineActivation?.marine ?? null;
    if (p.seat !== INVADER) return;
    const pick = optionIds[0] ?? '';
    if (p.kind === 'attackModifier' && g.attack?.defenderSeat === INVADER && pick.startsWith('event:')) {
      this.tally.defensiveEvents += 1;
      if (damageComing(g) <= 0) this.tally.wastedDefensiveEvents += 1;
    }
    if (p.kind === 'demonAction' && pick.startsWith('attack:')) this.attack(g, p, pick.slice(7));
    if (p.kind === 'playEvent' && pick !== 'pass') {
      this.tally.eventsPlayed += 1;
      this.summonEvent(g, pick);
    }
    if (p.kind === 'attackModifier' && g.attack) {
      if (pick.startsWith('event:')) this.tally.eventsPlayed += 1;
      const use = argentUse(g, p, pick) ?? (pick.startsWith('event:') ? { effect: eventCard(pick.slice(6)).effect.effect } : null);
      if (use && ATTACK_EFFECTS.includes(use.effect) && !servesSide(use.effect, g.attack.attackerSeat === INVADER ? 'attacker' : 'defender')) this.tally.otherSideSpends += 1;
    }
    // Only plays that pay Argent count (a summon discarding what is left on the invasion card is no spend).
    const use = argentUse(g, p, pick);
    if (use) {
      const why = noEffect(g, use.effect, use.params, use.me);
      this.pending = { argent: argentHeld(g), noTarget: why && `${p.kind} ${pick} (${use.effect}): ${why}` };
    }
  }

  after(g: DoomState): void {
    this.activations(g);
    this.tally.gloryKills = gloryKillsSoFar(g);
    const p = this.pending;
    this.pending = null;
    if (!p || argentHeld(g) >= p.argent) return;
    this.tally.argentSpends += 1;
    if (p.noTarget) {
      this.tally.argentNoTarget += 1;
      this.noTargetWhy.push(p.noTarget);
    }
  }

  /** Ends the game: the last round is judged. */
  finish(): InvaderTally {
    this.closeRound(-1);
    return this.tally;
  }

  /** A summoning event: near the marines or not. */
  private summonEvent(g: DoomState, card: string): void {
    const e = eventCard(card).effect;
    if (e.effect !== 'summonDemon' && e.effect !== 'summonGroup') return;
    this.tally.summonEvents += 1;
    const v = g as unknown as DoomView;
    if (!portalNearMarines(v, boardFromView(v), e.params?.tier === undefined ? undefined : Number(e.params.tier))) this.tally.summonEventsFar += 1;
  }

  /** A demon's activation that just ended, and a marine's that just started. */
  private activations(g: DoomState): void {
    if (this.demon && g.demonActivation?.figure !== this.demon) {
      const r = demonAtRisk(g, this.demon);
      if (r) {
        this.tally.activationEnds += 1;
        if (r.staggered) this.tally.staggeredEnds += 1;
        if (r.inReach) this.tally.staggeredInReach += 1;
        if (r.onTeleporter) this.tally.teleporterEnds += 1;
        if (r.onChokepoint) this.tally.chokeEnds += 1;
      }
    }
    const m = g.marineActivation?.marine ?? null;
    if (m && m !== this.marine) {
      this.tally.marineTurns += 1;
      this.tally.exposedAtMarineTurn += exposedTo(g, m);
      const way = marineWay(g, m);
      this.tally.reachableAtMarineTurn += way.reachable;
      if (way.chokepoint) this.tally.chokeTurns += 1;
      if (way.held) this.tally.chokeHeldTurns += 1;
    }
    this.demon = g.demonActivation?.figure ?? null;
    this.marine = m;
  }

  private attack(g: DoomState, p: Prompt, target: string): void {
    const damage = (id: string) => g.marines.find((m) => m.id === id)?.damage;
    if (damage(target) === undefined) return;
    // A fragged focus (his damage went down: he respawned) frees the demons for the next marine.
    if (this.focus && (damage(this.focus.marine) ?? 0) < this.focus.damage) this.focus = null;
    if (!this.focus) this.focus = { marine: target, damage: 0 };
    const options = p.options.filter((o) => o.id.startsWith('attack:')).map((o) => o.id.slice(7));
    if (target !== this.focus.marine && options.includes(this.focus.marine)) this.offFocus += 1;
    this.focus.damage = damage(this.focus.marine) ?? 0;
    this.attacks += 1;
  }

  private closeRound(next: number): void {
    if (this.round >= 0) this.tally.rounds += 1;
    if (this.attacks >= 2) {
      this.tally.focusRounds += 1;
      if (this.offFocus === 0) this.tally.focusedRounds += 1;
    }
    this.round = next;
    this.attacks = 0;
    this.offFocus = 0;
    this.focus = null;
  }
}

/** Replays a finished match from its record (setup and choices) and measures its invader. */
export function measureRecord(module: AnyGameModule, record: MatchRecord): InvaderTally {
  const { choices, ...setup } = record;
  const match = Match.start(module, setup, { keepEvents: false, inPlace: true });
  const meter = new InvaderMeter();
  for (const c of choices) {
    const p = openPrompts(match.state).find((x) => x.id === c.promptId);
    if (p) meter.before(match.state.g as unknown as DoomState, p, c.optionIds);
    match.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason, c.forced ? [...c.forced] : undefined);
    meter.after(match.state.g as unknown as DoomState);
  }
  return meter.finish();
}
