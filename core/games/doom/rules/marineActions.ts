/**
 * What a marine may do during his activation, as prompt options, and what
 * each does: play a main or bonus action card (gaining its movement points
 * and, until he plays another card, its attack), Sprint, move, open a door,
 * attack, pick up an item, interact with an objective, use a class, squad or
 * Glory Kill ability, or end the activation.
 */
import type { PromptOption } from '../../../engine/types';
import { actionCard, classCard, marineDef, squadCard, weaponSetDef } from '../catalog';
import type { Ability } from '../content/types';
import { adjacent, adjacentDoors } from '../geometry/adjacency';
import { MASK_IGNORE_TERRAIN } from '../geometry/compile';
import { rangeBetween } from '../geometry/range';
import { indexOf, keyOf, pathKeys, reach, spacesOf, type Board } from '../geometry/board';
import { missionDef } from '../catalog';
import type { DoomState, MarineState } from '../state';
import { usable } from './abilities';
import { attackTargets } from './attack/targets';
import { declareAttack } from './attack/declare';
import { type Answered, type DCtx, type H, askUnlessForced, boardOf, findFigure, isStaggered, marineOf, nameOf, places } from './common';
import { recoverDamage } from './damage';
import { gkDef } from './gloryKill';
import { fireTrigger } from './missionRules';
import { openDoor, walkMarine } from './movement';
import { drawActions } from './setup';
import { stun } from './attack/effects';
import { grenadeOut, grenadeSpaces } from './grenades';
import { attackOption, cardDetail, cardOptions, costGroup, END_TURN, moveOption, TYPE_GROUPS } from './options';
import { doorName, itemName, markerName } from '../inspect/places';
import { capitalised } from '../inspect/words';

/** Health pack recovery (a fact of the reference). */
export const HEALTH_PACK = 5;

interface ActionAbility { key: string; ability: Ability; label: string }

/** Class, squad and Glory Kill abilities the marine may use as a main or bonus action now. */
export function actionAbilities(g: DoomState, m: MarineState): ActionAbility[] {
  const act = g.marineActivation!;
  const out: ActionAbility[] = [];
  // Reactions whose trigger is part of his own activation (after a Glory Kill) are offered while it holds.
  const okTiming = (a: Ability) => a.timing === 'bonus' || a.timing === 'anyActivation' || (a.timing === 'main' && !act.mainUsed)
    || (a.timing === 'reaction' && a.when?.id === 'afterGloryKill');
  for (const a of classCard(m.classId).abilities) {
    if (okTiming(a) && (!a.exhaust || !m.classExhausted) && usable(g, a, m.id)) out.push({ key: `class:${a.id}`, ability: a, label: `${a.name} (class)` });
  }
  if (m.squad) {
    for (const a of squadCard(m.squad).abilities) {
      if (okTiming(a) && (!a.exhaust || !m.squadExhausted) && usable(g, a, m.id)) out.push({ key: `squad:${a.id}`, ability: a, label: `${a.name} (squad)` });
    }
  }
  for (const copy of m.gloryKills) {
    const a = gkDef(copy).ability;
    if (okTiming(a) && usable(g, a, m.id)) out.push({ key: `gk:${copy}`, ability: a, label: `${a.name} (Glory Kill card)` });
  }
  // Abilities that only help on the map need the marine on it.
  return out.filter((x) => findFigure(g, m.id) || ['drawActionCards', 'recover'].includes(x.ability.effect));
}

function attackBoxOf(g: DoomState): { range: number; dice: string[]; source: { kind: 'card' | 'ability'; id: string }; name: string } | null {
  const act = g.marineActivation!;
  if (act.pendingAttack) {
    const c = actionCard(act.pendingAttack);
    if (c.attack) return { range: c.attack.range, dice: c.attack.dice, source: { kind: 'card', id: c.id }, name: c.name };
  }
  if (act.pendingAbilityAttack) {
    const m = marineOf(g, act.marine);
    const a = classCard(m.classId).abilities.find((x) => x.id === act.pendingAbilityAttack);
    if (a) return { range: Number(a.params?.range ?? 1), dice: (a.params?.dice as string[]) ?? [], source: { kind: 'ability', id: a.id }, name: a.name };
  }
  return null;
}

