// The Final Battle map (rulebook "The Final Battle Map"): each special rule in play.
import { describe, expect, it } from 'vitest';
import { planetApocalypse } from '..';
import { MAPS } from '../content';
import type { PAView } from '../view';
import { heroNeighbours } from '../rules/board';
import { clearMap, count, place, skipTo, start } from './helpers';

const game = (seed = 1) => start({ map: 'finalBattle', expansionDemons: false }, seed);
function enemyTurn(d: ReturnType<typeof game>): void {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
}

describe('The Final Battle map', () => {
  it('is a map of New game', () => {
    expect(MAPS.finalBattle?.name).toBe('The Final Battle');
  });

  it('"Heroes start in the outer ring"; "Invasion tokens appear in threes—one in each corner of the central area. Keep them separate."', () => {
    const d = game();
    expect(d.g.heroes[0]!.area).toBe('ring');
    expect(d.g.lords[0]!.area).toBe('centralGate');
    const central = d.g.tokens.filter((t) => t.area === 'centralGate');
    expect(central.map((t) => t.corner).sort()).toEqual(['inner1', 'inner2', 'inner3']);
    // On the table each says which path it will take.
    const view = d.view<PAView>('h1').game;
    const entry = planetApocalypse.inspect!(view, { kind: 'token', id: central.find((t) => t.corner === 'inner3')!.id })!;
    expect(entry.stats).toContainEqual({ label: 'Leaves toward', value: 'Path 3, first' });
  });

  it('"Heroes move along straight lines, from the outer ring directly toward the gate area, or back" — not along the arrows', () => {
    const d = game();
    expect(heroNeighbours(d.g, 'ring').sort()).toEqual(['outer1', 'outer2', 'outer3']);
    // The arrow from Path 1's first area leads to Path 1's second; the hero's line from it to Path 2's second.
    expect(MAPS.finalBattle!.areas.find((a) => a.id === 'inner1')!.next).toEqual(['middle1']);
    expect(heroNeighbours(d.g, 'inner1').sort()).toEqual(['centralGate', 'middle2']);
    expect(heroNeighbours(d.g, 'middle1').sort()).toEqual(['far2', 'inner3']);
    expect(heroNeighbours(d.g, 'far2').sort()).toEqual(['middle1', 'outer3']);
    expect(heroNeighbours(d.g, 'outer3').sort()).toEqual(['far2', 'ring']);
  });

  it('sets up our layout: paths of four areas, two tokens in each first area, one in every other path area', () => {
    const d = game();
    const at = (area: string) => d.g.tokens.filter((t) => t.area === area).length;
    for (const p of [1, 2, 3]) {
      expect([`inner${p}`, `middle${p}`, `far${p}`, `outer${p}`].map(at)).toEqual([2, 1, 1, 1]);
    }
    expect(at('ring')).toBe(0);
    expect(d.g.tokens).toHaveLength(18);
  });

  it('"Each corner spawns its own invasion token. These tokens each move down a separate path" (the gate 3 token down the areas numbered 3)', () => {
    const d = game();
    clearMap(d);
    enemyTurn(d);
    // The spawn segment put three tokens in the corners.
    expect(d.g.tokens.map((t) => [t.area, t.corner]).sort()).toEqual([['centralGate', 'inner1'], ['centralGate', 'inner2'], ['centralGate', 'inner3']]);
    enemyTurn(d);
    // They moved out, each down its own path, and three more came.
    const out = d.g.tokens.filter((t) => t.area !== 'centralGate').map((t) => t.area).sort();
    expect(out).toEqual(['inner1', 'inner2', 'inner3']);
    expect(d.g.tokens.filter((t) => t.area === 'centralGate')).toHaveLength(3);
    enemyTurn(d);
    expect(d.g.tokens.filter((t) => t.area.startsWith('middle')).map((t) => t.area).sort()).toEqual(['middle1', 'middle2', 'middle3']);
  });

  it('"all revealed minions in the central area move down Path 1"; "Enemies in the outer ring group together" and leave from there', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'middle2';
    place(d, 'gryllus', 'centralGate', 2);
    place(d, 'larva', 'outer3');
    place(d, 'larva', 'outer1');
    enemyTurn(d);
    expect(count(d, 'gryllus', 'inner1')).toBe(2);
    expect(count(d, 'larva', 'ring')).toBe(2);
  });

  it('"If a hero enters the central area, all invasion tokens present are resolved (and the hero enters Hell Time)"', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'inner3';
    d.g.tokens.push({ id: 'tkA', area: 'centralGate', corner: 'inner1' }, { id: 'tkB', area: 'centralGate', corner: 'inner2' }, { id: 'tkC', area: 'centralGate', corner: 'inner3' });
    skipTo(d, 'heroAction');
    d.forceDice(...Array.from({ length: 12 }, () => 'I')).answer('move:centralGate');
    expect(d.g.tokens.filter((t) => t.area === 'centralGate')).toHaveLength(0);
    expect(d.g.hell).not.toBeNull();
  });

  it('Lord segment "Unchanged. The Lord moves down Path 1"; "The Fourth Circle demon appears in the Lord\'s area, and moves ahead of him, down Path 1"', () => {
    const d = game();
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    enemyTurn(d);
    expect(d.g.lords[0]!.area).toBe('inner1');
    expect(d.g.lords[0]!.shadow).toEqual(['centralGate', 'inner1']);
    expect(d.g.fourth.map((f) => f.area)).toEqual(['middle1']);
    // New tokens still come in threes in the central area's corners.
    expect(d.g.tokens.filter((t) => t.area === 'centralGate')).toHaveLength(3);
  });
});
