import { describe, expect, it } from 'vitest';
import { boardPieces, gridKeys } from './boardModel';
import { maFixture } from './fixture.test-support';
import { cellCentre, gridOf, TILE_SIDE } from './mapGrid';

const colours = (seat: string) => (seat === 's1' ? '#aa0000' : '#0000aa');

describe('what stands on the map', () => {
  const view = maFixture();
  const grid = gridOf(gridKeys(view, []));
  const pieces = boardPieces(view, grid, colours);

  it('shows face-up tiles with their type, spawn number and icons, and face-down ones blank', () => {
    const forest = pieces.tiles.find((t) => t.key === '1,0')!;
    expect(forest).toMatchObject({ faceUp: true, type: 'forest', name: 'Forest', spawn: 8, scavenge: ['green'], tokens: 2 });
    const hidden = pieces.tiles.find((t) => t.key === '1,1')!;
    expect(hidden).toMatchObject({ faceUp: false, type: '', spawn: null, scavenge: [] });
    expect(pieces.tiles.find((t) => t.key === '0,0')!.type).toBe('van');
  });

  it('puts Monster tokens, scavenge blocks and their counts on their tiles', () => {
    expect(pieces.tokens.find((t) => t.id === 'tokens:1,0')).toMatchObject({ count: 2, letter: 'M' });
    expect(pieces.tokens.find((t) => t.id === 'tokens:1,1')).toMatchObject({ count: 1 });
    expect(pieces.tokens.find((t) => t.id === 'block:0,1')).toBeDefined();
    expect(pieces.tokens.some((t) => t.id === 'tokens:0,0')).toBe(false);
  });

  it('stands every living body on its tile in its seat colour, the Dog beside the Veteran', () => {
    const vet = pieces.figures.find((f) => f.id === 'c1')!;
    const dog = pieces.figures.find((f) => f.id === 'c1:dog')!;
    expect(vet).toMatchObject({ kind: 'survivor', colour: '#aa0000', tile: '0,0', health: 11, inspect: { kind: 'figure', id: 'c1' } });
    expect(vet.badges).toEqual([{ kind: 'poison', value: 2 }]);
    expect(dog).toMatchObject({ kind: 'companion', tile: '0,0', silhouette: 'beast' });
    expect(dog.scale).toBeLessThan(vet.scale);
    const [cx, cz] = cellCentre(grid, '0,0')!;
    for (const f of [vet, dog]) {
      expect(Math.abs(f.position[0] - cx)).toBeLessThan(TILE_SIDE / 2);
      expect(Math.abs(f.position[2] - cz)).toBeLessThan(TILE_SIDE / 2);
    }
    expect(vet.position[0]).not.toBe(dog.position[0]);
    expect(pieces.figures.find((f) => f.id === 'c2')!.badges).toEqual([{ kind: 'hunger', value: 1 }]);
  });

  it('stands a monster beside its survivor with the health it has left, stunned marked', () => {
    const m = pieces.figures.find((f) => f.id === 'walker#1')!;
    expect(m).toMatchObject({ kind: 'monster', tile: '0,0', health: 3, inspect: { kind: 'card', id: 'walker#1' }, badges: [{ kind: 'stun' }] });
    // Behind the survivors' row, so the survivors stay in front.
    expect(m.position[2]).toBeLessThan(pieces.figures.find((f) => f.id === 'c1')!.position[2]);
  });

  it('stands a crowd of five on the start tile in two rows, so no two figures (and their health labels) crowd together', () => {
    const v = maFixture();
    v.monsters = [];
    const base = v.survivors[1]!;
    v.survivors = [v.survivors[0]!, ...[2, 3, 4, 5].map((n) => ({ ...base, id: `c${n}`, seat: `s${n}`, tile: '0,0', bodies: [{ ...base.bodies[0]!, id: `c${n}` }] }))];
    const here = boardPieces(v, grid, colours).figures.filter((f) => f.tile === '0,0');
    expect(here).toHaveLength(6); // five survivors and the Dog
    for (let i = 0; i < here.length; i++) {
      for (let j = i + 1; j < here.length; j++) {
        const [a, b] = [here[i]!.position, here[j]!.position];
        expect(Math.hypot(a[0] - b[0], a[2] - b[2]), `${here[i]!.id} and ${here[j]!.id}`).toBeGreaterThan(TILE_SIDE * 0.25);
      }
    }
  });

  it('leaves the dead off the map', () => {
    const v = maFixture();
    v.survivors[1]!.dead = true;
    expect(boardPieces(v, grid, colours).figures.some((f) => f.id === 'c2')).toBe(false);
  });

  it('grows the grid to the empty cells a setup prompt offers', () => {
    const g = gridOf(gridKeys(view, ['3,0']));
    expect(g.cols).toBe(5);
  });
});
