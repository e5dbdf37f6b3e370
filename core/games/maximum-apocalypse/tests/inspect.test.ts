// The glossary, inspect panel, legend and views: everything a player can look up comes from the content,
// and nothing hidden (deck order, face-down tiles) leaks through a view.
import { describe, expect, it } from 'vitest';
import { ALL_MONSTERS, CHARACTERS, MISSIONS, PLAYER_CARDS, TILE_TYPES } from '../content';
import { maximumApocalypse as M } from '..';
import { starredTiles } from '../inspectTable';
import type { MAView } from '../view';
import { attach, clearMonsters, go, layout, place, table } from './helpers';

const ids = new Set((M.glossary ?? []).map((e) => e.id));
const ruleIds = new Set(M.rules.map((r) => r.id));

describe('glossary', () => {
  it('has an entry for every class, card, monster, boss, mission, tile, keyword and token, each id once', () => {
    expect(ids.size).toBe(M.glossary!.length);
    for (const c of CHARACTERS) expect(ids.has(`class:${c.id}`)).toBe(true);
    for (const c of PLAYER_CARDS) expect(ids.has(`card:${c.id}`)).toBe(true);
    for (const m of ALL_MONSTERS) expect(ids.has(`monster:${m.id}`)).toBe(true);
    for (const m of MISSIONS) expect(ids.has(`mission:${m.id}`)).toBe(true);
    for (const t of TILE_TYPES) expect(ids.has(`tile:${t.id}`)).toBe(true);
    for (const k of ['counter', 'stun', 'docile', 'drain-life', 'stampede', 'poison', 'passive', 'insanity', 'stacking', 'stop', 'test']) expect(ids.has(`keyword:${k}`)).toBe(true);
    for (const t of ['monster', 'safe', 'ambush', 'spawn', 'block']) expect(ids.has(`token:${t}`)).toBe(true);
  });

  it('links only to entries and rules that exist, and every legend line points at an entry', () => {
    for (const e of M.glossary!) {
      if (e.rule) expect(ruleIds.has(e.rule), `${e.id} rule ${e.rule}`).toBe(true);
      for (const r of e.related ?? []) expect(ids.has(r), `${e.id} links ${r}`).toBe(true);
      expect(e.text?.length ?? 0).toBeGreaterThan(0);
    }
    for (const l of M.legend!) if (l.entry) expect(ids.has(l.entry), l.name).toBe(true);
  });

  it('the Monster token is one stealth test, not one per token: "Each Monster token on the tile reduces your Stealth by 1" (issue 30 item 15)', () => {
    const legend = M.legend!.find((l) => l.entry === 'token:monster')!.meaning;
    const entry = M.glossary!.find((e) => e.id === 'token:monster')!.text!.join(' ');
    for (const text of [legend, entry]) {
      expect(text).toMatch(/one stealth test/);
      expect(text).toMatch(/1 (lower|harder) for each token/);
      expect(text).not.toMatch(/stealth test for each/);
    }
  });
});

