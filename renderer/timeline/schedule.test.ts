import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/engine/types';
import { beatDuration, PACE } from './durations';
import { scheduleBeats, scheduleTotalMs } from './schedule';

const ev = (type: string, extra: Record<string, unknown> = {}): GameEvent => ({ type, text: `${type} happened`, ...extra }) as GameEvent;
const dice = (seat?: string) => ev('diceRolled', { rolls: [{ die: 'd6', face: 0 }], ...(seat ? { seat } : {}) });

describe('scheduleBeats', () => {
  it('moves a group together: the first of a run of the same kind holds, the rest only stagger', () => {
    const plans = scheduleBeats([ev('spawned'), ev('spawned'), ev('spawned'), ev('moved')], '1x', 'h1');
    expect(plans.map((p) => p.grouped)).toEqual([false, true, true, false]);
    expect(plans[0]!.holdMs).toBe(beatDuration(ev('spawned'), '1x'));
    expect(plans[1]!.holdMs).toBeLessThanOrEqual(PACE.groupStaggerMs);
    expect(plans[3]!.holdMs).toBe(beatDuration(ev('moved'), '1x'));
  });

  it('starts a new group where an event names a new segment', () => {
    const plans = scheduleBeats([ev('moved', { segment: 'A' }), ev('moved'), ev('moved', { segment: 'B' })], '1x', null);
    expect(plans.map((p) => p.grouped)).toEqual([false, true, false]);
  });

  it('shortens repeats of the same kind down to a floor, and keeps every beat', () => {
    const events = [ev('damaged'), ev('reason'), ev('damaged'), ev('reason'), ev('damaged'), ...Array.from({ length: 20 }, () => [ev('reason'), ev('damaged')]).flat()];
    const plans = scheduleBeats(events, '1x', null);
    expect(plans).toHaveLength(events.length);
    const damaged = plans.filter((_, i) => events[i]!.type === 'damaged').map((p) => p.holdMs);
    expect(damaged[1]!).toBeLessThan(damaged[0]!);
    expect(damaged[2]!).toBeLessThan(damaged[1]!);
    expect(damaged.at(-1)!).toBe(Math.round(beatDuration(ev('damaged'), '1x') * PACE.repeatFloor));
  });

  it('waits for every throw to land, other seats\' later throws replayed faster, the person\'s own never hurried', () => {
    const plans = scheduleBeats([dice(), dice(), dice(), dice('h1'), dice('h1')], '1x', 'h1');
    expect(plans.every((p) => p.dice === 'wait')).toBe(true);
    expect(plans.map((p) => p.diceRate)).toEqual([1, 2, 3, 1, 1]);
    expect(plans[0]!.settleDeadlineMs).toBeGreaterThan(plans[2]!.settleDeadlineMs);
    // The settle time counts at the throw's rate, never past its deadline.
    const total = scheduleTotalMs([dice(), dice()], '1x', 'h1', () => 1200);
    expect(total).toBe(PACE.diceReadMs + 1200 + Math.round(PACE.diceReadMs / 2) + 600);
    expect(scheduleTotalMs([dice()], '1x', 'h1', () => 60_000)).toBe(PACE.diceReadMs + PACE.diceSettleAllowanceMs);
  });

  it('Fast: other seats\' beats blink and their dice show at once; the person\'s own dice roll as at 1x', () => {
    const events = [ev('moved'), ev('moved'), dice('x1'), dice(), dice('g1'), ev('killed')];
    const plans = scheduleBeats(events, 'fast', 'g1');
    expect(plans.map((p) => p.dice)).toEqual([null, null, 'show', 'show', 'wait', null]);
    expect(plans[0]!.holdMs).toBe(PACE.fastBlinkMs);
    expect(plans[1]!.holdMs).toBe(PACE.fastGroupMs);
    expect(plans[2]!.diceRate).toBe(Infinity);
    expect(plans[4]!.diceRate).toBe(1);
    const others = events.filter((e) => e.seat !== 'g1');
    expect(scheduleTotalMs(others, 'fast', 'g1', () => 1200)).toBeLessThan(scheduleTotalMs(others, '1x', 'g1', () => 1200) / 5);
  });

  it('2x and 4x are never slower than 1x, and keep the plan of earlier beats as the queue grows', () => {
    const events = [ev('turnStarted'), ev('moved'), ev('moved'), dice(), ev('damaged'), dice()];
    const t = (s: '1x' | '2x' | '4x') => scheduleTotalMs(events, s, null, () => 1200);
    expect(t('2x')).toBeLessThanOrEqual(t('1x') / 2 + 1);
    expect(t('4x')).toBeLessThanOrEqual(t('2x') / 2 + 1);
    expect(scheduleBeats(events.slice(0, 4), '1x', null)).toEqual(scheduleBeats(events, '1x', null).slice(0, 4));
    expect(scheduleBeats(events, 'instant', null).every((p) => p.holdMs === 0)).toBe(true);
  });
});
