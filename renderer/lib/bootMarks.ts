/**
 * Performance API marks at the real points of a board's start (New game or
 * Load up to the first frame): `npm run bench`'s first-frame measure reads
 * them in the page to say where the time goes. A few entries per start.
 */
const PREFIX = 'first-frame:';

/** Marks a moment of the start ("host answered", "scene loaded"). */
export function bootMark(name: string): void {
  performance.mark(PREFIX + name);
}

/** Runs `fn` and records its duration as a part of the start ("geometry", "textures"); summed by the bench. */
export function timedPart<T>(part: 'geometry' | 'textures', fn: () => T): T {
  const start = performance.now();
  try {
    return fn();
  } finally {
    performance.measure(PREFIX + part, { start, end: performance.now() });
  }
}

/** A board scene's lazy import, marked when its chunk has loaded and run. */
export function markLoaded<T>(load: Promise<T>): Promise<T> {
  return load.then((m) => {
    bootMark('scene loaded');
    return m;
  });
}
