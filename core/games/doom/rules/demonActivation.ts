/**
 * The invader's activation: he exhausts one readied demon card whose demons
 * are on the map and activates each demon of that type, one at a time. A
 * demon gains its speed in movement points and may make one attack; it may
 * open doors for a point. Large demons step and turn their bases and displace
 * the small figures they end on. Argent abilities cost tokens from its card.
 */
import type { PromptOption } from '../../../engine/types';
import { demonDef } from '../catalog';
import { adjacentDoors } from '../geometry/adjacency';
import { indexOf, keyOf, pathKeys, reach, reachLarge, spacesOf } from '../geometry/board';
import { displacedBy, largeRoute, poseKey, routeCorners } from '../geometry/large';
import { canEndIn } from '../geometry/movement';
import { cachedRangeField } from '../geometry/range';
import { spaceKey } from '../geometry/coords';
import type { DoomState, Figure } from '../state';
import { usable } from './abilities';
import { spendArgent } from './argent';
import { declareAttack } from './attack/declare';
import { attackTargets } from './attack/targets';
import { type Answered, type DCtx, type H, INVADER, boardOf, demonsOfType, findFigure, nameOf, places } from './common';
import { atPlace, direction, doorName, placeName } from '../inspect/places';
import { capitalised, counted } from '../inspect/words';
import { figureTarget, setSegment } from './segment';
import { attackOption, costGroup, END_TURN, moveOption } from './options';
import { recoverDamage } from './damage';
import { checkMissionEnd } from './missionRules';
import { moveWords, openDoor, walkDemon } from './movement';
import { summonNearFigure } from './invaderEvents';

export const invaderActivation: H = (ctx) => {
  setSegment(ctx, 'The invader activates', [{ kind: 'seat', id: INVADER }]);
  ctx.emit({ type: 'turnStarted', side: 'invader', seat: INVADER, enemy: true, text: 'The invader activates.' });
  ctx.push({ kind: 'eventWindow', timing: 'instant' }, { kind: 'chooseDemonType' });
};

export function activatableTypes(g: DoomState): string[] {
  return Object.entries(g.demonCards).filter(([t, c]) => c.faceUp && !c.exhausted && demonsOfType(g, t).length > 0).map(([t]) => t);
}

export const chooseDemonType: H = (ctx) => {
  const types = activatableTypes(ctx.g);
  if (!types.length) {
    ctx.log('No readied demon card has demons on the map; the invader card passes.');
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'activateDemonType', rule: 'demon-activation', text: 'Exhaust which demon card to activate its demons?',
    options: types.map((t) => ({ id: t, label: `${demonDef(t).plural} (${demonsOfType(ctx.g, t).length} on the map)`, target: { kind: 'card' as const, id: `demon:${t}` } })),
  }, { kind: 'demonTypeChosen' });
};

export const demonTypeChosen: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const type = step.answer[0]!;
  g.demonCards[type]!.exhausted = true;
  for (const f of demonsOfType(g, type)) f.activated = false;
  g.demonActivation = { type, figure: null, movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
  setSegment(ctx, `${demonDef(type).plural} activate`, demonsOfType(g, type).map((f) => figureTarget(f.id)));
  ctx.emit({ type: 'cardExhausted', card: `demon:${type}`, text: `The invader exhausts the ${demonDef(type).name} card.` });
  ctx.push({ kind: 'eventWindow', timing: 'activationStart' }, { kind: 'demonNext' }, { kind: 'eventWindow', timing: 'instant' });
};

