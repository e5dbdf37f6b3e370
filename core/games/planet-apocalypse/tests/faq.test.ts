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

  // FAQ on Stimpack: "Before fire damage, and he can use as many as he likes at once. He
  // just has to do it at the start of a player's turn."
  it('21: a hero with two Stimpacks may use both at the start of his turn, before the fire burns', () => {
    const d = start({ hero1: 'naomi' });
    clearMap(d);
    const h = d.g.heroes[0]!;
    h.gifts = [{ slot: 1, card: 'stimpack#1' }, { slot: 2, card: 'stimpack#2' }];
    h.health = 1;
    h.fire = true;
    skipTo(d, 'stimpack');
    d.answer('yes');
    expect(d.prompt).toMatchObject({ kind: 'stimpack', seat: 'h1' });
    d.answer('yes');
    // 1 + 2 + 2, then the fire burns 1; two luck spent.
    expect([d.g.heroes[0]!.health, d.g.heroes[0]!.luck]).toEqual([4, 2]);
    expect(d.prompt.kind).toBe('heroAction');
    // Declining the first is declining them all for this turn.
    const e = start({ hero1: 'naomi' });
    clearMap(e);
    e.g.heroes[0]!.gifts = [{ slot: 1, card: 'stimpack#1' }, { slot: 2, card: 'stimpack#2' }];
    e.g.heroes[0]!.health = 3;
    skipTo(e, 'stimpack');
    e.answer('pass');
    expect(e.prompt.kind).toBe('heroAction');
    expect(e.g.heroes[0]!.luck).toBe(4);
  });

  // "HELL: Enraged Lord" names none of "Hard, Nightmare and Hellish"; it counts as Hard.
  it('10: the Enraged Lord alone rates Hard', () => {
    expect(difficultyRating({ ...DEFAULT_OPTIONS, enragedLord: true })).toBe('Hard');
  });
});
