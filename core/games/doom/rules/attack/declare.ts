/**
 * Declaring an attack and the order of its steps: declare the defender, roll
 * the attack box's dice (after "before rolling" effects), reveal the defence,
 * "while defending" effects, "while attacking" effects, assess the damage,
 * then "after the attack" effects. No attack starts while another resolves.
 */
import type { Step } from '../../../../engine/types';
import { boardOf, findFigure, INVADER, marineOf, nameOf, type DCtx } from '../common';
import { spacesOf, keyOf, range as rangeOf } from '../../geometry/board';
import { coverFor } from './targets';
import type { AttackState } from '../../state';
import { figureTarget, setSegment } from '../segment';

export function seatOf(ctx: DCtx, figureId: string): string {
  const f = findFigure(ctx.g, figureId)!;
  return f.side === 'marine' ? marineOf(ctx.g, f.id).seat : INVADER;
}

export function declareAttack(ctx: DCtx, attacker: string, defender: string, source: AttackState['source'], range: number, dice: string[], then: Step[] = []): void {
  const g = ctx.g;
  if (g.attack) throw new Error('An attack cannot start during another attack.');
  const b = boardOf(g);
  const defenderSpaces = spacesOf(b, defender).map((i) => keyOf(b, i));
  // Cover is known from the start, so a card that denies it can be played before the defence (the defence step settles it).
  const cover = coverFor(g, b, attacker, defender, rangeOf(b, attacker, defender));
  g.attack = {
    attacker, defender, defenderSpaces, attackerSeat: seatOf(ctx, attacker), defenderSeat: seatOf(ctx, defender),
    source, range, dice: [...dice], rolls: [], cover, defenceCard: null, revealed: [], shields: 0, dodge: false,
    bonusDamage: 0, pierce: 0, used: [], extra: [], preset: false,
  };
  if (findFigure(g, attacker)?.side === 'demon') {
    setSegment(ctx, `${nameOf(g, attacker)} attacks: ${nameOf(g, attacker)} → ${nameOf(g, defender)}`, [figureTarget(attacker), figureTarget(defender)]);
  }
  ctx.emit({ type: 'attackDeclared', attacker, target: defender, text: `${nameOf(g, attacker)} attacks ${nameOf(g, defender)}.` });
  ctx.push(
    { kind: 'attackWindow', timing: 'beforeRoll', side: 'attacker' },
    { kind: 'attackWindow', timing: 'beforeRoll', side: 'defender' },
    { kind: 'attackRoll' },
    { kind: 'attackDefence' },
    { kind: 'attackWindow', timing: 'whileDefending', side: 'defender' },
    { kind: 'attackWindow', timing: 'whileAttacking', side: 'attacker' },
    { kind: 'attackAssess' },
    { kind: 'attackWindow', timing: 'afterAttack', side: 'attacker' },
    { kind: 'attackWindow', timing: 'afterAttack', side: 'defender' },
    { kind: 'attackEnd' },
    ...then,
  );
}

/**
 * The same roll applied to another defender (extraTarget): steps 3 to 6 only,
 * each defender revealing its own defence.
 */
export function declarePresetAttack(ctx: DCtx, attacker: string, defender: string, source: AttackState['source'], dice: string[], rolls: AttackState['rolls']): void {
  const g = ctx.g;
  const b = boardOf(g);
  g.attack = {
    attacker, defender, defenderSpaces: spacesOf(b, defender).map((i) => keyOf(b, i)), attackerSeat: seatOf(ctx, attacker),
    defenderSeat: seatOf(ctx, defender), source, range: 0, dice: [...dice], rolls: rolls.map((r) => ({ ...r })), cover: false,
    defenceCard: null, revealed: [], shields: 0, dodge: false, bonusDamage: 0, pierce: 0, used: [], extra: [], preset: true,
  };
  ctx.emit({ type: 'attackDeclared', attacker, target: defender, text: `The same shot hits ${nameOf(g, defender)} too.` });
  ctx.push(
    { kind: 'attackDefence' },
    { kind: 'attackWindow', timing: 'whileDefending', side: 'defender' },
    { kind: 'attackWindow', timing: 'whileAttacking', side: 'attacker' },
    { kind: 'attackAssess' },
    { kind: 'attackEnd' },
  );
}
