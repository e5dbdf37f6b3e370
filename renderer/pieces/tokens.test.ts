import { describe, expect, it } from 'vitest';
import { Color, Matrix4, Texture, Vector3 } from 'three';
import { MAX_VISIBLE_STACK, TOKEN_SHAPES, layoutTokens, tokenIdAt, tokenMeshes, type TokenSpec } from './tokens';

const COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#CC79A7'];

function hundredTokens(): TokenSpec[] {
  return Array.from({ length: 100 }, (_, i) => ({
    id: `t${i}`,
    shape: TOKEN_SHAPES[i % 3]!,
    colour: COLOURS[i % 4]!,
    position: [(i % 10) * 0.6, 0, Math.floor(i / 10) * 0.6] as [number, number, number],
    letter: i % 2 === 0 ? 'A' : 'X',
  }));
}

describe('token instancing', () => {
  it('draws 100 tokens as one InstancedMesh per shape, with the right counts and colours', () => {
    const tokens = hundredTokens();
    const meshes = tokenMeshes(tokens);
    expect(meshes.bodies).toHaveLength(3);
    const total = meshes.bodies.reduce((n, m) => n + m.count, 0);
    expect(total).toBe(100);
    for (const mesh of meshes.bodies) {
      const shape = mesh.name.split(':')[1];
      const mine = tokens.filter((t) => t.shape === shape);
      expect(mesh.count).toBe(mine.length);
      // Each instance carries the colour and the position of its own token.
      mine.forEach((t, i) => {
        const c = new Color();
        mesh.getColorAt(i, c);
        expect(c.getHexString()).toBe(new Color(t.colour).getHexString());
        const m = new Matrix4();
        mesh.getMatrixAt(i, m);
        const p = new Vector3().setFromMatrixPosition(m);
        expect(p.x).toBeCloseTo(t.position[0]);
        expect(p.z).toBeCloseTo(t.position[2]);
        expect(tokenIdAt(mesh, i)).toBe(t.id);
      });
    }
    // Shapes share geometry and material across calls, so rebuilding costs no new GPU programs.
    const again = tokenMeshes(tokens);
    expect(again.bodies[0]!.geometry).toBe(meshes.bodies[0]!.geometry);
    expect(again.bodies[0]!.material).toBe(meshes.bodies[0]!.material);
    meshes.dispose();
    again.dispose();
  });

  it('prints letters as one instanced decal mesh per letter', () => {
    const textures = new Map<string, Texture>();
    const meshes = tokenMeshes(hundredTokens(), (l) => {
      if (!textures.has(l)) textures.set(l, new Texture());
      return textures.get(l)!;
    });
    expect(meshes.letters.map((m) => m.name).sort()).toEqual(['token-letters:A', 'token-letters:X']);
    expect(meshes.letters.reduce((n, m) => n + m.count, 0)).toBe(100);
    expect(tokenMeshes(hundredTokens()).letters).toHaveLength(0);
  });

  it('stacks tokens upward, caps the pieces shown and labels the count', () => {
    const layout = layoutTokens([{ id: 'pile', shape: 'disc', colour: '#fff', position: [1, 0.5, 2], count: 9, letter: 'H' }]);
    const g = layout.bodies.get('disc')!;
    expect(g.matrices).toHaveLength(MAX_VISIBLE_STACK);
    const ys = g.matrices.map((m) => new Vector3().setFromMatrixPosition(m).y);
    for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThan(ys[i - 1]!);
    expect(ys[0]!).toBeGreaterThan(0.5);
    expect(layout.counts).toEqual([{ tokenId: 'pile', text: '×9', position: expect.any(Array) }]);
    // The letter sits on the top piece.
    const letterY = new Vector3().setFromMatrixPosition(layout.letters.get('H')!.matrices[0]!).y;
    expect(letterY).toBeGreaterThan(ys[ys.length - 1]!);
  });

  it('prints dark letters on light tokens and light letters on dark ones', () => {
    const layout = layoutTokens([
      { id: 'a', shape: 'hex', colour: '#F0E442', position: [0, 0, 0], letter: 'Y' },
      { id: 'b', shape: 'hex', colour: '#0072B2', position: [1, 0, 0], letter: 'Y' },
    ]);
    const [dark, light] = layout.letters.get('Y')!.colours;
    expect(dark!.getHexString()).toBe('111111');
    expect(light!.getHexString()).toBe('ffffff');
  });
});
