/**
 * Where and how the dice leave the hand: start positions that never overlap,
 * a landing cell per die, launch speed and spin, all drawn from the throw's
 * seeded generator. These numbers set the look of a throw; none of them
 * decides a result.
 */
import type { Body } from 'cannon-es';
import { randomQuat, type Random } from './random';
import { DIE_RADIUS, type Vec3 } from './shapes';
import { TRAY } from './tray';

/**
 * Launch slots: a 4 x 3 grid over the tray (rows along x from the -x end,
 * columns across z), SLOT_GAP apart so no two dice start touching, layers stacked
 * upwards beyond twelve dice. A throw uses the first slots in this order,
 * shuffled among themselves: a single die starts at the back on the middle
 * line and has the whole tray to roll across (a die that ends its roll slowly
 * against a side wall tends to stay cocked there), while a dozen dice start
 * spread over the tray instead of as one clump that lands in a heap.
 */
const START_JITTER = 0.1;
/** Two of the largest dice, each jittered toward the other, still clear each other. */
const SLOT_GAP = 2 * Math.max(...Object.values(DIE_RADIUS)) + 2 * START_JITTER;

const SLOT_CELLS: [number, number][] = [
  [0, 1], [1, 1], [0, 0], [0, 2], [1, 0], [1, 2], [2, 1], [2, 0], [2, 2], [3, 1], [3, 0], [3, 2],
];

function slotPosition(slot: number): Vec3 {
  const layer = Math.floor(slot / SLOT_CELLS.length);
  const [row, col] = SLOT_CELLS[slot % SLOT_CELLS.length]!;
  return [-TRAY.width / 2 + 1.8 + SLOT_GAP * row, 2 + SLOT_GAP * layer, SLOT_GAP * (col - 1)];
}

/**
 * Where the dice are aimed: one landing cell each, from a 4 x 3 grid over the
 * tray, the far end first. Aiming every die at the same spot piles them into a
 * heap where they prop each other up, cocked; giving each its own cell fans a
 * dozen dice out over the tray as a real scattering throw does, while a
 * single die is still thrown the length of the tray.
 */
const TARGET_CELLS: [number, number][] = [
  [3.3, 0], [1.1, 0], [3.3, -2], [3.3, 2], [1.1, -2], [1.1, 2],
  [-1.1, 0], [-1.1, -2], [-1.1, 2], [-3.3, 0], [-3.3, -2], [-3.3, 2],
];

/**
 * Launch speeds: horizontal speed grows with the distance to the die's target
 * (`perUnit` per unit, within `speed`), a small vertical component `vy`, and
 * a spin of `spin` rad/s about a random axis.
 */
export const LAUNCH = {
  speed: [2.5, 8] as [number, number],
  perUnit: [0.8, 1.2] as [number, number],
  jitter: 0.6,
  vy: [-2, 1] as [number, number],
  spin: [8, 20] as [number, number],
};

function shuffled(n: number, rng: Random): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Places and launches the bodies, consuming `rng` in a fixed order. */
export function launch(bodies: Body[], rng: Random): void {
  const n = bodies.length;
  const slots = shuffled(n, rng);
  const targets = shuffled(Math.min(n, TARGET_CELLS.length), rng);
  bodies.forEach((body, i) => {
    const base = slotPosition(slots[i]!);
    const j = (): number => rng.range(-START_JITTER, START_JITTER);
    const p: Vec3 = [base[0] + j(), base[1] + j(), base[2] + j()];
    body.position.set(p[0], p[1], p[2]);
    const q = randomQuat(rng);
    body.quaternion.set(q[0], q[1], q[2], q[3]);
    const cell = TARGET_CELLS[targets[i % targets.length]!]!;
    const tx = cell[0] + rng.range(-LAUNCH.jitter, LAUNCH.jitter) - p[0];
    const tz = cell[1] + rng.range(-LAUNCH.jitter, LAUNCH.jitter) - p[2];
    const dist = Math.hypot(tx, tz) || 1;
    const speed = Math.min(LAUNCH.speed[1], Math.max(LAUNCH.speed[0], dist * rng.range(LAUNCH.perUnit[0], LAUNCH.perUnit[1])));
    body.velocity.set((tx / dist) * speed, rng.range(LAUNCH.vy[0], LAUNCH.vy[1]), (tz / dist) * speed);
    const spin = randomQuat(rng); // a random axis from a random rotation's vector part
    const len = Math.hypot(spin[0], spin[1], spin[2]) || 1;
    const w = rng.range(LAUNCH.spin[0], LAUNCH.spin[1]);
    body.angularVelocity.set((spin[0] / len) * w, (spin[1] / len) * w, (spin[2] / len) * w);
  });
}