export const demonNext: H = (ctx) => {
  const g = ctx.g;
  const act = g.demonActivation;
  if (!act) return;
  if (checkMissionEnd(ctx)) return;
  if (act.dash) {
    g.demonActivation = null;
    return;
  }
  const left = demonsOfType(g, act.type).filter((f) => !f.activated);
  if (!left.length) {
    setSegment(ctx, `${demonDef(act.type).plural} activate`, demonsOfType(g, act.type).map((f) => figureTarget(f.id)));
    g.demonActivation = null;
    ctx.emit({ type: 'activationEnded', side: 'invader', text: `The ${demonDef(act.type).plural} are done.` });
    return;
  }
  if (left.length === 1) {
    ctx.push({ kind: 'demonStart', figure: left[0]!.id });
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'chooseDemon', rule: 'demon-activation', text: `Which ${demonDef(act.type).name} activates next?`,
    options: left.map((f) => ({ id: f.id, label: `${nameOf(g, f.id)} ${atPlace(places(g), f.at)}`, target: { kind: 'figure' as const, id: f.id } })),
  }, { kind: 'demonChosen' });
};

export const demonChosen: H<Answered> = (ctx, step) => {
  ctx.push({ kind: 'demonStart', figure: step.answer[0]! });
};

export const demonStart: H<{ kind: 'demonStart'; figure: string }> = (ctx, step) => {
  const g = ctx.g;
  const f = findFigure(g, step.figure)!;
  const act = g.demonActivation!;
  f.activated = true;
  act.figure = f.id;
  act.movement = demonDef(f.type).speed + act.typeBonus + (act.nextBonus ?? 0);
  if (act.nextBonus) ctx.log(`${nameOf(g, f.id)} pounces: ${counted(act.nextBonus, 'movement point')} more.`);
  act.nextBonus = 0;
  act.attacked = false;
  act.moved = 0;
  act.used = [];
  setSegment(ctx, `${nameOf(g, f.id)} activates`, [figureTarget(f.id)]);
  ctx.emit({ type: 'demonActivated', figure: f.id, text: `${nameOf(g, f.id)} activates.` });
  ctx.push({ kind: 'demonTurn' });
};

function demonAbilities(g: DoomState, f: Figure) {
  const act = g.demonActivation!;
  const card = g.demonCards[f.type]!;
  return demonDef(f.type).abilities.filter((a) => a.argent && (a.timing === 'activationStart' || a.timing === 'anyActivation')
    && card.argent >= a.argent && !act.used.includes(a.id) && usable(g, a, f.id) && (a.effect !== 'blink' || blinkSpots(g, f, Number(a.params?.range ?? 1)).length > 0));
}

/**
 * The demon's choices now. `brief` (a rollout: nobody reads them) leaves out
 * what only a person reads: odds, detail lines, paths and hints.
 */
export function demonOptions(g: DoomState, f: Figure, brief = false): PromptOption[] {
  const act = g.demonActivation!;
  const def = demonDef(f.type);
  const b = boardOf(g);
  const out: PromptOption[] = [];
  if (!act.attacked) {
    const weapon = { source: { kind: 'demon' as const, id: f.type }, weapon: `${nameOf(g, f.id)}'s attack`, dice: def.attack.dice };
    for (const t of attackTargets(g, f.id, def.attack.range, b)) out.push(attackOption(g, f.id, t, weapon, b, brief));
  }
  if (!act.dash) {
    for (const a of demonAbilities(g, f)) {
      out.push(brief ? { id: `ability:${a.id}`, label: `${a.name} (Argent ${a.argent})`, group: 'Argent abilities' }
        : { id: `ability:${a.id}`, label: `${a.name} (Argent ${a.argent})`, group: 'Argent abilities', detail: a.text, hint: a.text });
    }
  }
  if (act.movement > 0) {
    const moves: { o: PromptOption; cost: number }[] = [];
    if (f.size === 'small') {
      const r = reach(b, f.id, act.movement);
      for (let i = 0; i < r.cost.length; i++) {
        if (i === r.start || !r.canEnd[i]) continue;
        const to = keyOf(b, i);
        moves.push({ o: moveOption(g, { from: f.at, to, reach: r, board: b }, r.cost[i]!, undefined, `move:${to}`, brief), cost: r.cost[i]! });
      }
    } else {
      const all = reachLarge(b, f.id, act.movement);
      for (const [k, e] of all) {
        if (e.cost <= 0 || !e.canEnd) continue;
        const to = spaceKey(e.pose.x, e.pose.y);
        const lying = e.pose.facing === 'h' ? 'lying east-west' : 'lying north-south';
        moves.push({
          cost: e.cost,
          o: {
            id: `pose:${k}`, label: `Move base ${direction(f.at, to)}, ${lying} (${e.cost} pt${e.cost === 1 ? '' : 's'})`, group: costGroup(e.cost),
            ...(brief ? {} : { detail: `To ${placeName(places(g), to)}`, path: routeCorners(largeRoute(all, k)) }), target: { kind: 'space', id: to },
          },
        });
      }
    }
    const doors = new Set<string>();
    for (const i of spacesOf(b, f.id)) for (const d of adjacentDoors(b.cm, i)) doors.add(d);
    for (const d of doors) moves.push({ cost: 1, o: { id: `door:${d}`, label: `Open ${doorName(g.map, d)} (1 pt)`, group: costGroup(1), target: { kind: 'space', id: f.at } } });
    // Cheapest first (stable: reading order within a cost), so each cost's moves stay under one heading.
    out.push(...moves.sort((x, y) => x.cost - y.cost).map((x) => x.o));
  }
  out.push({ id: END_TURN, label: `End ${nameOf(g, f.id)}'s activation` });
  return out;
}

