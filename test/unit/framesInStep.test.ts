// The table never runs ahead of the log: a hero's figure leaves the table in
// the frame of the event that says he fell, not a step earlier (frames are
// what the screen shows event by event; see electron/host/matchUpdate.ts).
import { describe, expect, it } from 'vitest';
import { Match } from '../../core/engine/match';
import { getGame } from '../../core/games/registry';

describe('frames in step with the log', () => {
  it('Planet Apocalypse: every hero death shows first at the event that announces it', () => {
    const pa = getGame('planet-apocalypse')!;
    let deaths = 0;
    const early: string[] = [];
    for (let seed = 1; seed <= 16; seed++) {
      const controllers = Object.fromEntries(pa.seats(pa.defaultOptions).map((s) => [s.id, { type: 'ai' as const, bot: pa.defaultBot(s) }]));
      const match = Match.start(pa, { gameId: pa.id, options: pa.defaultOptions, controllers, seed }, { frames: true });
      while (match.isAiTurn()) match.playAi();
      let dead = new Set<string>();
      match.events.forEach((group, g) => {
        const frames = match.framesOf(g);
        group.forEach((event, i) => {
          const frame = frames[i];
          if (!frame) return;
          const now = new Set((frame.g as { heroes: { seat: string; dead: boolean }[] }).heroes.filter((h) => h.dead).map((h) => h.seat));
          for (const seat of now) {
            if (dead.has(seat)) continue;
            deaths++;
            if (!(event.type === 'killed' && event.figure === seat)) early.push(`seed ${seed}: ${seat} gone at "${event.text ?? event.type}"`);
          }
          dead = now;
        });
      });
    }
    expect(deaths).toBeGreaterThan(3);
    expect(early).toEqual([]);
  });
});
