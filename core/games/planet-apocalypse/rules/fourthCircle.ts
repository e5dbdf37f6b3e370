/**
 * Fourth Circle demons (rulebook "Fourth Circle Demons"): spawned by the Lord
 * at random from those not in play, they have health (4 hits), may act when
 * they appear, while they are in play, and when they die. The killer gains 4
 * courage (3 to the pool from an ambush, paid in attack/assign.ts); an exit
 * scores 4 doom (enemyPhase/minionsMove.ts).
 *
 * The expansion demons' abilities live here too: Magdalene's larvae,
 * Nuckelavee's toughness, the Tardigrade's cyst, the Mandrake's maddened
 * ambushes (read by the ambush segment and the end of an attack), the
 * Gadarene's stampede and the Secutor's stun (read where a demon's hits land).
 */
import { FOURTH_BY_ID, MINIONS } from '../content';
import type { Effect } from '../content/types';
import type { AttackState, Hero, PAState } from '../state';
import { areaName, captainSeat, heroesIn, heroName, heroNeighbours, HELL, inShadow, inPlay, liveHeroes, livingLords, mapOf, newId } from './board';
import { offerDivineFourth } from './divineIntervention';
import { MAX_TOUGHNESS } from './heroHealth';
import { pushRevealsIn } from './invasionTokens';
import type { Answered, C, H } from './types';

/** Places up to `count` larvae in an area, as many as the box still holds; returns how many came. */
export function spawnLarvaeIn(ctx: C, area: string, count: number, why: string): number {
  const g = ctx.g;
  const n = Math.max(0, Math.min(count, MINIONS.larva.stock - inPlay(g, 'larva')));
  for (let i = 0; i < n; i++) {
    const id = newId(g, 'la');
    g.minions.push({ id, kind: 'larva', area });
    ctx.emit({ type: 'spawned', figure: id, kind: 'larva', area, text: `A larva crawls out in ${areaName(g, area)} (${why}).` });
  }
  return n;
}

/** Runs spawn or death effects; ongoing ones are read where they act (attacks). */
function applyEffects(ctx: C, effects: Effect[], name: string, area: string): void {
  for (const e of effects) {
    if (e.effect === 'pestilenceAllHeroes') {
      const n = Number(e.params?.amount ?? 1);
      for (const h of liveHeroes(ctx.g)) {
        h.pestilence += n;
        ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'pestilence', value: h.pestilence, text: `${name} sickens ${heroName(h)}: ${h.pestilence} pestilence.` });
      }
    } else if (e.effect === 'spawnLarvae') {
      // Magdalene: her seven devils, as many as the box holds.
      const came = spawnLarvaeIn(ctx, area, Number(e.params?.count ?? 1), name);
      if (came === 0) ctx.log(`${name} calls her devils, but no larva is left in the box.`);
    } else if (e.effect === 'takeToughness') {
      // Nuckelavee: each hero lays toughness on its card (one with none left has none to give).
      const n = Number(e.params?.amount ?? 1);
      for (const h of liveHeroes(ctx.g)) {
        const given = Math.min(n, h.toughness);
        if (given === 0) continue;
        h.toughness -= given;
        ctx.log(`${heroName(h)} lays ${given} toughness on the ${name}'s card (toughness ${h.toughness}).`);
      }
    } else if (e.effect === 'returnToughness') {
      // Nuckelavee's death: each hero in the game takes toughness back, even one who never gave any (FAQ).
      const n = Number(e.params?.amount ?? 1);
      for (const h of liveHeroes(ctx.g)) {
        const back = Math.min(n, MAX_TOUGHNESS - h.toughness);
        if (back <= 0) continue;
        h.toughness += back;
        ctx.log(`${heroName(h)} takes ${back} toughness back from the ${name}'s card (toughness ${h.toughness}).`);
      }
    }
  }
}

/** True when this demon is discarded when drawn on the current map (the Gadarene on Dragon Guts). */
function bannedHere(g: PAState, defId: string): boolean {
  return FOURTH_BY_ID[defId]?.bannedOn?.includes(mapOf(g).id) ?? false;
}

/** A Tardigrade's cyst wakes: the demon returns whole in the cyst's area, in place of a new draw. */
function hatchCyst(ctx: C): boolean {
  const g = ctx.g;
  const area = g.cyst;
  if (!area) return false;
  g.cyst = null;
  const def = FOURTH_BY_ID.tardigrade!;
  const id = newId(g, 'fc');
  g.fourth.push({ id, defId: def.id, area, damage: 0, woke: true });
  ctx.emit({ type: 'spawned', figure: id, kind: def.id, area, text: `The ${def.name} wakes from its cyst in ${areaName(g, area)}, whole again.` });
  return true;
}

