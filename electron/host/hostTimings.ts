/**
 * Where the host's time goes when a save loads or a match starts, as
 * Performance API measures (`load-save:parse`, `new-game:first view` ...):
 * `npm run bench`'s load-save and first-frame measures read them from the
 * real code path instead of timing a copy of it. A handful of entries per
 * load or new game; the bench clears them after reading.
 */
export type HostPhaseGroup = 'load-save' | 'new-game';

/** Runs `fn` and records its duration as `<group>:<phase>`. */
export function timed<T>(group: HostPhaseGroup, phase: string, fn: () => T): T {
  const start = performance.now();
  try {
    return fn();
  } finally {
    performance.measure(`${group}:${phase}`, { start, end: performance.now() });
  }
}

/** timed() for a promise: the phase ends when it settles. */
export async function timedAsync<T>(group: HostPhaseGroup, phase: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    performance.measure(`${group}:${phase}`, { start, end: performance.now() });
  }
}

/** The phases recorded for `group` since the last call, summed by name (ms), and clears them. */
export function takePhases(group: HostPhaseGroup): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('measure')) {
    if (!entry.name.startsWith(`${group}:`)) continue;
    const phase = entry.name.slice(group.length + 1);
    out[phase] = (out[phase] ?? 0) + entry.duration;
    performance.clearMeasures(entry.name);
  }
  return out;
}
