/**
 * Fetches and runs a board's code before the player asks for it, so Start
 * (or Load) does not wait for it: the table's chunk (three.js, the canvas,
 * the dice replay, the HDRI, decoded) while the menu shows, and the chosen game's
 * scene while the New game or Load dialog is open, plus, for the world
 * board, its merged land geometry. Each chunk is the same one the board's
 * lazy import loads (the bundler shares it), so the board then finds it
 * ready; nothing here is drawn. All work runs when the page is idle and at
 * most once per game.
 */

type Load = () => Promise<unknown>;

/** The scene chunks, as the boards' lazy imports name them. */
const SCENES: Record<string, Load> = {
  'planet-apocalypse': () => import('../games/planet-apocalypse/PAScene'),
  doom: () => import('../games/doom/DoomScene'),
  'apocalypse-risk': () =>
    import('../games/apocalypse-risk/RiskScene')
      .then(() => import('../games/apocalypse-risk/landMesh'))
      // The land is main-thread work: in its own idle slot, after the chunk ran.
      .then((m) => whenIdle(() => m.prebuildLand())),
  repossession: () => import('../games/repossession/PrfScene'),
  'maximum-apocalypse': () => import('../games/maximum-apocalypse/MAScene'),
  reference: () => import('../games/reference/TrackScene'),
};

const TABLE: Load = () =>
  Promise.all([
    import('../table/TableCanvas'),
    import('../dice/ThrowReplay'),
    // The HDRI decoded too (0.1-0.2 s of main thread): the table's environment then finds it ready.
    import('../table/TableEnvironment').then((m) => whenIdle(() => m.loadTableHdri())),
  ]);

const started = new Map<string, Promise<unknown>>();

type IdleWindow = { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number };

/** Runs `fn` when the page is idle (within a second at the latest). */
function whenIdle<T>(fn: () => T | Promise<T>): Promise<T> {
  const w = globalThis as IdleWindow;
  return new Promise<T>((resolve, reject) => {
    const run = () => {
      try {
        resolve(fn());
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  });
}

function once(key: string, load: Load): void {
  if (started.has(key)) return;
  // A failed prefetch costs nothing: the board's own import tries again (and reports) when it is drawn.
  const p = whenIdle(load).catch(() => {
    started.delete(key);
  });
  started.set(key, p);
}

/** The table every board draws on: while the menu shows. */
export function prefetchTable(): void {
  once('table', TABLE);
}

/** The board of `gameId` (and the table): when a game is picked in the New game or Load dialog. */
export function prefetchBoard(gameId: string): void {
  prefetchTable();
  const scene = SCENES[gameId];
  if (scene) once(gameId, scene);
}
