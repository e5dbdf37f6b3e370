import type { Json, MatchState, Prompt } from './types';

/**
 * A stable hash of plain-JSON state (cyrb53 over its JSON text). State is
 * built deterministically, so key order is stable and equal states hash equal.
 */
export function hashString(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hi = (h2 >>> 0).toString(16).padStart(8, '0');
  const lo = (h1 >>> 0).toString(16).padStart(8, '0');
  return hi + lo;
}

export function hashState(state: unknown): string {
  return hashString(JSON.stringify(state));
}

/** The parts of a question the rules read: who, what kind, how many, and which answers. */
function rulesOfPrompt(p: Prompt): Json {
  return { id: p.id, seat: p.seat, kind: p.kind, min: p.min, max: p.max, options: p.options.map((o) => o.id) };
}

/**
 * The hash of a match state without what only a person reads: of each open
 * prompt only its id, seat, kind, min, max and option ids count (not its
 * text, rule, suggested answers and why, facts, form, nor the options' labels,
 * hints, detail lines, odds, paths or targets). A rollout (ctx.rollout) may
 * leave those out; it must reach the same rulesHash as a normal run.
 */
export function rulesHash(state: MatchState<unknown>): string {
  const { prompt, group, ...rest } = state;
  const rules: Record<string, unknown> = { ...rest, prompt: prompt ? rulesOfPrompt(prompt) : null };
  if (group) rules.group = { ...group, prompts: group.prompts.map(rulesOfPrompt) };
  return hashState(rules);
}
