// ASSUMPTIONS.md states the game's numbers in tables ("The numbers in the data"); this
// test parses every table there and compares it, row by row, with content/ and the rule
// constants, so the document and the data cannot drift apart unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESPAIR_DIE, DESPAIR_STEPS, DOOM_LOSS, FOURTH_AMBUSH_COURAGE, FOURTH_CIRCLE, FOURTH_EXIT_DOOM, FOURTH_KILL_COURAGE, GIFT_PANEL_SLOTS, GIFTS,
  HEROES, LEGION_CHANGE_AT, LEGIONS, LORD_TRACK_STEPS, LORDS, MAPS, MAX_DESPAIR_DICE, MAX_TROOPERS_PER_GROUP, MINION_KINDS, MINIONS, TROOPERS, VOID_GIFTS,
  type MapDef,
} from '../content';
import { DEFAULT_OPTIONS, ROUND_CAP } from '..';
import { DESPAIR_CYCLE_COURAGE } from '../rules/enemyPhase/despairCycle';
import { MAX_HEALTH, MAX_TOUGHNESS } from '../rules/heroHealth';
import { MOVE_AREAS } from '../rules/heroPhase/move';
import { START_POOL_COURAGE } from '../rules/setup';
import { RENEW_COST, RENEW_LUCK } from '../rules/teamPhase/renew';
import { REGIONS } from '../content/regions';

const text = readFileSync(join(__dirname, '..', 'ASSUMPTIONS.md'), 'utf8');

/** Every markdown table in the document, keyed by the first cell of its header row; each row maps header -> cell. */
function tables(md: string): Map<string, Record<string, string>[]> {
  const out = new Map<string, Record<string, string>[]>();
  const lines = md.split('\n');
  const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || lines[i - 1]?.trim().startsWith('|')) continue;
    const header = cells(lines[i]!);
    const rows: Record<string, string>[] = [];
    for (let j = i + 2; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const row = cells(lines[j]!);
      rows.push(Object.fromEntries(header.map((h, k) => [h, row[k] ?? ''])));
    }
    if (out.has(header[0]!)) throw new Error(`ASSUMPTIONS.md has two tables whose first column is "${header[0]}".`);
    out.set(header[0]!, rows);
  }
  return out;
}

const TABLES = tables(text);

function table(first: string): Record<string, string>[] {
  const rows = TABLES.get(first);
  if (!rows) throw new Error(`ASSUMPTIONS.md has no table whose first column is "${first}".`);
  return rows;
}

/** Dice as the document writes them: runs of one die counted, "2d10", "1d6+1d8". */
function dice(list: readonly string[]): string {
  const runs: [number, string][] = [];
  for (const d of list) {
    const last = runs[runs.length - 1];
    if (last && last[1] === d) last[0] += 1;
    else runs.push([1, d]);
  }
  return runs.map(([n, d]) => `${n}${d}`).join('+');
}

const toughness = (t: readonly number[]) => t.join('+');

/** Steps from each Lord's area to a start along the arrows ("-" where there is no such road), "/" between Lords. */
function lordRoads(m: MapDef): string {
  const byId = new Map(m.areas.map((a) => [a.id, a]));
  return m.lordAreas.map((from) => {
    let at = from;
    let steps = 0;
    while (!m.starts.includes(at)) {
      const next = byId.get(at)?.next[0];
      if (!next || steps > m.areas.length) return '-';
      at = next;
      steps += 1;
    }
    return String(steps);
  }).join('/');
}

/**
 * The table's rows (only the named columns) must equal the data's rows, in any order.
 * With `complete: false` (the maps, whose list is growing with the expansion
 * content) every row of the table must still be in the data with these
 * values, but the data may hold more.
 */
function same(first: string, columns: string[], data: Record<string, string>[], complete = true): void {
  const pick = (r: Record<string, string>) => columns.map((c) => `${c}: ${r[c]}`).join(' | ');
  const doc = table(first).map(pick).sort();
  const want = data.map(pick).sort();
  if (complete) expect(doc, `table "${first}" in ASSUMPTIONS.md`).toEqual(want);
  else for (const row of doc) expect(want, `table "${first}" in ASSUMPTIONS.md: the data has no row equal to this one`).toContain(row);
}