/** Draws a random Fourth Circle demon not in play and places it; Divine Intervention may send it back. */
export function spawnFourthCircle(ctx: C, area: string): void {
  const g = ctx.g;
  // A Tardigrade's cyst wakes instead of a new demon (it is not a draw, so Divine Intervention has nothing to discard).
  if (hatchCyst(ctx)) return;
  // A demon this map bans is discarded when drawn and another drawn: the same as drawing among the others.
  const allowed = g.fourthDeck.filter((id) => !bannedHere(g, id));
  if (allowed.length === 0) {
    ctx.log('No Fourth Circle demon is left to spawn.');
    return;
  }
  // The demon named in New game (option fourthDemon) is the first to rise, unless this map bans it.
  const first = g.fourthFirst && allowed.includes(g.fourthFirst) ? g.fourthFirst : null;
  if (g.fourthFirst !== undefined) delete g.fourthFirst;
  const defId = first ?? allowed[ctx.randomInt(0, allowed.length - 1)] as string;
  g.fourthDeck.splice(g.fourthDeck.indexOf(defId), 1);
  const def = FOURTH_BY_ID[defId]!;
  const id = newId(g, 'fc');
  g.fourth.push({ id, defId, area, damage: 0 });
  ctx.emit({ type: 'spawned', figure: id, kind: defId, area, text: `${def.name}, a Fourth Circle demon, rises in ${areaName(g, area)}.` });
  // Spawn effects wait for the Divine Intervention answer: a demon sent back never acted.
  ctx.push({ kind: 'fourthSpawnEffects', figure: id });
  offerDivineFourth(ctx, id, defId);
}

const fourthSpawnEffects: H<{ kind: string; figure: string }> = (ctx, step) => {
  const f = ctx.g.fourth.find((x) => x.id === step.figure);
  if (!f) return;
  const def = FOURTH_BY_ID[f.defId]!;
  applyEffects(ctx, def.onSpawn, def.name, f.area);
};

const divineFourthChosen: H<Answered<{ figure: string }>> = (ctx, step) => {
  if (step.answer[0] !== 'redraw') return;
  const g = ctx.g;
  const i = g.fourth.findIndex((x) => x.id === step.figure);
  if (i < 0) return;
  const f = g.fourth[i]!;
  g.fourth.splice(i, 1);
  g.divine.used = true;
  ctx.emit({ type: 'removed', figure: f.id, area: f.area, text: `Divine Intervention sends ${FOURTH_BY_ID[f.defId]?.name} back.` });
  // Draw the replacement before the sent-back demon returns to the pile, so it is a different one.
  const stack = ctx.state.stack;
  const pending = stack.findIndex((s) => s.kind === 'fourthSpawnEffects' && s.figure === f.id);
  if (pending >= 0) stack.splice(pending, 1);
  spawnFourthCircle(ctx, f.area);
  g.fourthDeck.push(f.defId);
};

/** `by`: who killed it, as the log names him; `seat`: his seat, or null for an ambush. */
export function fourthCircleDies(ctx: C, id: string, by: string, seat: string | null): void {
  const g = ctx.g;
  const i = g.fourth.findIndex((x) => x.id === id);
  if (i < 0) return;
  const f = g.fourth[i]!;
  const def = FOURTH_BY_ID[f.defId]!;
  g.fourth.splice(i, 1);
  ctx.emit({ type: 'killed', figure: id, kind: f.defId, area: f.area, by: seat ?? 'ambush', text: `${by} slays ${def.name}.` });
  // The Tardigrade curls into a cyst the first time (it is on the map, not back in the pile); a woken one dies for good.
  if (def.onDeath.some((e) => e.effect === 'cyst') && !f.woke && f.area !== HELL) {
    g.cyst = f.area;
    ctx.log(`The ${def.name} curls into a cyst in ${areaName(g, f.area)}: it will wake when the Lord next calls a Fourth Circle demon.`);
  } else {
    g.fourthDeck.push(f.defId);
  }
  applyEffects(ctx, def.onDeath, def.name, f.area);
}

export function fourthHas(defId: string, effect: string): Effect | null {
  return FOURTH_BY_ID[defId]?.ongoing.find((e) => e.effect === effect) ?? null;
}

