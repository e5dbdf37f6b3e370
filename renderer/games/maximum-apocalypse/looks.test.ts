import { describe, expect, it } from 'vitest';
import { ALL_MONSTERS, TILE_TYPES } from '../../../core/games/maximum-apocalypse/content';
import { monsterLook } from './monsterLooks';
import { optionsByTarget, offeredCells, targetState } from './promptTargets';
import { maSounds } from './sounds';
import { hasLook, propSlots, tileLook } from './tileLooks';

describe('looks of the map and its pieces', () => {
  it('gives every tile type of the content its own ground and props', () => {
    for (const t of TILE_TYPES) {
      expect(hasLook(t.id), t.id).toBe(true);
      expect(tileLook(t.id).props.length).toBeGreaterThan(0);
    }
  });

  it('keeps props between the spawn number and the first scavenge icon', () => {
    for (const icons of [0, 1, 2, 3]) {
      const slots = propSlots(3, icons);
      expect(slots[0]).toBeGreaterThanOrEqual(-0.36);
      expect(Math.max(...slots)).toBeLessThanOrEqual(Math.max(-0.36, 0.8 - 0.36 * icons) + 1e-9);
    }
  });

  it('gives every monster a figure, bosses bigger', () => {
    for (const m of ALL_MONSTERS) expect(monsterLook(`${m.id}#1`).name).toBe(m.name);
    const boss = ALL_MONSTERS.find((m) => m.boss)!;
    const plain = ALL_MONSTERS.find((m) => !m.boss)!;
    expect(monsterLook(`${boss.id}#1`).scale).toBeGreaterThan(monsterLook(`${plain.id}#1`).scale);
  });

  it('sounds events the core sends', () => {
    expect(Object.keys(maSounds.events)).toContain('monsterDrawn');
    expect(maSounds.ambience.layers.length).toBeGreaterThan(0);
  });
});

describe('prompt options on the table', () => {
  const options = [
    { id: 'move:1,0', label: 'Move', target: { kind: 'space' as const, id: '1,0' } },
    { id: 'lure:1,0', label: 'Lure', target: { kind: 'space' as const, id: '1,0' } },
    { id: 'play:fuel#1', label: 'Play', target: { kind: 'card' as const, id: 'fuel#1' } },
    { id: 'draw', label: 'Draw' },
  ];
  it('groups options by what they point at, so a tile with two asks which', () => {
    const by = optionsByTarget(options);
    expect(by.get('space:1,0')!.map((o) => o.id)).toEqual(['move:1,0', 'lure:1,0']);
    expect(by.size).toBe(2);
    expect(offeredCells(by)).toEqual(['1,0']);
    expect(targetState(by, 'card:fuel#1', [])).toBe('target');
    expect(targetState(by, 'card:fuel#1', ['play:fuel#1'])).toBe('selected');
    expect(targetState(by, 'space:9,9', [])).toBeNull();
  });
});
