/** Invariants checked after every step in fuzzing: the table must always make sense. */
import { BORDERS, TERRITORY_IDS } from './content/board';
import { byPlayers, NUMBERS } from './content/numbers';
import { computeOwner, hqsControlled, hqsOnMap } from './rules/board';
import { boxCount, suppliesOnMap } from './rules/components';
import type { RiskState } from './state';

export function riskInvariants(g: RiskState): string[] {
  const broken: string[] = [];
  const n = g.players.length;
  for (const id of TERRITORY_IDS) {
    const t = g.territories[id]!;
    if (t.apoc < 0 || !Number.isInteger(t.apoc)) broken.push(`${id}: ${t.apoc} apocalytes`);
    if (t.supplies < 0) broken.push(`${id}: ${t.supplies} supplies`);
    for (const [s, v] of Object.entries(t.troops)) if (!(v > 0) || !Number.isInteger(v)) broken.push(`${id}: ${s} has ${v} troops listed`);
    if (g.phase !== 'setup' && t.owner !== computeOwner(g, id)) broken.push(`${id}: owner ${t.owner} but the troops say ${computeOwner(g, id)}`);
    if (g.annihilated.includes(id) && (t.apoc > 0 || Object.keys(t.troops).length > 0 || t.supplies > 0 || t.hq)) broken.push(`${id}: something stands in a crater`);
    if (g.groundZero.includes(id) && g.scenario !== 'mutants') broken.push(`${id}: ground zero outside Mutants`);
  }
  const cap = byPlayers(NUMBERS.headquarters, n);
  for (const p of g.players) {
    if (hqsControlled(g, p.seat) > cap) broken.push(`${p.seat} controls ${hqsControlled(g, p.seat)} headquarters (cap ${cap})`);
    if (p.cureParts < 0 || p.cureParts > 3) broken.push(`${p.seat} has ${p.cureParts} cure parts`);
    if (p.eliminated && TERRITORY_IDS.some((id) => (g.territories[id]!.troops[p.seat] ?? 0) > 0)) broken.push(`${p.seat} is out but has armies`);
  }
  for (const b of g.barricades) {
    if (!BORDERS.some(([a, c]) => (a === b.terr && c === b.other) || (a === b.other && c === b.terr))) broken.push(`barricade ${b.terr}|${b.other} is not on a border`);
  }
  if (g.turn.movesUsed > NUMBERS.movementsPerTurn) broken.push(`${g.turn.movesUsed} movements this turn`);
  if (g.turn.supplyMoves > NUMBERS.supplyMovementsPerTurn) broken.push(`${g.turn.supplyMoves} supply movements this turn`);
  for (const [id, k] of Object.entries(g.turn.apocAttacks)) if (k > NUMBERS.apocalyteAttacksPerTerritory) broken.push(`${id} attacked apocalytes ${k} times`);
  // The box (content/components.ts): never more counters on the map than the table has.
  if (suppliesOnMap(g) > boxCount(g, 'supplies')) broken.push(`${suppliesOnMap(g)} supplies on the map (box ${boxCount(g, 'supplies')})`);
  if (g.barricades.length > boxCount(g, 'barricades')) broken.push(`${g.barricades.length} barricades on the map (box ${boxCount(g, 'barricades')})`);
  if (hqsOnMap(g) > boxCount(g, 'headquarters')) broken.push(`${hqsOnMap(g)} headquarters on the map (box ${boxCount(g, 'headquarters')})`);
  if (g.mothership && g.scenario !== 'aliens') broken.push('a mothership outside Aliens');
  return broken;
}
