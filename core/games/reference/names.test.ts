// Names, never ids: whole seeded bot games of Last Light, every log line and
// prompt string checked for seat and card ids and for "a" before a vowel sound.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import { eventTexts, promptTexts, textProblems } from '../../engine/playerText';
import { deckCards } from './content';
import { referenceGame } from '.';

describe('Last Light shows names, never ids', () => {
  it.each([[1, 1, 'steady'], [2, 2, 'random'], [3, 3, 'steady'], [4, 4, 'random'], [5, 4, 'steady']])(
    'seed %i, %i players (%s bots)', (seed, players, bot) => {
      const controllers = Object.fromEntries(Array.from({ length: players }, (_, i) => [`s${i + 1}`, { type: 'ai' as const, bot }]));
      const m = Match.start(referenceGame, { gameId: 'reference', options: { players }, controllers, seed });
      const texts: string[] = [];
      while (!m.state.result) {
        if (m.state.prompt) texts.push(...promptTexts(m.state.prompt));
        m.playAi();
      }
      texts.push(...m.events.flatMap((group) => eventTexts(group)));
      // Card kinds ("barricade") are also plain words; the ids are the cards ("barricade-1").
      const ids = new Set([...m.state.seats.map((s) => s.id), ...deckCards()]);
      expect(texts.length).toBeGreaterThan(10);
      expect([...new Set(texts.flatMap((t) => textProblems(t, ids).map((p) => `${p} in: ${t}`)))]).toEqual([]);
    });
});
