/**
 * The host's one entry point for renderer messages, whatever carries them
 * (Electron IPC or a WebSocket). Every message is validated: the envelope with
 * RequestSchema, the params with the method's schema. A malformed message gets
 * an error reply and changes nothing.
 *
 * Requests are handled one at a time, in arrival order, so two windows or a
 * double click can never interleave half-done changes to the match.
 *
 * Results: methods that change the match (newGame, choose, undo, takeSeat, loadSave)
 * answer with a small acknowledgement ({matchId, hash, choices}); the full
 * MatchUpdate reaches the renderer as a push, which arrives before the reply.
 * That way every update (and its events) is delivered exactly once.
 * `current` answers with the whole MatchUpdate (no events) for resyncing.
 */
import type { AnyGameModule } from '../../core/engine/module';
import { getGame, playableGames } from '../../core/games/registry';
import {
  RequestParams, RequestSchema, type ErrorInfo, type GameInfo, type MatchUpdate, type Method, type ParamsOf, type Response,
} from '../../core/protocol/messages';
import type { CampaignService } from './campaignService';
import type { DiceService } from './diceService';
import { HostError, messageOf } from './errors';
import { saveFileName } from './saveNames';
import { MAX_JSON_DEPTH, valueTooDeep } from './safeJson';
import { gameInfo, seatsFor } from './gameInfo';
import type { MatchManager } from './matchManager';
import type { SaveStore } from './saves';
import type { SettingsStore } from './settings';

export interface RouterDeps {
  manager: MatchManager;
  saves: SaveStore;
  settings: SettingsStore;
  /** The dice catalogue, dice tray rolls and dice statistics; those requests fail without it. */
  dice?: DiceService;
  /** The campaign record; the campaign request fails without it. */
  campaign?: CampaignService;
  appVersion: string;
  onQuit?: () => void;
  games?: (gameId: string) => AnyGameModule | undefined;
  listGames?: () => AnyGameModule[];
  log?: (message: string) => void;
}

export interface HelloResult {
  appVersion: string;
  games: GameInfo[];
}

/** What a request that changes the match answers; the update itself is pushed. */
export interface MatchAck {
  matchId: string;
  hash: string;
  choices: number;
}

export type Router = (raw: unknown) => Promise<Response>;

type Handlers = { [M in Method]: (params: ParamsOf<M>) => Promise<unknown> | unknown };

function ack(update: MatchUpdate): MatchAck {
  return { matchId: update.matchId, hash: update.hash, choices: update.choices };
}

function fail(id: number, code: ErrorInfo['code'], message: string): Response {
  return { id, ok: false, error: { code, message } };
}

/** The id to answer with: the message's own when it has a usable one, else -1 (unanswerable). */
function idOf(raw: unknown): number {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : -1;
}

function isMethod(name: string): name is Method {
  return Object.prototype.hasOwnProperty.call(RequestParams, name);
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.slice(0, 3).map((i) => `${i.path.map(String).join('.') || 'params'}: ${i.message}`).join('; ');
}

