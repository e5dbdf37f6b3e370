/**
 * The off-screen throw (DESIGN.md "Dice tray"): the core has already decided
 * every die's face; here the dice are thrown in a headless cannon-es tray at a
 * fixed 1/60 s step, the motion is recorded, and for each die a symmetry of
 * its shape (the "relabel" rotation) is chosen that carries the wanted face
 * onto the face that physically landed. The renderer replays the frames with
 * the mesh pre-rotated by that rotation, so the wanted face ends where the
 * landed face ended; the motion itself is untouched and real.
 *
 * Determinism: same dice + seed -> same recording, bit for bit. That rests on
 * `world.step(1/60)` alone (the three-argument step and fixedStep read the
 * wall clock), a fresh world per attempt and a seeded generator.
 *
 * A throw is retried with a new sub-seed when a die has not settled within
 * the step cap or ends cocked (no face flat within a few degrees). After the
 * last retry the final attempt gets a longer budget and any die still cocked
 * is eased flat over a few extra frames, so a recording ALWAYS ends readable.
 */
import { Body } from 'cannon-es';
import { qfromUnitVectors, qmul, qrotate, qslerp } from './quat';
import { launch } from './launch';
import { createRandom, mixSeed } from './random';
import { readFace } from './reading';
import { dieShape, type DieKind, type Quat, type Vec3 } from './shapes';
import { symmetryTaking } from './symmetry';
import { brakeSlowDie, tipCockedDice } from './settle';
import { createDieBody, createTray, STILL_SPEED } from './tray';

export const STEP = 1 / 60;
/** Floats per recorded frame: position x, y, z then quaternion x, y, z, w. */
export const FRAME_STRIDE = 7;

export interface ThrowDie {
  kind: DieKind;
  /** Face slot the core decided (DieDef face index; see faces.ts). */
  wantFace: number;
}

export interface ThrowOptions {
  /** Record every frame (default true). Tests that only read the result turn it off. */
  record?: boolean;
  /** Steps an attempt may take before it counts as unsettled (default 240 = 4 s: letting one slow die finish costs far less than a whole re-throw, which used to set the p95 of the precompute). */
  maxSteps?: number;
  /** Retries with a new sub-seed after the first attempt (default 4). */
  maxRethrows?: number;
  /** A die whose read face is further than this from flat is cocked (default 5 degrees). */
  cockedDeg?: number;
  /** Consecutive still frames that count as settled (default 6; cannon-es has already waited sleepTimeLimit before it sleeps a body). */
  settleFrames?: number;
}

export interface RecordedDie {
  kind: DieKind;
  wantFace: number;
  /** Face slot that physically ended up read (before relabelling). */
  landedFace: number;
  /**
   * Body-frame rotation [x, y, z, w], a symmetry of the shape: render the mesh
   * with quaternion `frameQuat * relabel` and the wanted face shows where the
   * landed face ended.
   */
  relabel: Quat;
  /** The same symmetry as a face map: relabelPerm[wantFace] === landedFace. */
  relabelPerm: number[];
  /** FRAME_STRIDE floats per frame; frame 0 is the launch pose. Empty when not recorded. */
  frames: Float32Array;
  /** Exact resting pose (full precision) of the body. */
  finalPosition: Vec3;
  finalQuaternion: Quat;
  /** Degrees from flat of the read face at rest (0 = flat). */
  tiltDeg: number;
}

export interface RecordedThrow {
  seed: number;
  /** Sub-seed of the attempt that was kept (equals `seed` when rethrows is 0). */
  attemptSeed: number;
  dt: number;
  /** Number of frames (launch pose included), the same for every die. */
  frameCount: number;
  /** Step at which every die had come to rest (stepping stopped a few frames later). */
  settledAtStep: number;
  /** How many times the whole throw was thrown again (unsettled or cocked). */
  rethrows: number;
  /** Times a still, cocked die was disturbed onto a face (settle.ts tipCockedDice), in the kept attempt. */
  nudges: number;
  /** True when even the last attempt needed its cocked dice eased flat. */
  flattened: boolean;
  dice: RecordedDie[];
}

