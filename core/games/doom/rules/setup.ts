/**
 * Setting up a mission: the map and its tokens, demon cards and the starting
 * demons, the invader's event deck (three sets) and invasion card, each
 * marine's class, squad card and action deck (UAC set plus the class's
 * starting weapon sets), and the Glory Kill deck.
 */
import { newDeck } from '../../../engine/deck';
import { allClasses, allDemons, allGloryKillCards, classCard, eventCard, missionDef, weaponSetDef } from '../catalog';
import { EVENT_SETS } from '../content/events';
import { ARGENT_TOKENS } from '../content/numbers';
import type { DoomState, MarineState } from '../state';
import { type Answered, type DCtx, type H, handSize } from './common';
import { placeDemon } from './summon';
import { missionGoals } from '../content/missions/build';

export { missionGoals };

/** Cards a marine's deck holds at the start of a mission: the UAC set and his class's starting sets. */
export function startingWeapons(classId: string): string[] {
  return ['uac', ...classCard(classId).startingWeapons];
}

export function deckCardsFor(weapons: string[]): string[] {
  return weapons.flatMap((w) => weaponSetDef(w).cards.map((c) => c.id));
}

/** Lays out a mission's table; marines keep their class and squad card across an operation. */
export function layMission(ctx: DCtx, missionId: string): void {
  const g = ctx.g;
  const mission = missionDef(missionId);
  g.mission = missionId;
  g.map = structuredClone(mission.map);
  g.figures = [];
  g.displacing = [];
  g.grenades = [];
  g.portals = mission.portals.map((p) => ({
    token: p.token, tier: p.tier, faceUp: p.faceUp, gone: false, at: tokenAt(g, p.token),
  }));
  g.items = mission.items.map((i) => ({ token: i.token, kind: i.kind, weapon: i.weapon ?? null, at: tokenAt(g, i.token) }));
  g.markers = mission.markers.map((m) => ({ token: m.token, kind: m.kind, at: tokenAt(g, m.token), carriedBy: null }));
  g.counters = {};
  const goals = missionGoals(mission, g.options.difficulty, g.marines.length);
  if (goals.fragGoal !== undefined) g.counters.fragGoal = goals.fragGoal;
  if (goals.threatGoal !== undefined) g.counters.threatGoal = goals.threatGoal;
  if (goals.progressGoal !== undefined) g.counters.progressGoal = goals.progressGoal;
  g.fired = [];
  g.staggerMods = {};
  g.round = 0;
  g.initiative = { draw: [], revealed: [] };
  g.marineActivation = null;
  g.demonActivation = null;
  g.attack = null;
  g.demonCards = {};
  g.demonSupply = {};
  for (const d of allDemons()) {
    g.demonCards[d.id] = { faceUp: false, exhausted: false, argent: 0 };
    g.demonSupply[d.id] = d.figures;
  }
  g.argentSupply = ARGENT_TOKENS;
  const events = mission.eventSets.flatMap((s) => {
    const set = EVENT_SETS.find((e) => e.id === s);
    if (!set) throw new Error(`Mission ${missionId} names unknown event set ${s}.`);
    return set.cards.map((c) => c.id);
  });
  for (const e of events) eventCard(e);
  g.invader = { hand: [], deck: newDeck(events), invasionCard: mission.invasionCard, argentOnInvasion: 0, eventSets: [...mission.eventSets], frags: 0 };
  ctx.shuffle(g.invader.deck.draw);
  g.gloryKillDeck = newDeck(allGloryKillCards().flatMap((c) => Array.from({ length: c.copies }, (_, i) => `${c.id}#${i + 1}`)));
  ctx.shuffle(g.gloryKillDeck.draw);
  ctx.emit({ type: 'missionStarted', mission: missionId, text: `Mission: ${mission.name}. ${mission.briefing}` });
  for (const sd of mission.startingDemons) placeDemon(ctx, sd.demon, sd.at, sd.facing ?? 'h', false);
}

function tokenAt(g: DoomState, token: string): string {
  const t = g.map.tokens.find((x) => x.id === token);
  if (!t) throw new Error(`Mission ${g.mission} has no map token ${token}.`);
  return t.at;
}

