/**
 * Planet Repossession Force: 2 to 8 players in two factions, Gaia (seats
 * g1..g4) and Xanadu (x1..x4), each seat a person or the program. Its
 * table is renderer/games/repossession/.
 */
import { z } from 'zod';
import type { GameModule } from '../../engine/module';
import { aiBot } from './bots/ai';
import { randomBot } from './bots/random';
import { GLOSSARY, inspectTarget, LEGEND } from './inspect';
import { prfInvariants } from './invariants';
import { handlers } from './rules';
import { initialState, seatsFor, setupSteps } from './rules/setup';
import { RULES } from './rulesText';
import { SECOND_MOVER_LABEL } from './content/scoring';
import { TUTORIAL } from './tutorial';
import type { PRFOptions, PRFState } from './state';
import { prfView, type PRFView } from './view';

/** A game still running after this many rounds is a rules or bot bug (ASSUMPTIONS "Game length"). */
export const ROUND_CAP = 120;

const optionsSchema = z.object({
  gaia: z.number().int().min(1).max(4).default(1),
  xanadu: z.number().int().min(1).max(4).default(1),
  secondMoverBonus: z.boolean().default(false),
});

export const repossession: GameModule<PRFState, PRFOptions, PRFView> = {
  id: 'repossession',
  title: 'Planet Repossession Force',
  summary: 'Two factions race to retake a 10x10 world tile by tile, fighting creatures, raids and each other, with three lives each.',
  playable: true,
  optionsSchema: optionsSchema as unknown as z.ZodType<PRFOptions>,
  defaultOptions: { gaia: 1, xanadu: 1, secondMoverBonus: false },
  optionFields: [
    { key: 'gaia', label: 'Gaia players', kind: 'number', min: 1, max: 4 },
    { key: 'xanadu', label: 'Xanadu players', kind: 'number', min: 1, max: 4 },
    { key: 'secondMoverBonus', label: SECOND_MOVER_LABEL, kind: 'boolean' },
  ],
  seats: seatsFor,
  initialState,
  setup(ctx, options) {
    ctx.log(`Planet Repossession Force: ${options.gaia} Gaia against ${options.xanadu} Xanadu.`);
    return setupSteps();
  },
  handlers,
  view: prfView,
  bots: { random: randomBot, easy: aiBot('easy'), normal: aiBot('normal'), hard: aiBot('hard') },
  defaultBot: () => 'normal',
  round: (g) => g.round,
  roundCap: ROUND_CAP,
  dice: [],
  rules: RULES,
  invariants: prfInvariants,
  glossary: GLOSSARY,
  tutorial: TUTORIAL,
  inspect: inspectTarget,
  legend: LEGEND,
};

export type { PRFOptions, PRFState, PRFView };
