/**
 * Whether this page may make sound at all. Automated runs (the e2e tests,
 * `npm run screenshot`, the bench: all drive Chromium through playwright,
 * which sets navigator.webdriver) stay silent: a test machine has no one to
 * listen, and sound there would only add noise to a shared box. The URL can
 * override either way: `?sound=on` asks for sound under automation (the e2e
 * test that checks cues are scheduled), `?sound=off` silences a normal page.
 */
export interface SoundEnvironment {
  /** navigator.webdriver: the page is driven by automation. */
  webdriver: boolean;
  /** window.location.search. */
  search: string;
  /** The browser has Web Audio (AudioContext). */
  hasWebAudio: boolean;
}

export interface SoundPolicy {
  enabled: boolean;
  /** Why, in words (shown on window.__sound for whoever wonders why it is quiet). */
  reason: string;
}

export function soundPolicy(env: SoundEnvironment): SoundPolicy {
  const flag = new URLSearchParams(env.search).get('sound')?.toLowerCase() ?? null;
  if (!env.hasWebAudio) return { enabled: false, reason: 'this browser has no Web Audio' };
  if (flag === 'off' || flag === '0') return { enabled: false, reason: 'the address asks for no sound (sound=off)' };
  if (flag === 'on' || flag === '1') return { enabled: true, reason: 'the address asks for sound (sound=on)' };
  if (env.webdriver) return { enabled: false, reason: 'an automated run (navigator.webdriver): silent unless the address says sound=on' };
  return { enabled: true, reason: 'normal play' };
}
