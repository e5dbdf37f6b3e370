import { describe, expect, it } from 'vitest';
import { betterResult, campaignStatus, recordOutcome, type CampaignStage } from './campaign';

const stages: CampaignStage[] = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), text: '', options: { map: id } }));

describe('campaign record', () => {
  it('opens only the first stage until it is won, then the next', () => {
    expect(campaignStatus(stages, {}).map((s) => s.unlocked)).toEqual([true, false, false]);
    let record = recordOutcome({}, 'a', { won: false, rounds: 7, players: ['Moose'] });
    expect(campaignStatus(stages, record).map((s) => s.unlocked)).toEqual([true, false, false]);
    record = recordOutcome(record, 'a', { won: true, rounds: 12, players: ['Moose', 'Hannah'] });
    expect(campaignStatus(stages, record).map((s) => s.unlocked)).toEqual([true, true, false]);
  });

  it('counts attempts and wins, keeps the best result and everyone who played', () => {
    let record = recordOutcome({}, 'a', { won: false, rounds: 7, players: ['Moose'] });
    record = recordOutcome(record, 'a', { won: false, rounds: 9, players: ['Moose', 'Tarang'] });
    expect(record.a).toEqual({ attempts: 2, wins: 0, best: { won: false, rounds: 9 }, players: ['Moose', 'Tarang'] });
    record = recordOutcome(record, 'a', { won: true, rounds: 14, players: ['Hannah'] });
    record = recordOutcome(record, 'a', { won: true, rounds: 16, players: ['Hannah'] });
    expect(record.a).toEqual({ attempts: 4, wins: 2, best: { won: true, rounds: 14 }, players: ['Moose', 'Tarang', 'Hannah'] });
  });

  it('ranks a win above any loss, a quicker win above a slower one, a longer stand above a shorter one', () => {
    expect(betterResult({ won: true, rounds: 30 }, { won: false, rounds: 40 })).toBe(true);
    expect(betterResult({ won: true, rounds: 10 }, { won: true, rounds: 12 })).toBe(true);
    expect(betterResult({ won: true, rounds: 12 }, { won: true, rounds: 10 })).toBe(false);
    expect(betterResult({ won: false, rounds: 8 }, { won: false, rounds: 6 })).toBe(true);
    expect(betterResult({ won: false, rounds: 8 }, null)).toBe(true);
  });

  it('does not change the record it is given', () => {
    const before = recordOutcome({}, 'b', { won: true, rounds: 5, players: ['X'] });
    const copy = structuredClone(before);
    recordOutcome(before, 'b', { won: true, rounds: 3, players: ['Y'] });
    expect(before).toEqual(copy);
  });
});
