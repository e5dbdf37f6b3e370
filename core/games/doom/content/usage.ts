/**
 * Walks content data and lists every effect, trigger and condition id it
 * uses, with the parameter names each use carries. Tests compare this with
 * effects.md; the rules helper can use it to check that every id has a
 * handler.
 */
export interface IdUse {
  /** Parameter names seen with this id, over all uses. */
  params: Set<string>;
  /** Where it was seen (first few paths), for error messages. */
  at: string[];
}

export interface ContentUsage {
  effects: Map<string, IdUse>;
  triggers: Map<string, IdUse>;
  conditions: Map<string, IdUse>;
  /** Every `timing` value used. */
  timings: Set<string>;
  /** Every die id used: attack boxes, `die` and `dice` params. */
  dice: Set<string>;
}

function note(m: Map<string, IdUse>, id: string, params: unknown, path: string): void {
  const use = m.get(id) ?? { params: new Set<string>(), at: [] };
  if (params && typeof params === 'object') for (const k of Object.keys(params)) use.params.add(k);
  if (use.at.length < 3) use.at.push(path);
  m.set(id, use);
}

export function contentUsage(root: unknown): ContentUsage {
  const u: ContentUsage = { effects: new Map(), triggers: new Map(), conditions: new Map(), timings: new Set(), dice: new Set() };
  const condition = (c: unknown, path: string) => {
    const r = c as { id?: unknown; params?: unknown };
    if (typeof r?.id === 'string') note(u.conditions, r.id, r.params, path);
  };
  const walk = (o: unknown, path: string): void => {
    if (Array.isArray(o)) {
      o.forEach((x, i) => walk(x, `${path}[${i}]`));
      return;
    }
    if (!o || typeof o !== 'object') return;
    const r = o as Record<string, unknown>;
    if (typeof r.effect === 'string') note(u.effects, r.effect, r.params, path);
    if (typeof r.timing === 'string') u.timings.add(r.timing);
    for (const [k, v] of Object.entries(r)) {
      const p = `${path}.${k}`;
      if (k === 'when' && v) condition(v, p);
      else if ((k === 'marinesWin' || k === 'invaderWins') && Array.isArray(v)) v.forEach((c, i) => condition(c, `${p}[${i}]`));
      else if (k === 'trigger' && v && typeof (v as { on?: unknown }).on === 'string') {
        const t = v as { on: string; params?: unknown };
        note(u.triggers, t.on, t.params, p);
      } else if (k === 'dice' && Array.isArray(v)) v.forEach((d) => typeof d === 'string' && u.dice.add(d));
      else if (k === 'die' && typeof v === 'string') u.dice.add(v);
      walk(v, p);
    }
  };
  walk(root, 'content');
  return u;
}