/** The ongoing effect of some Fourth Circle demon in play (the Mandrake's hold on every ambush), or null. */
export function fourthInPlayHas(g: PAState, effect: string): Effect | null {
  for (const f of g.fourth) {
    const e = fourthHas(f.defId, effect);
    if (e) return e;
  }
  return null;
}

/** Mandrake: an ambush sharing its area with a hero must fire (FAQ); the captain is not asked. */
export function ambushMustFire(g: PAState, area: string): boolean {
  return fourthInPlayHas(g, 'ambushMustFire') !== null && heroesIn(g, area).length > 0;
}

/**
 * Mandrake: when an ambush (or a patrol firing as one) has spent its dice,
 * each die that showed 1 or 2 strikes a hero in its area, 1 damage each, as a
 * hit troopers may absorb, the ambush's own troopers too (FAQ). The captain
 * picks the hero when there are several.
 */
export function mandrakeBackfire(ctx: C, a: AttackState): void {
  const e = fourthInPlayHas(ctx.g, 'ambushBackfire');
  if (!e || (a.by !== 'ambush' && a.by !== 'fireTeam')) return;
  const atMost = Number(e.params?.atMost ?? 2);
  const hits = a.rolls.filter((r) => r.value <= atMost).length;
  const here = heroesIn(ctx.g, a.area);
  if (hits === 0 || here.length === 0) return;
  ctx.log(`The Mandrake's shriek turns ${hits} of the troopers' shots on their own side.`);
  if (here.length === 1) {
    ctx.push({ kind: 'absorb', area: a.area, group: 'mandrake', target: here[0]!.seat, hits, left: hits });
    return;
  }
  ctx.ask({
    seat: captainSeat(ctx.g), kind: 'chooseVictim', rule: 'fourth-circle',
    text: `Captain: the Mandrake's shriek turns ${hits} shot${hits === 1 ? '' : 's'} of the ambush in ${areaName(ctx.g, a.area)} on a hero. Whom do they strike?`,
    options: here.map((h) => ({ id: h.seat, label: `${heroName(h)} (health ${h.health})`, target: { kind: 'figure', id: h.seat } })),
    suggested: [[...here].sort((x, y) => y.health - x.health)[0]!.seat],
  }, { kind: 'mandrakeVictim', area: a.area, hits });
}

const mandrakeVictim: H<Answered<{ area: string; hits: number }>> = (ctx, step) => {
  ctx.push({ kind: 'absorb', area: step.area, group: 'mandrake', target: step.answer[0] as string, hits: step.hits, left: step.hits });
};

/** Hero steps from an area to the first standing Lord's area (Infinity where it cannot be reached). */
function stepsToLord(g: PAState, from: string): number {
  const lord = livingLords(g)[0];
  if (!lord || lord.area === HELL) return Infinity;
  const seen = new Map<string, number>([[lord.area, 0]]);
  const queue = [lord.area];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const n of heroNeighbours(g, at)) {
      if (seen.has(n)) continue;
      seen.set(n, (seen.get(at) as number) + 1);
      queue.push(n);
    }
  }
  return seen.get(from) ?? Infinity;
}

/**
 * What the Fourth Circle demon's hits bring after the damage is dealt:
 * the Secutor stuns the hero; the Gadarene drives him (and his patrol) 1 area
 * toward the first Lord still standing (on Dragon Back the Head, then the
 * Tail), never into the Shadow and never out of Hell.
 */
export function afterFourthDamage(ctx: C, defId: string, h: Hero): void {
  const g = ctx.g;
  if (h.dead) return;
  const name = FOURTH_BY_ID[defId]?.name ?? 'The demon';
  if (fourthHas(defId, 'stunOnDamage') && !h.stunned) {
    h.stunned = true;
    ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'stun', value: 1, text: `The ${name} knocks ${heroName(h)} down: stunned.` });
  }
  const drive = fourthHas(defId, 'driveTowardLord');
  if (drive && h.area !== HELL) {
    for (let n = Number(drive.params?.areas ?? 1); n > 0; n--) {
      const now = stepsToLord(g, h.area);
      const to = heroNeighbours(g, h.area).find((a) => stepsToLord(g, a) < now && !inShadow(g, a));
      if (!to) break;
      const from = h.area;
      h.area = to;
      ctx.emit({ type: 'moved', figure: h.seat, from, to, path: [from, to], text: `The ${name} stampedes ${heroName(h)}${h.patrol.count ? ' and his patrol' : ''} toward the Lord, into ${areaName(g, to)}.` });
      pushRevealsIn(ctx, to);
    }
  }
}

export const fourthCircleHandlers = { fourthSpawnEffects, divineFourthChosen, mandrakeVictim };
