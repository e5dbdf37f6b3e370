/**
 * Invariants the fuzzer checks after every choice: component limits (demon
 * figures, Argent Power tokens, every action, event and Glory Kill card
 * accounted for once), health within range, and one figure per space.
 */
import { allDemons, demonDef, weaponSetDef } from './catalog';
import { compiledMap } from './geometry/compile';
import { parseSpaceKey } from './geometry/coords';
import { footprintAt } from './geometry/occupancy';
import { ARGENT_TOKENS } from './content/numbers';
import type { DoomState } from './state';

/**
 * The action cards a marine's weapon sets hold, per set of weapons: each card
 * id with a slot and how many are owned. The fuzzer and the sim check the
 * cards after every choice; sorting and printing both lists each time was a
 * sixth of a sim's time.
 */
interface Owned {
  slot: Map<string, number>;
  copies: number[];
  count: number;
}

const ownedByWeapons = new Map<string, Owned>();

function ownedCards(weapons: readonly string[]): Owned {
  const key = weapons.join('|');
  let owned = ownedByWeapons.get(key);
  if (!owned) {
    owned = { slot: new Map(), copies: [], count: 0 };
    for (const w of weapons) {
      for (const c of weaponSetDef(w).cards) {
        let i = owned.slot.get(c.id);
        if (i === undefined) {
          owned.slot.set(c.id, (i = owned.copies.length));
          owned.copies.push(0);
        }
        owned.copies[i]! += 1;
        owned.count += 1;
      }
    }
    ownedByWeapons.set(key, owned);
  }
  return owned;
}

/** Do the piles hold exactly the owned cards, each as often as owned? */
function sameCards(owned: Owned, piles: readonly (readonly string[])[]): boolean {
  let held = 0;
  for (const p of piles) held += p.length;
  if (held !== owned.count) return false;
  // As many cards as owned and none more often than owned: the same cards.
  const seen = new Array<number>(owned.copies.length).fill(0);
  for (const p of piles) {
    for (const c of p) {
      const i = owned.slot.get(c);
      if (i === undefined || ++seen[i]! > owned.copies[i]!) return false;
    }
  }
  return true;
}

export function doomInvariants(g: DoomState): string[] {
  const broken: string[] = [];
  if (g.phase === 'setup') return broken;
  const demonsOnMap = new Map<string, number>();
  for (const list of [g.figures, g.displacing]) {
    for (const f of list) if (f.side === 'demon') demonsOnMap.set(f.type, (demonsOnMap.get(f.type) ?? 0) + 1);
  }
  for (const d of allDemons()) {
    const onMap = demonsOnMap.get(d.id) ?? 0;
    if (onMap + (g.demonSupply[d.id] ?? 0) !== d.figures) broken.push(`${d.id}: ${onMap} on the map + ${g.demonSupply[d.id]} in the box != ${d.figures}`);
    const card = g.demonCards[d.id];
    if (card && card.faceUp !== onMap > 0) broken.push(`${d.id} card is ${card.faceUp ? 'faceup' : 'facedown'} with ${onMap} on the map`);
    if (card && !card.faceUp && card.argent > 0) broken.push(`${d.id} card is facedown with Argent Power on it`);
  }
  let argent = g.argentSupply + g.invader.argentOnInvasion;
  for (const c of Object.values(g.demonCards)) argent += c.argent;
  if (argent !== ARGENT_TOKENS) broken.push(`Argent Power tokens: ${argent} counted, ${ARGENT_TOKENS} exist`);
  const pending = g.attack?.revealed ?? [];
  for (const m of g.marines) {
    if (m.damage < 0 || m.damage >= 10) broken.push(`${m.name} has ${m.damage} damage`);
    const owned = ownedCards(m.weapons);
    const revealed = g.attack?.defender === m.id ? pending : [];
    const piles = [m.deck.draw, m.deck.discard, m.hand, m.play, revealed];
    if (!sameCards(owned, piles)) broken.push(`${m.name}'s action cards: ${piles.reduce((n, p) => n + p.length, 0)} held, ${owned.count} owned`);
    if (new Set(m.weapons).size !== m.weapons.length) broken.push(`${m.name} has a weapon set twice`);
  }
  const events = g.invader.deck.draw.length + g.invader.deck.discard.length + g.invader.hand.length + (g.attack && !g.marines.some((m) => m.id === g.attack!.defender) ? pending.length : 0);
  if (events !== g.invader.eventSets.length * 6) broken.push(`event cards: ${events} counted, ${g.invader.eventSets.length * 6} in the deck`);
  for (const [seat, st] of Object.entries(g.stats.seats)) {
    for (const n of Object.values(st)) {
      if (!Number.isInteger(n) || n < 0) {
        broken.push(`summary counts for ${seat} are not whole numbers of at least 0`);
        break;
      }
    }
  }
  if (!g.map.tiles.length) return broken;
  const cm = compiledMap(g.map);
  // Who stands where, by space: a figure's place in the list plus one (0: nobody), on a board-sized scratch array.
  const taken = scratch.length >= cm.terrain.length ? scratch.fill(0, 0, cm.terrain.length) : (scratch = new Int32Array(cm.terrain.length));
  g.figures.forEach((f, fi) => {
    if (f.side === 'demon' && (f.damage < 0 || f.damage >= demonDef(f.type).health)) broken.push(`${f.id} has ${f.damage} damage`);
    const [x, y] = parseSpaceKey(f.at);
    const fp = footprintAt(cm, x, y, f.size, f.facing);
    if (!fp) {
      broken.push(`${f.id} is off the map at ${f.at}`);
      return;
    }
    for (const i of fp) {
      if (taken[i]) broken.push(`${f.id} and ${g.figures[taken[i]! - 1]!.id} share a space`);
      taken[i] = fi + 1;
    }
  });
  return broken;
}

let scratch = new Int32Array(0);
