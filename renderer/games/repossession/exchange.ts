/**
 * The fight as an exchange of blows, built from the core's events: each
 * attack and defence with its dice, the combo the rules scored (its id, named
 * from the glossary) and what it did, plus revivals, poison and the outcome.
 * A new fight (an enemy drawn, a siege laid) starts a new log; the board keeps
 * the log across updates and shows it up to the beat playing now, so the
 * blows appear one at a time as the animation runs. Pure: tested without React.
 */
import type { GameEvent } from '../../../core/engine/types';

export type BlowKind = 'attack' | 'defence' | 'siegeAttack' | 'note' | 'end';

export interface Blow {
  kind: BlowKind;
  /** Striker and target: seats or 'enemy'. */
  from?: string;
  to?: string;
  dice: number[];
  /** The rules' combo id ('pair', 'twoPairs' ...), 'snake' for snake eyes; null for a line without dice. */
  combo: string | null;
  /** Damage dealt (attack on an enemy), HP lost (defence; negative: healed), attack total (siege). */
  amount?: number;
  /** HP left on the target after it. */
  hp?: number;
  text: string;
  /** The event it comes from, to find where the beat playing now stands. */
  event: GameEvent;
}

export interface FightLog {
  /** The tile fought over and what started it. */
  tile: string | null;
  blows: Blow[];
  /** Set once the fight is over: won from the attackers' side. */
  won: boolean | null;
  /** The enemy card fought, to name it after the fight (the view forgets it); null in sieges or when unseen. */
  enemy?: string | null;
}

export const EMPTY_FIGHT: FightLog = { tile: null, blows: [], won: null };

const NOTES = new Set(['combatBegins', 'revived', 'deployed', 'damaged', 'poisoned', 'conceded', 'noRoll', 'lifeLost', 'stalemate', 'loadoutRevealed', 'defenderChosen']);

function text(e: GameEvent): string {
  return typeof e.text === 'string' ? e.text : '';
}

function comboOf(e: GameEvent): string | null {
  if (e.snake === true) return 'snake';
  return typeof e.combo === 'string' ? e.combo : null;
}

function dice(e: GameEvent): number[] {
  return Array.isArray(e.dice) ? (e.dice as number[]) : [];
}

/** Events that only happen inside a fight: one arriving with no fight open opens one. */
const FIGHTING = new Set(['struck', 'attackRolled', 'combatBegins']);

/** The log after these events (in order). */
export function foldFight(log: FightLog, events: readonly GameEvent[]): FightLog {
  let out = log;
  for (const e of events) {
    if (e.type === 'enemyDrawn' || e.type === 'siegeStarted') {
      out = { tile: typeof e.tile === 'string' ? e.tile : null, blows: [], won: null, enemy: typeof e.card === 'string' ? e.card : null };
      continue;
    }
    // The event that opened this fight may never arrive here (the board mounted mid-fight, or an update
    // for another seat replaced the one not yet shown): its blows still count, with the tile unknown.
    const open = (out.tile !== null || out.blows.length > 0) && out.won === null;
    if (FIGHTING.has(e.type) && !open) out = { tile: null, blows: [], won: null };
    else if (out.tile === null && out.blows.length === 0) continue;
    if (e.type === 'struck') {
      const kind: BlowKind = e.to === 'enemy' ? 'attack' : 'defence';
      out = { ...out, blows: [...out.blows, { kind, from: String(e.from), to: String(e.to), dice: dice(e), combo: comboOf(e), amount: Number(e.damage), hp: Number(e.hp), text: text(e), event: e }] };
    } else if (e.type === 'attackRolled') {
      out = { ...out, blows: [...out.blows, { kind: 'siegeAttack', from: String(e.from), to: String(e.to), dice: dice(e), combo: comboOf(e), amount: Number(e.total), text: text(e), event: e }] };
    } else if (NOTES.has(e.type)) {
      out = { ...out, blows: [...out.blows, { kind: 'note', dice: [], combo: null, text: text(e), event: e }] };
    } else if (e.type === 'combatOver') {
      out = { ...out, won: e.won === true, blows: [...out.blows, { kind: 'end', dice: [], combo: null, text: text(e), event: e }] };
    }
  }
  return out;
}

/**
 * The log as it stands at the beat playing now: the blows up to and with the
 * beat's event, when the event is in the log; all of it otherwise.
 */
export function fightAtBeat(log: FightLog, beatEvent: GameEvent | null): FightLog {
  if (!beatEvent) return log;
  const i = log.blows.findIndex((b) => b.event === beatEvent);
  if (i < 0) return log;
  return { ...log, blows: log.blows.slice(0, i + 1), won: log.blows[i]!.kind === 'end' ? log.won : null };
}

/**
 * Which dice make the combo the rules scored, so the screen can light them:
 * the two 1s of snake eyes, the pair, both pairs, the run of a straight, the
 * three or four alike. Indexes into `dice`; empty for no combo.
 */
export function comboDice(values: readonly number[], combo: string | null): number[] {
  if (!combo || combo === 'none') return [];
  const byValue = new Map<number, number[]>();
  values.forEach((v, i) => byValue.set(v, [...(byValue.get(v) ?? []), i]));
  const groups = [...byValue.entries()].sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  switch (combo) {
    case 'snake': return (byValue.get(1) ?? []).slice(0, 2);
    case 'pair': return groups.find((g) => g[1].length >= 2)?.[1].slice(0, 2) ?? [];
    case 'twoPairs': {
      const pairs = groups.filter((g) => g[1].length >= 2);
      return pairs.length >= 2 ? [...pairs[0]![1].slice(0, 2), ...pairs[1]![1].slice(0, 2)] : (pairs[0]?.[1].slice(0, 4) ?? []);
    }
    case 'triples': return groups.find((g) => g[1].length >= 3)?.[1].slice(0, 3) ?? [];
    case 'quads': return groups.find((g) => g[1].length >= 4)?.[1].slice(0, 4) ?? [];
    case 'straight3':
    case 'straight4': return straight(byValue, combo === 'straight3' ? 3 : 4);
    default: return [];
  }
}

function straight(byValue: Map<number, number[]>, n: number): number[] {
  for (let top = 6; top >= n; top--) {
    const run = Array.from({ length: n }, (_, k) => top - k);
    if (run.every((v) => byValue.has(v))) return run.map((v) => byValue.get(v)![0]!).sort((a, b) => a - b);
  }
  return [];
}
