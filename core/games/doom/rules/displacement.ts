/**
 * Displacement: small figures a large figure ends on go to the nearest
 * unoccupied space they could walk to, counted from where they stood; ties
 * are the controlling player's choice. While they wait they sit in
 * `g.displacing`: demons first, then marines "in the order of the marines'
 * choice" (asked of the first waiting marine's player when two or more wait).
 */
import { keyOfIndex } from '../geometry/compile';
import { nearestFree } from '../geometry/board';
import type { DoomState, Figure } from '../state';
import { type Answered, type H, INVADER, boardOf, marineOf, nameOf, places } from './common';
import { atPlace, direction, placeName } from '../inspect/places';
import { capitalised } from '../inspect/words';

export function displacementSpots(g: DoomState, fig: Figure): string[] {
  const b = boardOf(g);
  const n = nearestFree(b, fig.at, { side: fig.side, flying: fig.flying, teleports: false, id: fig.id });
  return n ? n.spaces.map((i) => keyOfIndex(b.cm, i)) : [];
}

export const displaceNext: H = (ctx) => {
  const g = ctx.g;
  const head = g.displacing[0];
  if (!head) return;
  const marines = g.displacing.filter((f) => f.side === 'marine');
  if (head.side === 'marine' && marines.length > 1) {
    ctx.ask({
      seat: marineOf(g, head.id).seat, kind: 'chooseDisplacementOrder', rule: 'large-figures',
      text: `${marines.length} marines are pushed aside: which of them is placed next?`,
      // No board target: the waiting figures are off the map until placed.
      options: marines.map((f) => ({ id: f.id, label: nameOf(g, f.id) })),
    }, { kind: 'displaceOrderChosen' });
    return;
  }
  ctx.push({ kind: 'displaceHead' });
};

/** The marine chosen goes to the front of those waiting. */
export const displaceOrderChosen: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const i = g.displacing.findIndex((f) => f.id === step.answer[0]);
  if (i < 0) throw new Error(`${String(step.answer[0])} is not waiting to be placed.`);
  const [fig] = g.displacing.splice(i, 1);
  g.displacing.unshift(fig!);
  ctx.push({ kind: 'displaceHead' });
};

/** Places the figure at the front of those waiting (asking its player on a tie of nearest spaces). */
export const displaceHead: H = (ctx) => {
  const fig = ctx.g.displacing[0];
  if (!fig) return;
  const spots = displacementSpots(ctx.g, fig);
  if (!spots.length) throw new Error(`No space to displace ${fig.id} to.`);
  if (spots.length === 1) {
    ctx.push({ kind: 'displacePlace', to: spots[0]! }, { kind: 'displaceNext' });
    return;
  }
  const seat = fig.side === 'marine' ? marineOf(ctx.g, fig.id).seat : INVADER;
  ctx.ask({
    seat, kind: 'chooseDisplacement', rule: 'large-figures', text: `${nameOf(ctx.g, fig.id)} is pushed aside: to which space?`,
    options: spots.map((s) => ({ id: s, label: `${capitalised(direction(fig.at, s))} (${placeName(places(ctx.g), s)})`, target: { kind: 'space' as const, id: s } })),
  }, { kind: 'displaceChosen' });
};

export const displaceChosen: H<Answered> = (ctx, step) => {
  ctx.push({ kind: 'displacePlace', to: step.answer[0]! }, { kind: 'displaceNext' });
};

export const displacePlace: H<{ kind: 'displacePlace'; to: string }> = (ctx, step) => {
  const g = ctx.g;
  const waiting = g.displacing.shift()!;
  const fig = { ...waiting, at: step.to };
  g.figures.push(fig);
  ctx.emit({ type: 'displaced', figure: fig.id, from: waiting.at, to: step.to, text: `${nameOf(g, fig.id)} is pushed aside, ${direction(waiting.at, step.to)} ${atPlace(places(g), step.to)}.` });
};