describe('inspect and views', () => {
  function scene() {
    const d = table(['veteran', 'mechanic'], { mission: 'pilgrimage' });
    layout(d, [['0,0', 'van', true, 2], ['1,0', 'gas-station-5', true], ['2,0', 'shrine-8', false]]);
    clearMonsters(d);
    attach(d, 'mechanic', 'oni#1', 3);
    place(d, 'mechanic', '1,0');
    go(d, 'veteran', 6, 6);
    return d;
  }

  it('a tile shows what stands on it; a face-down tile tells nothing of itself', () => {
    const d = scene();
    const v = d.view<MAView>('s1').game;
    const gas = M.inspect!(v, { kind: 'space', id: '1,0' })!;
    expect(gas.name).toBe('Gas Station');
    expect(gas.stats).toEqual(expect.arrayContaining([{ label: 'Spawn number', value: '5' }, { label: 'Survivors', value: 'Mechanic' }, { label: 'Monsters', value: 'Oni' }]));
    const hidden = M.inspect!(v, { kind: 'space', id: '2,0' })!;
    expect(hidden.name).toBe('Face-down tile');
    expect(JSON.stringify(hidden)).not.toMatch(/Shrine/);
    expect(M.inspect!(v, { kind: 'space', id: '0,0' })!.stats).toEqual(expect.arrayContaining([{ label: 'Monster tokens', value: '2' }]));
  });

  it('a survivor\'s mat, the Dog, and a monster with its wounds', () => {
    const d = scene();
    const v = d.view<MAView>('s2').game;
    const mech = M.inspect!(v, { kind: 'figure', id: 'c2' })!;
    expect(mech.name).toBe('Mechanic');
    expect(mech.stats).toEqual(expect.arrayContaining([{ label: 'Health', value: '15/15' }, { label: 'Monsters', value: 'Oni' }]));
    expect(M.inspect!(v, { kind: 'figure', id: 'c1:dog' })!.name).toBe('Dog (Veteran)');
    const oni = M.inspect!(v, { kind: 'card', id: 'oni#1' })!;
    expect(oni.stats).toEqual(expect.arrayContaining([{ label: 'Health left', value: '11' }, { label: 'Counter', value: 'Short' }]));
  });

  it('views hide the order of every deck and the face-down tiles', () => {
    const d = scene();
    const v = d.view<MAView>('s1').game;
    expect(v.monsterDeck.draw).toEqual([...d.g.monsterDeck.draw].sort());
    expect(v.pools[0]!.draw).toEqual([...d.g.pools[0]!.draw].sort());
    expect(v.tiles.find((t) => t.key === '2,0')!.def).toBe('');
    expect(v.unrevealed).toEqual(['shrine-8']);
    expect(JSON.stringify(v.pending)).not.toMatch(/shrine/);
  });

  it('the piles around the map show their live counts; each deck, hunger die, star and block has its entry', () => {
    const d = scene();
    const v = d.view<MAView>('s1').game;
    const monster = M.inspect!(v, { kind: 'token', id: 'pile:monster' })!;
    expect(monster.name).toBe('Monster deck');
    expect(monster.stats).toEqual([{ label: 'Cards left', value: String(d.g.monsterDeck.draw.length) }, { label: 'Discarded', value: String(d.g.monsterDeck.discard.length) }]);
    expect(M.inspect!(v, { kind: 'token', id: 'pile:red' })!.stats).toEqual([{ label: 'Cards left', value: String(d.g.scavenge.red.length) }]);
    // Day/night is off in this game: there is no such pile to inspect.
    expect(M.inspect!(v, { kind: 'token', id: 'pile:daynight' })).toBeNull();
    const mechanic = d.g.survivors.find((s) => s.classId === 'mechanic')!;
    const deck = M.inspect!(v, { kind: 'token', id: `pile:pool:${mechanic.pool}` })!;
    expect(deck.name).toBe('Mechanic\'s deck');
    expect(deck.stats).toEqual(expect.arrayContaining([{ label: 'Cards left', value: String(d.g.pools.find((p) => p.id === mechanic.pool)!.draw.length) }]));
    expect(deck.text!.join(' ')).toMatch(/empty deck dies/);
    const hunger = M.inspect!(v, { kind: 'die', id: `hunger:${mechanic.id}` })!;
    expect(hunger).toMatchObject({ name: 'Mechanic\'s hunger die', stats: [{ label: 'Hunger', value: String(mechanic.hunger) }] });
    expect(M.inspect!(v, { kind: 'token', id: 'block:1,0' })!.name).toBe('Scavenge block');
  });

  it('the objective stars mark the Pilgrimage\'s Shrine and Temple once they are face up, and nothing else', () => {
    const d = scene();
    expect(starredTiles(d.view<MAView>('s1').game)).toEqual([]);
    d.g.tiles.find((t) => t.key === '2,0')!.faceUp = true;
    const v = d.view<MAView>('s1').game;
    expect(starredTiles(v)).toEqual(['2,0']);
    expect(M.inspect!(v, { kind: 'token', id: 'star:2,0' })!.stats).toEqual([{ label: 'Marks', value: 'Shrine' }, { label: 'Objective', value: 'Not visited yet' }]);
  });
});
