/**
 * Invariants the fuzzer checks after every choice: component limits (demon
 * figures, Argent Power tokens, every action, event and Glory Kill card
 * accounted for once), health within range, and one figure per space.
 */
import { allDemons, demonDef, weaponSetDef } from './catalog';
import { compiledMap } from './geometry/compile';
import { footprintAt } from './geometry/occupancy';
import { ARGENT_TOKENS } from './content/numbers';
import type { DoomState } from './state';

export function doomInvariants(g: DoomState): string[] {
  const broken: string[] = [];
  if (g.phase === 'setup') return broken;
  for (const d of allDemons()) {
    const onMap = [...g.figures, ...g.displacing].filter((f) => f.side === 'demon' && f.type === d.id).length;
    if (onMap + (g.demonSupply[d.id] ?? 0) !== d.figures) broken.push(`${d.id}: ${onMap} on the map + ${g.demonSupply[d.id]} in the box != ${d.figures}`);
    const card = g.demonCards[d.id];
    if (card && card.faceUp !== onMap > 0) broken.push(`${d.id} card is ${card.faceUp ? 'faceup' : 'facedown'} with ${onMap} on the map`);
    if (card && !card.faceUp && card.argent > 0) broken.push(`${d.id} card is facedown with Argent Power on it`);
  }
  const argent = g.argentSupply + g.invader.argentOnInvasion + Object.values(g.demonCards).reduce((n, c) => n + c.argent, 0);
  if (argent !== ARGENT_TOKENS) broken.push(`Argent Power tokens: ${argent} counted, ${ARGENT_TOKENS} exist`);
  const pending = g.attack?.revealed ?? [];
  for (const m of g.marines) {
    if (m.damage < 0 || m.damage >= 10) broken.push(`${m.name} has ${m.damage} damage`);
    const owned = m.weapons.flatMap((w) => weaponSetDef(w).cards.map((c) => c.id)).sort();
    const revealed = g.attack?.defender === m.id ? pending : [];
    const held = [...m.deck.draw, ...m.deck.discard, ...m.hand, ...m.play, ...revealed].sort();
    if (JSON.stringify(owned) !== JSON.stringify(held)) broken.push(`${m.name}'s action cards: ${held.length} held, ${owned.length} owned`);
    if (new Set(m.weapons).size !== m.weapons.length) broken.push(`${m.name} has a weapon set twice`);
  }
  const events = g.invader.deck.draw.length + g.invader.deck.discard.length + g.invader.hand.length + (g.attack && !g.marines.some((m) => m.id === g.attack!.defender) ? pending.length : 0);
  if (events !== g.invader.eventSets.length * 6) broken.push(`event cards: ${events} counted, ${g.invader.eventSets.length * 6} in the deck`);
  for (const [seat, st] of Object.entries(g.stats.seats)) {
    if (Object.values(st).some((n) => !Number.isInteger(n) || n < 0)) broken.push(`summary counts for ${seat} are not whole numbers of at least 0`);
  }
  if (!g.map.tiles.length) return broken;
  const cm = compiledMap(g.map);
  const taken = new Map<number, string>();
  for (const f of g.figures) {
    if (f.side === 'demon' && (f.damage < 0 || f.damage >= demonDef(f.type).health)) broken.push(`${f.id} has ${f.damage} damage`);
    const [x, y] = f.at.split(',').map(Number) as [number, number];
    const fp = footprintAt(cm, x, y, f.size, f.facing);
    if (!fp) {
      broken.push(`${f.id} is off the map at ${f.at}`);
      continue;
    }
    for (const i of fp) {
      if (taken.has(i)) broken.push(`${f.id} and ${taken.get(i)} share a space`);
      taken.set(i, f.id);
    }
  }
  return broken;
}
