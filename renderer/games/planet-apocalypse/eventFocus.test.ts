import { describe, expect, it } from 'vitest';
import { INVASION_MAP } from '../../../core/games/planet-apocalypse/content';
import { eventArea, eventFocus, eventFrame, floatingFor, FOLLOW_DISTANCE, moveWaypoints } from './eventFocus';
import { COLOURS, fixtureView } from './fixture.test-support';
import { HELL_AREA, mapLayout } from './mapLayout';
import { tableModel } from './tableModel';

const layout = mapLayout(INVASION_MAP);
const starts = INVASION_MAP.starts;
const view = fixtureView();

describe('eventArea', () => {
  it('follows moves, spawns, deaths and the Lord', () => {
    expect(eventArea({ type: 'moved', figure: 'm6', from: 'park', to: 'plaza' }, view, starts)).toBe('plaza');
    expect(eventArea({ type: 'spawned', figure: 'm9', kind: 'larva', area: 'church' }, view, starts)).toBe('church');
    expect(eventArea({ type: 'killed', figure: 'm9', area: 'ruins' }, view, starts)).toBe('ruins');
    expect(eventArea({ type: 'lordAdvanced', figure: 'lord', from: 'hellgate', to: 'ruins' }, view, starts)).toBe('ruins');
    expect(eventArea({ type: 'tokenRevealed', token: 'tk1', area: 'church' }, view, starts)).toBe('church');
  });

  it('finds the figure for damage and statuses', () => {
    expect(eventArea({ type: 'damaged', figure: 'h2', amount: 1 }, view, starts)).toBe('plaza');
    expect(eventArea({ type: 'damaged', figure: 'lord:wall', amount: 1 }, view, starts)).toBe(HELL_AREA);
    expect(eventArea({ type: 'damaged', figure: 'lord', amount: 1 }, view, starts)).toBe('hellgate');
    expect(eventArea({ type: 'statusChanged', figure: 'h1', status: 'fire', value: 1 }, view, starts)).toBe('crossroads');
  });

  it('looks at the start when demons score doom by leaving, and nowhere for other doom', () => {
    expect(eventArea({ type: 'doomScored', amount: 2, reason: 'exits: a fiend' }, view, starts)).toBe('crossroads');
    expect(eventArea({ type: 'doomScored', amount: 2, reason: 'Hannah died' }, view, starts)).toBeNull();
    expect(eventArea({ type: 'phaseStarted', phase: 'enemy' }, view, starts)).toBeNull();
  });
});

describe('eventFrame', () => {
  const centre = (id: string) => layout.byId.get(id)!.centre;
  it('frames a move from where it starts to where it ends, backing off for a long one', () => {
    const near = eventFrame({ type: 'moved', figure: 'm6', from: 'park', to: 'plaza' }, view, layout, starts)!;
    expect(near.point[0]).toBeCloseTo((centre('park')[0] + centre('plaza')[0]) / 2);
    expect(near.point[2]).toBeCloseTo((centre('park')[2] + centre('plaza')[2]) / 2);
    const far = eventFrame({ type: 'moved', figure: 'h1', from: 'crossroads', to: 'hellgate' }, view, layout, starts)!;
    expect(far.distance).toBeGreaterThan(near.distance);
  });

  it('frames an attacker with the hero it strikes, and one area close up', () => {
    const attack = eventFrame({ type: 'attacked', by: 'larva', area: 'church', target: 'h1' }, view, layout, starts)!;
    expect(attack.point[0]).toBeCloseTo((centre('church')[0] + centre('crossroads')[0]) / 2);
    const spawn = eventFrame({ type: 'spawned', area: 'park' }, view, layout, starts)!;
    expect(spawn.distance).toBe(FOLLOW_DISTANCE);
    expect(spawn.point[0]).toBeCloseTo(centre('park')[0]);
    expect(eventFrame({ type: 'trackChanged', track: 'doom' }, view, layout, starts)).toBeNull();
  });
});

describe('eventFocus', () => {
  it('is the centre of the area', () => {
    expect(eventFocus({ type: 'spawned', area: 'park' }, view, layout, starts)).toEqual(layout.byId.get('park')!.centre);
    expect(eventFocus({ type: 'trackChanged', track: 'doom' }, view, layout, starts)).toBeNull();
  });
});

describe('floatingFor', () => {
  const { figures } = tableModel(view, layout, COLOURS, () => undefined);
  it('rises a negative number over a hurt figure and a positive one over a healed one', () => {
    const hurt = floatingFor({ type: 'damaged', figure: 'h2', amount: 2 }, figures, layout)!;
    expect(hurt.amount).toBe(-2);
    const h2 = figures.find((f) => f.id === 'h2')!;
    expect(hurt.position[0]).toBe(h2.position[0]);
    expect(hurt.position[1]).toBeGreaterThan(h2.position[1]);
    expect(floatingFor({ type: 'healed', figure: 'h1', amount: 1 }, figures, layout)!.amount).toBe(1);
  });
  it('shows a hit on a part of the Lord\'s sheet there, and nothing for other events', () => {
    expect(floatingFor({ type: 'damaged', figure: 'lord:wall', amount: 1 }, figures, layout)).not.toBeNull();
    expect(floatingFor({ type: 'moved', figure: 'h1' }, figures, layout)).toBeNull();
  });
});

describe('moveWaypoints', () => {
  it('passes through the areas between the first and last of the path', () => {
    const w = moveWaypoints({ type: 'moved', figure: 'h1', path: ['crossroads', 'mainStreet', 'plaza'] }, layout)!;
    expect(w.figure).toBe('h1');
    expect(w.waypoints).toEqual([layout.byId.get('mainStreet')!.centre]);
    expect(moveWaypoints({ type: 'moved', figure: 'h1', path: ['crossroads', 'mainStreet'] }, layout)!.waypoints).toEqual([]);
    expect(moveWaypoints({ type: 'killed', figure: 'h1' }, layout)).toBeNull();
  });
});
