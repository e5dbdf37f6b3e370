/**
 * Fighting monsters. A hit may kill the monster (Destroy effects), or let it
 * Counter when it was attacked from its counter range and is not stunned
 * (the counter comes before a stun from the same hit). A monster attack
 * hurts every body in range after their damage reduction; Drain Life heals
 * it, Attack effects follow, then the victims' reactions (AutoTurret when
 * attacked, Katana when damaged) and finally Stampede. Reactions and counters
 * are steps, so a turret against a counter is a chain that ends when the
 * ammo, the monster or the survivor does.
 */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import { monsterDef } from '../content';
import { REACTION_CHAIN_LIMIT } from '../content/numbers';
import type { Body, MAState, Monster, Survivor } from '../state';
import { damageBody, mainBody } from './damage';
import { distance, withinDistance } from './grid';
import { isOver } from './outcome';
import { stun } from './stun';
import { abilities, damageReduction, findBody, hasInsanity, livingBodies, monsterAttack, monsterHealth, monsterShield, monsterTile, survivorsInRange } from './queries';
import { monsterName, who } from './text';

export interface HitMonsterStep extends Step {
  kind: 'hitMonster';
  monster: string;
  amount: number;
  /** Body that dealt the hit (for counters), null for no one. */
  by: string | null;
  from: string;
  stun: boolean;
  source: string;
}

export interface MonsterAttackStep extends Step {
  kind: 'monsterAttack';
  monster: string;
  mode: 'activate' | 'counter';
  /** Counter: the body that attacked it. Activation: the owner's body it was assigned to (Veteran / Dog). */
  target: string | null;
}

export function findMonster(g: MAState, card: string): Monster | undefined {
  return g.monsters.find((m) => m.card === card);
}

/** A monster dies: Destroy effects hit its owner, it goes to the discard pile (a boss is out for good). */
export function killMonster(ctx: Ctx<MAState>, m: Monster, killer: string | null): void {
  const g = ctx.g;
  const def = monsterDef(m.card);
  const at = monsterTile(g, m);
  g.monsters = g.monsters.filter((x) => x !== m);
  if (def.boss) {
    g.removed.push(m.card);
    if (g.mission.boss === m.card) g.mission.bossKilled = true;
  } else g.monsterDeck.discard.push(m.card);
  g.mission.kills += 1;
  const owner = g.survivors.find((s) => s.id === m.owner);
  ctx.emit({ type: 'monsterKilled', monster: m.card, owner: m.owner, by: killer, text: `The ${def.name} attached to ${owner ? who(owner) : 'nobody'} is killed.` });
  const after: Step[] = [];
  for (const a of def.abilities) {
    if (a.on === 'destroy') after.push({ kind: 'monsterEffect', survivor: m.owner, monster: m.card, effect: a.effect, params: a.params ?? {} });
  }
  for (const s of g.survivors) {
    if (!s.dead && s.tile === at && hasInsanity(s, 'deathNearby')) {
      const b = mainBody(s);
      if (b) after.push({ kind: 'plainDamage', body: b.id, amount: 1, cause: 'Necrophobia' });
    }
  }
  ctx.push(...after);
}

export function hitMonster(ctx: Ctx<MAState>, step: HitMonsterStep): void {
  const g = ctx.g;
  const m = findMonster(g, step.monster);
  if (!m) return;
  const def = monsterDef(m.card);
  const dealt = Math.max(0, step.amount - monsterShield(g, m));
  if (dealt > 0) {
    m.damage += dealt;
    m.damagedRound = g.round;
  }
  const left = monsterHealth(m);
  ctx.emit({ type: 'monsterDamaged', monster: m.card, amount: dealt, health: Math.max(0, left), source: step.source, text: `${step.source} hits the ${def.name} for ${dealt} (${Math.max(0, left)} health left).` });
  if (left <= 0) {
    killMonster(ctx, m, step.by);
    return;
  }
  const attacker = step.by ? findBody(g, step.by) : null;
  const stun: StunMonsterStep | null = step.stun && !m.stunned ? { kind: 'stunMonster', monster: m.card } : null;
  if (attacker && !attacker.b.dead && def.counter && !m.stunned && withinDistance(def.counter, distance(step.from, monsterTile(g, m)))) {
    // "The counter happens before it is stunned": the stun lands once the counter and every reaction to it (an
    // AutoTurret's shot, which the monster may counter in turn) have resolved.
    const counter: MonsterAttackStep = { kind: 'monsterAttack', monster: m.card, mode: 'counter', target: attacker.b.id };
    ctx.push(...(stun ? [counter, stun] : [counter]));
  } else if (stun) stunMonsterStep(ctx, stun);
}

export interface StunMonsterStep extends Step {
  kind: 'stunMonster';
  monster: string;
}

/** A hit's stun taking hold (after its counter, if any); a monster killed meanwhile is gone. */
export function stunMonsterStep(ctx: Ctx<MAState>, step: StunMonsterStep): void {
  const m = findMonster(ctx.g, step.monster);
  if (!m || m.stunned) return;
  stun(ctx.g, m);
  ctx.emit({ type: 'monsterStunned', monster: m.card, text: `The ${monsterDef(m.card).name} is stunned.` });
}


