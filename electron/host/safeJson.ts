/**
 * Limits on JSON that arrives from outside (socket messages, IPC requests,
 * save files, settings, dice statistics), checked before anything recursive
 * looks at it. JSON.parse copes with deep nesting, but the validators and
 * structuredClone recurse: options nested 3,000 levels deep (6 KB) overflowed
 * the stack, the request was never answered, and one such save blanked the
 * Load menu. Nothing the game writes nests deeper than a dozen levels.
 *
 * Messages never echo the input: V8's JSON errors quote the text around the
 * mistake, and a file that is not a save may hold anything.
 */

/** Deeper than anything the app writes (saves are about 6 levels), far below any stack limit. */
export const MAX_JSON_DEPTH = 64;

export type SafeParse = { ok: true; value: unknown } | { ok: false; error: string };

/** The deepest nesting of arrays and objects in a JSON text, found in one pass without recursion. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** True when a value (from IPC, already deserialised) nests deeper than maxDepth, or refers to itself. Iterative. */
export function valueTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const stack: { v: unknown; d: number }[] = [{ v: value, d: 0 }];
  let visited = 0;
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d >= maxDepth) return true;
    // A cycle has no depth limit; bound the walk so a cyclic graph is rejected too.
    if (++visited > 1_000_000) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ v: child, d: d + 1 });
  }
  return false;
}

/** Drops a UTF-8 byte-order mark, which some editors add and JSON.parse refuses. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Where V8 says a JSON text went wrong, without the text itself. */
function positionOf(err: unknown): string {
  const match = /position (\d+)/.exec(err instanceof Error ? err.message : '');
  return match ? ` near character ${match[1]}` : '';
}

/**
 * Parses JSON text from outside with a size and depth limit. Errors say what
 * is wrong in words and never quote the text.
 */
export function parseJsonSafely(text: string, limits: { maxBytes: number; maxDepth?: number; what: string }): SafeParse {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > limits.maxBytes) {
    return { ok: false, error: `${limits.what} is too large (${bytes} bytes; the limit is ${limits.maxBytes})` };
  }
  const body = stripBom(text);
  if (body.trim() === '') return { ok: false, error: `${limits.what} is empty` };
  const depth = jsonTextDepth(body);
  if (depth > maxDepth) {
    return { ok: false, error: `${limits.what} nests ${depth} levels deep; the limit is ${maxDepth}` };
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (err) {
    return { ok: false, error: `${limits.what} is not valid JSON${positionOf(err)}` };
  }
}