describe('ASSUMPTIONS.md states the numbers the data has', () => {
  it('minions', () => {
    same('Minion', ['Minion', 'Circle', 'Toughness', 'Attack', 'Stock'], MINION_KINDS.map((k) => MINIONS[k]).map((m) => ({
      Minion: m.name, Circle: String(m.circle), Toughness: toughness(m.toughness), Attack: dice(m.attack), Stock: String(m.stock),
    })));
  });

  it('Fourth Circle demons', () => {
    same('Fourth Circle demon', ['Fourth Circle demon', 'Toughness', 'Attack', 'Health'], FOURTH_CIRCLE.map((f) => ({
      'Fourth Circle demon': f.name, Toughness: toughness(f.toughness), Attack: dice(f.attack), Health: String(f.health),
    })));
  });

  it('Lords', () => {
    same('Lord', ['Lord', 'Toughness', 'Attack', 'Health'], LORDS.map((l) => ({
      Lord: l.name, Toughness: toughness(l.toughness), Attack: dice(l.attack), Health: l.health.join('/'),
    })));
  });

  it('troopers', () => {
    same('Trooper', ['Trooper', 'Cost', 'Absorb', 'Stock', 'Ambush'], TROOPERS.map((t) => ({
      Trooper: t.name, Cost: String(t.cost), Absorb: String(t.absorb), Stock: String(t.stock), Ambush: t.ambush.map(dice).join(' / '),
    })));
  });

  it('regions', () => {
    const name = (id: string) => TROOPERS.find((t) => t.id === id)!.name;
    const costs = ['1', '2', '3', '4', '5', '6'];
    same('Region', ['Region', ...costs.map((c) => `Cost ${c}`), 'Pool'], REGIONS.map((r) => ({
      Region: r.name, Pool: String(r.pool),
      ...Object.fromEntries(costs.map((c) => [`Cost ${c}`, r.slots.find((s) => String(s.cost) === c)?.troopers.map(name).join(' or ') ?? '-'])),
    })));
  });

  it('heroes', () => {
    same('Hero', ['Hero', 'Health', 'Toughness', 'Luck', 'Attack', 'Slot costs'], HEROES.map((h) => ({
      Hero: h.name, Health: String(h.health), Toughness: String(h.toughness), Luck: String(h.luck), Attack: dice(h.attack),
      'Slot costs': h.slots.map((s) => s.cost).join('/'),
    })));
  });

  it('gifts', () => {
    same('Gift', ['Gift', 'Surcharge', 'Copies', 'Uses luck'], GIFTS.map((g) => ({
      Gift: g.name, Surcharge: String(g.surcharge), Copies: String(g.copies), 'Uses luck': g.usesLuck ? 'yes' : 'no',
    })));
  });

  it('the Void pack gifts (option voidGifts)', () => {
    same('Void gift', ['Void gift', 'Surcharge', 'Copies', 'Uses luck', 'Effect'], VOID_GIFTS.map((g) => ({
      'Void gift': g.name, Surcharge: String(g.surcharge), Copies: String(g.copies), 'Uses luck': g.usesLuck ? 'yes' : 'no', Effect: g.ability.effect,
    })));
  });

  it('legions', () => {
    same('Legion', ['Legion', 'Pack', 'Affects', 'Effect', 'Amount'], LEGIONS.map((l) => ({
      Legion: l.name, Pack: l.pack ?? 'core', Affects: l.affects, Effect: l.effect.effect,
      Amount: Object.values(l.effect.params ?? {}).map(String).join('/') || '-',
    })));
  });

  it('maps', () => {
    same('Map', ['Map', 'Areas', 'Set-up tokens', 'Lord\'s road (steps to the start)'], Object.values(MAPS).map((m) => ({
      Map: m.name, Areas: String(m.areas.length), 'Set-up tokens': String(m.areas.reduce((s, a) => s + a.setupTokens, 0)),
      'Lord\'s road (steps to the start)': lordRoads(m),
    })), false);
  });

  it('other numbers', () => {
    const faces = [1, 2, 3].map((c) => DESPAIR_DIE.faces.filter((f) => f.value === c).length);
    const data: Record<string, string> = {
      '`DOOM_LOSS`': String(DOOM_LOSS),
      '`LEGION_CHANGE_AT`': LEGION_CHANGE_AT.join('/'),
      '`DESPAIR_STEPS`': String(DESPAIR_STEPS),
      '`LORD_TRACK_STEPS`': String(LORD_TRACK_STEPS),
      '`MAX_DESPAIR_DICE`': String(MAX_DESPAIR_DICE),
      '`DESPAIR_DIE`': faces.join('/'),
      '`START_POOL_COURAGE`': String(START_POOL_COURAGE),
      'option `startDespairDice`': String(DEFAULT_OPTIONS.startDespairDice),
      '`DESPAIR_CYCLE_COURAGE`': String(DESPAIR_CYCLE_COURAGE),
      '`GIFT_PANEL_SLOTS`': String(GIFT_PANEL_SLOTS),
      '`GIFTS` (copies)': String(GIFTS.reduce((s, g) => s + g.copies, 0)),
      '`GIFTS`': String(GIFTS.length),
      '`VOID_GIFTS` (copies)': String(VOID_GIFTS.reduce((s, g) => s + g.copies, 0)),
      '`RENEW_COST`': String(RENEW_COST),
      '`RENEW_LUCK`': String(RENEW_LUCK),
      '`MAX_TROOPERS_PER_GROUP`': String(MAX_TROOPERS_PER_GROUP),
      '`MOVE_AREAS`': String(MOVE_AREAS),
      '`MAX_TOUGHNESS`': String(MAX_TOUGHNESS),
      '`MAX_HEALTH`': String(MAX_HEALTH),
      '`FOURTH_KILL_COURAGE`': String(FOURTH_KILL_COURAGE),
      '`FOURTH_AMBUSH_COURAGE`': String(FOURTH_AMBUSH_COURAGE),
      '`FOURTH_EXIT_DOOM`': String(FOURTH_EXIT_DOOM),
      '`ROUND_CAP`': String(ROUND_CAP),
    };
    const doc = Object.fromEntries(table('Number').map((r) => [r.Data!, r.Value!]));
    expect(doc).toEqual(data);
  });

  it('the prose repeats the tables\' key numbers (gryllus, fiend, Invasion map)', () => {
    // What started this test: the prose said gryllus 3, fiend 5 and a 12-area map while the data had 2, 4 and 8.
    const num = (re: RegExp) => Number(re.exec(text)?.[1]);
    expect(num(/gryllus\s+(\d+) \/ 1d8/)).toBe(MINIONS.gryllus.toughness[0]);
    expect(num(/fiend\s+(\d+) \/ 2d10/)).toBe(MINIONS.fiend.toughness[0]);
    expect(num(/Invasion map has \*\*(\d+) areas\*\*/)).toBe(MAPS.invasion!.areas.length);
    expect(String(num(/the Lord's road of (\d+) steps/))).toBe(lordRoads(MAPS.invasion!));
  });
});
