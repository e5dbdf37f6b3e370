/**
 * Kernel overhead per decision: whole games of the reference game ("Last
 * Light", 3 survivors, random bots) played through Match, as the simulator
 * and the host play them. The random bot costs next to nothing, so the time
 * is the kernel's: building the seat's view, validating the choice, running
 * the resolution stack, rolling dice.
 */
import { Match, type MatchConfig } from '../../core/engine/match';
import type { SeatController } from '../../core/engine/types';
import { referenceGame } from '../../core/games/reference';
import type { BenchEntry, PreparedBench } from './types';

/** Games per timed call: enough that one call takes about a millisecond or more. */
export const GAMES_PER_CALL = 20;
export const PLAYERS = 3;
/** Seeds 1..GAMES_PER_CALL on every call: the same work each time. */
export const FIRST_SEED = 1;

const controllers: Record<string, SeatController> = Object.fromEntries(
  referenceGame.seats({ players: PLAYERS }).map((s) => [s.id, { type: 'ai', bot: 'random' } as SeatController]),
);

interface BatchStats {
  decisions: number;
  hordeWins: number;
}

function playBatch(config: MatchConfig): BatchStats {
  let decisions = 0;
  let hordeWins = 0;
  for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES_PER_CALL; seed++) {
    const match = Match.start(referenceGame, { gameId: referenceGame.id, options: { players: PLAYERS }, controllers, seed }, config);
    while (!match.state.result) {
      const { seat, decision } = match.decideAi();
      match.choose(seat, { promptId: match.state.prompt!.id, optionIds: decision.optionIds }, 'ai', decision.reason);
      decisions += 1;
    }
    if (match.state.result.outcome === 'horde') hordeWins += 1;
  }
  return { decisions, hordeWins };
}

export function batchNotes(stats: BatchStats): string {
  return `${GAMES_PER_CALL} games/call, ${(stats.decisions / GAMES_PER_CALL).toFixed(1)} decisions/game, horde wins ${stats.hordeWins}/${GAMES_PER_CALL}`;
}

function kernelEntry(id: string, name: string, config: MatchConfig): BenchEntry {
  return {
    id,
    name,
    unit: 'decision',
    prepare(): PreparedBench {
      const stats = playBatch(config);
      return { fn: () => void playBatch(config), unitsPerCall: stats.decisions, notes: batchNotes(stats) };
    },
  };
}

export const kernelEntries: BenchEntry[] = [
  // What `npm run sim` and bot playouts use.
  kernelEntry('kernel-inplace', 'kernel, in place (simulation)', { inPlace: true, keepEvents: false }),
  // The cost of structuredClone per choice, alone.
  kernelEntry('kernel-cow', 'kernel, copy-on-write (structuredClone)', { inPlace: false, keepEvents: false }),
  // What the host runs for a table: copies plus the event log.
  kernelEntry('kernel-host', 'kernel, copy-on-write + events (host)', { inPlace: false, keepEvents: true }),
];