/** Spaces the marine may end a move in (Glory Kills and telefrags included), each with its path, cheapest first. */
function moveOptions(g: DoomState, m: MarineState, b: Board, brief: boolean): PromptOption[] {
  const act = g.marineActivation!;
  const r = reach(b, m.id, act.movement);
  const out: { o: PromptOption; cost: number }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < r.cost.length; i++) {
    if (i === r.start || r.cost[i]! < 0) continue;
    const fi = b.occ.figureAt[i]!;
    let ok = r.canEnd[i] === 1;
    let note: string | undefined;
    if (!ok && fi >= 0) {
      const other = g.figures.find((f) => f.id === b.occ.figures[fi]!.id)!;
      // Into a staggered demon's space (Glory Kill) or onto a demon on an active teleporter (telefrag).
      const from = r.prev[i]!;
      const teleported = from >= 0 && b.cm.activeTeleporters.includes(i) && b.cm.activeTeleporters.includes(from) && !adjacent(b.cm, from, i, MASK_IGNORE_TERRAIN);
      ok = other.side === 'demon' && (isStaggered(g, other) || teleported);
      if (ok) note = isStaggered(g, other) ? `Glory Kill on ${nameOf(g, other.id)}` : `Telefrags ${nameOf(g, other.id)}`;
    }
    const key = keyOf(b, i);
    if (ok && !seen.has(key)) {
      seen.add(key);
      out.push({ o: moveOption(g, { from: keyOf(b, r.start), to: key, reach: r, board: b }, r.cost[i]!, note, `move:${key}`, brief), cost: r.cost[i]! });
    }
  }
  // Cheapest first (a stable sort keeps reading order within a cost), so each cost's moves stay under one heading.
  return out.sort((x, y) => x.cost - y.cost).map((x) => x.o);
}

/**
 * The marine's choices now. `brief` (a rollout: nobody reads them) leaves
 * out the odds, the moves' detail lines and paths.
 */
export function marineOptions(g: DoomState, m: MarineState, brief = false): PromptOption[] {
  const act = g.marineActivation!;
  const out: PromptOption[] = [];
  const fig = findFigure(g, m.id);
  let moves: PromptOption[] = [];
  if (fig) {
    const b = boardOf(g);
    const box = attackBoxOf(g);
    if (box) {
      for (const t of attackTargets(g, m.id, box.range, b)) out.push(attackOption(g, m.id, t, { source: box.source, weapon: box.name, dice: box.dice }, b, brief));
    }
    for (const item of g.items) {
      if (item.at !== fig.at) continue;
      if (item.kind === 'weapon' && item.weapon && m.weapons.includes(item.weapon)) continue;
      out.push({ id: `pickup:${item.token}`, label: `Pick up ${itemName(item)}`, group: HERE, target: { kind: 'token', id: item.token },
        detail: item.kind === 'healthPack' ? `Recover ${HEALTH_PACK} damage` : 'Its cards go on top of your deck' });
    }
    for (const rule of missionDef(g.mission).objective.rules) {
      if (rule.trigger.on !== 'marineInteract') continue;
      const kind = String(rule.trigger.params?.kind ?? 'objective');
      const range = Number(rule.trigger.params?.range ?? 0);
      if (rule.trigger.params?.action === 'main' && act.mainUsed) continue;
      for (const mk of g.markers) {
        if (mk.kind !== kind || !mk.at) continue;
        const d = rangeBetween(b.cm, [indexOf(b, fig.at)], [indexOf(b, mk.at)]);
        if (d >= 0 && d <= range) {
          out.push({ id: `interact:${rule.id}:${mk.token}`, label: rule.text, group: HERE, detail: capitalised(markerName(places(g), mk.token)), target: { kind: 'token', id: mk.token } });
        }
      }
    }
    if (act.movement > 0) {
      for (const door of adjacentDoors(b.cm, b.occ.spaces[b.occ.figures.findIndex((f) => f.id === m.id)]![0]!)) {
        out.push({ id: `door:${door}`, label: `Open ${doorName(g.map, door)} (1 pt)`, group: costGroup(1), target: { kind: 'space', id: fig.at } });
      }
      moves = moveOptions(g, m, b, brief);
    }
  }
  for (const c of m.hand) {
    const def = actionCard(c);
    if (def.type === 'main' && !act.mainUsed) {
      out.push({ id: `main:${c}`, label: `Play ${def.name} (main)`, group: TYPE_GROUPS.main, detail: cardDetail(c), hint: def.text, target: { kind: 'card', id: c } });
    }
  }
  if (!act.mainUsed && m.hand.length) {
    out.push({ id: 'sprint', label: 'Sprint (discard a card: 4 movement points)', group: TYPE_GROUPS.main, detail: 'Discard any card from your hand', hint: 'Main action.' });
  }
  for (const c of m.hand) {
    const def = actionCard(c);
    if (def.type === 'bonus' && def.abilities.some((a) => a.effect === 'throwGrenade') && (grenadeOut(g, def.set, m.id)
      || !grenadeSpaces(g, m.id, Number(def.abilities.find((a) => a.effect === 'throwGrenade')!.params?.range ?? 3)).length)) continue;
    if (def.type === 'bonus') out.push({ id: `bonus:${c}`, label: `Play ${def.name} (bonus)`, group: TYPE_GROUPS.bonus, detail: cardDetail(c), hint: def.text, target: { kind: 'card', id: c } });
  }
  for (const a of actionAbilities(g, m)) {
    const [kind, id] = a.key.split(/:(.*)/s) as [string, string];
    const card = kind === 'class' ? `class:${m.classId}` : kind === 'squad' ? `squad:${m.squad}` : id;
    out.push({ id: `ability:${a.key}`, label: a.label, group: 'Abilities', detail: a.ability.text, hint: a.ability.text, target: { kind: 'card', id: card } });
  }
  // Doors cost a point like the one-point moves: they sit at the head of that group.
  const doors = out.filter((o) => o.id.startsWith('door:'));
  const rest = out.filter((o) => !o.id.startsWith('door:'));
  const firstOne = moves.findIndex((o) => o.group === costGroup(1));
  if (firstOne >= 0) moves.splice(firstOne, 0, ...doors);
  else moves.unshift(...doors);
  return [...rest, ...moves, { id: END_TURN, label: 'End activation', detail: 'Discard the cards you played and draw back up to your hand size' }];
}