export function createRouter(deps: RouterDeps): Router {
  const games = deps.games ?? getGame;
  const listGames = deps.listGames ?? playableGames;
  const log = deps.log ?? ((m: string) => console.error(m));

  function gameOrFail(gameId: string): AnyGameModule {
    const module = games(gameId);
    if (!module) throw new HostError('bad-request', `There is no game "${gameId}".`);
    return module;
  }

  function diceOrFail(): DiceService {
    if (!deps.dice) throw new HostError('internal', 'This host has no dice service.');
    return deps.dice;
  }

  const handlers: Handlers = {
    hello: (): HelloResult => ({ appVersion: deps.appVersion, games: listGames().map(gameInfo) }),
    seatsFor: ({ gameId, options }) => seatsFor(gameOrFail(gameId), options),
    newGame: async ({ gameId, options, controllers, seed, watch }) =>
      ack(await deps.manager.newGame(gameId, options, controllers, seed, watch ?? false)),
    runAi: ({ steps, rounds }) => deps.manager.runAi(steps, rounds),
    choose: async ({ seat, promptId, optionIds }) => ack(await deps.manager.choose(seat, promptId, optionIds)),
    undo: async ({ seat }) => ack(await deps.manager.undo(seat)),
    takeSeat: async ({ seat }) => ack(await deps.manager.takeSeat(seat)),
    current: () => deps.manager.current(),
    leaveMatch: () => {
      deps.manager.leave();
      return null;
    },
    saveMatch: async ({ name }) => {
      const match = deps.manager.match;
      if (!match) throw new HostError('no-match', 'No match is open to save.');
      const file = saveFileName(name);
      await deps.saves.write(file, match, { name, matchId: deps.manager.matchId ?? undefined });
      return { file, name };
    },
    rematch: async () => ack(await deps.manager.rematch()),
    listSaves: () => deps.saves.list(),
    loadSave: async ({ file }) => {
      const loaded = await deps.saves.load(file);
      return ack(await deps.manager.adopt(loaded.match, loaded.save.header.matchId));
    },
    deleteSave: async ({ file }) => {
      await deps.saves.delete(file);
      return null;
    },
    getSettings: () => deps.settings.get(),
    setSettings: ({ settings }) => deps.settings.set(settings),
    diceCatalogue: () => diceOrFail().listCatalogue(),
    rollDice: ({ dice }) => diceOrFail().roll(dice),
    diceStats: ({ gameId }) => diceOrFail().stats(gameId),
    campaign: ({ gameId }) => {
      if (!deps.campaign) throw new HostError('internal', 'This host keeps no campaign record.');
      return deps.campaign.view(gameId);
    },
    quit: () => {
      // Answer first, then quit, so the renderer is not left waiting on a closed channel.
      setImmediate(() => deps.onQuit?.());
      return null;
    },
  };

  async function dispatch(raw: unknown): Promise<Response> {
    // Before any validator recurses into it: a deeply nested request overflowed the stack and was never answered.
    if (valueTooDeep(raw)) {
      return fail(idOf(raw), 'bad-request', `Not a valid request: it nests deeper than ${MAX_JSON_DEPTH} levels.`);
    }
    const envelope = RequestSchema.safeParse(raw);
    if (!envelope.success) {
      return fail(idOf(raw), 'bad-request', `Not a valid request: ${describeIssues(envelope.error.issues)}`);
    }
    const { id, method, params } = envelope.data;
    if (!isMethod(method)) return fail(id, 'unknown-method', `There is no method "${method.slice(0, 64)}".`);
    const parsed = RequestParams[method].safeParse(params ?? {});
    if (!parsed.success) {
      return fail(id, 'bad-request', `Invalid params for ${method}: ${describeIssues(parsed.error.issues)}`);
    }
    try {
      const handler = handlers[method] as (p: unknown) => unknown;
      const result = await handler(parsed.data);
      return { id, ok: true, result: result ?? null };
    } catch (err) {
      // 'disconnected' is a renderer-side code; the host never raises it.
      if (err instanceof HostError && err.code !== 'disconnected') return fail(id, err.code, err.message);
      log(`Request ${method} failed: ${err instanceof Error && err.stack ? err.stack : messageOf(err)}`);
      return fail(id, 'internal', `Something went wrong in the host: ${messageOf(err)}`);
    }
  }

  /** Every request gets an answer, whatever went wrong while handling it. */
  async function answer(raw: unknown): Promise<Response> {
    try {
      return await dispatch(raw);
    } catch (err) {
      log(`A request could not be handled: ${messageOf(err)}`);
      return fail(idOf(raw), 'internal', `The host could not handle that request: ${messageOf(err)}`);
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  return (raw: unknown): Promise<Response> => {
    const run = queue.then(() => answer(raw));
    queue = run.catch(() => undefined);
    return run;
  };
}
