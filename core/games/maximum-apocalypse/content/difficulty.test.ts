// Issue 28: every number that varies with difficulty is monotone. A harder level never gives the
// survivors more help (safe tokens, extra cards in the piles, fewer tiles, easier missions) nor
// less trouble (ambush tokens and cards, Empty Handed cards, a rolled hunger, no token cap).
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './difficulty';

const extra = (d: (typeof DIFFICULTIES)[number]) => Object.values(d.extraCards).reduce((n, pile) => n + Object.values(pile ?? {}).reduce((a, b) => a + b, 0), 0);

describe('difficulty levels', () => {
  it('run from easy to insane, and every number moves one way only', () => {
    expect(DIFFICULTIES.map((d) => d.id)).toEqual(['easy', 'normal', 'hard', 'insane']);
    const falling = { safe: (d: (typeof DIFFICULTIES)[number]) => d.safe, fewerTiles: (d: (typeof DIFFICULTIES)[number]) => d.fewerTiles, extraCards: extra, tokenCap: (d: (typeof DIFFICULTIES)[number]) => Number(d.tokenCap) };
    const rising = {
      ambush: (d: (typeof DIFFICULTIES)[number]) => d.ambush, extraAmbushCards: (d: (typeof DIFFICULTIES)[number]) => d.extraAmbushCards,
      extraEmptyHanded: (d: (typeof DIFFICULTIES)[number]) => d.extraEmptyHanded, rollStartingHunger: (d: (typeof DIFFICULTIES)[number]) => Number(d.rollStartingHunger),
      fewestStars: (d: (typeof DIFFICULTIES)[number]) => Math.min(...d.missionStars), mostStars: (d: (typeof DIFFICULTIES)[number]) => Math.max(...d.missionStars),
    };
    const broken: string[] = [];
    for (let i = 1; i < DIFFICULTIES.length; i++) {
      const [a, b] = [DIFFICULTIES[i - 1]!, DIFFICULTIES[i]!];
      for (const [k, f] of Object.entries(falling)) if (f(b) > f(a)) broken.push(`${k} rises from ${a.id} to ${b.id}`);
      for (const [k, f] of Object.entries(rising)) if (f(b) < f(a)) broken.push(`${k} falls from ${a.id} to ${b.id}`);
    }
    expect(broken).toEqual([]);
  });
});