const HERE = 'In your space';

export function resolveMarineChoice(ctx: DCtx, choice: string): void {
  const g = ctx.g;
  const act = g.marineActivation!;
  const m = marineOf(g, act.marine);
  const [kind, rest] = choice.split(/:(.*)/s) as [string, string | undefined];
  switch (kind) {
    case 'main': case 'bonus': playCard(ctx, m, rest!); break;
    case 'sprint':
      askUnlessForced(ctx, {
        seat: m.seat, kind: 'sprintDiscard', rule: 'sprint', text: 'Discard which card to Sprint?',
        options: cardOptions(m.hand),
      }, { kind: 'sprintDiscarded' });
      break;
    case 'move': {
      const b = boardOf(g);
      const r = reach(b, m.id, act.movement);
      const path = pathKeys(r, b, rest!);
      if (!path) throw new Error(`No path to ${rest}.`);
      act.movement -= r.cost[indexOf(b, rest!)]!;
      act.moved = (act.moved ?? 0) + path.length - 1;
      // The invader may react to the move (Stalk) once it is done.
      ctx.push({ kind: 'eventWindow', timing: 'reaction', marine: m.id });
      walkMarine(ctx, m.id, path);
      break;
    }
    case 'door':
      act.movement -= 1;
      openDoor(ctx, rest!, m.id);
      break;
    case 'attack': {
      const box = attackBoxOf(g)!;
      act.pendingAttack = null;
      act.pendingAbilityAttack = null;
      const spaces = g.figures.find((f) => f.id === rest)!;
      const b = boardOf(g);
      const keys = spacesOf(b, spaces.id).map((i) => keyOf(b, i));
      const then = box.source.kind === 'ability' ? splashAfter(m.classId, box.source.id, keys) : [];
      declareAttack(ctx, m.id, rest!, box.source, box.range, box.dice, then);
      break;
    }
    case 'pickup': pickUp(ctx, m, rest!); break;
    case 'interact': {
      const [ruleId, token] = rest!.split(':') as [string, string];
      const rule = missionDef(g.mission).objective.rules.find((r) => r.id === ruleId);
      if (rule?.trigger.params?.action === 'main') act.mainUsed = true;
      fireTrigger(ctx, 'marineInteract', { kind: g.markers.find((x) => x.token === token)?.kind ?? 'objective', token, figure: m.id });
      break;
    }
    case 'ability': useAbility(ctx, m, rest!); break;
    default: throw new Error(`Unknown marine action ${choice}.`);
  }
}

function splashAfter(classId: string, abilityId: string, spaces: string[]) {
  const a = classCard(classId).abilities.find((x) => x.id === abilityId);
  const splash = Number(a?.params?.splash ?? 0);
  return splash > 0 ? [{ kind: 'abilitySplash', amount: splash, label: a!.name, spaces }] : [];
}

function playCard(ctx: DCtx, m: MarineState, card: string): void {
  const g = ctx.g;
  const act = g.marineActivation!;
  const def = actionCard(card);
  m.hand = m.hand.filter((c) => c !== card);
  m.play.push(card);
  if (def.type === 'main') act.mainUsed = true;
  act.pendingAttack = def.attack ? card : null;
  act.pendingAbilityAttack = null;
  act.movement += def.speed ?? 0;
  ctx.emit({ type: 'cardPlayed', seat: m.seat, card, text: `${m.name} plays ${def.name}${def.speed ? ` (+${def.speed} movement)` : ''}.` });
  for (const a of def.abilities) {
    if (['beforeRoll', 'whileAttacking'].includes(a.timing) && def.type === 'bonus') act.boosts.push(card);
    if (a.effect === 'throwGrenade') ctx.push({ kind: 'chooseGrenadeSpace', card, params: a.params ?? {} });
    else if ((a.timing === 'bonus' || a.timing === 'main') && usable(g, a, m.id)) applyActionEffect(ctx, m, a, def.name);
  }
}

