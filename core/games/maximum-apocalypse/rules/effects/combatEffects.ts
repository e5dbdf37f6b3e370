/** Card effects aimed at monsters and Monster tokens: damage, stun, taunt, camouflage, flare, tokens, scouting. */
import { monsterDef } from '../../content';
import type { MAState, Monster, Survivor } from '../../state';
import { attackBonus } from '../attackPower';
import type { HitMonsterStep } from '../combat';
import { mainBody } from '../damage';
import { inRange, neighbours, tileAt, tileOf, tilesInRange } from '../grid';
import { monstersInRange, monsterTile } from '../queries';
import { revealTile } from '../reveal';
import { stun } from '../stun';
import { tileName, who, Who } from '../text';
import { moveTokens, tokenCap } from '../tokens';
import { placeTokens, removeTokens } from '../tokens';
import { flag, num, type EffectImpl, type EffectUse } from './types';

const monsterOption = (g: MAState, m: Monster) => ({
  id: m.card, label: `${monsterDef(m.card).name} (on ${who(g.survivors.find((s) => s.id === m.owner)!)})`, target: { kind: 'card' as const, id: m.card },
});

function attacker(s: Survivor, use: EffectUse): string | null {
  if (flag(use.ability, 'companion')) return s.bodies.find((b) => b.companion && !b.dead)?.id ?? null;
  return mainBody(s)?.id ?? null;
}

function companionReady(s: Survivor, use: EffectUse): boolean {
  return !flag(use.ability, 'companion') || s.bodies.some((b) => b.companion && !b.dead);
}

function hits(g: MAState, s: Survivor, use: EffectUse, targets: Monster[]): HitMonsterStep[] {
  const gear = use.gear ? s.gear.find((x) => x.card === use.gear) : undefined;
  const amount = num(use.ability, 'amount') + (gear?.bonus ?? 0) + attackBonus(s);
  return targets.map((m) => ({
    kind: 'hitMonster', monster: m.card, amount, by: attacker(s, use), from: s.tile, stun: flag(use.ability, 'stun'), source: use.source,
  }));
}

function inReach(g: MAState, s: Survivor, use: EffectUse): Monster[] {
  return monstersInRange(g, use.ability.range ?? 'short', s.tile);
}

/** Whether any (unstunned, with `unstunned`) monster is in reach: what inReach(...).length > 0 says, without the list (asked for every card at every action menu). */
function anyInReach(g: MAState, s: Survivor, use: EffectUse, unstunned = false): boolean {
  const range = use.ability.range ?? 'short';
  for (const m of g.monsters) if (!(unstunned && m.stunned) && inRange(range, s.tile, monsterTile(g, m))) return true;
  return false;
}

function tilesWithMonsters(g: MAState, s: Survivor, use: EffectUse) {
  const here = new Set(inReach(g, s, use).map((m) => monsterTile(g, m)));
  return [...here].map((k) => ({ id: k, label: `Every monster on ${tileName(tileOf(g, k))}`, target: { kind: 'space' as const, id: k } }));
}

