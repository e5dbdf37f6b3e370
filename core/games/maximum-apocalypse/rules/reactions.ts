/**
 * Reactions: gear that fires by itself (AutoTurret when its holder is
 * attacked, Katana when its holder is damaged, mines and traps when a monster
 * is attached), Stampede, and plain damage from effects.
 */
import type { Ctx } from '../../../engine/context';
import { cardDef, monsterDef } from '../content';
import { REACTION_CHAIN_LIMIT } from '../content/numbers';
import type { MAState } from '../state';
import { findMonster, type HitMonsterStep } from './combat';
import { damageBody, discardCard, mainBody } from './damage';
import { distance, inRange } from './grid';
import { findBody, gearWorks, living, monsterTile } from './queries';
import { attackBonus } from './attackPower';
import { survivorById, who, Who } from './text';

export interface ReactionStep {
  kind: 'reaction';
  survivor: string;
  gear: string | null;
  effect: string;
  amount: number;
  monster: string;
  range: string;
  [k: string]: unknown;
}

export function reactionStep(ctx: Ctx<MAState>, step: ReactionStep): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const m = findMonster(g, step.monster);
  if (s.dead || !m) return;
  const gear = step.gear ? s.gear.find((x) => x.card === step.gear) : undefined;
  if (step.gear && (!gear || !gearWorks(s, gear))) return;
  g.chain += 1;
  if (g.chain > REACTION_CHAIN_LIMIT) return;
  const name = step.gear ? cardDef(step.gear).name : 'A reaction';
  const at = monsterTile(g, m);
  const body = mainBody(s);
  const hit = (amount: number, stun: boolean): HitMonsterStep => ({
    kind: 'hitMonster', monster: m.card, amount, by: body?.id ?? null, from: s.tile, stun, source: `${Who(s)}'s ${name}`,
  });
  switch (step.effect) {
    case 'turret': {
      if (!gear || (gear.ammo ?? 0) <= 0 || !inRange(step.range as 'short', s.tile, at)) return;
      gear.ammo = (gear.ammo ?? 0) - 1;
      ctx.emit({ type: 'ammoChanged', survivor: s.id, card: gear.card, ammo: gear.ammo, text: `${Who(s)}'s ${name} fires (${gear.ammo} ammo left).` });
      ctx.push(hit(step.amount + gear.bonus + attackBonus(s), false));
      return;
    }
    case 'counterattack':
      if (!inRange(step.range as 'short', s.tile, at)) return;
      ctx.push(hit(step.amount + (gear?.bonus ?? 0) + attackBonus(s), false));
      return;
    case 'mine':
    case 'trap': {
      if (!gear) return;
      s.gear = s.gear.filter((x) => x !== gear);
      discardCard(g, s, gear.card);
      ctx.emit({ type: 'gearDiscarded', survivor: s.id, card: gear.card, text: `${Who(s)}'s ${name} goes off under the ${monsterDef(m.card).name}.` });
      ctx.push(hit(step.amount + gear.bonus + attackBonus(s), step.effect === 'trap'));
      return;
    }
    default:
      throw new Error(`Unknown reaction effect "${step.effect}".`);
  }
}

/** Stampede: after attacking, the monster jumps to the nearest other survivor; a tie is the host's pick. */
export function stampedeStep(ctx: Ctx<MAState>, step: { monster: string; answer?: string[] }): void {
  const g = ctx.g;
  const m = findMonster(g, step.monster);
  if (!m) return;
  const owner = survivorById(g, m.owner);
  const others = living(g).filter((s) => s.id !== m.owner);
  if (others.length === 0) return;
  const best = Math.min(...others.map((s) => distance(owner.tile, s.tile)));
  const nearest = others.filter((s) => distance(owner.tile, s.tile) === best);
  let target = nearest[0]!;
  if (nearest.length > 1) {
    if (!step.answer) {
      ctx.ask({
        seat: owner.seat, kind: 'stampedeTarget', rule: 'stampede', text: `The ${monsterDef(m.card).name} stampedes: who does it leap onto?`,
        options: nearest.map((s) => ({ id: s.id, label: s.name, target: { kind: 'figure', id: s.id } })),
      }, { kind: 'stampede', monster: m.card });
      return;
    }
    target = nearest.find((s) => s.id === step.answer![0]) ?? target;
  }
  m.owner = target.id;
  ctx.emit({ type: 'monsterMoved', monster: m.card, from: owner.id, to: target.id, text: `Stampede: the ${monsterDef(m.card).name} leaps from ${who(owner)} onto ${who(target)}.` });
}

/** Damage from an effect (not a monster attack): no armour applies. */
export function plainDamageStep(ctx: Ctx<MAState>, step: { body: string; amount: number; cause: string }): void {
  const t = findBody(ctx.g, step.body);
  if (t) damageBody(ctx, t.s, t.b, step.amount, step.cause);
}
