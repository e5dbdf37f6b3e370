/** The expansion maps' own pieces on the table: hindbody tokens, the Tardigrade's cyst, the Final Battle's corner tokens. */
import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../core/games/planet-apocalypse/content';
import { COLOURS, fixtureView, LORD } from './fixture.test-support';
import { mapLayout } from './mapLayout';
import { tableModel } from './tableModel';

const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

function onMap(mapId: string, more: Parameters<typeof fixtureView>[0]) {
  const map = MAPS[mapId]!;
  const layout = mapLayout(map);
  const next = (a: string) => map.areas.find((x) => x.id === a)?.next[0];
  const view = fixtureView({ mapId, heroes: [], minions: [], fourth: [], ambushes: [], lords: [{ ...LORD, area: map.lordAreas[0]!, shadow: [] }], ...more });
  return { layout, model: tableModel(view, layout, COLOURS, next) };
}

describe('expansion map pieces', () => {
  it('Dragon Back: a hindbody token ("only resolve into Limbo minions") looks unlike a normal token', () => {
    const { model } = onMap('dragonBack', { tokens: [{ id: 'tk1', area: 'hips', limbo: true }, { id: 'tk2', area: 'neck' }] });
    const hind = model.markers.find((m) => m.id === 'tk1')!;
    const plain = model.markers.find((m) => m.id === 'tk2')!;
    expect([hind.colour, hind.letter]).toEqual([COLOURS.hindbody, 'L']);
    expect([plain.colour, plain.letter]).toEqual([COLOURS.token, '?']);
  });

  it('a slain Tardigrade\'s cyst lies in its area as a marker of its own', () => {
    const { model, layout } = onMap('dragonGuts', { tokens: [], cyst: 'heart' });
    const cyst = model.markers.find((m) => m.id === 'cyst')!;
    expect(cyst).toMatchObject({ shape: 'disc', colour: COLOURS.cyst, letter: 'C' });
    const heart = layout.byId.get('heart')!;
    expect(dist(cyst.position, heart.centre)).toBeLessThan(heart.radius);
    // No cyst, no marker.
    expect(onMap('dragonGuts', { tokens: [] }).model.markers.some((m) => m.id === 'cyst')).toBe(false);
  });

  it('Final Battle: "one in each corner of the central area. Keep them separate": each token lies toward its own path', () => {
    const corners = ['inner1', 'inner2', 'inner3'];
    const { model, layout } = onMap('finalBattle', { tokens: corners.map((c, i) => ({ id: `tk${i}`, area: 'centralGate', corner: c })) });
    const gate = layout.byId.get('centralGate')!;
    corners.forEach((c, i) => {
      const t = model.markers.find((m) => m.id === `tk${i}`)!;
      expect(dist(t.position, gate.centre)).toBeLessThan(gate.radius);
      const path = layout.byId.get(c)!.centre;
      // Nearer its own path's first area than either other corner token is.
      for (let j = 0; j < 3; j++) if (j !== i) expect(dist(t.position, path)).toBeLessThan(dist(model.markers.find((m) => m.id === `tk${j}`)!.position, path));
    });
  });
});