export const COMBAT_EFFECTS: Record<string, EffectImpl> = {
  damage: {
    question: 'Which monster do you hit?',
    choices(g, s, use) {
      if (!companionReady(s, use)) return [];
      if (flag(use.ability, 'each')) return null;
      if (flag(use.ability, 'tile')) return tilesWithMonsters(g, s, use);
      return inReach(g, s, use).map((m) => monsterOption(g, m));
    },
    usable: (g, s, use) => companionReady(s, use) && anyInReach(g, s, use),
    resolve(ctx, s, use, chosen) {
      const g = ctx.g;
      let targets = inReach(g, s, use);
      if (flag(use.ability, 'tile')) targets = targets.filter((m) => monsterTile(g, m) === chosen);
      else if (!flag(use.ability, 'each')) targets = targets.filter((m) => m.card === chosen);
      ctx.push(...hits(g, s, use, targets));
    },
  },
  stun: {
    question: 'Which monster do you stun?',
    choices(g, s, use) {
      if (flag(use.ability, 'each')) return null;
      if (flag(use.ability, 'tile')) return tilesWithMonsters(g, s, use);
      return inReach(g, s, use).filter((m) => !m.stunned).map((m) => monsterOption(g, m));
    },
    usable: (g, s, use) => anyInReach(g, s, use, true),
    resolve(ctx, s, use, chosen) {
      const g = ctx.g;
      let targets = inReach(g, s, use);
      if (flag(use.ability, 'tile')) targets = targets.filter((m) => monsterTile(g, m) === chosen);
      else if (!flag(use.ability, 'each')) targets = targets.filter((m) => m.card === chosen);
      for (const m of targets) {
        if (m.stunned) continue;
        stun(g, m);
        ctx.emit({ type: 'monsterStunned', monster: m.card, text: `${use.source}: the ${monsterDef(m.card).name} is stunned.` });
      }
    },
  },
  taunt: {
    question: 'Which monster do you draw onto yourself?',
    choices: (g, s, use) => inReach(g, s, use).filter((m) => m.owner !== s.id).map((m) => monsterOption(g, m)),
    resolve(ctx, s, use, chosen) {
      const m = ctx.g.monsters.find((x) => x.card === chosen);
      if (!m) return;
      const from = ctx.g.survivors.find((x) => x.id === m.owner)!;
      m.owner = s.id;
      ctx.emit({ type: 'monsterMoved', monster: m.card, from: from.id, to: s.id, text: `${use.source}: the ${monsterDef(m.card).name} turns from ${who(from)} to ${who(s)}.` });
    },
  },
  camouflage: {
    question: 'Which monster loses your trail?',
    choices: (g, s) => g.monsters.filter((m) => m.owner === s.id && !monsterDef(m.card).boss).map((m) => monsterOption(g, m)),
    resolve(ctx, s, use, chosen) {
      const g = ctx.g;
      const m = g.monsters.find((x) => x.card === chosen);
      if (!m) return;
      g.monsters = g.monsters.filter((x) => x !== m);
      g.monsterDeck.discard.push(m.card);
      ctx.emit({ type: 'monsterLost', monster: m.card, survivor: s.id, text: `${use.source}: the ${monsterDef(m.card).name} loses ${who(s)} and becomes a Monster token.` });
      placeTokens(ctx, tileOf(g, s.tile), 1, 'Camouflage');
    },
  },
  flare: {
    question: 'Which monster chases the flare, and where does the flare land?',
    choices(g, s, use) {
      const mine = g.monsters.filter((m) => m.owner === s.id && !monsterDef(m.card).boss);
      const spots = tilesInRange(g, use.ability.range ?? 'long', s.tile).filter((t) => t.tokens < tokenCap(g));
      return mine.flatMap((m) => spots.map((t) => ({ id: `${m.card}>${t.key}`, label: `${monsterDef(m.card).name} → ${tileName(t)}`, target: { kind: 'space' as const, id: t.key } })));
    },
    resolve(ctx, s, use, chosen) {
      const g = ctx.g;
      const [card, to] = (chosen ?? '').split('>');
      const m = g.monsters.find((x) => x.card === card);
      const tile = tileAt(g, to ?? '');
      if (!m || !tile) return;
      g.monsters = g.monsters.filter((x) => x !== m);
      g.monsterDeck.discard.push(m.card);
      ctx.emit({ type: 'monsterLost', monster: m.card, survivor: s.id, text: `${use.source}: the ${monsterDef(m.card).name} chases the flare.` });
      placeTokens(ctx, tile, 1, 'The flare lands');
    },
  },
  moveTokens: {
    question: 'Move Monster tokens from which tile to which?',
    choices(g, s, use) {
      const out = [];
      for (const from of tilesInRange(g, use.ability.range ?? 'mid', s.tile)) {
        if (from.tokens === 0) continue;
        for (const to of neighbours(g, from.key)) {
          if (to.tokens >= tokenCap(g)) continue;
          out.push({ id: `${from.key}>${to.key}`, label: `${tileName(from)} → ${tileName(to)}`, target: { kind: 'space' as const, id: to.key } });
        }
      }
      return out;
    },
    resolve(ctx, _s, use, chosen) {
      const [from, to] = (chosen ?? '').split('>');
      moveTokens(ctx, tileOf(ctx.g, from!), tileOf(ctx.g, to!), num(use.ability, 'count', 1), use.source, false);
    },
  },
  clearTokens: {
    question: 'Clear Monster tokens from which tile?',
    choices: (g, s, use) => tilesInRange(g, use.ability.range ?? 'mid', s.tile).filter((t) => t.tokens > 0)
      .map((t) => ({ id: t.key, label: `${tileName(t)} (${t.tokens})`, target: { kind: 'space' as const, id: t.key } })),
    resolve(ctx, _s, use, chosen) {
      removeTokens(ctx, tileOf(ctx.g, chosen!), num(use.ability, 'count', 1), use.source);
    },
  },
  scout: {
    question: 'Which face-down tile do you reveal?',
    choices: (g, s, use) => tilesInRange(g, use.ability.range ?? 'long', s.tile).filter((t) => !t.faceUp)
      .map((t) => ({ id: t.key, label: `The face-down tile at ${t.key}`, target: { kind: 'space' as const, id: t.key } })),
    resolve(ctx, s, use, chosen) {
      ctx.push(...revealTile(ctx, s, tileOf(ctx.g, chosen!), `${Who(s)} scouts ahead`));
    },
  },
};
