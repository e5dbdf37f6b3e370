// Every card ability in the content has a test that shows it happening in play,
// registered with inPlay() (testing/inPlay.ts) under its ability id, or its card
// id for event cards. The ones still without are listed below by name: the list
// must shrink as tests arrive and a new card fails here until it has one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from '../content';
import { EVENT_CARDS } from '../content/events';

/** Every ability once, keyed by id: the same ability sits on several copies and lists of a card. */
function cardAbilities(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (!o || typeof o !== 'object') return;
    const r = o as { effect?: unknown; timing?: unknown; id?: unknown; name?: unknown };
    if (typeof r.effect === 'string' && typeof r.timing === 'string' && typeof r.id === 'string') out.set(r.id, String(r.name));
    Object.values(o).forEach(walk);
  };
  const { EVENT_SETS: _sets, EVENT_CARDS: _cards, ...rest } = content as Record<string, unknown>;
  walk(rest);
  for (const c of EVENT_CARDS) out.set(c.id, c.name);
  return out;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return testFiles(p);
    return f.endsWith('.test.ts') ? [p] : [];
  });
}

/** The ids every inPlay('id', ...) or inPlay(['a', 'b'], ...) call in the DOOM tests registers. */
function registered(): Set<string> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const ids = new Set<string>();
  const self = fileURLToPath(import.meta.url);
  for (const file of testFiles(root).filter((f) => f !== self)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/inPlay\(\s*(\[[^\]]*\]|'[^']*')/g)) {
      for (const q of m[1]!.matchAll(/'([^']+)'/g)) ids.add(q[1]!);
    }
  }
  return ids;
}

/** Abilities with no in-play test yet, by id (name). Remove a line when its test arrives; none is left. */
const NOT_YET: string[] = [];

describe('every card ability has an in-play test', () => {
  const abilities = cardAbilities();
  const tested = registered();

  it('registered ids are real card abilities', () => {
    expect([...tested].filter((id) => !abilities.has(id))).toEqual([]);
  });

  it('the abilities without one are exactly the known gap', () => {
    const missing = [...abilities].filter(([id]) => !tested.has(id)).map(([id, name]) => `${id} (${name})`);
    expect(missing).toEqual(NOT_YET);
  });
});
