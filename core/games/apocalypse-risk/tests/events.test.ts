// The log and the table: every event speaks the table's names, the enemy turn is marked, secrets stay with their owner.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { eventsFor } from '../../../engine/view';
import { TERRITORY_IDS } from '../content/board';
import { SCENARIO_IDS } from '../content/numbers';
import { apocalypseRisk } from '..';

function play(scenario: string, seed: number, roundLimit = 12): Match {
  const options = { players: 3, scenario, endMode: 'prevented', selection: 'deal', roundLimit };
  const controllers = Object.fromEntries(apocalypseRisk.seats(options as never).map((s) => [s.id, { type: 'ai' as const, bot: 'opportunist-normal' }]));
  const m = Match.start(apocalypseRisk, { gameId: 'apocalypse-risk', options: options as never, controllers, seed }, { keepEvents: true });
  for (let i = 0; i < 20_000 && !m.state.result; i++) m.playAi();
  return m;
}

describe('events for the table and the log', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: every event has a log line in the table's words, never an id`, () => {
      const m = play(scenario, 21);
      const events = m.events.flat();
      expect(m.state.result).not.toBeNull();
      const ids = TERRITORY_IDS.filter((id) => id.includes('-') || id !== id.replace(/^[a-z]/, (c) => c.toUpperCase()).toLowerCase());
      for (const e of events) {
        if (e.type === 'reason') continue;
        expect(typeof e.text, e.type).toBe('string');
        const text = String(e.text);
        expect(text.length).toBeGreaterThan(3);
        for (const id of ids) if (id.includes('-')) expect(text, e.type).not.toContain(id);
        expect(text, e.type).not.toMatch(/\bp[1-5]\b|\bapoc\b|undefined|NaN|\b1 armies\b|\b1 supplies\b|\[object/);
      }
      // The apocalyte turn opens with enemy: true; the next player's turn with enemy: false.
      const marks = events.filter((e) => e.enemy !== undefined).map((e) => e.enemy);
      expect(marks[0]).toBe(true);
      expect(marks.slice(0, 2)).toEqual([true, false]);
    });
  }

  it('plague: cure rolls and parts reach only their owner', () => {
    let found = false;
    for (let seed = 1; seed <= 6 && !found; seed++) {
      const m = play('plague', seed, 40);
      const events = m.events.flat();
      const secret = events.filter((e) => e.type === 'curePartFound' || e.purpose === 'Cure (secret)');
      if (!secret.length) continue;
      found = true;
      for (const e of secret) {
        const owner = (e.visibleTo as string[])[0]!;
        for (const seat of ['p1', 'p2', 'p3'].filter((s) => s !== owner)) {
          const seen = eventsFor([e], seat);
          expect(seen.every((x) => x.type === 'secretRoll')).toBe(true);
        }
        expect(eventsFor([e], owner)[0]!.type).toBe(e.type);
      }
    }
    expect(found).toBe(true);
  });
});
