/**
 * Names every object has (`constructor`, `__proto__`, `toString`...). A name
 * from outside that picks something by `table[name]` or `name in table`
 * takes one of these for an entry; the rules then fail later, far from the
 * cause (issue 29, item 6). Lookups should be own-property (Object.hasOwn);
 * the host also refuses such names in options from a request or a save, so
 * one game's plain lookup cannot halt a match.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Where in a JSON value a string (or key) is a name every object has, as "map" or "heroes.2"; null when none is. */
export function inheritedNameIn(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return INHERITED.has(value) ? (path.join('.') || 'options') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = inheritedNameIn(value[i], [...path, String(i)]);
      if (at) return at;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (INHERITED.has(key)) return [...path, key].join('.');
      const at = inheritedNameIn((value as Record<string, unknown>)[key], [...path, key]);
      if (at) return at;
    }
  }
  return null;
}
