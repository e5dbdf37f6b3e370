// Contradictions and FAQ answers that ASSUMPTIONS.md settles ("Contradictions in the
// rulebook and how they are settled"), each driven through real prompts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '..';
import { difficultyRating } from '../difficulty';
import { clearMap, skipTo, start } from './helpers';

describe('contradictions settled in ASSUMPTIONS.md', () => {
  // "If a Fourth Circle demon is killed, add 3 courage into the pool instead." (How to Ambush)
  // against "(If an ambush kills it, the courage goes to the pool.)" after "receives 4 courage".
  it('19: an ambush that kills a Fourth Circle demon puts 3 courage in the pool, not 4', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'crossroads';
    // The Hellhound, one wound from death, walks from the Park into the Plaza's ambush.
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'park', damage: 3 });
    d.g.ambushes.push({ area: 'plaza', type: 'army', count: 3 });
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'ambushFire', seat: 'h1' });
    d.forceDice(6, 1).answer('fire');
    const pool = d.g.pool;
    d.answer('hit:hh');
    expect(d.g.fourth).toHaveLength(0);
    expect(d.g.pool).toBe(pool + 3);
  });

  // "HELL: Enraged Lord" names none of "Hard, Nightmare and Hellish"; it counts as Hard.
  it('10: the Enraged Lord alone rates Hard', () => {
    expect(difficultyRating({ ...DEFAULT_OPTIONS, enragedLord: true })).toBe('Hard');
  });
});
