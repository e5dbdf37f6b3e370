// What the inspect panel, legend and rules search read.
import { describe, expect, it } from 'vitest';
import { apocalypseRisk } from '.';
import { clearBoard, put, start } from './tests/helpers';
import type { RiskView } from './view';

describe('inspect, glossary and legend', () => {
  it('describes a territory as it stands: owner, armies, apocalytes, supplies, barricades, marks', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'peru', { p1: 4, p2: 1, apoc: 2, supplies: 2, hq: 1 });
    d.g.mothership = 'peru';
    d.g.barricades.push({ terr: 'peru', other: 'brazil', strong: true });
    const e = apocalypseRisk.inspect!(d.view<RiskView>('p1').game, { kind: 'area', id: 'peru' })!;
    expect(e.name).toBe('Peru');
    const stats = Object.fromEntries(e.stats!.map((s) => [s.label, s.value]));
    expect(stats).toMatchObject({ Owner: 'Red', Red: '4 armies', Blue: '1 army', 'The aliens': '2', Supplies: '2', Headquarters: 'yes', Barricades: 'strong to Brazil', Marked: 'mothership' });
  });

  it('every glossary entry links only to entries and rules that exist', () => {
    const ids = new Set(apocalypseRisk.glossary!.map((e) => e.id));
    const rules = new Set(apocalypseRisk.rules.map((r) => r.id));
    for (const e of apocalypseRisk.glossary!) {
      for (const r of e.related ?? []) expect(ids.has(r), `${e.id} -> ${r}`).toBe(true);
      if (e.rule) expect(rules.has(e.rule), `${e.id} rule ${e.rule}`).toBe(true);
    }
    for (const l of apocalypseRisk.legend!) if (l.entry) expect(ids.has(l.entry), l.entry).toBe(true);
  });

  it('names a player and looks up a token', () => {
    const d = start({ players: 3, scenario: 'plague' });
    const v = d.view<RiskView>('p2').game;
    expect(apocalypseRisk.inspect!(v, { kind: 'seat', id: 'p1' })).toMatchObject({ name: 'Red' });
    expect(apocalypseRisk.inspect!(v, { kind: 'token', id: 'supply' })).toMatchObject({ name: 'Supply' });
  });

  it('is registered and playable (its board is renderer/games/apocalypse-risk)', async () => {
    const { getGame } = await import('../registry');
    expect(getGame('apocalypse-risk')).toBe(apocalypseRisk);
    expect(apocalypseRisk.playable).toBe(true);
  });
});
