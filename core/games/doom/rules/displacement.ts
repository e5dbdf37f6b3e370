/**
 * Displacement: small figures a large figure ends on go to the nearest
 * unoccupied space they could walk to, counted from where they stood; ties
 * are the controlling player's choice.
 */
import { keyOfIndex } from '../geometry/compile';
import { nearestFree } from '../geometry/board';
import type { Step } from '../../../engine/types';
import type { Figure } from '../state';
import { type Answered, type H, INVADER, boardOf, marineOf, nameOf } from './common';

type Queue = { kind: 'displaceNext'; large: string; queue: Figure[] };
type Raw = Step;

export function displacementSpots(g: Parameters<typeof boardOf>[0], fig: Figure): string[] {
  const b = boardOf(g);
  const n = nearestFree(b, fig.at, { side: fig.side, flying: fig.flying, teleports: false, id: fig.id });
  return n ? n.spaces.map((i) => keyOfIndex(b.cm, i)) : [];
}

export const displaceNext: H<Raw> = (ctx, raw) => {
  const step = raw as unknown as Queue;
  const [fig, ...rest] = step.queue;
  if (!fig) return;
  const spots = displacementSpots(ctx.g, fig);
  if (!spots.length) throw new Error(`No space to displace ${fig.id} to.`);
  const then = { kind: 'displaceNext', large: step.large, queue: rest as unknown as never[] };
  if (spots.length === 1) {
    ctx.push({ kind: 'displacePlace', figure: fig as unknown as never, to: spots[0]! }, then);
    return;
  }
  const seat = fig.side === 'marine' ? marineOf(ctx.g, fig.id).seat : INVADER;
  ctx.ask({
    seat, kind: 'chooseDisplacement', rule: 'large-figures', text: `${nameOf(ctx.g, fig.id)} is pushed aside: to which space?`,
    options: spots.map((s) => ({ id: s, label: s, target: { kind: 'space' as const, id: s } })),
  }, { kind: 'displaceChosen', figure: fig as unknown as never, then });
};

export const displaceChosen: H<Answered> = (ctx, raw) => {
  const step = raw as unknown as { answer: string[]; figure: Figure; then: Queue };
  ctx.push({ kind: 'displacePlace', figure: step.figure as unknown as never, to: step.answer[0]! }, step.then as unknown as never);
};

export const displacePlace: H<Raw> = (ctx, raw) => {
  const step = raw as unknown as { figure: Figure; to: string };
  const fig = { ...step.figure, at: step.to };
  ctx.g.figures.push(fig);
  ctx.emit({ type: 'displaced', figure: fig.id, from: step.figure.at, to: step.to, text: `${nameOf(ctx.g, fig.id)} is displaced to ${step.to}.` });
};
