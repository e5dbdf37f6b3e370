/**
 * A canvas stand-in for tests in Node: measures text at a fixed width per
 * character and records every drawing call, so tests can see what was drawn.
 */
import type { CanvasLike, Context2DLike } from './labels';

export interface FakeCanvas extends CanvasLike {
  calls: { op: string; args: unknown[]; fillStyle: unknown; font: string }[];
  texts(): string[];
}

export function fakeCanvas(): FakeCanvas {
  const calls: FakeCanvas['calls'] = [];
  const record = (op: string) => (...args: unknown[]) => {
    calls.push({ op, args, fillStyle: ctx.fillStyle, font: ctx.font });
  };
  const ctx: Context2DLike & Record<string, unknown> = {
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText: (text: string) => ({ width: text.length * (parseFloat(/(\d+)px/.exec(ctx.font)?.[1] ?? '10') * 0.6) }),
    clearRect: record('clearRect'),
    fillText: record('fillText'),
    beginPath: record('beginPath'),
    arc: record('arc'),
    roundRect: record('roundRect'),
    fill: record('fill'),
    stroke: record('stroke'),
    fillRect: record('fillRect'),
    strokeRect: record('strokeRect'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    save: record('save'),
    restore: record('restore'),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
  };
  return {
    width: 300,
    height: 150,
    getContext: () => ctx,
    calls,
    texts: () => calls.filter((c) => c.op === 'fillText').map((c) => String(c.args[0])),
  };
}
