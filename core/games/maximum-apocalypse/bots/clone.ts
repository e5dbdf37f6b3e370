/** A fast deep copy of plain JSON (about 20x structuredClone on this state): the search copies the table thousands of times. */
export function cloneJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      out[i] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
  }
  return out as T;
}
