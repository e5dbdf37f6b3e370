/** Invariants checked after every step in fuzzing: the table must always make sense. */
import type { SeatId } from '../../engine/types';
import { areNeighbours, TERRITORY_IDS } from './content/board';
import { byPlayers, NUMBERS } from './content/numbers';
import { computeOwner } from './rules/board';
import { boxCount } from './rules/components';
import type { Owner, RiskState } from './state';

/**
 * The sims check these after every decision, so they read the map once: the
 * headquarters per owner, the supplies and the headquarters on the map are
 * counted in the same pass as the territories' own checks. Messages and
 * their order are as they always were.
 */
export function riskInvariants(g: RiskState): string[] {
  const broken: string[] = [];
  const n = g.players.length;
  const hqsOf: Record<SeatId, number> = {};
  let supplies = 0;
  let hqs = 0;
  const mover = g.turn.seat;
  const transit = g.turn.transit;
  for (const id of TERRITORY_IDS) {
    const t = g.territories[id]!;
    if (t.apoc < 0 || !Number.isInteger(t.apoc)) broken.push(`${id}: ${t.apoc} apocalytes`);
    if (t.supplies < 0) broken.push(`${id}: ${t.supplies} supplies`);
    // One pass over the troops both checks them and counts the owner as ownerByCount does (the most, a tie
    // at the top: nobody); only a territory the mover passes through asks computeOwner for its rule.
    let listed = 0;
    let best: Owner = t.apoc > 0 ? 'apoc' : null;
    let bestN = t.apoc > 0 ? t.apoc : 0;
    let tie = false;
    for (const s in t.troops) {
      const v = t.troops[s]!;
      listed++;
      if (!(v > 0) || !Number.isInteger(v)) broken.push(`${id}: ${s} has ${v} troops listed`);
      if (v <= 0) continue;
      if (v > bestN) { best = s; bestN = v; tie = false; } else if (v === bestN) tie = true;
    }
    if (g.phase !== 'setup') {
      const passing = mover !== null && t.owner !== null && t.owner !== mover && transit.length > 0 && transit.includes(id);
      const owner = passing ? computeOwner(g, id) : tie ? null : best;
      if (t.owner !== owner) broken.push(`${id}: owner ${t.owner} but the troops say ${owner}`);
    }
    if ((t.apoc > 0 || listed > 0 || t.supplies > 0 || t.hq) && g.annihilated.includes(id)) broken.push(`${id}: something stands in a crater`);
    if (g.scenario !== 'mutants' && g.groundZero.includes(id)) broken.push(`${id}: ground zero outside Mutants`);
    supplies += t.supplies;
    if (t.hq) {
      hqs++;
      if (typeof t.owner === 'string') hqsOf[t.owner] = (hqsOf[t.owner] ?? 0) + 1;
    }
  }
  const cap = byPlayers(NUMBERS.headquarters, n);
  for (const p of g.players) {
    const held = hqsOf[p.seat] ?? 0;
    if (held > cap) broken.push(`${p.seat} controls ${held} headquarters (cap ${cap})`);
    if (p.cureParts < 0 || p.cureParts > 3) broken.push(`${p.seat} has ${p.cureParts} cure parts`);
    // Rare: only players already out are looked for on the map.
    if (p.eliminated && TERRITORY_IDS.some((id) => (g.territories[id]!.troops[p.seat] ?? 0) > 0)) broken.push(`${p.seat} is out but has armies`);
  }
  for (const b of g.barricades) {
    if (!areNeighbours(b.terr, b.other)) broken.push(`barricade ${b.terr}|${b.other} is not on a border`);
  }
  if (g.turn.movesUsed > NUMBERS.movementsPerTurn) broken.push(`${g.turn.movesUsed} movements this turn`);
  if (g.turn.supplyMoves > NUMBERS.supplyMovementsPerTurn) broken.push(`${g.turn.supplyMoves} supply movements this turn`);
  for (const id in g.turn.apocAttacks) {
    const k = g.turn.apocAttacks[id]!;
    if (k > NUMBERS.apocalyteAttacksPerTerritory) broken.push(`${id} attacked apocalytes ${k} times`);
  }
  // The box (content/components.ts): never more counters on the map than the table has.
  if (supplies > boxCount(g, 'supplies')) broken.push(`${supplies} supplies on the map (box ${boxCount(g, 'supplies')})`);
  if (g.barricades.length > boxCount(g, 'barricades')) broken.push(`${g.barricades.length} barricades on the map (box ${boxCount(g, 'barricades')})`);
  if (hqs > boxCount(g, 'headquarters')) broken.push(`${hqs} headquarters on the map (box ${boxCount(g, 'headquarters')})`);
  if (g.mothership && g.scenario !== 'aliens') broken.push('a mothership outside Aliens');
  return broken;
}
