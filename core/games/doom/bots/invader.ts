/**
 * The invader bot: every decision of the invader seat, from its own view
 * (its hand, invasion card and demon cards; the marines' hands and every deck
 * order stay hidden). The difficulty option changes how it plays; see
 * invaderPlan.ts.
 */
import type { Bot, BotDecision, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { demonDef, eventCard, invasionCard, squadCard } from '../catalog';
import type { Figure } from '../state';
import type { DoomView } from '../view';
import { FOCUS_BONUS, goalSpaces, inGloryReach, isBoss, marineThreats, onActiveTeleporter, portalNearMarines, staggeredInView, type Level } from './invaderPlan';
import { bestMove } from './invaderMove';
import { boardFromView, DIE_MEAN, recommendedOr, keyIndex, spacesOfFigure, travelDistance, travelMap } from './tactics';
import { counted } from '../inspect/words';
import { damageComing, noEffect } from './invaderJudge';

type V = GameView<DoomView>;

const pick = (id: string, reason: string): BotDecision => ({ optionIds: [id], reason });
/**
 * Passing on a hidden card says nothing: the reason line is public, and "saves
 * its event" would tell the marines what the invader holds.
 */
const pass = (id: 'done' | 'pass'): BotDecision => ({ optionIds: [id] });
const has = (p: Prompt, id: string) => p.options.some((o) => o.id === id);

function level(v: V): Level {
  return v.game.difficulty;
}

/** The most hurt marine (hard focuses its demons' fire on him until he is fragged). */
function focusTarget(v: V): string | null {
  const hurt = v.game.figures.filter((f) => f.side === 'marine')
    .map((f) => ({ f, d: v.game.marines.find((m) => m.id === f.id)?.damage ?? 0 }))
    .sort((a, b) => b.d - a.d);
  return hurt[0] && hurt[0].d > 0 ? hurt[0].f.id : null;
}

function demonAction(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const act = g.demonActivation!;
  const me = g.figures.find((f) => f.id === act.figure)!;
  const lv = level(v);
  const b = boardFromView(g);
  const threats = marineThreats(g, b, lv);
  const focus = lv === 'hard' ? focusTarget(v) : null;
  const def = demonDef(me.type);
  const attacks = p.options.filter((o) => o.id.startsWith('attack:'));
  // Attack now if there is a target; easy takes the first, others the best score (cover counts).
  if (attacks.length) {
    if (lv === 'easy') return pick(attacks[0]!.id, 'attacks the first marine in reach');
    let best: { o: PromptOption; val: number } | null = null;
    for (const o of attacks) {
      const t = threats.find((x) => x.figure.id === o.id.slice(7));
      if (!t) continue;
      const cover = /cover/.test(o.label);
      const val = (t.priority * Math.max(0.2, def.attack.dice.reduce((n, d) => n + (DIE_MEAN[d] ?? 1), 0) - (cover ? 1.4 : 1)))
        + (t.healthLeft <= 3 ? 4 : 0) + (focus === t.figure.id ? FOCUS_BONUS : 0);
      if (!best || val > best.val) best = { o, val };
    }
    // Hard: a better, uncovered shot one move away is worth moving for first.
    if (best && lv === 'hard' && /cover/.test(best.o.label) && act.movement > 0) {
      const better = bestMove(v, p, b, me, threats, focus, true);
      if (better && better.shot > best.val + 0.5) return pick(better.id, 'steps out for a shot without cover');
    }
    if (best) return pick(best.o.id, best.o.label.replace(/^Attack/, 'attacks'));
  }
  // Use Argent abilities that help right now.
  const ability = p.options.find((o) => o.id.startsWith('ability:'));
  if (ability && lv !== 'easy') {
    const a = def.abilities.find((x) => `ability:${x.id}` === ability.id);
    const hurt = me.damage > 0;
    // Hard spends Argent only where it can change something (a marine on the map, a hurt demon to heal).
    const pointless = lv === 'hard' && a ? noEffect(g, a.effect, a.params ?? {}, me) : null;
    if (a && !pointless && (a.effect === 'gainMovement' && !act.attacked || a.effect === 'recover' && hurt || a.effect === 'summonDemon')) return pick(ability.id, `uses ${a.name}`);
  }
  // Hard keeps moving after its attack, except a boss whose frag would lose the mission.
  // A staggered boss at hard may still pull back out of Glory Kill reach.
  if (!act.attacked || (lv === 'hard' && (!isBoss(g, me.type) || staggeredInView(g, me))) || act.dash) {
    const m = bestMove(v, p, b, me, threats, focus, !act.attacked);
    if (m) return pick(m.id, m.why);
  }
  const door = p.options.find((o) => o.id.startsWith('door:'));
  if (door && (!act.attacked || (lv === 'hard'))) return pick(door.id, 'opens a door towards the marines');
  return pick('end-turn', 'nothing better to do');
}

function chooseDemonType(v: V, p: Prompt): BotDecision {
  const lv = level(v);
  if (lv === 'easy') return pick(p.options[0]!.id, 'activates the first ready demons');
  const g = v.game;
  const b = boardFromView(g);
  const threats = marineThreats(g, b, lv);
  // Hard reads the initiative deck: while marine cards are still to come, a type with staggered demons in
  // Glory Kill reach goes now, before those marines can step in.
  const marineCardsLeft = marineCardsToCome(g);
  let best = { id: p.options[0]!.id, val: -Infinity, rescue: 0 };
  for (const o of p.options) {
    const def = demonDef(o.id);
    let val = 0;
    let rescue = 0;
    for (const f of g.figures.filter((x) => x.side === 'demon' && x.type === o.id)) {
      if (lv === 'hard' && marineCardsLeft > 0 && staggeredInView(g, f) && inGloryReach(g, b, spacesOfFigure(b, f))) {
        rescue += 1;
        val += RESCUE_VALUE;
      }
      const near = Math.min(...threats.map((t) => {
        const d = travelDistance(travelMap(g), spacesOfFigure(b, f), t.spaces);
        return d < 0 ? 99 : d;
      }));
      if (near <= def.speed + def.attack.range) val += def.attack.dice.reduce((n, d) => n + (DIE_MEAN[d] ?? 1), 0);
      else val += 0.1;
    }
    if (val > best.val) best = { id: o.id, val, rescue };
  }
  if (best.rescue > 0) {
    return pick(best.id, `activates ${demonDef(best.id).plural}: ${counted(best.rescue, 'staggered demon')} in Glory Kill reach with ${counted(marineCardsLeft, 'marine card')} still to come`);
  }
  return pick(best.id, `activates ${demonDef(best.id).plural}: most damage in reach`);
}

/** What one staggered demon in Glory Kill reach adds to its type's activation value (a die's mean is 1 to 2). */
const RESCUE_VALUE = 3;

/** Marine initiative cards not yet revealed this round (the view shows the revealed cards and how many remain). */
export function marineCardsToCome(v: DoomView): number {
  const revealed = v.initiative.revealed.filter((c) => c.startsWith('marine:')).length;
  const total = v.marines.reduce((n, m) => n + 1 + (m.squad ? squadCard(m.squad).extraInitiative : 0), 0);
  return Math.max(0, Math.min(v.initiative.remaining, total - revealed));
}

function chooseDemon(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const b = boardFromView(g);
  const threats = marineThreats(g, b, level(v));
  let best = { id: p.options[0]!.id, d: Infinity };
  for (const o of p.options) {
    const f = g.figures.find((x) => x.id === o.id);
    if (!f) continue;
    const d = Math.min(...threats.map((t) => {
      const x = travelDistance(travelMap(g), spacesOfFigure(b, f), t.spaces);
      return x < 0 ? 99 : x;
    }));
    if (d < best.d) best = { id: o.id, d };
  }
  return pick(best.id, 'the demon nearest a marine goes first');
}

function summon(v: V, p: Prompt): BotDecision {
  const lv = level(v);
  const real = p.options.filter((o) => o.id !== 'pass');
  if (!real.length) return pick('pass', 'nothing to summon');
  if (lv === 'easy') return pick(real[0]!.id, 'summons the first group');
  const g = v.game;
  const b = boardFromView(g);
  const threats = marineThreats(g, b, lv);
  const card = invasionCard(g.invader.invasionCard!);
  const goals = goalSpaces(g, b);
  let best = { id: real[0]!.id, val: -Infinity, nearGoal: false };
  for (const o of real) {
    const [token, gi] = o.id.split('|') as [string, string];
    const grp = card.groups[Number(gi)]!;
    const portal = g.portals.find((x) => x.token === token)!;
    const strength = grp.demons.reduce((n, e) => n + Math.min(e.count, g.demonSupply[e.demon] ?? 0) * demonDef(e.demon).health, 0) + grp.argent;
    const d = Math.min(...threats.map((t) => Math.max(0, travelDistance(travelMap(g), [keyIndex(b, portal.at)], t.spaces))));
    let val = strength - (Number.isFinite(d) ? d * 0.5 : 0) + (lv === 'hard' ? portal.tier * 2 : 0);
    // Hard reads the map: a portal near the tokens the marines need puts the group between them and their goal.
    const gd = lv === 'hard' && goals.length ? travelDistance(travelMap(g), [keyIndex(b, portal.at)], goals) : -1;
    if (gd >= 0) val -= gd * 0.3;
    if (val > best.val) best = { id: o.id, val, nearGoal: gd >= 0 && gd <= 4 };
  }
  return pick(best.id, best.nearGoal ? 'summons the strongest group where it guards the marines\' objective' : 'summons the strongest group nearest the marines');
}

function nearestToMarines(v: V, p: Prompt, reason: string): BotDecision {
  const g = v.game;
  const b = boardFromView(g);
  const threats = marineThreats(g, b, level(v));
  // Hard places no demon on an active teleporter while another space will do (a marine arriving there telefrags it).
  const avoid = level(v) === 'hard';
  let best = { id: p.options[0]!.id, d: Infinity };
  for (const o of p.options) {
    const key = o.id.split(':')[0]!;
    const i = keyIndex(b, key);
    if (i < 0) continue;
    const d = Math.min(...threats.map((t) => {
      const x = travelDistance(travelMap(g), [i], t.spaces);
      return x < 0 ? 99 : x;
    })) + (avoid && onActiveTeleporter(g, b, [i]) ? 50 : 0);
    if (d < best.d) best = { id: o.id, d };
  }
  return pick(best.id, reason);
}

function argentDiscard(v: V, p: Prompt): BotDecision {
  const lv = level(v);
  if (lv === 'easy') return { optionIds: [], reason: 'keeps every event' };
  // Events the rules can play outside attacks or that boost attacks are worth keeping; the rest buy Argent.
  const weak = p.options.filter((o) => {
    const c = eventCard(o.id);
    return c.timing === 'reaction' || c.timing === 'statusPhase' || (c.argentCost > 0 && lv === 'normal');
  }).map((o) => o.id);
  const n = Math.min(p.max, lv === 'hard' ? 3 : 2);
  const chosen = [...weak, ...p.options.map((o) => o.id).filter((id) => !weak.includes(id))].slice(0, lv === 'hard' ? n : Math.min(n, weak.length));
  return { optionIds: chosen, reason: `turns ${counted(chosen.length, 'event card')} into Argent Power` };
}

function placeArgent(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const lv = level(v);
  const tier3 = g.portals.some((x) => x.tier === 3 && x.faceUp && !x.gone);
  if (lv === 'hard' && tier3 && has(p, 'invasion')) return pick('invasion', 'banks Argent for the big summon');
  // Argent left on the invasion card after a summon is discarded, so it is always moved onto the group.
  const types = p.options.filter((o) => o.id !== 'invasion' && o.id !== 'done');
  if (!types.length) return pick(p.options[0]!.id, 'only choice');
  const best = types.map((o) => ({ o, n: g.figures.filter((f) => f.type === o.id).length * (demonDef(o.id).abilities.some((a) => a.argent) ? 1 : 0.1) }))
    .sort((a, b) => b.n - a.n)[0]!;
  return pick(best.o.id, `fuels the ${demonDef(best.o.id).plural}`);
}

/** The effect an attack-window option would have (its Argent ability or event card), for the invader's own demon. */
function optionEffect(v: V, o: PromptOption, me: Figure | undefined): { effect: string; params: Record<string, unknown> } | null {
  const [kind, id] = o.id.split(/:(.*)/s) as [string, string];
  if (kind === 'argent' && me) {
    const ab = demonDef(me.type).abilities.find((x) => x.id === id);
    return ab ? { effect: ab.effect, params: ab.params ?? {} } : null;
  }
  if (kind === 'event') {
    const e = eventCard(id).effect;
    return { effect: e.effect, params: e.params ?? {} };
  }
  return null;
}

function attackModifier(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const a = g.attack;
  const lv = level(v);
  const all = p.options.filter((o) => o.id !== 'done');
  if (!a || !all.length) return pass('done');
  if (lv === 'easy') return pick(all[0]!.id, 'uses what it has');
  const defending = a.defenderSeat === v.seat;
  const me = g.figures.find((f) => f.id === (defending ? a.defender : a.attacker));
  // Judged with the revealed defence card counted (the rules add it to the shields only after both sides have played):
  // nothing is spent into a dodge, on shields with no damage coming, or on damage that still cannot get through.
  const real = all.filter((o) => {
    const e = optionEffect(v, o, me);
    return !e || noEffect(g, e.effect, e.params, me) === null;
  });
  if (!real.length) return pass('done');
  if (defending) {
    if (damageComing(g) <= 0) return pass('done');
    return pick(real[0]!.id, `blunts the attack: ${damageComing(g)} damage coming`);
  }
  // Hard keeps events for when they matter: only if the target is badly hurt or the roll is weak.
  if (lv === 'hard') {
    const m = g.marines.find((x) => x.id === a.defender);
    const event = real.find((o) => o.id.startsWith('event:'));
    if (event && m && m.damage < 5 && real.length === 1) return pass('done');
  }
  return pick(real[0]!.id, 'strengthens the attack');
}

function coverRedraw(v: V): BotDecision {
  const card = v.game.attack?.defenceCard;
  if (!card) return pick('keep', 'keeps it');
  const d = eventCard(card).defense;
  return d.shields >= 1 || d.special ? pick('keep', 'a decent defence') : pick('again', 'a blank defence: tries again');
}

function reroll(v: V, p: Prompt): BotDecision {
  const a = v.game.attack!;
  const low = a.rolls.map((r, i) => ({ i, bad: r.value < (DIE_MEAN[r.die] ?? 1) })).filter((x) => x.bad).map((x) => String(x.i)).slice(0, p.max);
  return { optionIds: low, reason: 'rerolls the dice below average' };
}

function playEvent(v: V, p: Prompt): BotDecision {
  const lv = level(v);
  const real = p.options.filter((o) => o.id !== 'pass');
  if (!real.length) return pass('pass');
  if (lv === 'easy') return pick(real[0]!.id, 'plays an event at once');
  const g = v.game;
  for (const o of real) {
    const c = eventCard(o.id);
    if (c.effect.effect === 'dealDamage') {
      const amount = Number(c.effect.params?.amount ?? 1);
      const killable = g.marines.some((m) => m.onMap && 10 - m.damage <= amount);
      if (lv === 'hard' && !killable) continue;
      return pick(o.id, killable ? 'a damage event can frag a marine' : 'wears the marines down');
    }
    if (c.effect.effect === 'readyDemonCard' && lv === 'hard' && g.demonActivation) continue;
    // Hard times summoning events: held until a portal they can use is near the marines, then the demons land in the fight.
    if (c.effect.effect === 'summonDemon' || c.effect.effect === 'summonGroup') {
      if (lv !== 'hard') return pick(o.id, `plays ${c.name}`);
      const tier = c.effect.params?.tier === undefined ? undefined : Number(c.effect.params.tier);
      if (!portalNearMarines(g, boardFromView(g), tier)) continue;
      return pick(o.id, `plays ${c.name}: a portal is near the marines`);
    }
    // Hard pays no Argent for an event while no marine is on the map: there is nothing for it to act on.
    if (lv === 'hard' && c.argentCost > 0 && noEffect(g, 'event', {}, undefined)) continue;
    return pick(o.id, `plays ${c.name}`);
  }
  return pass('pass');
}

function eventTarget(v: V, p: Prompt): BotDecision {
  const g = v.game;
  const first = p.options[0]!.id;
  if (first.includes('|')) {
    // Ambush: the pair whose target is most hurt.
    const best = p.options.map((o) => ({ o, d: g.marines.find((m) => m.id === o.id.split('|')[1])?.damage ?? 0 })).sort((a, b) => b.d - a.d)[0]!;
    return pick(best.o.id, 'ambushes the most wounded marine');
  }
  if (g.figures.find((f) => f.id === first)?.side === 'demon') {
    // Sacrifice the sturdiest demon; harden the most damaged one.
    const hardest = /blood|sacrific/i.test(p.text);
    const ranked = p.options.map((o) => {
      const f = g.figures.find((x) => x.id === o.id)!;
      const def = demonDef(f.type);
      return { o, left: def.health - f.damage, dmg: f.damage };
    }).sort((a, b) => (hardest ? b.left - a.left : b.dmg - a.dmg));
    return pick(ranked[0]!.o.id, hardest ? 'a demon that can spare the blood' : 'shields its most wounded demon');
  }
  const best = p.options.map((o) => ({ o, d: v.game.marines.find((m) => m.id === o.id)?.damage ?? 0 })).sort((a, b) => b.d - a.d)[0]!;
  return pick(best.o.id, 'the most wounded marine');
}

/**
 * An ability as a demon's activation ends (the Imp's Skulk): easy and normal
 * take the first choice; hard keeps its Argent when no marine is on the map,
 * and slips towards the marines otherwise.
 */
function endAbility(v: V, p: Prompt): BotDecision {
  const lv = level(v);
  const real = p.options.filter((o) => o.id !== 'pass');
  if (!real.length) return pass('pass');
  if (lv !== 'hard') return pick(real[0]!.id, 'uses its ability');
  if (noEffect(v.game, 'blink', {}, undefined)) return pick('pass', 'no marine to go after: keeps its Argent');
  if (real[0]!.id === 'use') return pick('use', 'uses its ability');
  return nearestToMarines(v, { ...p, options: real }, 'slips towards the marines');
}

export function decideInvader(v: V, p: Prompt): BotDecision {
  switch (p.kind) {
    case 'demonAction': return demonAction(v, p);
    case 'activateDemonType': return chooseDemonType(v, p);
    case 'chooseDemon': return chooseDemon(v, p);
    case 'summon': return summon(v, p);
    case 'placeDemon': return nearestToMarines(v, p, 'comes through nearest the marines');
    case 'argentDiscard': return argentDiscard(v, p);
    case 'placeArgent': case 'placeArgentGained': return placeArgent(v, p);
    case 'attackModifier': return attackModifier(v, p);
    case 'coverRedraw': return coverRedraw(v);
    case 'chooseReroll': return reroll(v, p);
    // The options list the weakest die first.
    // Building its own decks, it takes what the mission recommends (the options mark them).
    case 'chooseEventSets': return { optionIds: recommendedOr(p, p.min), reason: 'takes the event sets the mission recommends' };
    case 'chooseInvasionCard': return pick(recommendedOr(p, 1)[0]!, 'takes the recommended invasion card');
    case 'stunnedDie': return pick(p.options[0]!.id, 'gives up its weakest die');
    case 'playEvent': return playEvent(v, p);
    case 'eventTarget': return eventTarget(v, p);
    case 'demonAbility': return endAbility(v, p);
    default: return pick(p.options[0]!.id, 'takes the first choice');
  }
}

export const invaderBot: Bot<V> = {
  id: 'invader',
  name: 'Invader AI',
  sides: ['invader'],
  decide: (view, prompt) => decideInvader(view, prompt),
};
