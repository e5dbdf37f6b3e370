/**
 * A hand-made RiskView for the board's tests (the renderer may not run the
 * rules): three players, every territory empty, no scenario marks. Tests put
 * what they need on it with `put`.
 */
import { TERRITORY_IDS } from '../../../core/games/apocalypse-risk/content/board';
import type { ScenarioId } from '../../../core/games/apocalypse-risk/content/numbers';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';

const PLAYERS = [['p1', 'Red', '#c62828'], ['p2', 'Blue', '#1e5bb8'], ['p3', 'Green', '#2e7d32']] as const;

export function riskFixture(scenario: ScenarioId = 'zombies'): RiskView {
  return {
    options: { players: 3, scenario, endMode: 'prevented', selection: 'deal', roundLimit: 40 },
    players: PLAYERS.map(([seat, name, color]) => ({
      seat, name, color, eliminated: false, cards: [], cureParts: null, partsShown: 0, cured: false,
      standing: { allow: [], deny: [], defendMost: false, autoReroll: false, oppose: 'ask' as const },
    })),
    scenario,
    round: 1,
    phase: 'players',
    territories: Object.fromEntries(TERRITORY_IDS.map((id) => [id, { troops: {}, apoc: 0, supplies: 0, hq: false, owner: null }])),
    barricades: [],
    broken: [],
    deck: { drawSize: 42, discard: [] },
    turn: { seat: 'p1', index: 1, movesUsed: 0, supplyMoves: 0, apocAttacks: {}, attackedFrom: [], closedFrom: [], cureTried: [], transit: [], refused: [] },
    ignoreSupplies: false,
    groundZero: [],
    portals: [],
    mothership: null,
    mothershipDestroyed: false,
    annihilated: [],
    barren: [],
    meteorites: 0,
    holds: [],
    missileLaunched: false,
    prevented: null,
  };
}

/** Armies per seat, apocalytes and tokens in a territory; the owner is whoever has the most troops. */
export function put(v: RiskView, id: string, what: { [seat: string]: number | undefined; apoc?: number; supplies?: number; hq?: number }): void {
  const t = v.territories[id]!;
  for (const [k, n] of Object.entries(what)) {
    if (n === undefined) continue;
    if (k === 'apoc') t.apoc = n;
    else if (k === 'supplies') t.supplies = n;
    else if (k === 'hq') t.hq = n > 0;
    else t.troops[k] = n;
  }
  const sides: [string, number][] = [...Object.entries(t.troops), ['apoc', t.apoc]];
  sides.sort((a, b) => b[1] - a[1]);
  t.owner = sides[0]![1] > 0 ? (sides[0]![0] as RiskView['territories'][string]['owner']) : null;
}
