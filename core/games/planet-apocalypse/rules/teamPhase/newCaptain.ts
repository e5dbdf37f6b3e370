/**
 * The new captain segment (rulebook "New Captain Segment", "New Heroes
 * Spawn"): from the second round on, the captain marker passes to the left.
 * A player whose hero died picks a hero not in play; the new hero starts at
 * the start with full health, no gifts and courage equal to the despair dice.
 */
import { HEROES, HERO_BY_ID } from '../../content';
import { captainSeat, heroAt, heroName, liveHeroes, livingLords, lordName, mapOf, playerCount } from '../board';
import { lordStartHealth } from '../setup';
import { bringInHero } from '../heroHealth';
import type { Answered, H } from '../types';

const newCaptain: H = (ctx) => {
  const g = ctx.g;
  if (g.round > 1) {
    const from = captainSeat(g);
    // The marker passes to the left, skipping seats whose players have not joined yet.
    do g.captain = (g.captain + 1) % g.seatOrder.length;
    while (g.heroes[g.captain]?.joined === false);
    const captain = heroAt(g, captainSeat(g));
    // The marker belongs to the player: a fallen hero's player is captain while he picks a new hero.
    const who = captain.dead ? `The player of the fallen ${heroName(captain)}` : heroName(captain);
    ctx.emit({ type: 'captainChanged', from, to: captainSeat(g), text: `${who} is the new captain.` });
  }
  ctx.push(
    ...g.heroes.filter((h) => h.joined && (h.dead || !h.heroId)).map((h) => ({ kind: 'chooseReplacement', seat: h.seat })),
    ...g.heroes.filter((h) => !h.joined).map((h) => ({ kind: 'offerJoin', seat: h.seat })),
  );
};

/**
 * Joining a game (rulebook "Joining a Game"): a late player brings a hero in
 * at the start in the new captain segment, with no courage; despair now
 * moves one step more per round, and the Lord gains the health the extra
 * hero adds to his starting health.
 */
const offerJoin: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const taken = new Set(liveHeroes(g).map((h) => h.heroId));
  ctx.ask({
    seat: step.seat, kind: 'joinGame', rule: 'joining',
    text: 'Join the fight now? Pick a hero (he starts at the start with no courage), or wait.',
    options: [...HEROES.filter((d) => !taken.has(d.id)).map((d) => ({ id: d.id, label: `Join as ${d.name}` })), { id: 'pass', label: 'Not yet' }],
  }, { kind: 'joinChosen', seat: step.seat });
};

const joinChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const id = step.answer[0] as string;
  if (id === 'pass') return;
  const h = g.heroes.find((x) => x.seat === step.seat)!;
  const before = playerCount(g);
  h.joined = true;
  bringInHero(ctx, h, id, 0, mapOf(g).heroStart);
  for (const lord of livingLords(g)) {
    const index = g.lords.indexOf(lord);
    const gain = lordStartHealth(g, index, lord.defId, playerCount(g)) - lordStartHealth(g, index, lord.defId, before);
    if (gain <= 0) continue;
    const from = lord.health;
    lord.health += gain;
    lord.maxHealth += gain;
    ctx.emit({ type: 'healed', figure: lord.id, amount: gain, from, to: lord.health, text: `${lordName(g, lord)} grows stronger with a new hero in play: +${gain} health (${lord.health}).` });
  }
};

const chooseReplacement: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const taken = new Set(liveHeroes(g).map((h) => h.heroId));
  const free = HEROES.filter((d) => !taken.has(d.id));
  ctx.ask({
    seat: step.seat, kind: 'chooseHero', rule: 'hero-death',
    text: 'Your hero has fallen. Choose a new hero to enter at the start.',
    options: free.map((d) => ({ id: d.id, label: `${d.name} (${d.title})`, target: { kind: 'card' as const, id: d.id } })),
  }, { kind: 'replacementChosen', seat: step.seat });
};

const replacementChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = g.heroes.find((x) => x.seat === step.seat)!;
  const id = step.answer[0] as string;
  if (!HERO_BY_ID[id]) throw new Error(`Unknown hero ${id}.`);
  bringInHero(ctx, h, id, g.despairDice, mapOf(g).heroStart);
};

export const newCaptainHandlers = { newCaptain, chooseReplacement, replacementChosen, offerJoin, joinChosen };
