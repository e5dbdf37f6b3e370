/**
 * The new captain segment (rulebook "New Captain Segment", "New Heroes
 * Spawn"): from the second round on, the captain marker passes to the left.
 * A player whose hero died picks a hero not in play; the new hero starts at
 * the start with full health, no gifts and courage equal to the despair dice.
 */
import { HEROES, HERO_BY_ID } from '../../content';
import { captainSeat, liveHeroes, mapOf } from '../board';
import { bringInHero } from '../heroHealth';
import type { Answered, H } from '../types';

const roundStart: H = (ctx) => {
  const g = ctx.g;
  g.round += 1;
  g.phase = 'team';
  ctx.emit({ type: 'phaseStarted', phase: 'team', segment: 'newCaptain', round: g.round, text: `Round ${g.round} begins with the team phase.` });
  ctx.push({ kind: 'newCaptain' }, { kind: 'teamActions' }, { kind: 'heroPhase' }, { kind: 'enemyPhase' });
};

const newCaptain: H = (ctx) => {
  const g = ctx.g;
  if (g.round > 1) {
    const from = captainSeat(g);
    g.captain = (g.captain + 1) % g.seatOrder.length;
    ctx.emit({ type: 'captainChanged', from, to: captainSeat(g), text: `${captainSeat(g)} is the new captain.` });
  }
  ctx.push(...g.heroes.filter((h) => h.dead || !h.heroId).map((h) => ({ kind: 'chooseReplacement', seat: h.seat })));
};

const chooseReplacement: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const taken = new Set(liveHeroes(g).map((h) => h.heroId));
  const free = HEROES.filter((d) => !taken.has(d.id));
  ctx.ask({
    seat: step.seat, kind: 'chooseHero', rule: 'hero-death',
    text: 'Your hero has fallen. Choose a new hero to enter at the start.',
    options: free.map((d) => ({ id: d.id, label: `${d.name} (${d.title})` })),
  }, { kind: 'replacementChosen', seat: step.seat });
};

const replacementChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = g.heroes.find((x) => x.seat === step.seat)!;
  const id = step.answer[0] as string;
  if (!HERO_BY_ID[id]) throw new Error(`Unknown hero ${id}.`);
  bringInHero(ctx, h, id, g.despairDice, mapOf(g).heroStart);
};

export const newCaptainHandlers = { roundStart, newCaptain, chooseReplacement, replacementChosen };
