/**
 * A marine's activation: he readies his class (and squad) card, respawns if
 * he was fragged, then plays up to one main action and any number of bonus
 * actions, spending movement points whenever he likes outside an attack.
 * Ending the activation discards his faceup cards (unless kept in play) and
 * draws him back up to his hand size.
 */
import { actionCard, marineDef } from '../catalog';
import { type Answered, type H, askUnlessForced, findFigure, handSize, marineOf, places } from './common';
import { placeName } from '../inspect/places';
import { capitalised } from '../inspect/words';
import { drawActions } from './setup';
import { respawnSpots } from './respawn';
import { marineOptions, resolveMarineChoice } from './marineActions';
import { END_TURN } from './options';
import { endSegment } from './segment';
import { checkMissionEnd } from './missionRules';
import { marineActivationEnds } from './timedAbilities';

export const marineActivation: H<{ kind: 'marineActivation'; marine: string }> = (ctx, step) => {
  const g = ctx.g;
  const m = marineOf(g, step.marine);
  endSegment(ctx);
  ctx.emit({ type: 'turnStarted', side: m.id, seat: m.seat, enemy: false, text: `${m.name} activates.` });
  if (m.classExhausted || m.squadExhausted) {
    m.classExhausted = false;
    m.squadExhausted = false;
    ctx.emit({ type: 'cardReadied', card: `class:${m.classId}`, text: `${m.name} readies his class card.` });
  }
  g.marineActivation = { marine: m.id, movement: 0, mainUsed: false, pendingAttack: null, pendingAbilityAttack: null, boosts: [], gloryKills: 0 };
  ctx.push({ kind: 'marineTurn' });
  if (!m.onMap) {
    const spots = respawnSpots(g);
    if (spots.length === 1) ctx.push({ kind: 'respawn', marine: m.id, teleporter: spots[0]! });
    else if (spots.length > 1) {
      ctx.ask({
        seat: m.seat, kind: 'chooseRespawn', rule: 'respawn', text: `${m.name}: choose an active teleporter to respawn at.`,
        options: spots.map((s) => ({ id: s, label: capitalised(placeName(places(g), s)), target: { kind: 'space' as const, id: s } })),
      }, { kind: 'respawnChosen', marine: m.id });
    }
  }
};

export const respawnChosen: H<Answered & { marine: string }> = (ctx, step) => {
  ctx.push({ kind: 'respawn', marine: step.marine, teleporter: step.answer[0]! });
};

/** The marine's next decision during his activation. */
export const marineTurn: H = (ctx) => {
  const g = ctx.g;
  const act = g.marineActivation;
  if (!act) return;
  if (checkMissionEnd(ctx)) return;
  const m = marineOf(g, act.marine);
  const options = marineOptions(g, m, ctx.rollout);
  const where = findFigure(g, m.id) ? '' : ' (off the map)';
  askUnlessForced(ctx, {
    seat: m.seat, kind: 'marineAction', rule: 'marine-activation', options,
    text: `${m.name}${where}: ${act.movement} movement point${act.movement === 1 ? '' : 's'}${act.pendingAttack ? `, attack of ${actionCard(act.pendingAttack).name} ready` : ''}. What now?`,
  }, { kind: 'marineChoice' });
};

export const marineChoice: H<Answered> = (ctx, step) => {
  const choice = step.answer[0] as string;
  if (choice === END_TURN) {
    ctx.push({ kind: 'endMarineActivation' });
    return;
  }
  ctx.push({ kind: 'marineTurn' });
  resolveMarineChoice(ctx, choice);
};

export const endMarineActivation: H = (ctx) => {
  const g = ctx.g;
  const act = g.marineActivation;
  if (!act) return;
  const m = marineOf(g, act.marine);
  const kept = m.play.filter((c) => actionCard(c).keepInPlay);
  const gone = m.play.filter((c) => !actionCard(c).keepInPlay);
  if (gone.length) ctx.discard(m.deck, gone, `${m.id}-actions`);
  m.play = kept;
  const want = handSize(g, m) - m.hand.length;
  if (want > 0) drawActions(ctx, m, want);
  marineActivationEnds(ctx, m);
  g.marineActivation = null;
  ctx.emit({ type: 'activationEnded', side: m.id, text: `${marineDef(m.id).name} ends his activation.` });
};
