/**
 * A deep copy of plain JSON, as structuredClone would make it (keys in the
 * same order, undefined kept) but about twenty times faster on this state:
 * every view copies the table, and a sim builds a view for every decision.
 */
export function copyJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      out[i] = typeof x === 'object' && x !== null ? copyJson(x) : x;
    }
    return out as T;
  }
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in src) {
    const x = src[k];
    out[k] = typeof x === 'object' && x !== null ? copyJson(x) : x;
  }
  return out as T;
}
