/**
 * Event cards the invader plays outside attacks: at the start of his
 * activations ("instant" cards), as a demon type starts activating, and the
 * summoning and portal effects they carry. An event whose effect has no rule
 * is never offered (it still defends demons and buys Argent Power).
 */
import type { PromptOption, Step } from '../../../engine/types';
import { demonDef, eventCard } from '../catalog';
import type { Timing } from '../content/types';
import { range as rangeOf } from '../geometry/board';
import type { DoomState } from '../state';
import { whenHolds } from './abilities';
import { invaderArgent } from './attack/sources';
import { playEventCard } from './attack/window';
import { type Answered, type DCtx, type H, INVADER, boardOf, findFigure, nameOf, places } from './common';
import { portalName } from '../inspect/places';
import { counted } from '../inspect/words';
import { dealDamage, recoverDamage } from './damage';
import { ambushPairs, marinesNearDemons } from './eventTargets';
import { liveSummonPortals, placeDemon, summonSpots } from './summon';
import { setSegment } from './segment';

/** Event effects playable in each window outside attacks. */
export const WINDOW_EFFECTS: Partial<Record<Timing, string[]>> = {
  statusPhase: ['gainArgent'],
  reaction: ['gainMovement'],
  instant: ['dealDamage', 'flipPortal', 'readyDemonCard', 'summonDemon', 'summonGroup', 'gainArgent', 'stun', 'raiseStagger',
    'sacrifice', 'marineDiscards', 'demonAttack', 'gainMovement'],
  activationStart: ['gainMovement', 'recover'],
};

function eventUsable(g: DoomState, cardId: string, timing: Timing, marine: string | null): boolean {
  const c = eventCard(cardId);
  if (c.timing !== timing || !(WINDOW_EFFECTS[timing] ?? []).includes(c.effect.effect)) return false;
  if (c.argentCost > invaderArgent(g)) return false;
  if (c.when?.id === 'marineMovedNear') {
    if (!marine || !dashDemons(g, marine, Number(c.when.params?.range ?? 3)).length) return false;
  } else if (!whenHolds(g, c.when)) return false;
  const p = c.effect.params ?? {};
  switch (c.effect.effect) {
    case 'dealDamage': return dealDamageTargets(g, Number(p.range ?? 3)).length > 0;
    case 'flipPortal': return g.portals.some((x) => !x.faceUp && !x.gone && (p.tier === undefined || x.tier === Number(p.tier)));
    case 'readyDemonCard': return exhaustedTypes(g).length > 0;
    case 'summonDemon': return (g.demonSupply[String(p.demon)] ?? 0) > 0 && liveSummonPortals(g).length > 0;
    case 'summonGroup': return liveSummonPortals(g).some((x) => p.tier === undefined || x.tier === Number(p.tier));
    case 'gainMovement':
      // As a type starts activating: all of its demons (Onslaught) or the first to start (Pounce).
      if (timing === 'activationStart') return g.demonActivation !== null;
      return g.demonActivation === null && g.attack === null && g.figures.some((f) => f.side === 'demon' && f.size === 'small');
    case 'recover': return p.all === true && g.demonActivation !== null
      && g.figures.some((f) => f.type === g.demonActivation!.type && f.damage > 0);
    case 'stun': return marinesNearDemons(g, Number(p.range ?? 3)).length > 0;
    case 'raiseStagger': case 'sacrifice': return g.figures.some((f) => f.side === 'demon');
    case 'marineDiscards': return g.marines.some((m) => m.hand.length > 0);
    case 'demonAttack': return !g.attack && ambushPairs(g).length > 0;
    default: return true;
  }
}

function dealDamageTargets(g: DoomState, range: number): string[] {
  const b = boardOf(g);
  const demons = g.figures.filter((f) => f.side === 'demon');
  return g.figures.filter((m) => m.side === 'marine' && demons.some((d) => {
    const r = rangeOf(b, d.id, m.id);
    return r >= 0 && r <= range;
  })).map((m) => m.id);
}

/** Small demons that may dash: within `range` of the marine who just moved (any, when no marine is named). */
export function dashDemons(g: DoomState, marine: string | null, range: number): string[] {
  const b = boardOf(g);
  return g.figures.filter((f) => f.side === 'demon' && f.size === 'small' && (!marine || !findFigure(g, marine) || (() => {
    const r = rangeOf(b, f.id, marine);
    return r >= 0 && r <= range;
  })())).map((f) => f.id);
}

