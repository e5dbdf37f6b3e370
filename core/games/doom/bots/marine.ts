/**
 * A competent marine bot, from its own view: it shoots the demon it is most
 * likely to hurt or finish, takes Glory Kills and telefrags, picks up items,
 * works the mission's objective (tokens to reach or destroy, teleporters to
 * switch on), plays its best attack card when a demon is in reach, and never
 * spends a move that gets it nothing.
 */
import type { Bot, BotDecision, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { actionCard, demonDef, missionDef } from '../catalog';
import type { Board } from '../geometry/board';
import type { DoomView } from '../view';
import { attackHits } from '../rules/attack/odds';
import {
  boardFromView, distance, DIE_MEAN, recommendedOr, expectedHits, inHandOrder, keyIndex, movesInReadingOrder, sees, spacesOfFigure, travelDistance, travelMap,
} from './tactics';

type V = GameView<DoomView>;
const pick = (id: string, reason: string): BotDecision => ({ optionIds: [id], reason });

/** Spaces the marines want to reach: objective and exit tokens, inactive teleporters when the mission wants them lit. */
function goals(v: DoomView, b: Board, me: string): number[] {
  const out: number[] = [];
  const mission = missionDef(v.mission.id);
  const carrying = v.markers.some((m) => m.carriedBy === me);
  for (const m of v.markers) {
    if (!m.at) continue;
    if (m.kind === 'exit' && !carrying && mission.objective.rules.some((r) => r.when?.id === 'carryingObjective')) continue;
    if (carrying && m.kind !== 'exit') continue;
    out.push(keyIndex(b, m.at));
  }
  if (mission.objective.marinesWin.some((c) => c.id === 'allTeleportersActive')) {
    for (const t of v.map.teleporters) if (!t.active) out.push(keyIndex(b, t.at));
  }
  return out.filter((i) => i >= 0);
}

function demonValue(v: DoomView, id: string, expected: number): number {
  const f = v.figures.find((x) => x.id === id);
  if (!f) return 0;
  const def = demonDef(f.type);
  const left = def.health - f.damage;
  const toStagger = def.stagger - f.damage;
  let val = Math.min(expected, left) + def.attack.dice.length * 0.3;
  if (expected >= left) val += 4 + def.health * 0.3;
  else if (expected >= toStagger) val += 1.5;
  return val;
}

function bestAttack(v: V, p: Prompt): PromptOption | null {
  const act = v.game.marineActivation!;
  const card = act.pendingAttack ? actionCard(act.pendingAttack) : null;
  const hits = card?.attack ? expectedHits(card.attack.dice) : 1.5;
  let best: { o: PromptOption; val: number } | null = null;
  for (const o of p.options.filter((x) => x.id.startsWith('attack:'))) {
    const cover = /cover/.test(o.label);
    const val = demonValue(v.game, o.id.slice(7), Math.max(0, hits - (cover ? 1.3 : 0.9)));
    if (!best || val > best.val) best = { o, val };
  }
  return best?.o ?? null;
}

function marineAction(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const act = g.marineActivation!;
  const meFig = g.figures.find((f) => f.id === act.marine);
  const me = g.marines.find((m) => m.id === act.marine)!;
  const opts = (prefix: string) => p.options.filter((o) => o.id.startsWith(prefix));
  const b0 = meFig ? boardFromView(g) : null;
  const moves = () => (b0 ? movesInReadingOrder(b0, p.options) : []);
  // 1. Glory Kills and telefrags: moving onto a demon's space.
  if (meFig) {
    const kill = moves().find((o) => g.figures.some((f) => f.side === 'demon' && f.at === o.id.slice(5)));
    if (kill) return pick(kill.id, 'goes for a Glory Kill');
  }
  // 2. Shoot.
  const shot = bestAttack(v, p);
  if (shot) return pick(shot.id, `shoots: ${shot.label.replace(/^Attack /, '')}`);
  // 3. Items and objectives in this space.
  const item = opts('pickup:').find((o) => !/health/.test(o.label) || me.damage >= 3);
  if (item) return pick(item.id, item.label);
  const interact = opts('interact:')[0];
  if (interact) return pick(interact.id, 'works the objective');
  if (!meFig) {
    const end = p.options.find((o) => o.id === 'end-turn')!;
    return pick(end.id, 'waits to respawn');
  }
  const b = boardFromView(g);
  const here = spacesOfFigure(b, meFig);
  const demons = g.figures.filter((f) => f.side === 'demon');
  const targets = goals(g, b, me.id);
  // 4. With an attack pending, move to a spot that can see and reach a demon.
  if (act.pendingAttack && act.movement > 0) {
    const range = actionCard(act.pendingAttack).attack?.range ?? 0;
    const spot = moves().find((o) => {
      const i = keyIndex(b, o.id.slice(5));
      return demons.some((d) => {
        const ds = spacesOfFigure(b, d);
        const r = distance(b, [i], ds);
        return r >= 0 && r <= range && sees(b, [i], ds);
      });
    });
    if (spot) return pick(spot.id, 'moves into a firing position');
  }
  // 5. Play a main action card that can attack something (or move far if nothing is near).
  const mains = opts('main:');
  if (mains.length && !act.pendingAttack) {
    const scored = mains.map((o) => {
      const c = actionCard(o.id.slice(5));
      const reachable = c.attack ? demons.some((d) => {
        const r = distance(b, here, spacesOfFigure(b, d));
        return r >= 0 && r <= c.attack!.range + act.movement + (c.speed ?? 0);
      }) : false;
      return { o, val: (reachable ? expectedHits(c.attack?.dice ?? []) * 2 : 0) + (c.speed ?? 0) * 0.5 };
    }).sort((a, b2) => b2.val - a.val);
    if (scored[0]!.val >= 1 || !opts('sprint').length) return pick(scored[0]!.o.id, 'plays its best card');
  }
  // 6. Bonus cards with movement or abilities, healing when hurt.
  const heal = opts('ability:').find((o) => /recover|Patch|Adrenaline|Dressing/i.test(`${o.label} ${o.hint ?? ''}`) && me.damage >= 3);
  if (heal) return pick(heal.id, 'patches up');
  const move = opts('ability:').find((o) => /movement/i.test(o.hint ?? '') && act.movement < 2);
  if (move) return pick(move.id, 'gains movement');
  const bonus = opts('bonus:').find((o) => (actionCard(o.id.slice(6)).speed ?? 0) > 0 && act.movement < 2);
  if (bonus) return pick(bonus.id, 'plays a bonus card for movement');
  // 7. Move towards the objective (or the nearest demon) when it gets closer, planning through doors.
  if (act.movement > 0) {
    const travel = travelMap(g);
    const aim = targets.length ? targets : demons.flatMap((d) => spacesOfFigure(b, d));
    const now = aim.length ? travelDistance(travel, here, aim) : -1;
    let best: { id: string; d: number } | null = null;
    for (const o of moves()) {
      const d = travelDistance(travel, [keyIndex(b, o.id.slice(5))], aim);
      if (d >= 0 && (!best || d < best.d)) best = { id: o.id, d };
    }
    const door = opts('door:')[0];
    if (best && (now < 0 || best.d < now) && !(targets.length === 0 && best.d < 2)) return pick(best.id, targets.length ? 'heads for the objective' : 'closes in');
    if (door && aim.length) return pick(door.id, 'opens the way');
  }
  // 8. Sprint if nothing else moves us on.
  if (opts('sprint').length && act.movement === 0 && !act.mainUsed && (targets.length || demons.length)) return pick('sprint', 'sprints');
  return pick('end-turn', 'ends the activation');
}

/** The hand of the marine this bot plays (its own view shows it). */
function ownHand(v: V): string[] | null {
  return v.game.marines.find((m) => m.seat === v.seat)?.hand ?? null;
}

export function decideMarine(v: V, p: Prompt): BotDecision {
  const g = v.game;
  switch (p.kind) {
    case 'marineAction': return marineAction(v, p);
    case 'sprintDiscard': {
      // Throw away the card with the weakest attack.
      const worst = inHandOrder(ownHand(v), p.options).map((o) => ({ o, val: expectedHits(actionCard(o.id).attack?.dice ?? []) })).sort((a, b) => a.val - b.val)[0]!;
      return pick(worst.o.id, 'discards its weakest card');
    }
    case 'coverRedraw': {
      const card = g.attack?.defenceCard;
      const d = card ? actionCard(card).defense : null;
      return d && (d.dodge || d.shields >= 1) ? pick('keep', 'a good defence') : pick('again', 'tries for a better defence');
    }
    case 'attackModifier': {
      const a = g.attack;
      const real = p.options.filter((o) => o.id !== 'done');
      if (!a || !real.length) return pick('done', 'nothing to add');
      if (a.defenderSeat === v.seat) {
        const hits = attackHits(a);
        return hits - a.shields > 1 && !a.dodge ? pick(real[0]!.id, 'blocks a painful hit') : pick('done', 'saves it');
      }
      return pick(real[0]!.id, 'adds to the attack');
    }
    case 'chooseReroll': {
      const a = g.attack!;
      const low = a.rolls.map((r, i) => ({ i, bad: r.value < (DIE_MEAN[r.die] ?? 1) })).filter((x) => x.bad).map((x) => String(x.i)).slice(0, p.max);
      return { optionIds: low, reason: 'rerolls weak dice' };
    }
    case 'chooseWeapons': return { optionIds: recommendedOr(p, p.min), reason: 'takes its class\'s starting weapons' };
    // The options list the weakest die first.
    case 'stunnedDie': return pick(p.options[0]!.id, 'gives up its weakest die');
    case 'chooseGrenadeSpace': {
      // Where the most demons and no friends are within a step.
      const near = (key: string, side: string) => g.figures.filter((f) => f.side === side && f.id !== g.marineActivation?.marine && (() => {
        const [x, y] = key.split(',').map(Number) as [number, number];
        const [fx, fy] = f.at.split(',').map(Number) as [number, number];
        return Math.max(Math.abs(fx - x), Math.abs(fy - y)) <= 1;
      })()).length;
      const best = p.options.map((o) => ({ o, val: near(o.id, 'demon') * 2 - near(o.id, 'marine') * 3 })).sort((a, b) => b.val - a.val)[0]!;
      return pick(best.o.id, 'throws where the demons bunch up');
    }
    case 'forcedDiscard': {
      const worst = inHandOrder(ownHand(v), p.options).map((o) => ({ o, val: expectedHits(actionCard(o.id).attack?.dice ?? []) })).sort((a, b) => a.val - b.val);
      return { optionIds: worst.slice(0, p.min).map((x) => x.o.id), reason: 'gives up its weakest cards' };
    }
    case 'chooseHealTarget': {
      const best = p.options.map((o) => ({ o, d: g.marines.find((m) => m.id === o.id)?.damage ?? 0 })).sort((a, b) => b.d - a.d)[0]!;
      return pick(best.o.id, 'heals the most wounded');
    }
    case 'chooseStaggerTarget': {
      const best = p.options.map((o) => ({ o, d: g.figures.find((f) => f.id === o.id)?.damage ?? 0 })).sort((a, b) => b.d - a.d)[0]!;
      return pick(best.o.id, 'marks the most wounded demon');
    }
    case 'chooseClass': {
      const i = Number((v.seat ?? 'm1').slice(1)) - 1;
      return pick(p.options[i % p.options.length]!.id, 'a class for this seat');
    }
    default: return pick(p.options[0]!.id, 'takes the first choice');
  }
}

export const marineBot: Bot<V> = {
  id: 'marine',
  name: 'Marine',
  // It reads marine activations only: on the invader's seat it could not answer.
  sides: ['marines'],
  decide: (view, prompt) => decideMarine(view, prompt),
};
