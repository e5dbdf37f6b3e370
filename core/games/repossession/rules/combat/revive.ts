/**
 * At 0 HP (Combat Outcomes, Sieges): sacrifice held Support cards for their
 * HP (Bloodlust Blade steals it from the opponent instead), spend a safety
 * token for 5 HP, or deploy more cards you hold within the loadout limits;
 * as often as you like. Whoever cannot or will not revive is beaten: in a
 * fight with an enemy card the player loses a life; in a siege the
 * attacker loses a life, and the defender loses one only if standing on
 * the tile (otherwise the tile is simply given up).
 */
import type { Step } from '../../../../engine/types';
import { supportCard } from '../../content';
import { healWithToken, loseLife, playerOf, returnCards, type C } from '../common';
import { sacrificeValue } from '../effects';
import { askFree } from '../freeMenu';
import { cardSummary } from './start';
import { combat, enemyOf, fighterOf, isRaidFight, loadoutOf } from './shared';

/** Cards the fighter could still add to its own loadout (none for a teammate without one). */
function deployable(ctx: C, seat: string): string[] {
  const c = combat(ctx.g);
  const loadout = loadoutOf(c, seat);
  if (!loadout) return [];
  const p = playerOf(ctx.g, seat);
  return p.hand.filter((id) => {
    if (loadout.includes(id)) return false;
    const slot = supportCard(id).slot;
    if (slot === 'settlement') return isRaidFight(c) && loadout.filter((x) => supportCard(x).slot === 'settlement').length < 2;
    return !loadout.some((x) => supportCard(x).slot === slot);
  });
}

const revive = (ctx: C, step: Step & { seat: string }) => {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const f = fighterOf(c, p.seat);
  if (f.out || p.hp > 0) return;
  const options = [];
  for (const id of p.hand) {
    const v = sacrificeValue(id);
    if (v.steal > 0) options.push({ id: `sac:${id}`, label: `Sacrifice ${supportCard(id).name}: steal ${v.steal} HP`, target: { kind: 'card' as const, id } });
    else if (v.hp > 0) options.push({ id: `sac:${id}`, label: `Sacrifice ${supportCard(id).name}: +${v.hp} HP`, target: { kind: 'card' as const, id } });
  }
  if (p.tokens > 0) options.push({ id: 'heal', label: 'Spend a safety token: +5 HP' });
  for (const id of deployable(ctx, p.seat)) options.push({ id: `deploy:${id}`, label: `Deploy ${supportCard(id).name} (${cardSummary(ctx, id, p.seat, loadoutOf(c, p.seat) ?? [])})` });
  const yieldLabel = !c.siege ? 'Give up: lose a life'
    : c.defender?.seat === p.seat && !c.defenderOnTile ? 'Let them have the tile'
      : 'Give up: lose a life';
  options.push({ id: 'yield', label: yieldLabel });
  askFree(ctx, {
    seat: p.seat, kind: 'revive', rule: 'revive',
    text: 'You are at 0 HP. Revive yourself, or give up?', options,
  }, { kind: 'reviveChosen', seat: p.seat }, step);
};

const reviveChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const f = fighterOf(c, p.seat);
  const [what, id] = step.answer[0]!.split(':') as [string, string | undefined];
  if (what === 'yield') {
    f.out = true;
    beaten(ctx, step.seat);
    return;
  }
  if (what === 'heal') healWithToken(ctx, p);
  else if (what === 'deploy') {
    const card = supportCard(id!);
    loadoutOf(c, p.seat)!.push(id!);
    if (card.slot === 'settlement') {
      f.lent += card.hp;
      p.hp += card.hp;
    }
    ctx.emit({ type: 'deployed', seat: p.seat, card: id!, hp: p.hp, text: `${p.name} deploys ${card.name}${card.slot === 'settlement' ? ` (+${card.hp} HP: ${p.hp})` : ''}.` });
  } else {
    const card = supportCard(id!);
    const v = sacrificeValue(id!);
    p.hand = p.hand.filter((x) => x !== id);
    const loadout = loadoutOf(c, p.seat);
    if (loadout?.includes(id!)) {
      loadout.splice(loadout.indexOf(id!), 1);
      // A deployed Settlement's lent HP leaves with it.
      if (card.slot === 'settlement') f.lent = Math.max(0, f.lent - card.hp);
    }
    returnCards(ctx, [id!]);
    let gain = v.hp;
    if (v.steal > 0) {
      const foe = c.enemy ?? null;
      const opp = c.siege ? playerOf(g, c.defender!.seat === p.seat ? c.attackers[0]!.seat : c.defender!.seat) : null;
      const have = foe ? foe.hp : opp!.hp;
      gain = Math.min(v.steal, have);
      if (foe) foe.hp -= gain;
      else opp!.hp -= gain;
    }
    p.hp += gain;
    const from = v.steal > 0 ? ` stealing ${gain} HP from ${c.enemy ? enemyOf(c)!.name : 'the opponent'}` : '';
    ctx.emit({ type: 'revived', seat: p.seat, card: id!, hp: p.hp, text: `${p.name} sacrifices ${card.name}${from}: back up to ${p.hp} HP.` });
    if (c.siege && v.steal > 0) {
      // A steal can drop the siege opponent to 0 in turn.
      const opp = c.defender!.seat === p.seat ? c.attackers[0]!.seat : c.defender!.seat;
      if (playerOf(g, opp).hp <= 0) ctx.push({ kind: 'revive', seat: opp });
    }
  }
  if (p.hp <= 0) ctx.push({ kind: 'revive', seat: p.seat });
};

/** A fighter gives up at 0 HP. */
function beaten(ctx: C, seat: string): void {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, seat);
  if (!c.siege) {
    p.hp = 0;
    loseLife(ctx, p, `to ${enemyOf(c)!.name}`);
    return;
  }
  if (c.defender!.seat === seat) {
    if (c.defenderOnTile) loseLife(ctx, p, 'defending the tile they stood on');
    else {
      // Not on the tile: no life lost; the defender walks away on their last legs (ASSUMPTIONS).
      p.hp = 1;
      ctx.emit({ type: 'conceded', seat, text: `${p.name} lets the tile go and keeps their life (1 HP).` });
    }
    return;
  }
  loseLife(ctx, p, 'in a failed siege');
}

export const reviveHandlers = { revive, reviveChosen };