export const eventWindow: H<{ kind: 'eventWindow'; timing: Timing; marine?: string }> = (ctx, step) => {
  const g = ctx.g;
  const seen = new Set<string>();
  const options: PromptOption[] = [];
  for (const c of g.invader.hand) {
    const def = eventCard(c);
    if (seen.has(def.name) || !eventUsable(g, c, step.timing, step.marine ?? null)) continue;
    seen.add(def.name);
    options.push({ id: c, label: def.name, hint: def.text, target: { kind: 'card', id: c } });
  }
  // Asked whenever he holds cards (a public count), so whether he is asked reveals nothing.
  if (!options.length && !g.invader.hand.length) return;
  options.push({ id: 'pass', label: 'Play no event now' });
  ctx.ask({ seat: INVADER, kind: 'playEvent', rule: 'event-cards', text: 'Play an event card?', options },
    { kind: 'eventChosen', timing: step.timing, marine: step.marine ?? null });
};

export const eventChosen: H<Answered & { timing: Timing; marine: string | null }> = (ctx, step) => {
  const card = step.answer[0]!;
  if (card === 'pass') return;
  const def = eventCard(card);
  setSegment(ctx, `Event: ${def.name}`, [{ kind: 'card', id: card }]);
  playEventCard(ctx, card);
  // A reaction answers one move; other windows stay open for more cards.
  if (step.timing !== 'reaction') ctx.push({ kind: 'eventWindow', timing: step.timing });
  const p = def.effect.params ?? {};
  const g = ctx.g;
  switch (def.effect.effect) {
    case 'dealDamage': ctx.push({ kind: 'eventDamageTarget', amount: Number(p.amount ?? 1), range: Number(p.range ?? 3), label: def.name }); break;
    case 'flipPortal': {
      const portal = g.portals.find((x) => !x.faceUp && !x.gone && (p.tier === undefined || x.tier === Number(p.tier)))!;
      portal.faceUp = true;
      ctx.emit({ type: 'portalFlipped', portal: portal.token, tier: portal.tier, at: portal.at, text: `${def.name}: ${portalName(places(g), portal.token)} opens.` });
      break;
    }
    case 'readyDemonCard': ctx.push({ kind: 'eventReadyCard', label: def.name }); break;
    case 'summonDemon': {
      const portal = liveSummonPortals(g)[0]!;
      for (let i = 0; i < Number(p.count ?? 1); i++) {
        const spots = summonSpots(g, String(p.demon), portal.at);
        if (spots.length) placeDemon(ctx, String(p.demon), spots[0]!.split(':')[0]!, 'h');
      }
      break;
    }
    case 'summonGroup': {
      const window: Step = { kind: 'summonWindow', keepPortal: p.keepPortal === true, optional: false };
      if (p.tier !== undefined) window.tier = Number(p.tier);
      ctx.push(window);
      break;
    }
    case 'gainArgent': {
      const per = p.perDemonTypes ? Object.values(g.demonCards).filter((c) => c.faceUp).length : 1;
      ctx.push({ kind: 'argentToken', left: Math.min(g.argentSupply, Number(p.amount ?? 1) * per) });
      break;
    }
    case 'recover':
      for (const f of g.figures.filter((x) => x.side === 'demon' && x.type === g.demonActivation!.type)) recoverDamage(ctx, f.id, Number(p.amount ?? 1), def.name);
      break;
    case 'stun': case 'raiseStagger': case 'sacrifice': case 'marineDiscards': case 'demonAttack':
      ctx.push({
        kind: 'eventPick', effect: def.effect.effect, label: def.name, random: p.random === true,
        amount: Number(p.amount ?? p.damage ?? p.count ?? 1), range: Number(p.range ?? 3), argent: Number(p.argent ?? 0),
      });
      break;
    case 'gainMovement':
      if (p.all === true) {
        g.demonActivation!.typeBonus += Number(p.amount ?? 1);
        ctx.log(`${def.name}: each ${demonDef(g.demonActivation!.type).name} gains ${counted(Number(p.amount ?? 1), 'movement point')} this activation.`);
        break;
      }
      if (step.timing === 'activationStart') {
        // "When a demon starts its activation": the first of the type to start (the invader picks the order).
        const act = g.demonActivation!;
        act.nextBonus = (act.nextBonus ?? 0) + Number(p.amount ?? 1);
        ctx.log(`${def.name}: the first ${demonDef(act.type).name} to activate gains ${counted(Number(p.amount ?? 1), 'movement point')}.`);
        break;
      }
      ctx.push({ kind: 'chooseDashDemon', amount: Number(p.amount ?? 1), marine: step.marine, range: Number(def.when?.params?.range ?? 99), label: def.name });
      break;
    default: break;
  }
};

