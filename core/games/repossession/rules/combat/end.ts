/**
 * The end of a Combat (Combat Outcomes, Settlements, Sieges). Win: the tile
 * is conquered, the Settlements' lent HP is given back (at 0 HP a deployed
 * Settlement must be sacrificed to stay alive), then 1 stat point for a
 * Creature or 2 for a Raid (shared out between teammates) and the reward
 * draw. Either way single-use cards go to the bottom of their piles, the
 * enemy card to the bottom of its pile, and Poison and other effects end.
 * A siege brings no rewards.
 */
import type { Step } from '../../../../engine/types';
import { supportCard, TILES } from '../../content';
import { conquer, loseLife, playerOf, returnCards, sendToStart, type C } from '../common';
import { rewardDraws } from '../rewards';
import { askFree } from '../freeMenu';
import { cardNames, combat, enemyOf, fighterOf, fighters } from './shared';

const combatEnd = (ctx: C) => {
  const g = ctx.g;
  const c = combat(g);
  const t = TILES[c.tile]!;
  const steps: Step[] = [];
  const alive = c.attackers.filter((a) => !a.out).map((a) => a.seat);
  const singles = c.loadouts.flatMap((l) => l.cards.filter((id) => supportCard(id).singleUse).map((id) => ({ owner: l.owner, id })));
  if (c.enemy) {
    const e = enemyOf(c)!;
    const won = c.enemy.hp <= 0 && alive.length > 0;
    ctx.emit({ type: 'combatOver', won, text: won ? `${e.name} is defeated.` : `${e.name} holds ${t.id}.` });
    if (won) {
      conquer(ctx, c.tile, playerOf(g, alive[0]!), `by defeating ${e.name}`);
      const points = e.deck === 'creatures' ? 1 : 2;
      const share = new Map<string, number>();
      for (let i = 0; i < points; i++) share.set(alive[i % alive.length]!, (share.get(alive[i % alive.length]!) ?? 0) + 1);
      steps.push(...alive.map((seat) => ({ kind: 'relinquish', seat })));
      for (const [seat, n] of share) steps.push({ kind: 'statPoints', seat, n });
      steps.push({ kind: 'drawReward', seat: alive[0]!, deck: e.deck === 'creatures' ? 'supplies' : 'settlements', tier: e.tier, n: rewardDraws(e.tier) });
    }
  } else {
    const attacker = c.attackers[0]!;
    const won = c.defender!.out && !attacker.out;
    const p = playerOf(g, attacker.seat);
    ctx.emit({ type: 'combatOver', won, text: won ? `${p.name} wins the siege of ${t.id}.` : `The siege of ${t.id} fails.` });
    if (won) {
      conquer(ctx, c.tile, p, 'by siege');
      // A teammate of the defender who also stood there may not stay on the other faction's tile: back to
      // Start, with no life lost (the rulebook speaks only of the defender; ASSUMPTIONS.md "Siege defender").
      for (const q of g.players) if (q.at === c.tile && q.faction !== p.faction) sendToStart(ctx, q);
    }
    steps.push(...fighters(c).filter((f) => !f.out).map((f) => ({ kind: 'relinquish', seat: f.seat })));
  }
  steps.push({ kind: 'combatWrapUp', singles: singles.map((s) => s.id) });
  ctx.push(...steps);
};

