/**
 * The knocks of a recorded throw, for the dice clatter: where the recorded
 * motion of a die changes by more than gravity explains, something hit it (the
 * felt, a rim or another die). Read from the recorded frames, not from the
 * physics world, so it works for any replay of a recording, wherever the dice
 * are drawn, and adds nothing to the off-screen simulation.
 *
 * Per step the solver (semi-implicit Euler) adds gravity to the velocity and
 * then contact impulses: v[f+1] = v[f] + g dt + J/m. With v from position
 * differences, J/m = v[f+1] - v[f] - g dt. Its direction is the contact
 * normal; the speed the die came in with along that normal is how hard it hit.
 * A die resting on the felt also gets a push every step (it cancels gravity,
 * g dt = 1 unit/s here), so impacts under MIN_SPEED are not knocks.
 */
import { STEP, FRAME_STRIDE, type RecordedThrow } from './throw';
import { GRAVITY, TRAY } from './tray';
import type { DieKind } from './shapes';

export type ImpactSurface = 'felt' | 'rim' | 'die';

export interface Impact {
  /** Frame at whose step the knock happened (frame 0 is the launch pose). */
  frame: number;
  /** Seconds into the throw at 1x (frame times the step). */
  t: number;
  /** Index of the die in the throw. */
  die: number;
  kind: DieKind;
  /** Speed the die came in with along the contact normal, in table units per second. */
  speed: number;
  surface: ImpactSurface;
  /** Where it happened on the table, x across (for stereo placement), z towards the player. */
  x: number;
  z: number;
}

/** Slower than this along the normal is resting contact or a graze, not a knock (units/s). */
export const MIN_SPEED = 1.6;
/** Knocks of one die closer than this many frames are one contact spread over solver steps: keep the hardest. */
const MERGE_FRAMES = 3;
/** A contact normal this close to straight up is the felt. */
const FLOOR_NORMAL_Y = 0.7;
/** Within this of a rim plane, a sideways knock is the rim (else another die). */
const RIM_MARGIN = 1.0;

function velocity(frames: Float32Array, f: number): [number, number, number] {
  const a = (f - 1) * FRAME_STRIDE;
  const b = f * FRAME_STRIDE;
  return [(frames[b]! - frames[a]!) / STEP, (frames[b + 1]! - frames[a + 1]!) / STEP, (frames[b + 2]! - frames[a + 2]!) / STEP];
}

function surfaceAt(ny: number, x: number, z: number): ImpactSurface {
  if (ny > FLOOR_NORMAL_Y) return 'felt';
  const nearRim = Math.abs(x) > TRAY.width / 2 - RIM_MARGIN || Math.abs(z) > TRAY.depth / 2 - RIM_MARGIN;
  return nearRim ? 'rim' : 'die';
}

function dieImpacts(recorded: RecordedThrow, die: number): Impact[] {
  const d = recorded.dice[die]!;
  const frames = d.frames;
  const count = frames.length / FRAME_STRIDE;
  const out: Impact[] = [];
  const gdt = GRAVITY * STEP;
  for (let f = 1; f + 1 < count; f++) {
    const before = velocity(frames, f);
    const after = velocity(frames, f + 1);
    // The velocity change gravity does not explain.
    const jx = after[0] - before[0];
    const jy = after[1] - before[1] + gdt;
    const jz = after[2] - before[2];
    const j = Math.hypot(jx, jy, jz);
    if (j < MIN_SPEED) continue;
    const n = [jx / j, jy / j, jz / j] as const;
    // The velocity it would have had without the contact, against the normal.
    const speed = -(before[0] * n[0] + (before[1] - gdt) * n[1] + before[2] * n[2]);
    if (speed < MIN_SPEED) continue;
    const o = f * FRAME_STRIDE;
    const x = frames[o]!;
    const z = frames[o + 2]!;
    const impact: Impact = { frame: f, t: f * STEP, die, kind: d.kind, speed, surface: surfaceAt(n[1], x, z), x, z };
    const last = out[out.length - 1];
    if (last && f - last.frame <= MERGE_FRAMES) {
      if (speed > last.speed) out[out.length - 1] = { ...impact, frame: last.frame, t: last.t };
      continue;
    }
    out.push(impact);
  }
  return out;
}

/**
 * Two dice knocking together each record the knock: one sound, not two. Keeps
 * the harder of a die-on-die pair at (nearly) the same frame and place.
 */
function mergeDieOnDie(impacts: Impact[]): Impact[] {
  const kept: Impact[] = [];
  for (const i of impacts) {
    if (i.surface === 'die') {
      const twin = kept.findIndex((k) => k.surface === 'die' && k.die !== i.die && Math.abs(k.frame - i.frame) <= 1 && Math.hypot(k.x - i.x, k.z - i.z) < 2.5);
      if (twin >= 0) {
        if (i.speed > kept[twin]!.speed) kept[twin] = i;
        continue;
      }
    }
    kept.push(i);
  }
  return kept;
}

const cache = new WeakMap<RecordedThrow, Impact[]>();

/** Every knock of a recorded throw, by frame. Cached per recording (replays of it are free). */
export function impactsOf(recorded: RecordedThrow): Impact[] {
  const known = cache.get(recorded);
  if (known) return known;
  const all = recorded.dice.flatMap((d, i) => (d.frames.length === 0 ? [] : dieImpacts(recorded, i)));
  all.sort((a, b) => a.frame - b.frame || a.die - b.die);
  const impacts = mergeDieOnDie(all);
  cache.set(recorded, impacts);
  return impacts;
}

/** The knocks a replay passed when it went from frame `from` (already shown) to frame `to`. */
export function impactsBetween(impacts: readonly Impact[], from: number, to: number): Impact[] {
  return impacts.filter((i) => i.frame > from && i.frame <= to);
}
