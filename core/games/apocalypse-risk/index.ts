/**
 * Apocalypse, a RISK variant: 2 to 5 rival players (seats p1..p5) on the
 * classic world board, sharing it with an apocalypse the rules play. The
 * module wires content, rules, view and bots for the kernel; see README.md
 * for where each rule lives and ASSUMPTIONS.md for every reading.
 */
import { z } from 'zod';
import type { GameModule } from '../../engine/module';
import { riskRandomBot } from './bots/random';
import { RIVAL_BOTS } from './bots/rival';
import { END_RULES, SCENARIO_IDS } from './content/numbers';
import { SCENARIOS } from './content/scenarios';
import { GLOSSARY, LEGEND } from './content/glossary';
import { RISK_DICE } from './dice';
import { inspectRisk } from './inspect';
import { riskInvariants } from './invariants';
import { handlers } from './rules';
import { initialState, seatsFor, setupSteps } from './rules/setup';
import { RULES } from './rulesText';
import { apocalypseRiskTutorial } from './tutorial';
import type { RiskOptions, RiskState } from './state';
import { riskView, type RiskView } from './view';

export const optionsSchema = z.object({
  players: z.number().int().min(2).max(5).default(4),
  scenario: z.enum(['roll', ...SCENARIO_IDS] as [string, ...string[]]).default('roll'),
  endMode: z.enum(['prevented', 'domination']).default('prevented'),
  selection: z.enum(['deal', 'draft']).default('deal'),
  roundLimit: z.number().int().min(5).max(200).default(END_RULES.defaultRoundLimit),
});

export const DEFAULT_OPTIONS: RiskOptions = { players: 4, scenario: 'roll', endMode: 'prevented', selection: 'deal', roundLimit: END_RULES.defaultRoundLimit };

/** A game past this many rounds is a rules or bot bug (the round limit option stops it well before). */
export const ROUND_CAP = 210;

export const apocalypseRisk: GameModule<RiskState, RiskOptions, RiskView> = {
  id: 'apocalypse-risk',
  title: 'Apocalypse (RISK variant)',
  summary: 'Rivals on the world map hold back an apocalypse together, then fight over what is left.',
  // The world board is renderer/games/apocalypse-risk/.
  playable: true,
  optionsSchema: optionsSchema as unknown as z.ZodType<RiskOptions>,
  defaultOptions: DEFAULT_OPTIONS,
  optionFields: [
    { key: 'players', label: 'Players', kind: 'number', min: 2, max: 5 },
    { key: 'scenario', label: 'Apocalypse', kind: 'select', choices: [{ value: 'roll', label: 'Roll the die' }, ...SCENARIO_IDS.map((id) => ({ value: id, label: SCENARIOS[id].name }))] },
    { key: 'endMode', label: 'When the apocalypse is prevented', kind: 'select', choices: [{ value: 'prevented', label: 'The game ends' }, { value: 'domination', label: 'Play on for world domination' }] },
    { key: 'selection', label: 'Territories', kind: 'select', choices: [{ value: 'deal', label: 'Deal them out' }, { value: 'draft', label: 'Choose in turn' }] },
    { key: 'roundLimit', label: 'Round limit', kind: 'number', min: 5, max: 200 },
  ],
  seats: seatsFor,
  initialState,
  setup: setupSteps,
  handlers,
  view: riskView,
  bots: { random: riskRandomBot, ...RIVAL_BOTS },
  defaultBot: () => 'rival',
  round: (g) => g.round,
  roundCap: ROUND_CAP,
  dice: RISK_DICE,
  rules: RULES,
  invariants: riskInvariants,
  glossary: GLOSSARY,
  inspect: inspectRisk,
  legend: LEGEND,
  tutorial: apocalypseRiskTutorial,
};

export type { RiskOptions, RiskState, RiskView };
