// The side panel's scenario track, prompt options by territory and where an event happens.
import { describe, expect, it } from 'vitest';
import { put, riskFixture } from './fixture.test-support';
import { eventLink, eventTerritory, stickyLink } from './beatFocus';
import { scenarioTrack } from './scenarioTrack';
import { territoryOptions } from './territoryOptions';

describe('scenario track', () => {
  it('counts fallen territories against the share that loses the world', () => {
    const v = riskFixture('zombies');
    put(v, 'peru', { apoc: 3 });
    put(v, 'eastern-australia', { apoc: 1 });
    const t = scenarioTrack(v)!;
    expect(t.name).toBe('Zombies');
    expect(t.meter).toMatchObject({ filled: 2, length: 21 }); // Peru and Eastern Australia.
    expect(t.lines[0]).toEqual({ label: 'Zombies', value: '4' });
  });

  it('runs the meteor\'s countdown and names the missile', () => {
    const t = scenarioTrack(riskFixture('meteors'))!;
    expect(t.meter.length).toBe(15);
    expect(t.lines.map((l) => l.label)).toContain('Missile');
  });
});

describe('territory options', () => {
  it('groups a turn\'s options by territory (attack, move and close all point at one)', () => {
    const byT = territoryOptions([
      { id: 'atk:peru', label: 'Attack from Peru', target: { kind: 'area', id: 'peru' } },
      { id: 'mv:peru', label: 'Move from Peru', target: { kind: 'area', id: 'peru' } },
      { id: 'atk:brazil', label: 'Attack from Brazil', target: { kind: 'area', id: 'brazil' } },
      { id: 'end', label: 'End the turn' },
    ]);
    expect([...byT.keys()]).toEqual(['peru', 'brazil']);
    expect(byT.get('peru')!.map((o) => o.id)).toEqual(['atk:peru', 'mv:peru']);
  });
});

describe('event focus', () => {
  const known = (id: string) => ['peru', 'brazil'].includes(id);
  it('looks at the destination, else the territory named, else the origin', () => {
    expect(eventTerritory({ type: 'moved', from: 'peru', to: 'brazil' }, known)).toBe('brazil');
    expect(eventTerritory({ type: 'armiesLost', territory: 'peru' }, known)).toBe('peru');
    expect(eventTerritory({ type: 'roundStarted' }, known)).toBeNull();
    expect(eventLink({ type: 'moved', from: 'peru', to: 'brazil' }, known)).toEqual(['peru', 'brazil']);
  });

  it('keeps an attack\'s arrow through its dice and losses, and drops it when play moves on', () => {
    const known = (id: string) => ['peru', 'brazil', 'argentina'].includes(id);
    const attack = { type: 'attackDeclared', seat: 'p1', from: 'peru', to: 'brazil' };
    let shown = stickyLink(null, attack, known);
    expect(shown).toBe(attack);
    shown = stickyLink(shown, { type: 'diceRolled' }, known);
    expect(shown).toBe(attack);
    shown = stickyLink(shown, { type: 'armiesLost', territory: 'brazil' }, known);
    expect(shown).toBe(attack);
    expect(stickyLink(shown, { type: 'armiesLost', territory: 'argentina' }, known)).toBeNull();
    expect(stickyLink(shown, null, known)).toBeNull();
    expect(stickyLink(null, { type: 'armiesLost', territory: 'brazil' }, known)).toBeNull();
  });
});
