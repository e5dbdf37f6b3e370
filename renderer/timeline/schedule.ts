/**
 * The pace of a queue of beats, as pure data: how long each beat holds the
 * table at a speed, and how its dice are thrown. The timeline (useTimeline)
 * plays this plan; the bench (`enemy-turn-playback`) sums it over real turns.
 *
 * - A group moves together: a beat of the same kind right after another, in
 *   the same segment (a horde's figures, a wave of spawns, a row of
 *   discards), starts a short stagger after it instead of waiting its turn.
 * - Repeats shorten: each earlier beat of the same kind in the queue cuts the
 *   next one's time (PACE.repeatDecay, down to PACE.repeatFloor), and other
 *   seats' later throws replay their physics faster (PACE.diceRepeatRate).
 * - Dice still land on their results: a dice beat waits for the tray's
 *   settle report (with a deadline), then holds a moment to read them.
 * - 'fast': beats pass in a blink, other seats' dice show their result
 *   without waiting for a throw, and the person's own dice roll at 1x.
 *
 * Every beat keeps its place, so the log stays in step; nothing is dropped.
 */
import type { GameEvent } from '../../core/engine/types';
import { enemyMark } from './beats';
import { beatDuration, PACE, speedFactor, type AnimationSpeed } from './durations';

export interface BeatPlan {
  /** Milliseconds the beat holds the table; for a dice beat that waits, the pause after the dice rest. */
  holdMs: number;
  /**
   * 'wait': a throw the beat waits for (its rest report, or the deadline), then holdMs;
   * 'show': the dice land at once and the beat holds holdMs; null: no dice.
   */
  dice: 'wait' | 'show' | null;
  /** Physics replay rate of the beat's throw (1 = as recorded at 1x; Infinity = land at once). */
  diceRate: number;
  /** For 'wait': the longest the beat waits for the rest report before moving on. */
  settleDeadlineMs: number;
  /** The beat joins the group of the one before it (same kind, same segment). */
  grouped: boolean;
}

const isDice = (e: GameEvent) => e.type === 'diceRolled';

/** The person's own throw: rolled for the seat whose eyes the table shows. */
export function isOwnDice(e: GameEvent, viewer: string | null): boolean {
  return isDice(e) && viewer !== null && e.seat === viewer;
}

/** The beat joins the one before it: the same kind, not dice, no mark, and no new segment named. */
function joins(prev: GameEvent | undefined, e: GameEvent, segment: unknown): boolean {
  if (!prev || prev.type !== e.type || isDice(e) || e.type === 'reason') return false;
  if (enemyMark(e) !== null) return false;
  return e.segment === undefined || e.segment === segment;
}

/** Plans every beat of a queue in order; the plan of beat i depends only on beats 0..i, so a growing queue keeps its earlier plans. */
export function scheduleBeats(events: readonly GameEvent[], speed: AnimationSpeed, viewer: string | null): BeatPlan[] {
  const seen = new Map<string, number>();
  let otherThrows = 0;
  let segment: unknown;
  const factor = speedFactor(speed);
  const rateOfSpeed = factor > 0 ? 1 / factor : Infinity;
  return events.map((e, i) => {
    const grouped = joins(events[i - 1], e, segment);
    if (typeof e.segment === 'string') segment = e.segment;
    const repeats = seen.get(e.type) ?? 0;
    seen.set(e.type, repeats + 1);
    const shorten = Math.max(PACE.repeatFloor, PACE.repeatDecay ** repeats);
    if (speed === 'instant') return { holdMs: 0, dice: isDice(e) ? 'show' : null, diceRate: Infinity, settleDeadlineMs: 0, grouped };
    if (isDice(e)) {
      if (isOwnDice(e, viewer)) {
        // The person's own roll: never hurried by repeats; in Fast it rolls as at 1x.
        const rate = speed === 'fast' ? 1 : rateOfSpeed;
        return { holdMs: Math.round(PACE.diceReadMs / rate), dice: 'wait', diceRate: rate, settleDeadlineMs: Math.round(PACE.diceSettleAllowanceMs / rate), grouped };
      }
      const k = otherThrows++;
      if (speed === 'fast') return { holdMs: Math.round(PACE.fastDiceShowMs * shorten), dice: 'show', diceRate: Infinity, settleDeadlineMs: 0, grouped };
      const rate = PACE.diceRepeatRate[Math.min(k, PACE.diceRepeatRate.length - 1)]! * rateOfSpeed;
      return { holdMs: Math.round(PACE.diceReadMs / rate), dice: 'wait', diceRate: rate, settleDeadlineMs: Math.round(PACE.diceSettleAllowanceMs / rate), grouped };
    }
    if (speed === 'fast') return { holdMs: grouped ? PACE.fastGroupMs : PACE.fastBlinkMs, dice: null, diceRate: 1, settleDeadlineMs: 0, grouped };
    const full = beatDuration(e, speed) * shorten;
    const holdMs = Math.round(grouped ? Math.min(full, PACE.groupStaggerMs * factor) : full);
    return { holdMs, dice: null, diceRate: 1, settleDeadlineMs: 0, grouped };
  });
}

/**
 * The whole queue's scheduled time: every hold, plus for each throw a beat
 * waits for, its settle time at its rate (`settleMs` gives a throw's time to
 * rest at 1x; the bench measures it with the tray's physics).
 */
export function scheduleTotalMs(
  events: readonly GameEvent[], speed: AnimationSpeed, viewer: string | null, settleMs: (e: GameEvent) => number | null,
): number {
  const plans = scheduleBeats(events, speed, viewer);
  let total = 0;
  plans.forEach((p, i) => {
    total += p.holdMs;
    if (p.dice === 'wait') total += Math.min((settleMs(events[i]!) ?? 0) / p.diceRate, p.settleDeadlineMs);
  });
  return total;
}
