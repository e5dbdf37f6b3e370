/**
 * The despair and Lord segment (rulebook "Despair Track", "The Despair
 * Cycle"). Despair moves 1 step per hero around a 6-step clock; each time it
 * reaches or passes 1: pestilence hurts (1 damage per marker), one more
 * despair die joins the pool (never more than 12), 4 courage go to the
 * courage pool, and the Lord track moves 1 step; when the Lord track comes
 * back to 1 the Lord cycle follows.
 */
import { hasRule, heroName, liveHeroes, playerCount } from '../board';
import { damageHero } from '../heroHealth';
import { addPool, DESPAIR_STEPS, LORD_TRACK_STEPS, MAX_DESPAIR_DICE, trackChanged } from '../tracks';
import { segment, trackTarget } from '../segment';
import type { H } from '../types';

export const DESPAIR_CYCLE_COURAGE = 4;

const despairSegment: H = (ctx) => {
  const g = ctx.g;
  const steps = playerCount(g);
  const from = g.despair;
  const raw = from + steps;
  const wrapped = raw > DESPAIR_STEPS;
  g.despair = wrapped ? raw - DESPAIR_STEPS : raw;
  trackChanged(ctx, 'despair', from, g.despair, `Despair advances ${steps} from ${from} to ${g.despair}.`);
  if (wrapped) ctx.push({ kind: 'despairCycle' });
};

const despairCycle: H = (ctx) => {
  const g = ctx.g;
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'despairCycle', text: 'The despair cycle turns.',
    ...segment(g, 'Despair cycle: pestilence, a despair die, courage', [trackTarget('despair'), trackTarget('despairDice'), trackTarget('pool'), trackTarget('lord')]),
  });
  for (const h of liveHeroes(g)) {
    if (h.pestilence > 0) damageHero(ctx, h, h.pestilence, { what: `${h.pestilence} pestilence (${heroName(h)})` });
  }
  if (ctx.state.result) return;
  if (g.despairDice < MAX_DESPAIR_DICE) {
    trackChanged(ctx, 'despairDice', g.despairDice, g.despairDice + 1, `A despair die joins the pool: ${g.despairDice + 1}.`);
    g.despairDice += 1;
  }
  addPool(ctx, DESPAIR_CYCLE_COURAGE, 'the despair cycle');
  const from = g.lordTrack;
  g.lordTrack = from >= LORD_TRACK_STEPS ? 1 : from + 1;
  trackChanged(ctx, 'lord', from, g.lordTrack, `The Lord track moves to ${g.lordTrack}.`);
  // Dragon Guts: this is when (and the only time) a new token appears, before the Lord cycle that reads where it went.
  ctx.push(...(hasRule(g, 'organSpawn') ? [{ kind: 'organToken' }] : []), ...(g.lordTrack === 1 ? [{ kind: 'lordCycle' }] : []));
};

export const despairHandlers = { despairSegment, despairCycle };
