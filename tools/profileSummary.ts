/**
 * Sums a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or the inspector
 * writes it) into the functions that cost most: self time (spent in the
 * function's own code) and inclusive time (in it or anything it called),
 * each as a share of the total. Functions are keyed by name and file, not
 * line: tsx's transpiled sources lose the line numbers, and one function
 * split over several profile nodes should count once.
 */

/** The parts of a V8 CPU profile this reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  /** Microseconds since the previous sample, one per sample. */
  timeDeltas: number[];
}

export interface ProfileRow {
  /** "functionName path/from/root.ts". */
  fn: string;
  ms: number;
  /** Share of the total, in percent. */
  percent: number;
}

export interface ProfileSummary {
  totalMs: number;
  self: ProfileRow[];
  inclusive: ProfileRow[];
}

export interface SummaryOptions {
  /** Rows per list. */
  top: number;
  /**
   * Count only samples under a function of this name (say "simulate"), so
   * that startup (module loading, transpiling) does not dilute the shares.
   */
  within?: string;
  /** Path prefix cut from file URLs (the repository root). */
  root?: string;
}

function keyOf(frame: { functionName: string; url: string }, root: string): string {
  let file = frame.url.replace(/^file:\/\//, '');
  if (root && file.startsWith(root)) file = file.slice(root.length).replace(/^\//, '');
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}` : name;
}

export function summarizeProfile(profile: CpuProfile, opts: SummaryOptions): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root = opts.root ?? '';
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfTime) {
    // The node's ancestors, itself first: a function counts once per sample even when recursive.
    const chain: string[] = [];
    let inside = opts.within === undefined;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      if (frame.functionName === opts.within) inside = true;
      chain.push(keyOf(frame, root));
    }
    if (!inside) continue;
    total += us;
    self.set(chain[0]!, (self.get(chain[0]!) ?? 0) + us);
    for (const k of new Set(chain)) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
  const rows = (m: Map<string, number>): ProfileRow[] => [...m]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, opts.top)
    .map(([fn, us]) => ({ fn, ms: Math.round(us / 100) / 10, percent: total > 0 ? Math.round((1000 * us) / total) / 10 : 0 }));
  return { totalMs: Math.round(total / 1000), self: rows(self), inclusive: rows(inclusive) };
}

export function formatProfileSummary(s: ProfileSummary): string {
  const list = (title: string, rows: ProfileRow[]) => [
    `${title} (of ${s.totalMs} ms)`,
    ...rows.map((r) => `${r.percent.toFixed(1).padStart(5)}%  ${r.fn}`),
  ];
  return [...list('Self time', s.self), '', ...list('Inclusive time', s.inclusive)].join('\n');
}