interface Attempt {
  bodies: Body[];
  frames: Float32Array[];
  frameCount: number;
  settled: boolean;
  settledAtStep: number;
  nudges: number;
}

function writeFrame(frames: Float32Array, frame: number, body: Body): void {
  const o = frame * FRAME_STRIDE;
  frames[o] = body.position.x;
  frames[o + 1] = body.position.y;
  frames[o + 2] = body.position.z;
  frames[o + 3] = body.quaternion.x;
  frames[o + 4] = body.quaternion.y;
  frames[o + 5] = body.quaternion.z;
  frames[o + 6] = body.quaternion.w;
}

function runAttempt(kinds: DieKind[], seed: number, maxSteps: number, settleFrames: number, record: boolean): Attempt {
  const tray = createTray();
  const bodies = kinds.map((k) => createDieBody(tray, k));
  launch(bodies, createRandom(seed));
  const frames = bodies.map(() => new Float32Array(record ? (maxSteps + 1) * FRAME_STRIDE : 0));
  if (record) bodies.forEach((b, i) => writeFrame(frames[i]!, 0, b));
  const still2 = STILL_SPEED * STILL_SPEED;
  let stillRun = 0;
  let step = 0;
  let nudges = 0;
  while (step < maxSteps) {
    tray.world.step(STEP);
    bodies.forEach((b, i) => brakeSlowDie(b, kinds[i]!));
    nudges += tipCockedDice(bodies, kinds);
    step++;
    if (record) bodies.forEach((b, i) => writeFrame(frames[i]!, step, b));
    const allStill = bodies.every(
      (b) => b.sleepState === Body.SLEEPING || b.velocity.lengthSquared() + b.angularVelocity.lengthSquared() < still2,
    );
    stillRun = allStill ? stillRun + 1 : 0;
    if (stillRun >= settleFrames) break;
  }
  const settled = stillRun >= settleFrames;
  return { bodies, frames, frameCount: step + 1, settled, settledAtStep: settled ? step - settleFrames + 1 : step, nudges };
}

const bodyQuat = (b: Body): Quat => [b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w];
const bodyPos = (b: Body): Vec3 => [b.position.x, b.position.y, b.position.z];

function isCocked(kind: DieKind, b: Body, cockedDeg: number): boolean {
  return readFace(kind, bodyQuat(b)).tiltDeg > cockedDeg;
}

/**
 * The pose a cocked die is eased to (over EASE_FRAMES extra frames): the
 * smallest rotation that lays its read face flat, about its centre, keeping
 * its lowest point at the same height. Only the last resort after every
 * re-throw failed uses it; a small visible nudge beats a die nobody can read.
 */
function flattenPose(kind: DieKind, pos: Vec3, q: Quat): { pos: Vec3; q: Quat } {
  const shape = dieShape(kind);
  const face = readFace(kind, q).face;
  const target: Vec3 = shape.read === 'up' ? [0, 1, 0] : [0, -1, 0];
  const fix = qfromUnitVectors(qrotate(q, shape.normals[face]!), target);
  const flat = qmul(fix, q);
  const lowest = (r: Quat): number => Math.min(...shape.vertices.map((v) => qrotate(r, v)[1]));
  return { pos: [pos[0], pos[1] + lowest(q) - lowest(flat), pos[2]], q: flat };
}

const EASE_FRAMES = 12;

/**
 * Throws the dice together and records the motion. `seed` fixes everything;
 * `dice[i].wantFace` only chooses the relabel rotation, never the motion.
 */
