import { describe, expect, it } from 'vitest';
import { maFixture } from './fixture.test-support';
import { PILE_CARD, tableParts } from './tableParts';

const colour = (seat: string) => (seat === 's1' ? '#111111' : '#222222');

describe('the piles and dice around the map', () => {
  it('lays the shared piles along the far edge with their live counts, the day/night deck only when it is used', () => {
    const view = maFixture();
    const parts = tableParts(view, [10, 8], colour);
    const far = parts.piles.filter((p) => p.centre[2] < 0);
    expect(far.map((p) => [p.id, p.count])).toEqual([['monster', 2], ['insanity', 1], ['blue', 1], ['green', 2], ['red', 3], ['daynight', 1]]);
    expect(far.every((p) => p.centre[2] <= -4 - PILE_CARD[1] / 2 + 1e-9)).toBe(true);
    const off = tableParts({ ...view, dayNight: null }, [10, 8], colour);
    expect(off.piles.some((p) => p.id === 'daynight')).toBe(false);
  });

  it('puts each character\'s deck along the near edge in its seat colour, with a hunger die showing that survivor\'s hunger', () => {
    const parts = tableParts(maFixture(), [10, 8], colour);
    const near = parts.piles.filter((p) => p.centre[2] > 0);
    expect(near.map((p) => [p.id, p.count, p.colour, p.name])).toEqual([
      ['pool:p1', 3, '#111111', 'Veteran\'s deck'], ['pool:p2', 1, '#222222', 'Priest\'s deck'],
    ]);
    expect(parts.hungerDice.map((d) => [d.survivor, d.value])).toEqual([['c1', 3], ['c2', 6]]);
    // Each die lies to the right of its own deck, before the next deck.
    expect(parts.hungerDice[0]!.position[0]).toBeGreaterThan(near[0]!.centre[0]);
    expect(parts.hungerDice[0]!.position[0]).toBeLessThan(near[1]!.centre[0]);
  });

  it('gives the solo pair one shared deck and a die each; the dead keep their deck but lose their die', () => {
    const view = maFixture();
    view.survivors[1]!.pool = 'p1';
    view.survivors[0]!.dead = true;
    const parts = tableParts(view, [10, 8], colour);
    expect(parts.piles.filter((p) => p.id.startsWith('pool:')).map((p) => p.name)).toEqual(['Veteran and Priest\'s deck']);
    expect(parts.hungerDice.map((d) => d.survivor)).toEqual(['c2']);
  });

  it('grows the framed area to hold both rows and their names, and never shrinks the map', () => {
    const parts = tableParts(maFixture(), [10, 8], colour);
    expect(parts.size[0]).toBeGreaterThanOrEqual(10);
    expect(parts.size[1]).toBeGreaterThan(8 + 2 * PILE_CARD[1]);
    const wide = tableParts(maFixture(), [2, 2], colour);
    expect(wide.size[0]).toBeGreaterThan(6 * PILE_CARD[0]);
  });
});
