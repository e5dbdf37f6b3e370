/**
 * Starting a Combat (Combat Basics, Using Support, Sieges): draw the enemy
 * card (or, in a siege, find the defender), then each side picks its
 * loadout: at most one Weapon, Upgrade, Equipment and Armor, plus up to two
 * Settlements in a Raid. Loadouts are picked slot by slot; in a siege both
 * sides pick at once and neither sees the other's cards until both are done.
 * The loadout is fixed for the whole Combat.
 */
import type { PromptOption, Step } from '../../../../engine/types';
import { enemyCard, ENEMY_TYPE_NAMES, pileId, SLOT_NAMES, supportCard, TILES } from '../../content';
import type { Fighter } from '../../state';
import { FACTION_NAME, maxHp, members, other, playerOf, type C } from '../common';
import { abilityWorks, IGNORE_EFFECT, scopeOf } from '../effects';
import { askAllFree, type Kept } from '../freeMenu';
import { cardNames, combat, enemyOf, fighterOf, isRaidFight, nameOf, opponentFor, powerOf, SLOTS } from './shared';

function fighter(seat: string): Fighter {
  return { seat, lent: 0, poisoned: false, freshTokens: 0, out: false };
}

const combatStart = (ctx: C, step: Step & { seats: string[]; tile: number }) => {
  const g = ctx.g;
  const t = TILES[step.tile]!;
  const pile = pileId(t.deck, t.tier);
  const [card] = ctx.draw(g.piles[pile]!, 1, { deck: pile, reshuffle: false });
  const e = enemyCard(card!);
  for (const s of step.seats) {
    const p = playerOf(g, s);
    p.from = p.at;
    p.at = step.tile;
  }
  g.combat = {
    tile: step.tile, siege: false, enemy: { card: e.id, hp: e.hp }, attackers: step.seats.map(fighter), defender: null,
    defenderOnTile: false, loadouts: [{ owner: step.seats[0]!, cards: [] }], sealed: true, order: [], next: 0, exchanges: 0,
    roll: null, pendingAttack: null,
  };
  const who = step.seats.map((s) => playerOf(g, s).name).join(' and ');
  const fx = e.effects.length ? `, ${e.effects.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(' and ')}` : '';
  ctx.emit({
    type: 'enemyDrawn', tile: t.id, card: e.id, seats: step.seats,
    text: `${who} ${step.seats.length > 1 ? 'enter' : 'enters'} ${t.id} and ${step.seats.length > 1 ? 'face' : 'faces'} ${e.name}, a Tier ${e.tier} ${ENEMY_TYPE_NAMES[e.type]!.one} (${e.hp} HP, ${e.ap} AP${fx}).`,
  });
  ctx.push({ kind: 'loadoutSlot', slot: 0 });
};

/** A siege: the defending faction names its defender (or gives the tile up); a player on the tile must defend. */
const siegeStart = (ctx: C, step: Step & { seat: string; tile: number }) => {
  const g = ctx.g;
  const p = playerOf(g, step.seat);
  const t = TILES[step.tile]!;
  const df = other(p.faction);
  ctx.emit({ type: 'siegeStarted', seat: p.seat, tile: t.id, text: `${p.name} lays siege to ${FACTION_NAME[df]}'s ${t.id}.` });
  const occupant = members(g, df).find((m) => m.at === step.tile);
  if (occupant) {
    ctx.push({ kind: 'defenderChosen', seat: p.seat, tile: step.tile, onTile: true, answer: [occupant.seat] });
    return;
  }
  const team = members(g, df);
  g.siege = { seat: p.seat, tile: step.tile };
  ctx.ask({
    seat: team[0]!.seat, kind: 'chooseDefender', rule: 'siege',
    text: `${p.name} besieges ${t.id}. Who defends it, or do you give it up?`,
    options: [
      ...team.map((m) => ({ id: m.seat, label: `${m.name} defends (${m.hp} HP, ${m.stats.ap} AP, ${m.hand.length} cards)`, target: { kind: 'seat' as const, id: m.seat } })),
      { id: 'forfeit', label: `Give ${t.id} up` },
    ],
  }, { kind: 'defenderChosen', seat: p.seat, tile: step.tile, onTile: false });
};

const defenderChosen = (ctx: C, step: Step & { seat: string; tile: number; onTile: boolean; answer: string[] }) => {
  const g = ctx.g;
  const p = playerOf(g, step.seat);
  const t = TILES[step.tile]!;
  g.siege = null;
  // The besieger's piece steps onto the tile once the defence is settled.
  p.from = p.at;
  p.at = step.tile;
  if (step.answer[0] === 'forfeit') {
    ctx.emit({ type: 'forfeited', tile: t.id, text: `${FACTION_NAME[other(p.faction)]} gives ${t.id} up without a fight.` });
    ctx.push({ kind: 'siegeForfeit', seat: p.seat, tile: step.tile });
    return;
  }
  const d = playerOf(g, step.answer[0]!);
  g.combat = {
    tile: step.tile, siege: true, enemy: null, attackers: [fighter(p.seat)], defender: fighter(d.seat), defenderOnTile: step.onTile,
    loadouts: [{ owner: p.seat, cards: [] }, { owner: d.seat, cards: [] }], sealed: true, order: [], next: 0, exchanges: 0,
    roll: null, pendingAttack: null,
  };
  ctx.emit({
    type: 'defenderChosen', seat: d.seat, tile: t.id,
    text: `${d.name} defends ${t.id}${step.onTile ? ', standing on it' : ''}. Both sides pick their loadouts in secret.`,
  });
  ctx.push({ kind: 'loadoutSlot', slot: 0 });
};

