/**
 * Maximum Apocalypse: 1 to 6 survivors (seats s1..s6) against monsters,
 * hunger and the map, which the rules play. The module wires content, rules,
 * view and bots for the kernel; ASSUMPTIONS.md lists every value and reading
 * the rulebook leaves open.
 */
import type { z } from 'zod';
import type { GameModule } from '../../engine/module';
import type { SeatSpec } from '../../engine/types';
import { randomBot } from './bots/random';
import { survivorBot } from './bots/survivor';
import { MA_DICE } from './dice';
import { GLOSSARY, LEGEND } from './glossary';
import { inspect } from './inspect';
import { invariants } from './invariants';
import { DEFAULT_OPTIONS, OPTION_FIELDS, optionsSchema } from './options';
import { handlers } from './rules';
import { initialState, setup } from './rules/setup';
import { RULES } from './rulesText';
import type { MAOptions, MAState } from './state';
import { maTutorial } from './tutorial';
import { maView, type MAView } from './view';

/** Decks of 30 cards and a draw a turn end every game within about 30 rounds; past this it is a bug. */
export const ROUND_CAP = 60;

export const maximumApocalypse: GameModule<MAState, MAOptions, MAView> = {
  id: 'maximum-apocalypse',
  title: 'Maximum Apocalypse',
  summary: 'Co-operative survival: scavenge, starve, sneak past monsters and fuel the Van before the wasteland takes you.',
  // Its board is renderer/games/maximum-apocalypse/.
  playable: true,
  optionsSchema: optionsSchema as unknown as z.ZodType<MAOptions>,
  defaultOptions: DEFAULT_OPTIONS,
  optionFields: OPTION_FIELDS,
  seats(options): SeatSpec[] {
    return Array.from({ length: options.survivors }, (_, i) => ({ id: `s${i + 1}`, name: `Survivor ${i + 1}`, side: 'survivors' }));
  },
  initialState,
  setup,
  handlers,
  view: maView,
  bots: { random: randomBot, survivor: survivorBot },
  defaultBot: () => 'survivor',
  round: (g) => g.round,
  roundCap: ROUND_CAP,
  dice: MA_DICE,
  rules: RULES,
  invariants,
  glossary: GLOSSARY,
  inspect,
  legend: LEGEND,
  tutorial: maTutorial,
};

export type { MAOptions, MAState, MAView };
export { DEFAULT_OPTIONS };
