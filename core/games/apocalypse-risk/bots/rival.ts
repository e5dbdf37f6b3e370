/**
 * The rule-based rival: answers every prompt from its own seat's view,
 * planning with exact battle odds, a threat map and its scenario's goal, in
 * the manner of its persona and level, and says why in one line.
 */
import type { Bot, BotDecision, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { neighboursOf, TERRITORIES } from '../content/board';
import { rollOdds } from '../odds';
import { hqCap, hqsControlled, ownedBy, T, totalTroops } from '../rules/board';
import { reinforcementCount } from '../rules/building';
import { closableBorders, opposeNeed } from '../rules/borders';
import type { RiskState } from '../state';
import type { RiskView } from '../view';
import { bestAttack, bestPlacement, goalMove, goalSite, leaderSeat, planMove, threatAt } from './evaluate';
import { marchOpening, portalPlacement, suppliesHeld } from './demonsGoal';
import { wallToOpen } from './frontMarch';
import { LEVELS, PERSONAS, type LevelId, type PersonaId } from './personas';

type V = GameView<RiskView>;

let MISSILE_PREPARE_BELOW = 3;
/** Tuning hook for experiments. */
export function setMissilePrepareBelow(n: number): void { MISSILE_PREPARE_BELOW = n; }

const DEMON_SUPPLIES_WANTED = 6;

const has = (p: Prompt, id: string) => p.options.some((o) => o.id === id);
const first = (p: Prompt) => p.options[0]!.id;

function decide(view: V, prompt: Prompt, personaId: PersonaId, levelId: LevelId): BotDecision {
  // The rival reads only its view; the view has the state's shape minus hidden parts (deck order, others' cure parts).
  const g = view.game as unknown as RiskState;
  const me = prompt.seat;
  const level = LEVELS[levelId];
  const p = pressed(PERSONAS[personaId], level.rivalFactor);
  const say = (optionIds: string[], why: string): BotDecision => ({ optionIds, reason: `${p.name}: ${why}` });
  switch (prompt.kind) {
    case 'turnAction': {
      // The plague spreads and ground zero mutates only across open borders, so the hard level walls its land
      // off from them before anything else (a territory that attacked may no longer close a border).
      const wall = levelId === 'hard' ? wallPlan(g, me, prompt) : null;
      if (wall) return say([wall.id], wall.why);
      // The scenario's goal comes before any fight.
      const goal = goalMove(g, me, p, level);
      if (goal && has(prompt, `mv:${goal.from}`)) return say([`mv:${goal.from}`], goal.why);
      const atk = bestAttack(g, me, p, level);
      if (atk && has(prompt, `atk:${atk.from}`)) return say([`atk:${atk.from}`], `${atk.why} (${Math.round(atk.chance * 100)}% to win)`);
      const mv = planMove(g, me, p, level);
      if (mv && has(prompt, `mv:${mv.from}`)) return say([`mv:${mv.from}`], mv.why);
      const close = level.pursuesGoals ? barricadePlan(g, me, prompt) : null;
      if (close) return say([close.id], close.why);
      if (has(prompt, 'show-cure') && p.sharesCure) return say(['show-cure'], 'shares what it knows about the cure');
      if (has(prompt, 'end')) return say(['end'], 'ends the turn');
      return say([first(prompt)], 'has nothing better to do');
    }
    case 'attackTarget': {
      const from = prompt.options.find((o) => o.id !== 'back') ? sourceOf(prompt) : null;
      const atk = from ? bestAttack(g, me, p, level, from) : null;
      if (atk && has(prompt, atk.target.id)) return say([atk.target.id], atk.why);
      return say(['back'], 'thinks better of it');
    }
    case 'attackDice': {
      if (has(prompt, 'blitz')) return say([level.blitzHalf ? 'blitz-half' : 'blitz'], 'attacks until the defenders fall');
      const n = prompt.options.filter((o) => /^\d+$/.test(o.id)).map((o) => Number(o.id));
      return n.length ? say([String(Math.max(...n))], 'rolls every die it can') : say([first(prompt)], 'attacks');
    }
    case 'defendDice':
      return say([prompt.suggested?.[0] && has(prompt, prompt.suggested[0]) ? prompt.suggested[0] : maxNumeric(prompt)], 'defends');
    case 'reroll':
      return say([prompt.suggested?.[0] ?? 'keep'], 'rerolls only a losing die');
    case 'advance': {
      const n = prompt.options.map((o) => Number(o.id));
      // Zombies swarm the nearest living armies: a conquest that empties its source hands the zombies a soft target.
      if (g.scenario === 'zombies' && g.prevented === null && level.pursuesGoals) return say([String(Math.min(...n))], 'moves in as few as it may and keeps its garrison against the hordes');
      return say([String(level.advance === 'fewest' ? Math.min(...n) : Math.max(...n))], level.advance === 'fewest' ? 'moves in as few as it may' : 'moves in with everything spare');
    }
    case 'hqChoice':
      return say([hqsControlled(g, me) <= hqCap(g) ? 'keep' : 'raze'], 'keeps the captured headquarters');
    case 'moveTo':
    case 'moveCount':
    case 'carrySupply':
      return answerMove(g, me, prompt, p, level, say);
    case 'permission': return permission(g, me, prompt, p, say);
    case 'oppose': return oppose(g, me, prompt, say);
    case 'barricadeStrength':
      // Nothing in the plague breaks a barricade, so one supply is enough there.
      return say([has(prompt, 'strong') && g.scenario !== 'meteors' && g.scenario !== 'plague' ? 'strong' : 'weak'], 'shores up the border');
    case 'closeBorder': {
      const from = sourceOf(prompt);
      const opts = prompt.options.filter((o) => o.id !== 'back');
      const danger = levelId === 'hard' ? wallFrom(g) : null;
      const pick = (danger && opts.find((o) => danger(o.id))) || opts.sort((a, b) => T(g, b.id).apoc - T(g, a.id).apoc)[0];
      return say([pick?.id ?? 'back'], `closes the border of ${from ?? 'its territory'} towards the danger`);
    }
    case 'removeBarricades': {
      const goals = level.pursuesGoals && g.prevented === null;
      const open = goals && g.scenario === 'demons' ? marchOpening(g, me) : null;
      if (open && has(prompt, open)) return say([open], `${p.voice.goal}: takes down its barricade to march on a portal`);
      const strike = goals && g.scenario === 'zombies' ? wallToOpen(g, me, prompt.options.map((o) => o.id)) : null;
      if (strike) return say([strike], `${p.voice.goal}: takes down its barricade to strike the walled-off horde`);
      return say([], 'keeps its barricades');
    }
    case 'build': return build(g, me, prompt, levelId, say);
    case 'placeArmies': {
      const opts = prompt.options.filter((o) => o.id !== 'spread').map((o) => o.id);
      const goal = level.pursuesGoals && g.scenario === 'demons' && g.prevented === null ? portalPlacement(g, me, opts) : null;
      if (goal) return say([goal.id], `${p.voice.goal}: ${goal.why}`);
      return say([bestPlacement(g, me, opts, p, level)], 'reinforces where the danger is');
    }
    case 'placeCount': {
      const n = prompt.options.map((o) => Number(o.id));
      const max = Math.max(...n);
      // The hard level masses its reinforcements on one front; the others spread them over two.
      // Mutants strike only territories they can outnumber, so one army at a time where it is needed saves more ground.
      if (levelId === 'hard' && g.scenario === 'mutants') return say([String(Math.min(...n))], 'props up the thinnest front against the mutants');
      if (levelId === 'hard') return say([String(max)], 'masses its armies on one front');
      return say([String(max <= 3 ? max : Math.ceil(max / 2))], 'places armies');
    }
    case 'placeHeadquarters':
    case 'placeSupplies': {
      // Headquarters and supplies go where they are safest.
      const safe = prompt.options.map((o) => o.id).sort((a, b) => threatAt(g, me, a, p) - threatAt(g, me, b, p));
      return say(safe.slice(0, prompt.min), 'keeps its tokens away from the borders');
    }
    case 'draftTerritory': {
      const mine = new Set(ownedBy(g, me));
      const ids = prompt.options.map((o) => o.id);
      const near = ids.find((id) => g.territories[id] && Object.keys(g.territories).some((m) => mine.has(m) && isNeighbour(g, m, id)));
      return say([near ?? ids[0]!], 'claims land next to its own');
    }
    case 'prepare':
    case 'rebuild': {
      const site = goalSite(g, me);
      return say([site && has(prompt, site) ? site : first(prompt)], 'builds up its base');
    }
    default:
      return say([first(prompt)], 'answers');
  }
}

/** The persona as its level plays it: rival weights scaled by the level's factor. */
function pressed(p: typeof PERSONAS[PersonaId], factor: number): typeof PERSONAS[PersonaId] {
  return factor === 1 ? p : { ...p, rivalWeight: p.rivalWeight * factor, rivalWeightAfter: p.rivalWeightAfter * factor };
}

function isNeighbour(g: RiskState, a: string, b: string): boolean {
  return g.territories[a] !== undefined && g.territories[b] !== undefined && neighboursOf(a).includes(b);
}

/** The source territory named by a follow-up prompt's option targets (the table passes it in the text). */
function sourceOf(prompt: Prompt): string | null {
  const m = /^(.*?)(?: attack\?|: how many)/.exec(prompt.text);
  const name = m?.[1]?.replace(/^What does /, '').replace(/^Which border of /, '');
  return name ? idByName(name) : idFromClose(prompt.text);
}

function idByName(name: string): string | null {
  return TERRITORIES.find((t) => t.name === name)?.id ?? null;
}
function idFromClose(text: string): string | null {
  const t = TERRITORIES.find((x) => text.includes(`of ${x.name} `));
  return t?.id ?? null;
}

function maxNumeric(prompt: Prompt): string {
  const n = prompt.options.filter((o) => /^\d+$/.test(o.id)).map((o) => Number(o.id));
  return String(Math.max(...n));
}

function answerMove(g: RiskState, me: string, prompt: Prompt, p: typeof PERSONAS[PersonaId], level: typeof LEVELS[LevelId], say: (ids: string[], why: string) => BotDecision): BotDecision {
  const plan = planMove(g, me, p, level);
  if (prompt.kind === 'moveTo') return say([plan && has(prompt, plan.to) ? plan.to : 'back'], plan?.why ?? 'changes its mind');
  if (prompt.kind === 'moveCount') {
    if (plan && has(prompt, String(plan.count))) return say([String(plan.count)], 'moves');
    const n = prompt.options.filter((o) => o.id !== 'back').map((o) => Number(o.id));
    return say([n.length ? String(plan?.supply ? Math.min(...n) : Math.max(...n)) : 'back'], 'moves');
  }
  return say([plan?.supply ? 'yes' : 'no'], plan?.supply ? 'takes a supply along' : 'travels light');
}

function permission(g: RiskState, me: string, prompt: Prompt, p: typeof PERSONAS[PersonaId], say: (ids: string[], why: string) => BotDecision): BotDecision {
  const mover = g.players.find((q) => prompt.text.startsWith(`${q.name} asks`))?.seat;
  let yes = p.permits === 'always';
  if (p.permits === 'weaker' && mover) yes = totalTroops(g, mover) < totalTroops(g, me) && mover !== leaderSeat(g);
  if (p.permits === 'always' && g.prevented !== null && mover === leaderSeat(g)) yes = false;
  return say([yes ? 'yes' : 'no'], yes ? 'lets a neighbour through' : 'keeps its borders shut');
}

function oppose(g: RiskState, me: string, prompt: Prompt, say: (ids: string[], why: string) => BotDecision): BotDecision {
  const at = TERRITORIES.find((t) => prompt.text.includes(`into ${t.name}.`))?.id;
  if (!at) return say(['let'], 'lets them come');
  const mine = Math.min(2, T(g, at).troops[me] ?? 0);
  const need = opposeNeed(g, at);
  const odds = rollOdds({ attDice: 3, defDice: Math.max(1, mine), tie: 'defender' });
  const hold = odds.outcomes.filter((o) => o.defLoss < need).reduce((s, o) => s + o.count, 0) / odds.total;
  return hold >= 0.4 ? say(['oppose'], `tries to close the border (${Math.round(hold * 100)}% to hold)`) : say(['let'], 'would only lose armies opposing');
}

function barricadePlan(g: RiskState, me: string, prompt: Prompt): { id: string; why: string } | null {
  if (g.scenario !== 'zombies' && g.scenario !== 'mutants' && g.scenario !== 'plague' && g.scenario !== 'demons') return null;
  // A demon comes alone and throws one die, so it can never score the two successes a strong barricade needs.
  const danger = (t: { troops: Record<string, number> }, n: string) => (g.scenario === 'demons' ? T(g, n).apoc >= 1 : T(g, n).apoc >= (t.troops[me] ?? 0) + 2);
  for (const o of prompt.options) {
    if (!o.id.startsWith('close:')) continue;
    const id = o.id.slice(6);
    const t = T(g, id);
    if (t.supplies >= 2 && Object.keys(g.territories).some((n) => isNeighbour(g, id, n) && danger(t, n))) {
      return { id: o.id, why: 'barricades a threatened front' };
    }
  }
  return null;
}

/** What the hard level walls off at once: infected land (Plague), ground zero (Mutants); null elsewhere. */
function wallFrom(g: RiskState): ((n: string) => boolean) | null {
  if (g.scenario === 'plague') return (n) => T(g, n).apoc > 0;
  if (g.scenario === 'mutants') return (n) => g.groundZero.includes(n);
  return null;
}

/** A territory of mine with a supply to spend and an open border to what its scenario says to wall off. */
function wallPlan(g: RiskState, me: string, prompt: Prompt): { id: string; why: string } | null {
  const danger = wallFrom(g);
  if (!danger) return null;
  for (const o of prompt.options) {
    if (!o.id.startsWith('close:')) continue;
    const id = o.id.slice(6);
    if (closableBorders(g, id).some(danger)) return { id: o.id, why: g.scenario === 'plague' ? 'walls its land off from the infected' : 'walls its land off from ground zero' };
  }
  return null;
}

function build(g: RiskState, me: string, prompt: Prompt, levelId: LevelId, say: (ids: string[], why: string) => BotDecision): BotDecision {
  const n = reinforcementCount(g, me);
  if (levelId !== 'easy' && has(prompt, 'prepare') && g.prevented === null) {
    // The missile needs eight supplies at one site; worth a building phase unless reinforcements are plentiful.
    if (g.scenario === 'meteors' && n <= MISSILE_PREPARE_BELOW) return say(['prepare'], 'stockpiles supplies for the missile');
    if (g.scenario === 'plague' && n <= 2) return say(['prepare'], 'makes supplies for the common goal');
    // Against demons supplies both seal portals and pay for the strong barricades no lone demon can break; beyond
    // a portal's four and a barricade's two, armies serve better (stockpiling every turn left lone armies guarding
    // a dozen supplies that no carrier could move).
    if (g.scenario === 'demons' && n <= 4 && suppliesHeld(g, me) < DEMON_SUPPLIES_WANTED) return say(['prepare'], 'makes supplies to seal portals and wall off demons');
  }
  if (levelId === 'hard' && has(prompt, 'rebuild') && n <= 2) return say(['rebuild'], 'rebuilds a lost headquarters');
  return say([has(prompt, 'reinforce') ? 'reinforce' : first(prompt)], `takes ${n} reinforcements`);
}

function rival(personaId: PersonaId, levelId: LevelId, id: string): Bot<V> {
  return {
    id,
    name: `${PERSONAS[personaId].name} (${LEVELS[levelId].name})`,
    decide: (view, prompt) => decide(view, prompt, personaId, levelId),
  };
}

const list: Bot<V>[] = [];
for (const persona of ['cooperator', 'opportunist', 'betrayer'] as PersonaId[]) {
  for (const level of ['easy', 'normal', 'hard'] as LevelId[]) list.push(rival(persona, level, `${persona}-${level}`));
}

/** Every persona at every level, plus "rival" (the default: a normal cooperator). */
export const RIVAL_BOTS: Record<string, Bot<V>> = {
  rival: rival('cooperator', 'normal', 'rival'),
  ...Object.fromEntries(list.map((b) => [b.id, b])),
};
