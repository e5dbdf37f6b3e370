import { describe, expect, it } from 'vitest';
import { createLabelFactory, labelCanvasSize } from './labels';
import { fakeCanvas, type FakeCanvas } from './fakeCanvas.test-support';

function factory() {
  const made: FakeCanvas[] = [];
  const f = createLabelFactory(() => {
    const c = fakeCanvas();
    made.push(c);
    return c;
  });
  return { f, made };
}

describe('label texture factory', () => {
  it('draws a label once and returns the same texture for the same style', () => {
    const { f, made } = factory();
    const a = f.get({ text: '12', background: '#222' });
    const b = f.get({ text: '12', background: '#222' });
    expect(b).toBe(a);
    expect(made).toHaveLength(1);
    expect(f.size).toBe(1);
    expect(made[0]!.texts()).toEqual(['12']);
  });

  it('draws a new texture when the text or the style differs', () => {
    const { f, made } = factory();
    const a = f.get({ text: '12' });
    const b = f.get({ text: '13' });
    const c = f.get({ text: '12', colour: '#f00' });
    expect(new Set([a, b, c]).size).toBe(3);
    expect(made).toHaveLength(3);
  });

  it('sizes the canvas to the text: longer text, wider label', () => {
    const { f } = factory();
    const short = f.get({ text: '7', shape: 'pill', background: '#000' });
    const long = f.get({ text: 'Reinforcements', shape: 'pill', background: '#000' });
    expect(long.aspect).toBeGreaterThan(short.aspect * 3);
    expect(f.get({ text: 'F', shape: 'circle', background: '#f80' }).aspect).toBe(1);
  });

  it('fills the background shape before the text so the text stays on top', () => {
    const { f, made } = factory();
    f.get({ text: 'S', shape: 'circle', background: '#ff0', colour: '#111' });
    const ops = made[0]!.calls.map((c) => c.op);
    expect(ops.indexOf('arc')).toBeGreaterThan(-1);
    expect(ops.indexOf('fill')).toBeLessThan(ops.indexOf('fillText'));
    expect(made[0]!.calls.find((c) => c.op === 'fillText')!.fillStyle).toBe('#111');
  });

  it('forgets everything on dispose', () => {
    const { f } = factory();
    const a = f.get({ text: 'x' });
    f.dispose();
    expect(f.size).toBe(0);
    expect(f.get({ text: 'x' })).not.toBe(a);
  });

  it('keeps canvas sizes sensible', () => {
    expect(labelCanvasSize(0, 40, 'pill').width).toBeGreaterThanOrEqual(labelCanvasSize(0, 40, 'pill').height);
    expect(labelCanvasSize(200, 40, 'plain').width).toBeGreaterThan(200);
  });
});
