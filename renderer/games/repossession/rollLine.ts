/**
 * What the dice strip over the table says about the roll in view: the beat's
 * scored roll (a blow with its combo, a finished Support check), else the
 * throw on the table (a Support check's every die so far with the running
 * sum, or a fight roll with its combo, from the core's `standing` dice on the
 * throw: the table's frame at a throw still holds the dice from before it),
 * else the Support check under way, else the fight's roll being made, else
 * the last blow of the fight. Pure.
 */
import type { GameEvent } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { comboDice, type FightLog } from './exchange';

/** The sum a Support check must reach (rulebook, Support Basics). */
export const CHECK_TARGET = 15;

export interface RollLine {
  kind: 'attack' | 'defence' | 'check' | 'roll';
  seat: string | null;
  dice: number[];
  /** Combo id to name ('snake', 'pair', 'quads' ...), null for none. */
  combo: string | null;
  /** Dice to light. */
  lit: number[];
  /** The outcome in a few words: "4 damage", "13 of 15", "passed". */
  result: string;
}

export function rollLine(view: PRFView, fight: FightLog, beat: GameEvent | null): RollLine | null {
  if (beat?.type === 'struck' || beat?.type === 'attackRolled') return blowLine(beat);
  if (beat?.type === 'checkRolled') return checkLine(String(beat.seat), beat.dice as number[], beat.snake === true);
  if (beat?.type === 'diceRolled' && Array.isArray(beat.standing)) return throwLine(beat);
  const ch = view.check;
  if (ch && ch.dice.length > 0) {
    const seat = ch.rollers[ch.current] ?? null;
    const sum = ch.dice.reduce((a, b) => a + b, 0);
    return { kind: 'check', seat, dice: [...ch.dice], combo: null, lit: [], result: `${sum} of ${CHECK_TARGET} so far` };
  }
  const r = view.combat?.roll;
  if (r && r.dice.length > 0) return { kind: 'roll', seat: r.seat, dice: [...r.dice], combo: null, lit: [], result: r.purpose === 'attack' ? 'attack roll' : 'defence roll' };
  const last = view.combat ? [...fight.blows].reverse().find((b) => b.kind !== 'note' && b.kind !== 'end') : undefined;
  return last ? blowLine(last.event) : null;
}

function blowLine(e: GameEvent): RollLine {
  const dice = (e.dice as number[]) ?? [];
  const combo = e.snake === true ? 'snake' : typeof e.combo === 'string' ? e.combo : null;
  const attack = e.type === 'attackRolled' || e.to === 'enemy';
  const amount = Number(e.type === 'attackRolled' ? e.total : e.damage);
  const result = e.type === 'attackRolled' ? `attack ${amount}` : attack ? `${amount} damage` : amount > 0 ? `${amount} HP lost` : amount < 0 ? `${-amount} HP healed` : 'no damage';
  return { kind: attack ? 'attack' : 'defence', seat: typeof e.from === 'string' && e.from !== 'enemy' && attack ? e.from : typeof e.to === 'string' ? e.to : null, dice, combo, lit: comboDice(dice, combo), result };
}

/** A throw on the table: the whole roll as it now stands, with the dice just thrown (a check) or the combo (a fight) lit. */
function throwLine(e: GameEvent): RollLine {
  const dice = e.standing as number[];
  const seat = typeof e.seat === 'string' ? e.seat : null;
  if (String(e.purpose ?? '').startsWith('Support check')) {
    const sum = dice.reduce((a, b) => a + b, 0);
    const snake = dice.filter((d) => d === 1).length >= 2;
    const lit = Array.isArray(e.thrown) ? (e.thrown as number[]) : [];
    return { kind: 'check', seat, dice: [...dice], combo: snake ? 'snake' : null, lit: snake ? comboDice(dice, 'snake') : lit, result: snake ? 'snake eyes: failed' : `${sum} of ${CHECK_TARGET} so far` };
  }
  const combo = e.snake === true ? 'snake' : typeof e.combo === 'string' && e.combo !== 'none' ? e.combo : null;
  const attack = e.purpose !== 'Defence';
  return { kind: attack ? 'attack' : 'defence', seat, dice: [...dice], combo, lit: comboDice(dice, combo), result: attack ? 'attack roll' : 'defence roll' };
}

function checkLine(seat: string, dice: number[], snake: boolean): RollLine {
  const sum = dice.reduce((a, b) => a + b, 0);
  const quad = dice.length === 4 && dice.every((d) => d === dice[0]) && dice[0]! >= 4;
  const combo = snake ? 'snake' : quad ? 'quads' : null;
  const result = snake ? 'snake eyes: failed' : `${sum} of ${CHECK_TARGET}: ${sum >= CHECK_TARGET ? 'passed' : 'failed'}${quad ? ', and a move again' : ''}`;
  return { kind: 'check', seat, dice, combo, lit: comboDice(dice, combo), result };
}