export const sprintDiscarded: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const act = g.marineActivation!;
  const m = marineOf(g, act.marine);
  const card = step.answer[0]!;
  m.hand = m.hand.filter((c) => c !== card);
  ctx.discard(m.deck, [card], `${m.id}-actions`);
  const amount = Number(marineDef(m.id).sprint.params?.amount ?? 4);
  act.movement += amount;
  act.mainUsed = true;
  act.pendingAttack = null;
  ctx.emit({ type: 'cardPlayed', seat: m.seat, card: 'sprint', text: `${m.name} sprints (+${amount} movement).` });
};

function pickUp(ctx: DCtx, m: MarineState, token: string): void {
  const g = ctx.g;
  const item = g.items.find((i) => i.token === token)!;
  g.items = g.items.filter((i) => i !== item);
  if (item.kind === 'healthPack') {
    ctx.emit({ type: 'itemTaken', figure: m.id, token, text: `${m.name} takes a health pack.` });
    recoverDamage(ctx, m.id, HEALTH_PACK, 'health pack');
    return;
  }
  const set = weaponSetDef(item.weapon!);
  const cards = set.cards.map((c) => c.id);
  ctx.shuffle(cards);
  m.deck.draw.unshift(...cards);
  m.weapons.push(set.id);
  ctx.emit({ type: 'itemTaken', figure: m.id, token, weapon: set.id, text: `${m.name} picks up the ${set.name}; its cards go on top of his deck.` });
}

function useAbility(ctx: DCtx, m: MarineState, key: string): void {
  const g = ctx.g;
  const a = actionAbilities(g, m).find((x) => x.key === key);
  if (!a) throw new Error(`Ability ${key} is not usable.`);
  const [kind, id] = key.split(/:(.*)/s) as [string, string];
  if (kind === 'class' && a.ability.exhaust) m.classExhausted = true;
  if (kind === 'squad' && a.ability.exhaust) m.squadExhausted = true;
  if (kind === 'gk') {
    m.gloryKills = m.gloryKills.filter((c) => c !== id);
    g.gloryKillDeck.discard.push(id);
  }
  if (a.ability.timing === 'main') g.marineActivation!.mainUsed = true;
  ctx.emit({ type: 'cardPlayed', seat: m.seat, card: key, text: `${m.name} uses ${a.label}.` });
  applyActionEffect(ctx, m, a.ability, a.label);
}

/** Effects of abilities used as actions. */
export function applyActionEffect(ctx: DCtx, m: MarineState, a: Ability, label: string): void {
  const g = ctx.g;
  const act = g.marineActivation!;
  const p = a.params ?? {};
  switch (a.effect) {
    case 'gainMovement': act.movement += Number(p.amount ?? 1); break;
    case 'recover': {
      const range = Number(p.range ?? 0);
      if (a.target === 'marine' && range > 0) ctx.push({ kind: 'chooseHealTarget', amount: Number(p.amount ?? 1), range, label });
      else recoverDamage(ctx, m.id, Number(p.amount ?? 1), label);
      break;
    }
    case 'drawActionCards': drawActions(ctx, m, Number(p.count ?? 1)); break;
    case 'retrieveCard': {
      const wanted = m.deck.discard.filter((c) => actionCard(c).trait.includes(String(p.trait))).slice(0, Number(p.count ?? 1));
      m.deck.discard = m.deck.discard.filter((c) => !wanted.includes(c));
      m.hand.push(...wanted);
      ctx.emit({ type: 'cardsRetrieved', seat: m.seat, cards: wanted, text: wanted.length ? `${m.name} takes ${wanted.map((c) => actionCard(c).name).join(', ')} back into his hand.` : `${label}: no such card in the discard pile.` });
      break;
    }
    case 'attack': act.pendingAttack = null; act.pendingAbilityAttack = a.id; break;
    case 'stun': {
      const b = boardOf(g);
      for (const t of attackTargets(g, m.id, Number(p.range ?? 1), b)) stun(ctx, t.id);
      break;
    }
    case 'reduceStagger': ctx.push({ kind: 'chooseStaggerTarget', amount: Number(p.amount ?? 1), range: Number(p.range ?? 4), printed: p.printed === true, label }); break;
    default: ctx.log(`${label}: this ability has no rule yet.`);
  }
}
