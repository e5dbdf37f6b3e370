/**
 * Scavenging: an action that draws from a pile the tile's icons show, once
 * per tile per turn; never on a blocked tile or one without icons. Piles are
 * never reshuffled. Fuel and Relics are equipped at once (free) or lost;
 * Ambush draws a monster; Empty Handed is nothing. At most 3 tiles carry a
 * scavenge block; a fourth block moves one (the survivor picks which).
 */
import type { Ctx } from '../../../engine/context';
import { cardDef, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import { SCAVENGE_BLOCKS } from '../content/numbers';
import type { ScavengeColor } from '../content/types';
import type { MAState, Survivor, Tile } from '../state';
import { tileOf } from './grid';
import { drawMonsters } from './monsterDraw';
import { poolOf } from './queries';
import { toLimbo } from './limbo';
import { resume } from './steps';
import { cardName, survivorById, tileName, Who } from './text';

/** Piles the survivor's tile lets them scavenge right now (non-empty ones). */
export function scavengePiles(g: MAState, s: Survivor): ScavengeColor[] {
  const tile = tileOf(g, s.tile);
  if (!tile.faceUp || tile.blocked) return [];
  if (g.turnState?.scavenged.includes(tile.key)) return [];
  return TILE_TYPE_BY_ID[TILE_BY_ID[tile.def]!.type]!.scavenge.filter((c) => g.scavenge[c].length > 0);
}

export function scavengeStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const piles = scavengePiles(g, s);
  if (s.dead || piles.length === 0) return;
  let color = piles[0]!;
  if (piles.length > 1) {
    if (!step.answer) {
      ctx.ask({
        seat: s.seat, kind: 'scavengePile', rule: 'scavenge', text: 'Scavenge which pile?',
        options: piles.map((c) => ({ id: c, label: `${c[0]!.toUpperCase()}${c.slice(1)} (${g.scavenge[c].length} left)` })),
      }, resume(step));
      return;
    }
    color = step.answer[0] as ScavengeColor;
  }
  const tile = tileOf(g, s.tile);
  g.turnState?.scavenged.push(tile.key);
  const type = TILE_TYPE_BY_ID[TILE_BY_ID[tile.def]!.type]!;
  ctx.push(
    { kind: 'scavengeDraw', survivor: s.id, color, free: false },
    ...type.abilities.filter((a) => a.on === 'scavenge').map((a) => ({ kind: 'tileEffect', survivor: s.id, tile: tile.key, effect: a.effect, params: a.params ?? {} })),
  );
}

/** Draws the top card of a pile and deals with it. */
export function scavengeDrawStep(ctx: Ctx<MAState>, step: { survivor: string; color: ScavengeColor; free: boolean }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  const card = g.scavenge[step.color].shift();
  if (card === undefined) {
    ctx.log(`The ${step.color} pile is empty: nothing to find.`);
    return;
  }
  ctx.reveal();
  ctx.emit({ type: 'scavenged', survivor: s.id, color: step.color, card, free: step.free, left: g.scavenge[step.color].length, text: `${Who(s)} ${step.free ? 'finds for free' : 'scavenges'} ${cardName(card)} from the ${step.color} pile.` });
  receiveScavenge(ctx, s, card);
}

/** A scavenge card arriving: its Drawn ability, or into the hand. */
export function receiveScavenge(ctx: Ctx<MAState>, s: Survivor, card: string): void {
  const drawn = cardDef(card).abilities.find((a) => a.on === 'drawn');
  if (!drawn) {
    poolOf(ctx.g, s).hand.push(card);
    ctx.push({ kind: 'checkHand', survivor: s.id });
    return;
  }
  switch (drawn.effect) {
    case 'equipOrLose':
      toLimbo(ctx.g, card);
      ctx.push({ kind: 'equipOrLose', survivor: s.id, card });
      return;
    case 'ambush':
      ctx.g.scavengeDiscard.push(card);
      ctx.push(drawMonsters(s.id, 1, 'Ambush'));
      return;
    case 'emptyHanded':
      ctx.g.scavengeDiscard.push(card);
      ctx.log(`${Who(s)} comes away empty handed.`);
      return;
    default:
      throw new Error(`Unknown scavenge effect "${drawn.effect}".`);
  }
}

export function blockTile(ctx: Ctx<MAState>, s: Survivor, tile: Tile): void {
  ctx.push({ kind: 'blockTile', survivor: s.id, tile: tile.key });
}

export function blockTileStep(ctx: Ctx<MAState>, step: { survivor: string; tile: string; answer?: string[] }): void {
  const g = ctx.g;
  const tile = tileOf(g, step.tile);
  if (tile.blocked) return;
  const blocked = g.tiles.filter((t) => t.blocked);
  if (blocked.length >= SCAVENGE_BLOCKS) {
    const s = survivorById(g, step.survivor);
    if (!step.answer) {
      ctx.ask({
        seat: s.seat, kind: 'unblockTile', rule: 'scavenge', text: `Only ${SCAVENGE_BLOCKS} tiles can be blocked: which block moves to ${tileName(tile)}?`,
        options: blocked.map((t) => ({ id: t.key, label: `Unblock ${tileName(t)}`, target: { kind: 'space' as const, id: t.key } })),
      }, resume(step));
      return;
    }
    tileOf(g, step.answer[0]!).blocked = false;
  }
  tile.blocked = true;
  ctx.emit({ type: 'tileBlocked', tile: tile.key, blocked: g.tiles.filter((t) => t.blocked).map((t) => t.key), text: `${tileName(tile)} is picked clean: a scavenge block goes on it.` });
}
