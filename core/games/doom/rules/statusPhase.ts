/**
 * The Status Phase: prepare and shuffle the initiative deck, ready demon
 * cards, the invader draws event cards up to six, then may discard up to three
 * of them for one Argent Power each. Mission triggers for the round's start
 * fire first. Our addition (ASSUMPTIONS.md): the invader may then summon once.
 */
import type { PromptOption } from '../../../engine/types';
import { demonDef, eventCard, squadCard } from '../catalog';
import { INVADER_HAND_SIZE } from '../content/marines';
import { type Answered, type DCtx, type H, INVADER, places } from './common';
import { portalName } from '../inspect/places';
import { counted } from '../inspect/words';
import { gainArgent } from './argent';
import { checkMissionEnd, fireTrigger } from './missionRules';
import { typesOnMap } from './summon';
import { setSegment } from './segment';

/** Most event cards the invader may discard for Argent Power each Status Phase. */
export const ARGENT_DISCARDS = 3;

export const statusPhase: H = (ctx) => {
  const g = ctx.g;
  g.round += 1;
  g.phase = 'status';
  // Stagger reductions "until the end of the round" lapse here.
  g.staggerMods = {};
  setSegment(ctx, `Round ${g.round}: the invader prepares`, [{ kind: 'seat', id: INVADER }]);
  ctx.emit({ type: 'roundStarted', round: g.round, text: `Round ${g.round}: Status Phase.` });
  // The Status Phase is the invader's work (initiative, events, Argent, summoning): "replay enemy turn" shows it.
  ctx.emit({ type: 'turnStarted', side: 'invader', seat: INVADER, enemy: true, text: 'The invader prepares the round.' });
  ctx.push({ kind: 'checkEnd' }, { kind: 'prepareInitiative' }, { kind: 'readyDemons' }, { kind: 'invaderDraws' },
    { kind: 'argentDiscard' }, { kind: 'eventWindow', timing: 'statusPhase' }, { kind: 'reinforce' }, { kind: 'summonWindow' }, { kind: 'checkEnd' }, { kind: 'activationPhase' });
  fireTrigger(ctx, 'statusPhase', { round: g.round });
  fireTrigger(ctx, 'roundStart', { round: g.round });
};

/** One card per marine (two for a Solo Operative), one invader card per demon type on the map. */
export const prepareInitiative: H = (ctx) => {
  const g = ctx.g;
  const cards: string[] = [];
  for (const m of g.marines) {
    cards.push(`marine:${m.id}`);
    const extra = m.squad ? squadCard(m.squad).extraInitiative : 0;
    for (let k = 2; k <= extra + 1; k++) cards.push(`marine:${m.id}:${k}`);
  }
  typesOnMap(g).forEach((_, i) => cards.push(`invader:${i + 1}`));
  ctx.shuffle(cards);
  g.initiative = { draw: cards, revealed: [] };
  ctx.emit({ type: 'initiativePrepared', count: cards.length, text: `The initiative deck holds ${counted(cards.length, 'card')}.` });
};

export const readyDemons: H = (ctx) => {
  for (const c of Object.values(ctx.g.demonCards)) c.exhausted = false;
  ctx.log('The invader readies his demon cards.');
};

export const invaderDraws: H = (ctx) => {
  const inv = ctx.g.invader;
  const want = INVADER_HAND_SIZE - inv.hand.length;
  if (want <= 0) return;
  inv.hand.push(...ctx.draw(inv.deck, want, { deck: 'events', reshuffle: true, to: [INVADER] }));
};

export const argentDiscard: H = (ctx) => {
  const g = ctx.g;
  if (!g.invader.hand.length || g.argentSupply <= 0) return;
  const max = Math.min(ARGENT_DISCARDS, g.invader.hand.length, g.argentSupply);
  ctx.ask({
    seat: INVADER, kind: 'argentDiscard', rule: 'argent-power', min: 0, max,
    text: `Discard up to ${counted(max, 'event card')} for one Argent Power each.`,
    options: g.invader.hand.map((c) => ({ id: c, label: eventCard(c).name, hint: eventCard(c).text, target: { kind: 'card' as const, id: c } })),
  }, { kind: 'argentDiscarded' });
};

export const argentDiscarded: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  if (!step.answer.length) return;
  g.invader.hand = g.invader.hand.filter((c) => !step.answer.includes(c));
  ctx.discard(g.invader.deck, step.answer, 'events');
  ctx.push({ kind: 'argentToken', left: step.answer.length });
};

/** Each token gained goes on the invasion card or a faceup demon card. */
export const argentToken: H<{ kind: 'argentToken'; left: number }> = (ctx, step) => {
  const g = ctx.g;
  if (step.left <= 0) return;
  const options: PromptOption[] = [{ id: 'invasion', label: 'Invasion card' }];
  for (const [t, c] of Object.entries(g.demonCards)) {
    if (c.faceUp) options.push({ id: t, label: `${demonDef(t).name} card`, target: { kind: 'card', id: `demon:${t}` } });
  }
  ctx.ask({ seat: INVADER, kind: 'placeArgentGained', rule: 'argent-power', text: 'Where does this Argent Power token go?', options },
    { kind: 'argentTokenPlaced', left: step.left });
};

export const argentTokenPlaced: H<Answered & { left: number }> = (ctx, step) => {
  gainArgent(ctx, step.answer[0] as string, 1);
  ctx.push({ kind: 'argentToken', left: step.left - 1 });
};

/**
 * Our rule (ASSUMPTIONS.md "Reinforcements"): with no demon on the map and no
 * faceup portal left, the discarded blue portals reopen, so a mission without
 * a time limit cannot stall with nothing left to fight.
 */
export const reinforce: H = (ctx) => {
  const g = ctx.g;
  if (g.figures.some((f) => f.side === 'demon') || g.portals.some((p) => p.faceUp && !p.gone)) return;
  for (const p of g.portals) {
    if (!p.gone || p.tier !== 1) continue;
    p.gone = false;
    p.faceUp = true;
    ctx.emit({ type: 'portalFlipped', portal: p.token, tier: p.tier, at: p.at, text: `With the map empty of demons, ${portalName(places(g), p.token)} tears open again.` });
  }
};

export const checkEnd: H = (ctx) => {
  checkMissionEnd(ctx as DCtx);
};
