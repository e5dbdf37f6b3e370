/**
 * The same games as kernelEntries, played by boardgame.io 0.50 on the port in
 * lastLightBgio.ts: same batch size, players and random bots. Two drivers:
 *
 * - the reducer (CreateGameReducer + InitializeGame), the engine alone, as
 *   its own benchmarks and MCTS bot run it. Each decision also builds the
 *   mover's playerView, because our kernel builds the seat's view for every
 *   bot decision too;
 * - the headless Client (no multiplayer), as an app would run a hot-seat
 *   table: getState() per decision, updatePlayerID when the turn passes.
 */
import { Client } from 'boardgame.io/client';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Ctx, State } from 'boardgame.io';
import { deriveSeed, generatorFrom, randomInt, seedRng } from '../../core/engine/rng';
import { batchNotes, FIRST_SEED, GAMES_PER_CALL, PLAYERS } from './kernelEntries';
import { lastLightBgio, legalMoves, type BgMove, type BgState } from './lastLightBgio';
import type { BenchEntry, PreparedBench } from './types';

interface BatchStats {
  decisions: number;
  hordeWins: number;
}

/**
 * The random bot, seeded exactly as Match seeds ours: a generator per
 * decision from deriveSeed(game seed, decision number). The same cost on both
 * sides, and the same statistics: a generator seeded straight from 1, 2, 3 ...
 * gives patterned first draws (xoroshiro128plus' first output is ~seed),
 * which skewed the port's outcomes.
 */
function botPicker(seed: number): (moves: BgMove[]) => BgMove {
  let n = 0;
  return (moves) => moves[randomInt(generatorFrom(seedRng(deriveSeed(seed, n++))), 0, moves.length - 1)]!;
}

function gameWithSeed(seed: number) {
  // boardgame.io reads the seed from the game config; a string keeps its PRNG seeding identical across runs.
  return { ...lastLightBgio, seed: `bench-${seed}` };
}

const reducer = CreateGameReducer({ game: lastLightBgio });
const playerView = lastLightBgio.playerView!;

function playReducerBatch(): BatchStats {
  let decisions = 0;
  let hordeWins = 0;
  for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES_PER_CALL; seed++) {
    let state = InitializeGame({ game: gameWithSeed(seed), numPlayers: PLAYERS }) as State<BgState>;
    const pick = botPicker(seed);
    while (!state.ctx.gameover) {
      const playerID = state.ctx.currentPlayer;
      const view = playerView({ G: state.G, ctx: state.ctx, playerID }) as BgState;
      const choice = pick(legalMoves(view, state.ctx));
      const action = { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args, playerID, credentials: undefined } };
      const next = reducer(state, action as Parameters<typeof reducer>[1]) as State<BgState> & { transients?: { error?: unknown } };
      if (next.transients?.error) throw new Error(`boardgame.io refused ${choice.move}: ${JSON.stringify(next.transients.error)}`);
      state = next;
      decisions += 1;
    }
    if ((state.ctx.gameover as BgState['result'])?.outcome === 'horde') hordeWins += 1;
  }
  return { decisions, hordeWins };
}

function playClientBatch(): BatchStats {
  let decisions = 0;
  let hordeWins = 0;
  for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES_PER_CALL; seed++) {
    const client = Client({ game: gameWithSeed(seed), numPlayers: PLAYERS, playerID: '0', debug: false });
    client.start();
    const pick = botPicker(seed);
    let state = client.getState()!;
    while (!state.ctx.gameover) {
      const ctx: Ctx = state.ctx;
      if (client.playerID !== ctx.currentPlayer) {
        client.updatePlayerID(ctx.currentPlayer);
        state = client.getState()!;
      }
      const choice = pick(legalMoves(state.G as BgState, ctx));
      const before = state._stateID;
      (client.moves[choice.move] as (...args: unknown[]) => void)(...choice.args);
      state = client.getState()!;
      if (state._stateID === before) throw new Error(`boardgame.io refused ${choice.move} ${JSON.stringify(choice.args)}.`);
      decisions += 1;
    }
    if ((state.ctx.gameover as BgState['result'])?.outcome === 'horde') hordeWins += 1;
    client.stop();
  }
  return { decisions, hordeWins };
}

function bgioEntry(id: string, name: string, play: () => BatchStats): BenchEntry {
  return {
    id,
    name,
    unit: 'decision',
    prepare(): PreparedBench {
      const stats = play();
      return { fn: () => void play(), unitsPerCall: stats.decisions, notes: batchNotes(stats) };
    },
  };
}

export const bgioEntries: BenchEntry[] = [
  bgioEntry('bgio-reducer', 'boardgame.io 0.50 reducer', playReducerBatch),
  bgioEntry('bgio-client', 'boardgame.io 0.50 headless Client', playClientBatch),
];
