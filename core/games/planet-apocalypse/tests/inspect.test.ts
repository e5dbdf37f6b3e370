// Inspect data: the glossary built from the content, the legend, and live
// entries for everything on the table, linked to rules and glossary entries
// that exist, with hidden things kept hidden.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { InspectEntry, TableTarget } from '../../../engine/types';
import { planetApocalypse } from '..';
import { ALL_GIFTS, HEROES, KEYWORDS, LEGIONS, LORDS, MINION_KINDS, TROOPERS } from '../content';
import { RULES } from '../rulesText';
import type { PAView } from '../view';
import { clearMap, place, start } from './helpers';

const glossary = planetApocalypse.glossary!;
const byId = new Map(glossary.map((e) => [e.id, e]));
const RULE_IDS = new Set(RULES.map((r) => r.id));

function checkLinks(e: InspectEntry): void {
  if (e.rule) expect(RULE_IDS, `${e.id} names rule ${e.rule}`).toContain(e.rule);
  for (const r of e.related ?? []) expect(byId.has(r), `${e.id} links to ${r}`).toBe(true);
}

describe('the Planet Apocalypse glossary', () => {
  it('has unique ids, and every rule and link it names exists', () => {
    expect(byId.size).toBe(glossary.length);
    for (const e of glossary) checkLinks(e);
  });

  it('covers every piece, hero ability and weakness with its text, card, legion, token, track and keyword', () => {
    for (const k of MINION_KINDS) {
      const e = byId.get(`minion:${k}`)!;
      expect(e.stats!.map((s) => s.label)).toEqual(expect.arrayContaining(['Toughness', 'Attack']));
    }
    for (const l of LORDS) expect(byId.get(`lord:${l.id}`)!.text!.join(' ')).toContain(l.sheet.menace);
    for (const t of TROOPERS) {
      expect(byId.get(`trooper:${t.id}`)!.stats!.map((s) => s.label)).toEqual(expect.arrayContaining(['Cost', 'Absorbs', 'Ambush of 1', 'Ambush of 4']));
    }
    for (const h of HEROES) {
      for (const a of [h.startAbility, h.weakness, ...h.giftAbilities]) {
        const e = byId.get(`ability:${a.id}`)!;
        expect(e.name).toBe(a.name);
        expect(e.text).toEqual([a.text]);
      }
      expect(byId.get(`hero:${h.id}`)!.text!.join(' ')).toContain(`Weakness, ${h.weakness.name}: ${h.weakness.text}`);
    }
    for (const g of ALL_GIFTS) expect(byId.get(`gift:${g.id}`)!.text).toEqual([g.text]); // the Void pack cards too
    for (const l of LEGIONS) expect(byId.get(`legion:${l.id}`)!.text).toEqual([l.text]);
    for (const k of KEYWORDS) expect(byId.get(k.id)!.text).toEqual([k.text]);
    for (const id of ['token:invasion', 'token:shadow', 'token:gate', 'track:doom', 'track:despair', 'track:lord', 'die:despair']) expect(byId.has(id)).toBe(true);
  });

  it('every hero ability is found by its name (the rules search reads names)', () => {
    const names = new Set(glossary.map((e) => e.name));
    for (const h of HEROES) for (const a of [h.startAbility, h.weakness, ...h.giftAbilities]) expect(names).toContain(a.name);
  });

  it('the legend points at glossary entries', () => {
    for (const l of planetApocalypse.legend!) expect(byId.has(l.entry!), l.name).toBe(true);
  });
});

describe('inspecting the table', () => {
  it('every figure, area, token, track and panel card of a game in progress has a live entry with valid links', () => {
    const controllers = { h1: { type: 'ai' as const, bot: 'hero' }, h2: { type: 'ai' as const, bot: 'hero' } };
    const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, miniboss: true }, controllers, seed: 5 });
    for (let i = 0; i < 60 && !m.state.result; i++) m.playAi();
    const view = m.view<PAView>('h1').game;
    const targets: TableTarget[] = [
      ...view.heroes.map((h) => ({ kind: 'figure' as const, id: h.seat })),
      ...view.minions.map((x) => ({ kind: 'figure' as const, id: x.id })),
      ...view.fourth.map((x) => ({ kind: 'figure' as const, id: x.id })),
      ...view.lords.map((x) => ({ kind: 'figure' as const, id: x.id })),
      ...['crossroads', 'plaza', 'hellgate'].map((id) => ({ kind: 'area' as const, id })),
      ...view.tokens.map((t) => ({ kind: 'token' as const, id: t.id })),
      ...['doom', 'despair', 'lord', 'despairDice', 'pool'].map((id) => ({ kind: 'track' as const, id })),
      ...view.panel.filter((c): c is string => !!c).map((id) => ({ kind: 'card' as const, id })),
      { kind: 'card', id: view.legion! }, { kind: 'card', id: 'police' },
    ];
    expect(view.fourth.length + view.minions.length).toBeGreaterThan(0);
    for (const t of targets) {
      const e = planetApocalypse.inspect!(view, t);
      expect(e, `${t.kind} ${t.id}`).not.toBeNull();
      checkLinks(e!);
      expect(e!.name).not.toMatch(/^(h\d|tk\d|la\d|gr\d|fi\d|ca\d|fc\d)/);
    }
    expect(planetApocalypse.inspect!(view, { kind: 'figure', id: 'nobody' })).toBeNull();
  });

  it('a minion shows its toughness under the legion, and an area what stands in it', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    d.g.legion = 'dis';
    place(d, 'cacodemon', 'plaza');
    place(d, 'larva', 'plaza', 2);
    const view = d.view<PAView>('h1').game;
    const caco = planetApocalypse.inspect!(view, { kind: 'figure', id: d.g.minions[0]!.id })!;
    expect(caco.name).toBe('Cacodemon');
    expect(caco.stats).toContainEqual({ label: 'Toughness', value: '5+5 (legion Dis +1)' });
    expect(caco.related).toContain('legion:dis');
    const larva = planetApocalypse.inspect!(view, { kind: 'figure', id: d.g.minions[1]!.id })!;
    expect(larva.stats).toContainEqual({ label: 'Toughness', value: '1' }); // legions pass larvae by
    const plaza = planetApocalypse.inspect!(view, { kind: 'area', id: 'plaza' })!;
    expect(plaza.stats).toContainEqual({ label: 'Enemies', value: '2 larvae, 1 cacodemon' });
    const hannah = planetApocalypse.inspect!(view, { kind: 'figure', id: 'h1' })!;
    expect(hannah.name).toBe('Hannah Hazard');
    expect(hannah.related).toContain('ability:loneWolf');
  });

  it('a secret Lord stays hidden: no name, no numbers, and his card is not shown', () => {
    const d = start({ secretLord: true });
    const view = d.view<PAView>('h1').game;
    const lord = planetApocalypse.inspect!(view, { kind: 'figure', id: 'lord' })!;
    expect(lord.name).toBe('The hidden Lord');
    expect(lord.stats).toEqual([]);
    for (const l of LORDS) expect(planetApocalypse.inspect!(view, { kind: 'card', id: l.id })).toBeNull();
  });
});