/** The bodies a monster's attack reaches (see ASSUMPTIONS.md: its host is always in reach, whatever its range). */
function victims(g: MAState, m: Monster, step: MonsterAttackStep): { s: Survivor; b: Body }[] {
  const def = monsterDef(m.card);
  if (step.mode === 'counter') {
    const t = step.target ? findBody(g, step.target) : null;
    return t && !t.b.dead && !t.s.dead ? [t] : [];
  }
  const out: { s: Survivor; b: Body }[] = [];
  const owner = g.survivors.find((s) => s.id === m.owner);
  if (owner && !owner.dead) {
    const assigned = step.target ? owner.bodies.find((b) => b.id === step.target && !b.dead) : undefined;
    const bodies = def.hitsAll ? livingBodies(owner) : [assigned ?? mainBody(owner)].filter((b): b is Body => !!b);
    for (const b of bodies) out.push({ s: owner, b });
  }
  for (const s of survivorsInRange(g, def.range, monsterTile(g, m))) {
    if (s.id === m.owner) continue;
    for (const b of livingBodies(s)) out.push({ s, b });
  }
  return out;
}

export function monsterAttackStep(ctx: Ctx<MAState>, step: MonsterAttackStep): void {
  const g = ctx.g;
  const m = findMonster(g, step.monster);
  if (!m) return;
  const def = monsterDef(m.card);
  if (step.mode === 'activate') {
    // A monster stunned after the activations began (a trap, a reaction) no longer attacks.
    if (m.stunned) return;
    g.chain = 0;
  } else {
    g.chain += 1;
    if (g.chain > REACTION_CHAIN_LIMIT) {
      ctx.log(`The fight with the ${def.name} breaks off.`);
      return;
    }
  }
  const power = monsterAttack(g, m);
  const from = monsterTile(g, m);
  const after: Step[] = [];
  const attacked = new Set<string>();
  const verb = step.mode === 'counter' ? 'counters' : 'attacks';
  // One attack hits everyone in reach at once: it finishes even if its host falls to it midway.
  for (const { s, b } of victims(g, m, step)) {
    if (s.dead || b.dead) continue;
    const dmg = Math.max(0, power - damageReduction(s, from));
    const name = b.companion ? `the ${b.name}` : who(s);
    ctx.emit({ type: 'monsterAttacked', monster: m.card, mode: step.mode, figure: b.id, survivor: s.id, power, amount: dmg, text: `The ${def.name} ${verb} ${name}: ${power} damage, ${dmg} after armour.` });
    attacked.add(s.id);
    if (dmg > 0) {
      damageBody(ctx, s, b, dmg, `The ${def.name}`);
      if (isOver(ctx)) return;
      if (def.drainLife && m.damage > 0 && findMonster(g, m.card)) {
        const healed = Math.min(dmg, m.damage);
        m.damage -= healed;
        ctx.emit({ type: 'monsterHealed', monster: m.card, amount: healed, health: monsterHealth(m), text: `Drain Life: the ${def.name} heals ${healed} (${monsterHealth(m)}).` });
      }
      for (const a of def.abilities) {
        if (a.on === 'attack') after.push({ kind: 'monsterEffect', survivor: s.id, monster: m.card, effect: a.effect, params: a.params ?? {} });
      }
      for (const r of abilities(s, 'damaged')) after.push(reactionStep(s, r.source, r.ability.effect, Number(r.ability.params?.amount ?? 0), m.card, r.ability.range ?? 'short'));
    }
  }
  for (const id of attacked) {
    const s = g.survivors.find((x) => x.id === id)!;
    if (s.dead) continue;
    if (step.mode === 'activate') hurtAllies(ctx, s, power, def.name);
    for (const r of abilities(s, 'attacked')) after.unshift(reactionStep(s, r.source, r.ability.effect, Number(r.ability.params?.amount ?? 0), m.card, r.ability.range ?? 'short'));
  }
  if (step.mode === 'activate' && def.stampede) after.push({ kind: 'stampede', monster: m.card });
  ctx.push(...after);
}

function reactionStep(s: Survivor, source: { kind: string; card?: string }, effect: string, amount: number, monster: string, range: string): Step {
  return { kind: 'reaction', survivor: s.id, gear: source.card ?? null, effect, amount, monster, range };
}

/** Allies expansion: allies in play beside a survivor are hurt by monster attacks too (no armour of their own). */
function hurtAllies(ctx: Ctx<MAState>, s: Survivor, power: number, monster: string): void {
  for (const ally of [...s.allies]) {
    if (power <= 0) break;
    ally.health = Math.max(0, ally.health - power);
    ctx.emit({ type: 'allyDamaged', survivor: s.id, ally: ally.card, amount: power, health: ally.health, text: `The ${monster} hits the ${monsterName(ally.card)} beside ${who(s)} for ${power}.` });
    if (ally.health === 0) {
      s.allies = s.allies.filter((a) => a !== ally);
      ctx.g.removed.push(ally.card);
      ctx.emit({ type: 'allyLost', survivor: s.id, ally: ally.card, text: `The ${monsterName(ally.card)} falls and leaves the game.` });
    }
  }
}