/** What a card adds in this fight, for an option's label. */
export function cardSummary(ctx: C, id: string, owner: string, loadout: readonly string[]): string {
  const c = combat(ctx.g);
  const card = supportCard(id);
  const parts: string[] = [];
  if (card.slot === 'settlement') parts.push(`+${card.attack} AP, +${card.hp} HP`);
  else {
    if (card.attack) parts.push(`+${card.attack} attack`);
    if (card.defense) parts.push(`+${card.defense} defence`);
  }
  const ip = playerOf(ctx.g, owner).stats.ip;
  for (const a of card.abilities) {
    if (a.effect === 'lifeSteal') continue;
    const works = abilityWorks(card, a, ip, [...loadout, id], opponentFor(c));
    const what = a.effect === 'attackBonus' ? `+${a.amount} attack` : a.effect === 'defenseBonus' ? `+${a.amount} defence` : `ignores ${IGNORE_EFFECT[a.effect]}`;
    parts.push(`${what}${works ? '' : ` (not here: ${scopeOf(card, a)}${a.minIP ? `, IP ${a.minIP}` : ''})`}`);
  }
  if (card.singleUse) parts.push('single use');
  return parts.join(', ') || 'no bonus';
}

const loadoutSlot = (ctx: C, step: Step & { slot: number; kept?: Kept }) => {
  const g = ctx.g;
  const c = combat(g);
  const slot = SLOTS[step.slot];
  if (!slot) {
    ctx.push({ kind: 'loadoutsReveal' });
    return;
  }
  if (slot === 'settlement' && !isRaidFight(c)) {
    ctx.push({ kind: 'loadoutSlot', slot: step.slot + 1 });
    return;
  }
  const foe = c.siege ? 'the siege' : `the fight with ${enemyOf(c)!.name}`;
  const specs = c.loadouts.flatMap((l) => {
    const have = playerOf(g, l.owner).hand.filter((id) => supportCard(id).slot === slot && !l.cards.includes(id));
    if (have.length === 0) return [];
    const options: PromptOption[] = have.map((id) => ({ id, label: `${supportCard(id).name} (${cardSummary(ctx, id, l.owner, l.cards)})`, target: { kind: 'card' as const, id } }));
    const many = slot === 'settlement';
    if (!many) options.unshift({ id: 'none', label: `No ${SLOT_NAMES[slot]}` });
    return [{
      seat: l.owner, kind: 'loadout', rule: 'loadout', options,
      text: many ? `Deploy up to two Settlements for ${foe}${c.siege ? ' (secret until both sides are ready)' : ''}.` : `Choose your ${SLOT_NAMES[slot]} for ${foe}${c.siege ? ' (secret until both sides are ready)' : ''}.`,
      min: many ? 0 : 1, max: many ? Math.min(2, have.length) : 1,
    }];
  });
  if (specs.length === 0) {
    ctx.push({ kind: 'loadoutSlot', slot: step.slot + 1 });
    return;
  }
  askAllFree(ctx, specs, { kind: 'loadoutPicked', slot: step.slot }, step);
};

const loadoutPicked = (ctx: C, step: Step & { slot: number; answers: Record<string, string[]> }) => {
  const c = combat(ctx.g);
  for (const l of c.loadouts) l.cards.push(...(step.answers[l.owner] ?? []).filter((id) => id !== 'none'));
  ctx.push({ kind: 'loadoutSlot', slot: step.slot + 1 });
};

/** Both loadouts come out together; Settlements lend their HP; then the first strike is decided. */
const loadoutsReveal = (ctx: C) => {
  const g = ctx.g;
  const c = combat(g);
  c.sealed = false;
  for (const l of c.loadouts) {
    const p = playerOf(g, l.owner);
    const f = fighterOf(c, l.owner);
    f.lent = powerOf(g, c, l.owner).lent;
    p.hp += f.lent;
    ctx.emit({
      type: 'loadoutRevealed', seat: p.seat, cards: [...l.cards],
      text: `${p.name}'s loadout: ${cardNames(l.cards)}${f.lent ? ` (Settlements lend ${f.lent} HP: ${p.hp} of ${maxHp(g, p)})` : ''}.`,
    });
  }
  const strikes = c.attackers.map((a) => [a.seat, c.siege ? c.defender!.seat : 'enemy']);
  const back = c.attackers.map((a) => [c.siege ? c.defender!.seat : 'enemy', a.seat]);
  let first: 'attackers' | 'other' = 'attackers';
  const e = enemyOf(c);
  if (e && e.effects.includes('speed') && !powerOf(g, c, c.loadouts[0]!.owner).ignores.includes('speed')) first = 'other';
  if (c.siege && powerOf(g, c, c.defender!.seat).ignores.includes('speed')) first = 'other';
  c.order = first === 'attackers' ? [...strikes, ...back] : [...back, ...strikes];
  const opener = nameOf(g, c, c.order[0]![0]!);
  const why = first === 'attackers' ? '' : e ? ' (Speed)' : ' (a card that negates Speed)';
  ctx.emit({ type: 'combatBegins', first: c.order[0]![0]!, text: `${opener} strikes first${why}.` });
  ctx.push({ kind: 'strike' });
};

export const combatStartHandlers = { combatStart, siegeStart, defenderChosen, loadoutSlot, loadoutPicked, loadoutsReveal };
