import { describe, expect, it } from 'vitest';
import { soundPolicy } from './policy';

const env = { webdriver: false, search: '', hasWebAudio: true };

describe('when the page may make sound', () => {
  it('plays in normal use', () => {
    expect(soundPolicy(env).enabled).toBe(true);
  });

  it('is silent under automation (the e2e runs, screenshots, the bench) unless the address asks for sound', () => {
    expect(soundPolicy({ ...env, webdriver: true })).toMatchObject({ enabled: false });
    expect(soundPolicy({ ...env, webdriver: true, search: '?sound=on' }).enabled).toBe(true);
    expect(soundPolicy({ ...env, webdriver: true, search: '?game=doom&sound=1' }).enabled).toBe(true);
  });

  it('sound=off silences a normal page; a browser without Web Audio is silent whatever it asks', () => {
    expect(soundPolicy({ ...env, search: '?sound=off' }).enabled).toBe(false);
    expect(soundPolicy({ ...env, search: '?sound=OFF' }).enabled).toBe(false);
    expect(soundPolicy({ ...env, hasWebAudio: false, search: '?sound=on' })).toMatchObject({ enabled: false, reason: expect.stringContaining('Web Audio') });
  });
});
