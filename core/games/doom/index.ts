/**
 * DOOM: The Board Game (2016) with the invader played by the program. Marines
 * m1..m4 (people or bots) against the `invader` seat (always a bot).
 */
import { z } from 'zod';
import { newDeck } from '../../engine/deck';
import type { GameModule } from '../../engine/module';
import type { SeatSpec } from '../../engine/types';
import { allMissions, marineOrder, offeredMissions } from './catalog';
import { DOOM_DICE } from './dice';
import { invaderBot } from './bots/invader';
import { marineBot } from './bots/marine';
import { randomBot } from './bots/random';
import { doomInvariants } from './invariants';
import { handlers } from './rules';
import { emptyStats } from './rules/stats';
import { doomRules } from './rulesText';
import type { DoomOptions, DoomState } from './state';
import { doomView, type DoomView } from './view';
import { describeMatch, matchSummary } from './summary';
import { doomGlossary, doomInspect, doomLegend } from './inspect';
import { doomTutorial } from './tutorial';
import { parseWinRateTable } from '../../engine/winRates';
import winRates from './winRates.json';

/** A mission still running after this many rounds is a rules or bot bug (operations restart the count each mission). */
export const ROUND_CAP = 40;

const optionsSchema = z.object({
  marines: z.number().int().min(1).max(4),
  mode: z.enum(['mission', 'operation', 'custom']),
  mission: z.string(),
  difficulty: z.enum(['easy', 'normal', 'hard']),
  decks: z.enum(['recommended', 'own']).optional(),
}).refine((o) => allMissions().some((m) => m.id === o.mission), { message: 'unknown mission', path: ['mission'] });

export const doomGame: GameModule<DoomState, DoomOptions, DoomView> = {
  id: 'doom',
  title: 'DOOM: The Board Game',
  summary: 'Marines fight through a mission while the program plays the invader, summoning demons and playing events.',
  playable: true,
  optionsSchema: optionsSchema as unknown as z.ZodType<DoomOptions>,
  defaultOptions: { marines: 2, mode: 'mission', mission: offeredMissions()[0]!.id, difficulty: 'normal', decks: 'recommended' },
  optionFields: [
    { key: 'marines', label: 'Marines', kind: 'number', min: 1, max: 4 },
    { key: 'mode', label: 'Play', kind: 'select', choices: [
      { value: 'mission', label: 'One mission' }, { value: 'operation', label: 'Operation (six missions)' }, { value: 'custom', label: 'Custom operation' },
    ] },
    { key: 'mission', label: 'Mission', kind: 'select', choices: offeredMissions().map((m) => ({ value: m.id, label: m.name })) },
    { key: 'difficulty', label: 'Invader', kind: 'select', choices: [
      { value: 'easy', label: 'Easy' }, { value: 'normal', label: 'Normal' }, { value: 'hard', label: 'Hard' },
    ] },
    { key: 'decks', label: 'Decks', kind: 'select', choices: [
      { value: 'recommended', label: 'As the mission recommends' }, { value: 'own', label: 'Built by the players' },
    ] },
  ],
  seats(options): SeatSpec[] {
    const marines = marineOrder().slice(0, options.marines).map((m, i) => ({ id: `m${i + 1}`, name: m.name, side: 'marines' }));
    return [...marines, { id: 'invader', name: 'Invader', side: 'invader' }];
  },
  initialState(options, seats) {
    return {
      options, round: 0, phase: 'setup', mission: options.mission, map: { id: '', tiles: [], walls: [], openings: [], doors: [], teleporters: [], tokens: [] },
      figures: [],
      marines: seats.filter((s) => s.side === 'marines').map((s, i) => ({
        id: marineOrder()[i]!.id, seat: s.id, name: s.name, classId: '', squad: null, deck: newDeck([]), hand: [], play: [], weapons: [],
        gloryKills: [], damage: 0, onMap: false, classExhausted: false, squadExhausted: false, stunned: false,
      })),
      demonCards: {}, demonSupply: {},
      invader: { hand: [], deck: newDeck([]), invasionCard: '', argentOnInvasion: 0, eventSets: [], frags: 0 },
      argentSupply: 0, portals: [], items: [], markers: [], counters: {}, initiative: { draw: [], revealed: [] },
      gloryKillDeck: newDeck([]), marineActivation: null, demonActivation: null, attack: null, staggerMods: {}, nextDemon: 0, displacing: [], grenades: [],
      operation: [], fired: [], segment: null, stats: emptyStats(),
    };
  },
  setup() {
    return [{ kind: 'chooseClass', index: 0 }];
  },
  handlers,
  view: doomView,
  bots: { invader: invaderBot, marine: marineBot, random: randomBot },
  defaultBot: (seat) => (seat.side === 'invader' ? 'invader' : 'marine'),
  round: (g) => g.round,
  roundCap: ROUND_CAP,
  dice: DOOM_DICE,
  rules: doomRules,
  invariants: doomInvariants,
  describeMatch,
  matchSummary,
  glossary: doomGlossary,
  inspect: doomInspect,
  legend: doomLegend,
  tutorial: doomTutorial,
  // The marines' measured wins by mission, squad size and level (tools/winRates.ts writes the file).
  winRates: parseWinRateTable(winRates),
};
