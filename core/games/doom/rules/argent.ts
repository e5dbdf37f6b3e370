/**
 * Argent Power tokens: gained from the limited supply onto the invasion card
 * or a faceup demon card, spent from a demon card for its abilities, and
 * discarded when a demon card turns facedown.
 */
import { demonDef } from '../catalog';
import type { DCtx } from './common';

/** Gains up to n tokens (as many as the supply has) onto 'invasion' or a faceup demon card. */
export function gainArgent(ctx: DCtx, where: string, n: number): number {
  const g = ctx.g;
  const got = Math.min(n, g.argentSupply);
  if (got <= 0) {
    ctx.log('No Argent Power tokens are left in the supply.');
    return 0;
  }
  if (where !== 'invasion' && !g.demonCards[where]?.faceUp) throw new Error(`Argent Power cannot go on the facedown ${where} card.`);
  g.argentSupply -= got;
  if (where === 'invasion') g.invader.argentOnInvasion += got;
  else g.demonCards[where]!.argent += got;
  const on = where === 'invasion' ? 'the invasion card' : `the ${demonDef(where).name} card`;
  ctx.emit({ type: 'argentChanged', where, amount: got, text: `The invader gains ${got} Argent Power on ${on}.` });
  return got;
}

export function spendArgent(ctx: DCtx, type: string, n: number, why: string): void {
  const card = ctx.g.demonCards[type]!;
  if (card.argent < n) throw new Error(`The ${type} card holds ${card.argent} Argent Power, not ${n}.`);
  card.argent -= n;
  ctx.g.argentSupply += n;
  ctx.emit({ type: 'argentChanged', where: type, amount: -n, text: `The invader spends ${n} Argent Power from the ${demonDef(type).name} card: ${why}.` });
}

/** A demon card turning facedown loses its tokens. */
export function flipDemonCardDown(ctx: DCtx, type: string): void {
  const card = ctx.g.demonCards[type]!;
  card.faceUp = false;
  ctx.emit({ type: 'demonCardFlipped', demon: type, faceUp: false, text: `The last ${demonDef(type).name} is gone; its card turns facedown.` });
  if (card.argent > 0) {
    ctx.g.argentSupply += card.argent;
    ctx.emit({ type: 'argentChanged', where: type, amount: -card.argent, text: `Its ${card.argent} Argent Power is discarded.` });
    card.argent = 0;
  }
}