export function simulateThrow(dice: readonly ThrowDie[], seed: number, opts: ThrowOptions = {}): RecordedThrow {
  const record = opts.record ?? true;
  const maxSteps = opts.maxSteps ?? 240;
  const maxRethrows = opts.maxRethrows ?? 4;
  const cockedDeg = opts.cockedDeg ?? 5;
  const settleFrames = opts.settleFrames ?? 6;
  const kinds = dice.map((d) => d.kind);
  dice.forEach((d) => {
    const faces = dieShape(d.kind).faces.length;
    if (!Number.isInteger(d.wantFace) || d.wantFace < 0 || d.wantFace >= faces) {
      throw new Error(`A d${d.kind} has no face ${d.wantFace}.`);
    }
  });

  let rethrows = 0;
  let attemptSeed = seed >>> 0;
  let attempt = runAttempt(kinds, attemptSeed, maxSteps, settleFrames, record);
  const good = (a: Attempt): boolean => a.settled && a.bodies.every((b, i) => !isCocked(kinds[i]!, b, cockedDeg));
  while (!good(attempt) && rethrows < maxRethrows) {
    rethrows++;
    attemptSeed = mixSeed(seed, rethrows);
    // The last try gets a longer budget: better a slow roll than a nudge.
    const steps = rethrows === maxRethrows ? maxSteps * 3 : maxSteps;
    attempt = runAttempt(kinds, attemptSeed, steps, settleFrames, record);
  }

  let frameCount = attempt.frameCount;
  const flattened = !good(attempt);
  const finals = attempt.bodies.map((b, i) => {
    const pose = { pos: bodyPos(b), q: bodyQuat(b) };
    return flattened && isCocked(kinds[i]!, b, cockedDeg) ? flattenPose(kinds[i]!, pose.pos, pose.q) : pose;
  });
  let frames = attempt.frames;
  if (flattened) {
    // Append eased frames for every die (the still ones simply hold their pose).
    frames = attempt.frames.map((f, i) => {
      if (!record) return f;
      const out = new Float32Array((frameCount + EASE_FRAMES) * FRAME_STRIDE);
      out.set(f.subarray(0, frameCount * FRAME_STRIDE));
      const from = { pos: bodyPos(attempt.bodies[i]!), q: bodyQuat(attempt.bodies[i]!) };
      const to = finals[i]!;
      for (let k = 1; k <= EASE_FRAMES; k++) {
        const t = k / EASE_FRAMES;
        const e = t * t * (3 - 2 * t);
        const q = qslerp(from.q, to.q, e);
        const o = (frameCount - 1 + k) * FRAME_STRIDE;
        for (let a = 0; a < 3; a++) out[o + a] = from.pos[a]! + (to.pos[a]! - from.pos[a]!) * e;
        for (let a = 0; a < 4; a++) out[o + 3 + a] = q[a]!;
      }
      return out;
    });
    frameCount += EASE_FRAMES;
  }

  return {
    seed,
    attemptSeed,
    dt: STEP,
    frameCount,
    settledAtStep: attempt.settledAtStep,
    rethrows,
    nudges: attempt.nudges,
    flattened,
    dice: dice.map((d, i) => {
      const final = finals[i]!;
      const reading = readFace(d.kind, final.q);
      const sym = symmetryTaking(d.kind, d.wantFace, reading.face);
      return {
        kind: d.kind,
        wantFace: d.wantFace,
        landedFace: reading.face,
        relabel: sym.rotation,
        relabelPerm: [...sym.perm],
        frames: record ? frames[i]!.slice(0, frameCount * FRAME_STRIDE) : new Float32Array(0),
        finalPosition: final.pos,
        finalQuaternion: final.q,
        tiltDeg: reading.tiltDeg,
      };
    }),
  };
}

/** The pose to render for die `d` at frame f: position and mesh quaternion (relabel applied). */
export function framePose(d: RecordedDie, f: number): { position: Vec3; quaternion: Quat } {
  if (d.frames.length === 0) throw new Error('This throw was simulated with record: false; it has no frames.');
  const o = Math.min(f, d.frames.length / FRAME_STRIDE - 1) * FRAME_STRIDE;
  const fr = d.frames;
  const q: Quat = [fr[o + 3]!, fr[o + 4]!, fr[o + 5]!, fr[o + 6]!];
  return { position: [fr[o]!, fr[o + 1]!, fr[o + 2]!], quaternion: qmul(q, d.relabel) };
}

/** Reads the relabelled result from a resting orientation: what the player sees. */
export function shownFace(d: Pick<RecordedDie, 'kind' | 'relabel'>, bodyQuaternion: Quat): number {
  return readFace(d.kind, qmul(bodyQuaternion, d.relabel)).face;
}

// Re-exported so callers have the reading in one place with the throw.
export { readFace, faceUp } from './reading';