export const demonTurn: H = (ctx) => {
  const g = ctx.g;
  const act = g.demonActivation;
  if (!act || !act.figure) return;
  const f = findFigure(g, act.figure);
  if (!f || checkMissionEnd(ctx)) {
    ctx.push({ kind: 'demonNext' });
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'demonAction', rule: 'demon-activation', options: demonOptions(g, f, ctx.rollout),
    text: `${nameOf(g, f.id)}: ${counted(act.movement, 'movement point')}${act.attacked ? ', has attacked' : ''}.`,
  }, { kind: 'demonChoice' });
};

export const demonChoice: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const act = g.demonActivation!;
  const f = findFigure(g, act.figure!)!;
  const choice = step.answer[0]!;
  if (choice === END_TURN) {
    // Its card's "when its activation ends" abilities (timedAbilities.ts); a dash is no activation.
    if (act.dash) ctx.push({ kind: 'demonNext' });
    else ctx.push({ kind: 'demonActivationEnds', figure: f.id }, { kind: 'demonNext' });
    return;
  }
  ctx.push({ kind: 'demonTurn' });
  const [kind, rest] = choice.split(/:(.*)/s) as [string, string];
  if (kind !== 'attack') setSegment(ctx, `${nameOf(g, f.id)} ${kind === 'door' ? 'opens a door' : kind === 'ability' ? 'uses an Argent ability' : 'moves'}`, [figureTarget(f.id)]);
  switch (kind) {
    case 'attack': {
      const def = demonDef(f.type);
      act.attacked = true;
      declareAttack(ctx, f.id, rest, { kind: 'demon', id: f.type }, def.attack.range, def.attack.dice);
      break;
    }
    case 'move': {
      const b = boardOf(g);
      const r = reach(b, f.id, act.movement);
      const path = pathKeys(r, b, rest)!;
      act.movement -= r.cost[indexOf(b, rest)]!;
      act.moved += path.length - 1;
      walkDemon(ctx, f.id, path);
      break;
    }
    case 'pose': moveLarge(ctx, f, rest); break;
    case 'door': act.movement -= 1; openDoor(ctx, rest, f.id); break;
    case 'ability': useDemonAbility(ctx, f, rest); break;
    default: throw new Error(`Unknown demon action ${choice}.`);
  }
};

