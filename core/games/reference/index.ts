/**
 * "Last Light", the kernel's reference game: small enough to read in one
 * sitting, complete enough to exercise dice, custom dice, hidden hands, decks,
 * multi-select prompts and a scripted enemy. Kernel tests and benchmarks use it.
 */
import { z } from 'zod';
import { newDeck } from '../../engine/deck';
import type { GameModule } from '../../engine/module';
import type { SeatSpec } from '../../engine/types';
import { randomBot, steadyBot } from './bots';
import { deckCards, DECK_COUNTS, HORDE_DIE, HORDE_START, ROUND_CAP, SURVIVOR_NAMES } from './content';
import { handlers } from './rules';
import type { LastLightOptions, LastLightState } from './state';
import { lastLightView, type LastLightView } from './view';
import { referenceRules } from './rulesText';
import { GLOSSARY, inspect, LEGEND } from './inspect';
import { describeMatch, matchSummary } from './summary';
import { TUTORIAL } from './tutorial';

export const referenceGame: GameModule<LastLightState, LastLightOptions, LastLightView> = {
  id: 'reference',
  title: 'Last Light (reference game)',
  summary: 'A short race to the rescue helicopter ahead of the horde; the kernel\'s own test game.',
  playable: true,
  optionsSchema: z.object({ players: z.number().int().min(1).max(4) }),
  defaultOptions: { players: 2 },
  optionFields: [{ key: 'players', label: 'Survivors', kind: 'number', min: 1, max: 4 }],
  seats(options): SeatSpec[] {
    return SURVIVOR_NAMES.slice(0, options.players).map((name, i) => ({ id: `s${i + 1}`, name, side: 'survivors' }));
  },
  initialState(_options, seats) {
    return {
      round: 0,
      active: 0,
      survivors: seats.map((s) => ({ seat: s.id, name: s.name, position: 0, hand: [], caught: false })),
      horde: HORDE_START,
      barricaded: false,
      deck: newDeck(deckCards()),
      stats: Object.fromEntries(seats.map((s) => [s.id, { moved: 0, played: 0, scavenged: 0, caughtRound: null }])),
      turningPoint: null,
    };
  },
  setup(ctx) {
    ctx.shuffleDeck(ctx.g.deck, 'supply');
    ctx.log(`The survivors set out; the horde is ${-HORDE_START} spaces behind.`);
    return [{ kind: 'startRound' }];
  },
  handlers,
  view: lastLightView,
  bots: { random: randomBot, steady: steadyBot },
  defaultBot: () => 'steady',
  round: (g) => g.round,
  roundCap: ROUND_CAP,
  dice: [HORDE_DIE],
  rules: referenceRules,
  invariants(g) {
    const broken: string[] = [];
    const cards = g.deck.draw.length + g.deck.discard.length + g.survivors.reduce((n, s) => n + s.hand.length, 0);
    const total = Object.values(DECK_COUNTS).reduce((a, b) => a + b, 0);
    if (cards !== total) broken.push(`supply cards: ${cards} in play, ${total} exist`);
    // One card over the limit is allowed only while its owner is being asked to discard.
    for (const s of g.survivors) if (s.hand.length > 4) broken.push(`${s.name} holds ${s.hand.length} cards`);
    for (const s of g.survivors) {
      const st = g.stats[s.seat];
      if (!st || st.moved !== s.position || (st.caughtRound !== null) !== s.caught) broken.push(`${s.name}'s record does not match the track`);
    }
    return broken;
  },
  glossary: GLOSSARY,
  inspect,
  legend: LEGEND,
  describeMatch,
  matchSummary,
  tutorial: TUTORIAL,
};
