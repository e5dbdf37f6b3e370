// The campaign maps' own marks in the inspect panel: the Moon Base's hero-only links and a Tardigrade's cyst.
import { describe, expect, it } from 'vitest';
import type { InspectEntry } from '../../../engine/types';
import { planetApocalypse } from '..';
import { start } from '../tests/helpers';
import type { PAView } from '../view';
import { GLOSSARY_BY_ID } from './glossary';
import { jumpId } from './mapMarks';

const look = (view: PAView, id: string) => planetApocalypse.inspect!(view, { kind: 'token', id });

function linksExist(e: InspectEntry): void {
  for (const r of e.related ?? []) expect(GLOSSARY_BY_ID.has(r), `${e.id} links to ${r}`).toBe(true);
}

describe('map marks in the inspect panel', () => {
  it('Moon Base: "Heroes can move between airlocks as if adjacent. Airlocks aren\'t adjacent for any other purpose."', () => {
    const d = start({ map: 'moonBase' });
    const view = d.view<PAView>('h1').game;
    const airlocks = look(view, jumpId('whiteAirlock', 'blueAirlock'))!;
    expect(airlocks.name).toBe('White Airlock ⇄ Blue Airlock');
    expect(airlocks.stats).toEqual(expect.arrayContaining([{ label: 'Who may use it', value: 'heroes only' }, { label: 'Direction', value: 'either way' }]));
    expect(airlocks.text!.join(' ')).toContain('not adjacent');
    linksExist(airlocks);
  });

  it('Moon Base: "A hero can move directly from the Blue Gate area to the White Gate area (this enters Hell Time of course.)"', () => {
    const d = start({ map: 'moonBase' });
    const view = d.view<PAView>('h1').game;
    const gates = look(view, jumpId('blueGate', 'whiteGate'))!;
    expect(gates.name).toBe('Blue Gate → White Gate');
    expect(gates.stats).toContainEqual({ label: 'Direction', value: 'one way, from Blue Gate to White Gate' });
    // The Lord stands in the White Gate under his Shadow.
    expect(gates.text!.join(' ')).toContain('Hell Time');
    linksExist(gates);
    // A link the map does not have has no entry.
    expect(look(view, jumpId('cargoBay', 'observatory'))).toBeNull();
  });

  it('FAQ "Does the Tardigrade cyst token count as an enemy? No. And it cannot be attacked."', () => {
    const d = start({ map: 'dragonGuts' });
    expect(look(d.view<PAView>('h1').game, 'cyst')).toBeNull();
    d.g.cyst = 'heart';
    const cyst = look(d.view<PAView>('h1').game, 'cyst')!;
    expect(cyst.name).toBe('Tardigrade cyst');
    expect(cyst.stats).toEqual(expect.arrayContaining([{ label: 'Where', value: 'Heart' }, { label: 'An enemy?', value: 'no, and it cannot be attacked' }]));
    expect(cyst.related).toContain('fourth:tardigrade');
    linksExist(cyst);
  });
});