function moveLarge(ctx: DCtx, f: Figure, key: string): void {
  const g = ctx.g;
  const act = g.demonActivation!;
  const b = boardOf(g);
  const all = reachLarge(b, f.id, act.movement);
  const target = all.get(key)!;
  // Each pose on the way (turns included, each with its own facing) goes in the event for the board to animate.
  const route = largeRoute(all, key);
  const chain = routeCorners(route);
  const turns = route.some((p, i) => i > 0 && p.facing !== route[i - 1]!.facing);
  const displaced = displacedBy(b.occ, target.spaces, f.id);
  act.movement -= target.cost;
  act.moved += target.cost;
  const from = f.at;
  // Figures under the new base step aside: they leave the map until each is placed.
  const lifted = displaced.map((id) => findFigure(g, id)!);
  g.figures = g.figures.filter((x) => !displaced.includes(x.id));
  f.at = spaceKey(target.pose.x, target.pose.y);
  f.facing = target.pose.facing;
  ctx.emit({ type: 'moved', figure: f.id, from, to: f.at, path: chain, poses: route.map(poseKey), facing: f.facing, text: chain.length > 1 ? `${nameOf(g, f.id)} moves ${moveWords(ctx, chain)}${turns ? ', turning its base' : ''}.` : `${nameOf(g, f.id)} turns its base.` });
  if (lifted.length) {
    // Demons are placed first, then marines in the order their players choose (displaceNext asks).
    g.displacing = [...lifted].sort((x, y) => (x.side === 'demon' ? 0 : 1) - (y.side === 'demon' ? 0 : 1));
    ctx.push({ kind: 'displaceNext' });
  }
}

function useDemonAbility(ctx: DCtx, f: Figure, id: string): void {
  const g = ctx.g;
  const act = g.demonActivation!;
  const a = demonDef(f.type).abilities.find((x) => x.id === id)!;
  spendArgent(ctx, f.type, a.argent ?? 0, a.name);
  act.used.push(a.id);
  const p = a.params ?? {};
  switch (a.effect) {
    case 'gainMovement': act.movement += Number(p.amount ?? 1); ctx.log(`${nameOf(g, f.id)} gains ${counted(Number(p.amount ?? 1), 'movement point')}.`); break;
    case 'recover': recoverDamage(ctx, f.id, Number(p.amount ?? 1), a.name); break;
    case 'summonDemon': summonNearFigure(ctx, f.id, String(p.demon), Number(p.count ?? 1), Number(p.range ?? 2)); break;
    case 'blink': {
      const spots = blinkSpots(g, f, Number(p.range ?? 1));
      ctx.ask({
        seat: INVADER, kind: 'placeDemon', rule: 'demon-activation', text: `${a.name}: where does ${nameOf(g, f.id)} reappear?`,
        options: spots.map((k) => ({ id: k, label: `${capitalised(direction(f.at, k))} (${placeName(places(g), k)})`, target: { kind: 'space' as const, id: k } })),
      }, { kind: 'blinkChosen', figure: f.id });
      break;
    }
    default: ctx.log(`${a.name}: this ability has no rule yet.`);
  }
}

/** Unoccupied spaces within `range` (range counting) where the demon could end a move. */
export function blinkSpots(g: DoomState, f: Figure, range: number): string[] {
  if (f.size !== 'small') return [];
  const b = boardOf(g);
  const from = spacesOf(b, f.id);
  const field = cachedRangeField(b.cm, from[0]!);
  const mover = { side: 'demon' as const, flying: f.flying, id: f.id };
  const out: string[] = [];
  for (let i = 0; i < field.length; i++) {
    if (field[i]! > 0 && field[i]! <= range && canEndIn(b.cm, b.occ, i, mover)) out.push(keyOf(b, i));
  }
  return out;
}

export const blinkChosen: H<Answered & { figure: string }> = (ctx, step) => {
  const f = findFigure(ctx.g, step.figure)!;
  const from = f.at;
  f.at = step.answer[0]!;
  ctx.emit({ type: 'blinked', figure: f.id, from, to: f.at, text: `${nameOf(ctx.g, f.id)} vanishes and reappears ${atPlace(places(ctx.g), f.at)}, ${direction(from, f.at)} of where it stood.` });
};
