// What stands on the world board for a view: stacks, apocalytes, tokens, walls and split discs.
import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '../../../core/games/apocalypse-risk/content/numbers';
import { put, riskFixture } from './fixture.test-support';
import { APOCALYTE_LOOK, seatColour } from './looks';
import { boardPieces } from './pieceModel';
import { worldShapes } from './worldShapes';

const world = worldShapes();


describe('board pieces', () => {
  it('stands one figure per side in a territory, the biggest army first, with its count', () => {
    const v = riskFixture();
    put(v, 'peru', { p1: 4, p2: 7 });
    const peru = boardPieces(v, world, false).stacks.filter((s) => s.territory === 'peru');
    expect(peru.map((s) => [s.side, s.count, s.silhouette])).toEqual([['p2', 7, 'soldier'], ['p1', 4, 'soldier']]);
    expect(peru[0]!.colour).toBe(seatColour(v, 'p2', false));
    expect(peru[0]!.inspect).toEqual({ kind: 'area', id: 'peru' });
  });

  it('splits the disc of a contested territory in two colours and gives an owned one its owner\'s', () => {
    const v = riskFixture();
    put(v, 'peru', { p1: 2, apoc: 3 });
    put(v, 'brazil', { p2: 5 });
    const discs = boardPieces(v, world, false).discs;
    expect(discs.find((x) => x.territory === 'peru')!.colours).toEqual([APOCALYTE_LOOK.zombies.colour, seatColour(v, 'p1', false)]);
    expect(discs.find((x) => x.territory === 'brazil')!.colours).toEqual([seatColour(v, 'p2', false)]);
  });

  it('gives every scenario\'s apocalytes a silhouette and a type id of their own', () => {
    expect(new Set(SCENARIO_IDS.map((s) => APOCALYTE_LOOK[s].silhouette)).size).toBe(SCENARIO_IDS.length);
    expect(new Set(SCENARIO_IDS.map((s) => APOCALYTE_LOOK[s].typeId)).size).toBe(SCENARIO_IDS.length);
    const v = riskFixture('aliens');
    put(v, 'egypt', { apoc: 4 });
    v.mothership = 'egypt';
    const stacks = boardPieces(v, world, false).stacks.filter((s) => s.territory === 'egypt');
    expect(stacks.map((s) => s.typeId).sort()).toEqual(['alien', 'mothership']);
  });

  it('puts headquarters and supplies as tokens, and the scenario\'s marks', () => {
    const v = riskFixture('demons');
    put(v, 'india', { p3: 2, supplies: 3, hq: 1 });
    v.portals = [{ terr: 'ural', open: true }, { terr: 'siam', open: false }];
    const tokens = boardPieces(v, world, false).tokens;
    expect(tokens.find((t) => t.id === 'hq:india')).toMatchObject({ shape: 'hex', letter: 'H' });
    expect(tokens.find((t) => t.id === 'supply:india')).toMatchObject({ shape: 'cube', count: 3 });
    expect(tokens.find((t) => t.id === 'portal:ural')).toMatchObject({ letter: 'P' });
    expect(tokens.find((t) => t.id === 'portal:siam')).toMatchObject({ letter: 'X' });
  });

  it('stands a barricade on the closing territory\'s side of a land border, and near the coast across the sea', () => {
    const v = riskFixture();
    v.barricades = [{ terr: 'alaska', other: 'northwest-territory', strong: false }, { terr: 'brazil', other: 'north-africa', strong: true }];
    const walls = boardPieces(v, world, false).walls;
    expect(walls.map((w) => [w.key, w.strong])).toEqual([['alaska|northwest-territory', false], ['brazil|north-africa', true]]);
    const alaska = world.territories.get('alaska')!.centre;
    const nwt = world.territories.get('northwest-territory')!.centre;
    const mid = walls[0]!.paths[0]![0]!;
    expect(Math.hypot(mid[0] - alaska[0], mid[1] - alaska[1])).toBeLessThan(Math.hypot(mid[0] - nwt[0], mid[1] - nwt[1]) + 2);
    expect(walls[1]!.paths[0]!.length).toBe(2);
  });

  it('scorches craters and barren land and leaves a meteorite in a crater', () => {
    const v = riskFixture('meteors');
    v.annihilated = ['peru'];
    const p = boardPieces(v, world, false);
    expect(p.scorched.get('peru')).toBe('crater');
    expect(p.stacks.find((s) => s.key === 'meteor:peru')?.typeId).toBe('meteorite');
  });

  it('uses Okabe–Ito colours for colour-blind players', () => {
    const v = riskFixture();
    expect(seatColour(v, 'p1', true)).toBe('#D55E00');
    expect(seatColour(v, 'p1', false)).toBe(v.players[0]!.color);
  });
});