/** Puts each marine on his start space with a fresh deck and hand (from his class's weapons unless he chose his own). */
export function deployMarines(ctx: DCtx, keepWeapons = false): void {
  const g = ctx.g;
  const mission = missionDef(g.mission);
  g.marines.forEach((m, i) => {
    if (!keepWeapons) m.weapons = startingWeapons(m.classId);
    m.deck = newDeck(deckCardsFor(m.weapons));
    ctx.shuffle(m.deck.draw);
    m.hand = [];
    m.play = [];
    m.gloryKills = [];
    m.damage = 0;
    m.onMap = true;
    m.classExhausted = false;
    m.squadExhausted = false;
    m.stunned = false;
    const at = mission.marineStarts[i];
    if (!at) throw new Error(`Mission ${g.mission} has no start space for marine ${i + 1}.`);
    g.figures.push({ id: m.id, side: 'marine', type: m.id, at, size: 'small', facing: 'h', flying: false, damage: 0, stunned: false, activated: false });
    drawActions(ctx, m, handSize(g, m));
  });
}

/** Draws action cards, reshuffling the discards when the deck runs out (hidden from other seats). */
export function drawActions(ctx: DCtx, m: MarineState, n: number): void {
  if (n <= 0) return;
  const drawn = ctx.draw(m.deck, n, { deck: `${m.id}-actions`, reshuffle: true, to: [m.seat] });
  m.hand.push(...drawn);
}

/** Each marine in seat order chooses a class card no one else took. */
export const chooseClass: H<{ kind: 'chooseClass'; index: number }> = (ctx, step) => {
  const g = ctx.g;
  const m = g.marines[step.index];
  if (!m) {
    ctx.push({ kind: 'chooseSquad' });
    return;
  }
  const taken = new Set(g.marines.slice(0, step.index).map((x) => x.classId));
  const options = allClasses().filter((c) => !taken.has(c.id)).map((c) => ({
    id: c.id, label: c.name, hint: `${c.text} Starting weapons: ${c.startingWeapons.map((w) => weaponSetDef(w).name).join(', ')}.`,
    target: { kind: 'card' as const, id: `class:${c.id}` },
  }));
  ctx.ask({ seat: m.seat, kind: 'chooseClass', text: `${m.name}: choose your class card.`, options, rule: 'class-cards' },
    { kind: 'classChosen', index: step.index });
};

export const classChosen: H<Answered & { index: number }> = (ctx, step) => {
  const m = ctx.g.marines[step.index] as MarineState;
  m.classId = step.answer[0] as string;
  ctx.emit({ type: 'classChosen', marine: m.id, classId: m.classId, text: `${m.name} takes the ${classCard(m.classId).name} class.` });
  ctx.push({ kind: 'chooseClass', index: step.index + 1 });
};

/** Squad cards: three marines pick who takes Taking Point; two each take Combat Veteran; one takes Solo Operative. */
export const chooseSquad: H = (ctx) => {
  const g = ctx.g;
  const n = g.marines.length;
  if (n === 3) {
    const first = g.marines[0] as MarineState;
    ctx.ask({
      seat: first.seat, kind: 'chooseSquadHolder', text: 'Which marine takes the Taking Point squad card?', rule: 'squad-cards',
      options: g.marines.map((m) => ({ id: m.id, label: m.name, target: { kind: 'figure' as const, id: m.id } })),
    }, { kind: 'squadChosen' });
    return;
  }
  const card = n === 2 ? 'combat-veteran' : n === 1 ? 'solo-operative' : null;
  if (card) for (const m of g.marines) m.squad = card;
  ctx.push({ kind: 'startMission' });
};

export const squadChosen: H<Answered> = (ctx, step) => {
  const m = ctx.g.marines.find((x) => x.id === step.answer[0]) as MarineState;
  m.squad = 'taking-point';
  ctx.log(`${m.name} takes the Taking Point squad card.`);
  ctx.push({ kind: 'startMission' });
};
