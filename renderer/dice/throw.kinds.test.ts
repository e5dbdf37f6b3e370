// Every die kind, every face, 200 seeded throws each: the relabelled die must
// show the face the core decided, every time, and the physics must settle
// within 3 s of simulated time on the first try at least 99% of the time.
import { describe, expect, it } from 'vitest';
import { readFace } from './reading';
import { DIE_KINDS, dieShape, type Quat } from './shapes';
import { mapsOntoItself } from './symmetry';
import { FRAME_STRIDE, framePose, shownFace, simulateThrow } from './throw';
import { TRAY } from './tray';

const THROWS_PER_FACE = 200;

describe.each(DIE_KINDS)('d%i throws', (kind) => {
  const faces = dieShape(kind).faces.length;

  it(`shows the wanted face in 100% of ${THROWS_PER_FACE} throws per face, settling first try in >= 99%`, () => {
    const total = THROWS_PER_FACE * faces;
    let firstTry = 0;
    let rethrows = 0;
    let flattened = 0;
    let settleSteps = 0;
    const landed = new Array<number>(faces).fill(0);
    const wrong: number[] = [];
    for (let seed = 0; seed < total; seed++) {
      const wantFace = seed % faces; // each face gets THROWS_PER_FACE distinct seeds
      const r = simulateThrow([{ kind, wantFace }], seed, { record: false });
      const d = r.dice[0]!;
      if (shownFace(d, d.finalQuaternion) !== wantFace) wrong.push(seed);
      expect(d.relabelPerm[wantFace]).toBe(d.landedFace);
      if (r.rethrows === 0) {
        firstTry++;
        settleSteps += r.settledAtStep;
        expect(r.settledAtStep).toBeLessThanOrEqual(180);
      }
      rethrows += r.rethrows;
      if (r.flattened) flattened++;
      landed[d.landedFace]!++;
    }
    expect(wrong).toEqual([]);
    expect(firstTry / total).toBeGreaterThanOrEqual(0.99);
    // The physics is fair enough that every face lands sometimes (the relabel, not luck, picks the result).
    for (const count of landed) expect(count).toBeGreaterThan(total / faces / 3);
    console.log(
      `d${kind}: ${total} throws, first-try settle ${((100 * firstTry) / total).toFixed(2)}%, re-throws ${rethrows}, ` +
        `eased flat ${flattened}, mean settle ${((settleSteps / firstTry) / 60).toFixed(2)} s, landed ${landed.join('/')}`,
    );
  });

  it('records frames the renderer can replay: launch to rest inside the tray, relabel a true symmetry', () => {
    for (let seed = 0; seed < 20; seed++) {
      const wantFace = (seed * 7) % faces;
      const r = simulateThrow([{ kind, wantFace }], 10_000 + seed);
      const d = r.dice[0]!;
      expect(mapsOntoItself(kind, d.relabel)).toBe(true);
      expect(d.frames.length).toBe(r.frameCount * FRAME_STRIDE);
      for (let f = 0; f < r.frameCount; f++) {
        const o = f * FRAME_STRIDE;
        expect(Math.abs(d.frames[o]!)).toBeLessThan(TRAY.width / 2);
        expect(Math.abs(d.frames[o + 2]!)).toBeLessThan(TRAY.depth / 2);
        expect(d.frames[o + 1]!).toBeGreaterThan(0);
      }
      const last = framePose(d, r.frameCount - 1);
      expect(readFace(kind, last.quaternion).face).toBe(wantFace);
      last.position.forEach((x, i) => expect(x).toBeCloseTo(d.finalPosition[i]!, 4));
      const q: Quat = [d.frames.at(-4)!, d.frames.at(-3)!, d.frames.at(-2)!, d.frames.at(-1)!];
      expect(shownFace(d, q)).toBe(wantFace);
    }
  });
});
