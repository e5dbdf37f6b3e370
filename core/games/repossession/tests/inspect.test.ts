// The glossary, inspect and legend come from the content, and inspect never
// shows a card the seat may not see.
import { describe, expect, it } from 'vitest';
import { repossession } from '..';
import { CREATURE_CARDS, RAID_CARDS, SETTLEMENT_CARDS, SUPPLY_CARDS } from '../content';
import type { PRFView } from '../view';
import { arrange, give, own, setup, start } from './helpers';

describe('glossary, inspect, legend', () => {
  it('has an entry for every card, tile kind, effect, ability and token', () => {
    const ids = new Set(repossession.glossary!.map((e) => e.id));
    for (const c of [...SUPPLY_CARDS, ...SETTLEMENT_CARDS, ...CREATURE_CARDS, ...RAID_CARDS]) expect(ids.has(`card:${c.id}`)).toBe(true);
    for (const k of ['keyword:armor', 'keyword:speed', 'keyword:snare', 'keyword:agility', 'keyword:poison', 'ability:lifeSteal', 'token:safety', 'token:faction', 'tile:raids:3']) {
      expect(ids.has(k), k).toBe(true);
    }
    expect(ids.size).toBe(repossession.glossary!.length);
    const rules = new Set(repossession.rules.map((r) => r.id));
    for (const e of repossession.glossary!) if (e.rule) expect(rules.has(e.rule), `${e.id} -> ${e.rule}`).toBe(true);
    for (const e of repossession.glossary!) for (const r of e.related ?? []) expect(ids.has(r), `${e.id} -> ${r}`).toBe(true);
    expect(repossession.glossary!.find((e) => e.id === 'card:st-azkel')!.text).toContain('Ability: +1 attack (against Ghoul Tribes, needs 2 IP).');
    expect(repossession.legend!.length).toBeGreaterThan(8);
    for (const l of repossession.legend!) if (l.entry) expect(ids.has(l.entry), `legend ${l.name} -> ${l.entry}`).toBe(true);
  });

  it('inspect shows a tile as it stands, and a hidden card to nobody who may not see it', () => {
    const d = setup(start());
    arrange(d, () => {
      own(d, 'xanadu', 'C4');
      give(d, 'x1', 'su-machete');
    });
    const g1 = d.view<PRFView>('g1').game;
    const x1 = d.view<PRFView>('x1').game;
    expect(repossession.inspect!(g1, { kind: 'space', id: 'C4' })).toMatchObject({ name: 'C4: Tier 2 Supplies tile (green)', text: expect.arrayContaining(['Held by Xanadu (1 token).']) });
    expect(repossession.inspect!(g1, { kind: 'card', id: 'su-machete' })).toBeNull();
    expect(repossession.inspect!(x1, { kind: 'card', id: 'su-machete' })).toMatchObject({ name: 'Machete' });
    expect(repossession.inspect!(g1, { kind: 'seat', id: 'x1' })!.stats).toContainEqual({ label: 'Cards', value: '1' });
  });

  it('names every dice combo, and shows piles and faction token stacks as they stand (for the board)', () => {
    const ids = new Set(repossession.glossary!.map((e) => e.id));
    for (const c of ['none', 'snake', 'pair', 'twoPairs', 'straight3', 'triples', 'straight4', 'quads']) expect(ids.has(`combo:${c}`), c).toBe(true);
    expect(repossession.glossary!.find((e) => e.id === 'combo:twoPairs')!.name).toBe('Two pairs');
    const d = setup(start());
    arrange(d, () => own(d, 'xanadu', 'C4'));
    const g1 = d.view<PRFView>('g1').game;
    expect(repossession.inspect!(g1, { kind: 'token', id: 'pile:raids:3' })!.stats).toEqual([{ label: 'Cards left', value: String(g1.piles['raids:3']) }]);
    expect(repossession.inspect!(g1, { kind: 'token', id: 'faction:C4' })).toMatchObject({ name: 'Xanadu tokens on C4' });
    expect(repossession.inspect!(g1, { kind: 'token', id: 'faction:A1' })).toBeNull();
  });
});
