/**
 * effects.md is the contract between content and rules: every effect,
 * trigger and condition id the content uses, and each parameter name it
 * passes, must be documented there, and every documented id must be used.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as content from '.';
import { contentUsage, type IdUse } from './usage';

const doc = readFileSync(new URL('./effects.md', import.meta.url), 'utf8');

/** Rows of the table under a "## heading": id -> documented parameter names. */
function table(heading: string): Map<string, Set<string>> {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`effects.md has no "## ${heading}" section.`);
  const next = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, next < 0 ? undefined : next);
  const out = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const m = /^\| `([A-Za-z]+)` \| ([^|]*) \|/.exec(line);
    if (!m) continue;
    if (out.has(m[1]!)) throw new Error(`${m[1]} is documented twice under ${heading}.`);
    out.set(m[1]!, new Set([...m[2]!.matchAll(/`([A-Za-z]+)`/g)].map((x) => x[1]!)));
  }
  return out;
}

const usage = contentUsage(content);

function check(kind: string, used: Map<string, IdUse>, documented: Map<string, Set<string>>) {
  it(`documents every ${kind} id the content uses, with every parameter`, () => {
    const problems: string[] = [];
    for (const [id, use] of used) {
      const params = documented.get(id);
      if (!params) {
        problems.push(`${id} (used at ${use.at.join(', ')}) is not documented`);
        continue;
      }
      for (const p of use.params) if (!params.has(p)) problems.push(`${id}: parameter ${p} is not documented`);
    }
    expect(problems).toEqual([]);
  });
  it(`uses every documented ${kind} id`, () => {
    expect([...documented.keys()].filter((id) => !used.has(id))).toEqual([]);
  });
}

describe('effects.md', () => {
  check('effect', usage.effects, table('Effects'));
  check('trigger', usage.triggers, table('Triggers'));
  check('condition', usage.conditions, table('Conditions'));

  it('documents every timing the content uses', () => {
    const timings = table('Timings');
    expect([...usage.timings].filter((t) => !timings.has(t))).toEqual([]);
  });

  it('finds the ids it checks (the walker sees the content)', () => {
    expect(usage.effects.has('sprint')).toBe(true);
    expect(usage.triggers.has('doorOpened')).toBe(true);
    expect(usage.conditions.has('fragTokens')).toBe(true);
  });
});