/** Faceup demon cards that are exhausted: their types have activated this round. */
function exhaustedTypes(g: DoomState): string[] {
  return Object.entries(g.demonCards).filter(([, c]) => c.faceUp && c.exhausted).map(([t]) => t);
}

/** The invader readies the exhausted demon card he picks (asked only when there are several). */
export const eventReadyCard: H<{ kind: 'eventReadyCard'; label: string }> = (ctx, step) => {
  const types = exhaustedTypes(ctx.g);
  if (types.length === 1) {
    eventCardReadied(ctx, { kind: 'eventCardReadied', label: step.label, answer: types });
    return;
  }
  if (!types.length) return;
  ctx.ask({
    seat: INVADER, kind: 'eventTarget', rule: 'event-cards', text: `${step.label}: ready which demon card?`,
    options: types.map((t) => ({ id: t, label: `${demonDef(t).name} card`, target: { kind: 'card' as const, id: `demon:${t}` } })),
  }, { kind: 'eventCardReadied', label: step.label });
};

export const eventCardReadied: H<Answered & { label: string }> = (ctx, step) => {
  const type = step.answer[0]!;
  ctx.g.demonCards[type]!.exhausted = false;
  ctx.emit({ type: 'cardReadied', card: `demon:${type}`, text: `${step.label}: the ${demonDef(type).name} card is readied.` });
};

export const eventDamageTarget: H<{ kind: 'eventDamageTarget'; amount: number; range: number; label: string }> = (ctx, step) => {
  const targets = dealDamageTargets(ctx.g, step.range);
  if (!targets.length) return;
  ctx.ask({
    seat: INVADER, kind: 'eventTarget', rule: 'event-cards', text: `${step.label}: which marine suffers ${step.amount} damage?`,
    options: targets.map((t) => ({ id: t, label: nameOf(ctx.g, t), target: { kind: 'figure' as const, id: t } })),
  }, { kind: 'eventDamageChosen', amount: step.amount, label: step.label });
};

export const eventDamageChosen: H<Answered & { amount: number; label: string }> = (ctx, step) => {
  dealDamage(ctx, step.answer[0]!, step.amount, step.label, INVADER);
};

/** A demon ability that brings more demons: placed as near the summoner as the map allows. */
export function summonNearFigure(ctx: DCtx, figureId: string, demon: string, count: number, range: number): void {
  const g = ctx.g;
  const f = findFigure(g, figureId);
  if (!f) return;
  for (let i = 0; i < count; i++) {
    const spots = summonSpots(g, demon, f.at);
    const b = boardOf(g);
    const ok = spots.filter((s) => {
      const [x, y] = s.split(':')[0]!.split(',').map(Number) as [number, number];
      const d = Math.max(Math.abs(x - Number(f.at.split(',')[0])), Math.abs(y - Number(f.at.split(',')[1])));
      return d <= range && b.cm.width > 0;
    });
    if (!ok.length) {
      ctx.log(`There is no room within ${counted(range, 'space')} for another ${demonDef(demon).name}.`);
      return;
    }
    placeDemon(ctx, demon, ok[0]!.split(':')[0]!, 'h');
  }
}

/** One demon gains movement outside its activation and spends it at once (no attack). */
export const chooseDashDemon: H<{ kind: 'chooseDashDemon'; amount: number; marine: string | null; range: number; label: string }> = (ctx, step) => {
  const g = ctx.g;
  const demons = dashDemons(g, step.marine, step.range);
  if (!demons.length) return;
  ctx.ask({
    seat: INVADER, kind: 'chooseDemon', rule: 'event-cards', text: `${step.label}: which demon moves ${counted(step.amount, 'space')}?`,
    options: demons.map((id) => ({ id, label: nameOf(g, id), target: { kind: 'figure' as const, id } })),
  }, { kind: 'dashDemonChosen', amount: step.amount });
};

export const dashDemonChosen: H<Answered & { amount: number }> = (ctx, step) => {
  const g = ctx.g;
  const f = findFigure(g, step.answer[0]!)!;
  g.demonActivation = { type: f.type, figure: f.id, movement: step.amount, attacked: true, moved: 0, used: [], typeBonus: 0, dash: true };
  ctx.push({ kind: 'demonTurn' });
};
