import { describe, expect, it } from 'vitest';
import { INVASION_MAP } from '../../../core/games/planet-apocalypse/content';
import { departures } from './departures';
import { COLOURS, fixtureView } from './fixture.test-support';
import { mapLayout } from './mapLayout';
import { tableModel } from './tableModel';

const layout = mapLayout(INVASION_MAP);
const model = (v: ReturnType<typeof fixtureView>) => tableModel(v, layout, COLOURS, () => undefined).figures;

describe('departures', () => {
  const before = model(fixtureView());
  const after = model(fixtureView({ minions: fixtureView().minions.filter((m) => m.id !== 'm6') }));

  it('keeps the killed figure where it stood, for its death', () => {
    const gone = departures(before, after, { type: 'killed', figure: 'm6', area: 'park' });
    expect(gone.map((f) => f.id)).toEqual(['m6']);
    expect(gone[0]!.position).toEqual(before.find((f) => f.id === 'm6')!.position);
  });

  it('plays nothing for other events or figures still on the table', () => {
    expect(departures(before, after, { type: 'moved', figure: 'm6' })).toEqual([]);
    expect(departures(before, after, { type: 'killed', figure: 'h1' })).toEqual([]);
    expect(departures(before, after, null)).toEqual([]);
  });
});