/** Settlements give their lent HP back; at 0 HP a deployed Settlement is sacrificed for its HP, else a life is lost. */
const relinquish = (ctx: C, step: Step & { seat: string }) => {
  const g = ctx.g;
  const c = combat(g);
  const f = fighterOf(c, step.seat);
  const p = playerOf(g, step.seat);
  if (f.out) return;
  if (f.lent > 0) {
    p.hp -= f.lent;
    ctx.emit({ type: 'relinquished', seat: p.seat, amount: f.lent, hp: Math.max(0, p.hp), text: `${p.name}'s Settlements take back their ${f.lent} HP (${Math.max(0, p.hp)} left).` });
    f.lent = 0;
  }
  p.hp = Math.min(p.hp, p.stats.hp);
  if (p.hp > 0) return;
  p.hp = 0;
  const settlements = (c.loadouts.find((l) => l.owner === p.seat)?.cards ?? []).filter((id) => supportCard(id).slot === 'settlement' && p.hand.includes(id));
  if (settlements.length === 0) {
    f.out = true;
    loseLife(ctx, p, 'once the Settlements left');
    return;
  }
  askFree(ctx, {
    seat: p.seat, kind: 'relinquish', rule: 'settlements',
    text: 'Your HP is 0 once the Settlements leave. Sacrifice one to stay alive.',
    options: settlements.map((id) => ({ id, label: `Sacrifice ${supportCard(id).name} (+${supportCard(id).hp} HP)`, target: { kind: 'card' as const, id } })),
  }, { kind: 'relinquishChosen', seat: p.seat }, step);
};

const relinquishChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const id = step.answer[0]!;
  p.hand = p.hand.filter((x) => x !== id);
  const l = c.loadouts.find((x) => x.owner === p.seat)!;
  l.cards = l.cards.filter((x) => x !== id);
  returnCards(ctx, [id]);
  p.hp = Math.min(p.stats.hp, supportCard(id).hp);
  ctx.emit({ type: 'revived', seat: p.seat, card: id, hp: p.hp, text: `${p.name} sacrifices ${supportCard(id).name} to stay alive (${p.hp} HP).` });
  ctx.push({ kind: 'relinquish', seat: p.seat });
};

const combatWrapUp = (ctx: C, step: Step & { singles: string[] }) => {
  const g = ctx.g;
  const c = combat(g);
  const used: string[] = [];
  for (const id of step.singles) {
    const owner = g.players.find((p) => p.hand.includes(id));
    if (!owner) continue;
    owner.hand = owner.hand.filter((x) => x !== id);
    used.push(id);
  }
  if (used.length) {
    returnCards(ctx, used);
    ctx.emit({ type: 'cardsSpent', cards: used, text: `Single-use ${used.length === 1 ? 'card' : 'cards'} spent: ${cardNames(used)}.` });
  }
  if (c.enemy) returnCards(ctx, [c.enemy.card]);
  // Losers went back to Start when they gave up; a failed attacker who is still standing (a stalemate) goes back too.
  g.combat = null;
};

/** Twenty exchanges without an end: the attackers pull back to where they came from; the tile stays as it was. */
const combatStalemate = (ctx: C) => {
  const g = ctx.g;
  const c = combat(g);
  ctx.emit({ type: 'stalemate', text: `After ${c.exchanges} exchanges neither side can finish the other: the attack is called off.` });
  for (const a of c.attackers.filter((x) => !x.out)) {
    const p = playerOf(g, a.seat);
    a.out = true;
    if (p.from === null) sendToStart(ctx, p);
    else {
      p.at = p.from;
      ctx.emit({ type: 'moved', seat: p.seat, toTile: TILES[p.at]!.id, text: `${p.name} pulls back to ${TILES[p.at]!.id}.` });
    }
  }
  ctx.push({ kind: 'relinquishAll' }, { kind: 'combatWrapUp', singles: [] });
};

/** After a stalemate every fighter gives back what Settlements lent. */
const relinquishAll = (ctx: C) => {
  const c = combat(ctx.g);
  for (const f of fighters(c)) {
    const p = playerOf(ctx.g, f.seat);
    if (f.lent > 0) p.hp = Math.max(1, p.hp - f.lent);
    f.lent = 0;
    p.hp = Math.min(p.hp, p.stats.hp);
  }
};

const siegeForfeit = (ctx: C, step: Step & { seat: string; tile: number }) => {
  conquer(ctx, step.tile, playerOf(ctx.g, step.seat), 'unopposed');
};

export const combatEndHandlers = { combatEnd, relinquish, relinquishChosen, combatWrapUp, combatStalemate, relinquishAll, siegeForfeit };
