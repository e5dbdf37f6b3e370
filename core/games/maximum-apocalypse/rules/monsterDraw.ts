/**
 * Drawing monster cards: the card attaches to the survivor who drew it and
 * its Draw effect resolves at once; then mines and traps go off. The deck is
 * reshuffled from its discards when it runs out. In the Allies expansion an
 * ally card drawn this way is met instead (attached, not yet recruited).
 */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import { ALLY_BY_ID, defOf, monsterDef } from '../content';
import type { MAState, Survivor } from '../state';
import { abilities } from './queries';
import { survivorById, who, Who } from './text';

export interface DrawMonsterStep extends Step {
  kind: 'drawMonster';
  survivor: string;
  count: number;
  cause: string;
}

export function drawMonsterStep(ctx: Ctx<MAState>, step: DrawMonsterStep): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead || step.count <= 0) return;
  const [card] = ctx.draw(g.monsterDeck, 1, { deck: 'monsters', reshuffle: true });
  if (card === undefined) {
    ctx.log(`${step.cause}: the monster deck and its discards are empty; nothing comes.`);
    return;
  }
  const rest: Step[] = step.count > 1 ? [{ ...step, count: step.count - 1 }] : [];
  ctx.push(...attachDrawn(ctx, s, card, step.cause), ...rest);
}

/** Attaches a drawn card and returns the steps that follow (draw effects, then reactions). */
export function attachDrawn(ctx: Ctx<MAState>, s: Survivor, card: string, cause: string): Step[] {
  const g = ctx.g;
  const ally = ALLY_BY_ID[defOf(card)];
  if (ally) {
    s.allies.push({ card, health: ally.health, recruited: false });
    ctx.emit({ type: 'allyMet', survivor: s.id, ally: card, text: `${cause}: instead of a monster, ${who(s)} meets the ${ally.name}.` });
    return [];
  }
  g.monsters.push({ card, owner: s.id, damage: 0, stunned: false, damagedRound: 0 });
  const def = monsterDef(card);
  ctx.emit({ type: 'monsterDrawn', survivor: s.id, monster: card, text: `${cause}: ${Who(s)} draws the ${def.name} (${def.health} health, ${def.attack} damage).` });
  const after: Step[] = [];
  for (const a of def.abilities) {
    if (a.on === 'draw') after.push({ kind: 'monsterEffect', survivor: s.id, monster: card, effect: a.effect, params: a.params ?? {} });
  }
  for (const r of abilities(s, 'attached')) {
    if (r.source.kind !== 'gear') continue;
    after.push({ kind: 'reaction', survivor: s.id, gear: r.source.card, effect: r.ability.effect, amount: Number(r.ability.params?.amount ?? 0), monster: card, range: r.ability.range ?? 'short' });
  }
  return after;
}

export function drawMonsters(survivor: string, count: number, cause: string): DrawMonsterStep {
  return { kind: 'drawMonster', survivor, count, cause };
}

