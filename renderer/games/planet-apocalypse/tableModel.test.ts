import { describe, expect, it } from 'vitest';
import { INVASION_MAP } from '../../../core/games/planet-apocalypse/content';
import { COLOURS, fixtureView, hero, LORD } from './fixture.test-support';
import { HELL_AREA, mapLayout } from './mapLayout';
import { MAX_SHOWN, tableModel } from './tableModel';
import { paMiniature } from '../../pieces/miniatures/gameMiniatures';

const layout = mapLayout(INVASION_MAP);
const next = (a: string) => INVASION_MAP.areas.find((x) => x.id === a)?.next[0];
const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

describe('tableModel', () => {
  it('gives every kind of demon its own silhouette', () => {
    const view = fixtureView({
      minions: [
        { id: 'a', kind: 'larva', area: 'park' },
        { id: 'b', kind: 'gryllus', area: 'park' },
        { id: 'c', kind: 'fiend', area: 'park' },
        { id: 'd', kind: 'cacodemon', area: 'park' },
      ],
      fourth: [{ id: 'e', defId: 'hellhound', area: 'ruins', damage: 0 }, { id: 'f', defId: 'catoblepas', area: 'ruins', damage: 0 }],
    });
    const { figures } = tableModel(view, layout, COLOURS, next);
    const look = Object.fromEntries(figures.map((f) => [f.id, f.silhouette]));
    expect(look).toMatchObject({ a: 'blob', b: 'crawler', c: 'brute', d: 'floater', e: 'beast', f: 'behemoth', lord: 'giant', h1: 'hero' });
    const lord = figures.find((f) => f.id === 'lord')!;
    const hero1 = figures.find((f) => f.id === 'h1')!;
    expect(lord.scale).toBeGreaterThan(hero1.scale);
  });

  it('puts figures in their area, apart from each other', () => {
    const { figures } = tableModel(fixtureView(), layout, COLOURS, next);
    const plaza = figures.filter((f) => f.area === 'plaza');
    const centre = layout.byId.get('plaza')!;
    for (const f of plaza) expect(dist(f.position, centre.centre)).toBeLessThan(centre.radius);
    for (let i = 0; i < plaza.length; i++) {
      for (let j = i + 1; j < plaza.length; j++) expect(dist(plaza[i]!.position, plaza[j]!.position)).toBeGreaterThan(0.3);
    }
  });

  it('shows a group of one kind as one figure that counts the whole group', () => {
    const { figures } = tableModel(fixtureView(), layout, COLOURS, next);
    const larvae = figures.filter((f) => f.role === 'minion' && f.area === 'plaza');
    expect(larvae).toHaveLength(MAX_SHOWN);
    expect(larvae[0]!.label).toBe('×5');
    // A prompt target naming a hidden larva still finds a figure.
    expect(larvae.flatMap((f) => f.members).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('stands heroes behind the minion stacks of their area, so a stack is never hidden', () => {
    const { figures } = tableModel(fixtureView(), layout, COLOURS, next);
    const plaza = figures.filter((f) => f.area === 'plaza');
    const heroZ = Math.max(...plaza.filter((f) => f.role === 'hero').map((f) => f.position[2]));
    const minionZ = Math.min(...plaza.filter((f) => f.role === 'minion').map((f) => f.position[2]));
    expect(minionZ).toBeGreaterThanOrEqual(heroZ);
  });

  it('shows hero health and statuses as badges', () => {
    const { figures } = tableModel(fixtureView(), layout, COLOURS, next);
    const tarang = figures.find((f) => f.id === 'h2')!;
    expect(tarang.label).toBe('4');
    expect(tarang.badges).toEqual([{ kind: 'fire' }, { kind: 'pestilence', value: 2 }]);
    expect(tarang.colour).toBe(COLOURS.seats[1]);
  });

  it('stands heroes and the Lord on his sheet during a Lord Battle', () => {
    const view = fixtureView({ heroes: [hero('h1', 'hannah', HELL_AREA)], lords: [{ ...LORD, area: HELL_AREA }] });
    const { figures } = tableModel(view, layout, COLOURS, next);
    for (const id of ['h1', 'lord']) {
      const f = figures.find((x) => x.id === id)!;
      expect(f.area).toBe(HELL_AREA);
      expect(dist(f.position, layout.hell.centre)).toBeLessThan(layout.hell.radius);
    }
  });

  it('hides a secret Lord and a seat without a hero', () => {
    const view = fixtureView({ lords: [{ ...LORD, revealed: false }], heroes: [hero('h1', null as unknown as string, 'crossroads')] });
    const { figures } = tableModel(view, layout, COLOURS, next);
    expect(figures.some((f) => f.role === 'lord' || f.role === 'hero')).toBe(false);
  });

  it('stands every Lord of a map on the table, each under his own Shadow', () => {
    const view = fixtureView({ lords: [LORD, { ...LORD, id: 'lord2', area: 'church', shadow: ['church'] }] });
    const { figures, shadowed } = tableModel(view, layout, COLOURS, next);
    expect(figures.filter((f) => f.role === 'lord').map((f) => [f.id, f.area])).toEqual([['lord', 'hellgate'], ['lord2', 'church']]);
    expect([...shadowed].sort()).toEqual(['church', 'hellgate']);
  });

  it('turns minions towards their next area', () => {
    const view = fixtureView({ minions: [{ id: 'x', kind: 'gryllus', area: 'mainStreet' }] });
    const f = tableModel(view, layout, COLOURS, next).figures.find((m) => m.id === 'x')!;
    const from = layout.byId.get('mainStreet')!.centre;
    const to = layout.byId.get('crossroads')!.centre;
    // Facing θ looks along (sin θ, cos θ) in (x, z).
    expect(Math.sin(f.facing)).toBeCloseTo((to[0] - from[0]) / dist(from, to));
    expect(Math.cos(f.facing)).toBeCloseTo((to[2] - from[2]) / dist(from, to));
  });

  it('lays invasion tokens and the Shadow on the back rim of their area', () => {
    const { markers, shadowed } = tableModel(fixtureView(), layout, COLOURS, next);
    const church = layout.byId.get('church')!;
    const tokens = markers.filter((m) => m.letter === '?');
    expect(tokens.map((t) => t.id)).toEqual(['tk1', 'tk2']);
    for (const t of tokens) {
      expect(t.shape).toBe('hex');
      expect(t.position[2]).toBeLessThan(church.centre[2]);
      expect(dist(t.position, church.centre)).toBeLessThan(church.radius);
    }
    expect(dist(tokens[0]!.position, tokens[1]!.position)).toBeGreaterThan(0.45);
    expect(markers.some((m) => m.id.startsWith('ambush:'))).toBe(false);
    expect(markers.find((m) => m.id === 'shadow:hellgate')).toMatchObject({ shape: 'disc' });
    expect([...shadowed]).toEqual(['hellgate']);
  });

  it('stands an ambush in its area as its trooper type\'s miniature, counted, inspected as the ambush', () => {
    const view = fixtureView();
    const amb = view.ambushes.find((a) => a.area === 'mainStreet')!;
    const piece = tableModel(view, layout, COLOURS, next).figures.find((f) => f.role === 'trooper')!;
    expect(piece).toMatchObject({ id: 'ambush:mainStreet', area: 'mainStreet', label: `×${amb.count}`, inspect: { kind: 'token', id: 'ambush:mainStreet' } });
    expect(piece.miniature).toBe(paMiniature('trooper', amb.type));
    const street = layout.byId.get('mainStreet')!;
    expect(dist(piece.position, street.centre)).toBeLessThan(street.radius);
  });
});
