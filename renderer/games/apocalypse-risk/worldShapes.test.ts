// The world board's shapes on the table: every territory of the rules has a shape, everything lies on the board.
import { describe, expect, it } from 'vitest';
import { BORDERS, TERRITORIES } from '../../../core/games/apocalypse-risk/content/board';
import { BOARD_DEPTH, BOARD_WIDTH, borderBetween, worldShapes } from './worldShapes';

describe('world shapes', () => {
  const world = worldShapes();

  it('has a shape with a centre on the board for each of the 42 territories', () => {
    expect(world.territories.size).toBe(TERRITORIES.length);
    for (const t of TERRITORIES) {
      const s = world.territories.get(t.id)!;
      expect(s.name).toBe(t.name);
      expect(s.polygons.length).toBeGreaterThan(0);
      expect(Math.abs(s.centre[0])).toBeLessThanOrEqual(BOARD_WIDTH / 2);
      expect(Math.abs(s.centre[1])).toBeLessThanOrEqual(BOARD_DEPTH / 2);
    }
  });

  it('keeps the wide board wider than deep, centred on the origin', () => {
    expect(BOARD_WIDTH).toBe(30);
    expect(BOARD_DEPTH).toBeGreaterThan(10);
    expect(BOARD_DEPTH).toBeLessThan(BOARD_WIDTH);
  });

  it('finds land borders either way round and draws only sea lanes worth a line', () => {
    expect(borderBetween(world, 'alaska', 'northwest-territory')).not.toBeNull();
    expect(borderBetween(world, 'northwest-territory', 'alaska')).not.toBeNull();
    expect(borderBetween(world, 'brazil', 'north-africa')).toBeNull();
    const lanes = world.lanes.map((l) => `${l.a}|${l.b}`);
    expect(lanes).toContain('brazil|north-africa');
    expect(lanes).toContain('alaska|kamchatka');
    // Coasts that touch (Alberta and Northwest Territory) get no dashed line.
    expect(lanes).not.toContain('northwest-territory|alberta');
    // Every drawn lane joins two territories the rules call neighbours.
    const adjacent = new Set(BORDERS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
    for (const l of lanes) expect(adjacent.has(l)).toBe(true);
  });
});
