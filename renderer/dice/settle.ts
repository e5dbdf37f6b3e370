/**
 * How dice come to rest: two small rules that cannon-es lacks and real dice
 * obey, applied after every physics step. Both only touch slow dice, so the
 * flight and the first bounces are pure simulation.
 *
 * - Rolling resistance: round dice (the d12 above all, whose faces meet at
 *   shallow angles) otherwise creep from face to face for seconds, each
 *   tip-over feeding the next, where a real die on felt stops as a face slaps
 *   down.
 * - No balancing: a die that rolls slowly up onto an edge, or props itself on
 *   a wall or another die, can stop there: the approach to an unstable balance
 *   is slow enough to look still, and the body is put to sleep. A real die
 *   seldom stays so (the slightest disturbance, or the table's give, tips
 *   it), so a slow die not lying on a face gets that disturbance: a small hop
 *   (0.075 units high, so friction does not pin its foot), a spin that lays
 *   its lowest face flat during the hop, and its foot slid away from the
 *   walls and dice that prop it. Without this, one die in seven of a 12-die
 *   throw ended cocked against a neighbour and the throw had to be redone.
 *
 * Which face lands is still decided by the physics (the disturbance only
 * finishes the fall toward the face the die was already leaning on); these
 * rules only stop the simulation from resting where a real die would not.
 */
import { Body, Vec3 as CVec3 } from 'cannon-es';
import { dieShape, type DieKind } from './shapes';
import { GRAVITY, TRAY } from './tray';

/** Below `speed` (|v|^2 + |w|^2 < speed^2), lying within `flatDeg` of a face, near the floor: lose 5% per step. */
export const ROLL_BRAKE = { speed: 5, factorPerStep: 0.95, flatDeg: 12 };
/** Below `speed` and more than `cockedDeg` off every face: hop at `hop` units/s, foot slid at `slide`. */
export const TIP = { speed: 1.5, slide: 1, hop: 3, cockedDeg: 2 };

/** World y of a body-frame vector under the body's rotation (the y row of its matrix). */
function worldY(body: Body, n: readonly number[]): number {
  const { x, y, z, w } = body.quaternion;
  return 2 * (x * y + w * z) * n[0]! + (1 - 2 * (x * x + z * z)) * n[1]! + 2 * (y * z - w * x) * n[2]!;
}

/** Index of the face pointing most nearly down, and the cosine of its angle to straight down. */
function lowestFace(body: Body, kind: DieKind): { face: number; cos: number } {
  let face = 0;
  let cos = -Infinity;
  dieShape(kind).normals.forEach((n, i) => {
    const c = -worldY(body, n);
    if (c > cos) {
      cos = c;
      face = i;
    }
  });
  return { face, cos };
}

const speed2 = (b: Body): number => b.velocity.lengthSquared() + b.angularVelocity.lengthSquared();

/** Rolling resistance for a slow die near the floor lying nearly flat (else it would freeze mid-tip). */
export function brakeSlowDie(body: Body, kind: DieKind): void {
  const s2 = speed2(body);
  if (s2 > ROLL_BRAKE.speed * ROLL_BRAKE.speed || s2 === 0) return;
  if (body.position.y > dieShape(kind).circumradius + 0.1) return;
  if (lowestFace(body, kind).cos < Math.cos((ROLL_BRAKE.flatDeg * Math.PI) / 180)) return;
  body.velocity.scale(ROLL_BRAKE.factorPerStep, body.velocity);
  body.angularVelocity.scale(ROLL_BRAKE.factorPerStep, body.angularVelocity);
}

/** Horizontal direction away from the walls and dice within reach of die i (zero when free). */
function awayFromProps(bodies: readonly Body[], kinds: readonly DieKind[], i: number): [number, number] {
  const p = bodies[i]!.position;
  const r = dieShape(kinds[i]!).circumradius;
  let x = 0;
  let z = 0;
  const reach = r + 0.1;
  if (p.x > TRAY.width / 2 - reach) x -= 1;
  if (p.x < -TRAY.width / 2 + reach) x += 1;
  if (p.z > TRAY.depth / 2 - reach) z -= 1;
  if (p.z < -TRAY.depth / 2 + reach) z += 1;
  bodies.forEach((o, j) => {
    if (j === i) return;
    const dx = p.x - o.position.x;
    const dz = p.z - o.position.z;
    const d = Math.hypot(dx, dz, p.y - o.position.y);
    if (d > 0 && d < r + dieShape(kinds[j]!).circumradius + 0.05) {
      const h = Math.hypot(dx, dz) || 1;
      x += dx / h;
      z += dz / h;
    }
  });
  const l = Math.hypot(x, z);
  return l > 0 ? [x / l, z / l] : [0, 0];
}

/** Disturbs every slow die that is not lying on a face; returns how many it nudged. */
export function tipCockedDice(bodies: readonly Body[], kinds: readonly DieKind[]): number {
  const slow2 = TIP.speed * TIP.speed;
  const flatCos = Math.cos((TIP.cockedDeg * Math.PI) / 180);
  let nudged = 0;
  bodies.forEach((body, i) => {
    if (speed2(body) > slow2 && body.sleepState !== Body.SLEEPING) return;
    const kind = kinds[i]!;
    const low = lowestFace(body, kind);
    if (low.cos > flatCos) return;
    // Hop, and spin so the lowest face turns flat (normal n toward straight
    // down, about axis n x (0, -1, 0)) during the time in the air: in the air
    // no foot pins it and no energy barrier holds it propped.
    const local = dieShape(kind).normals[low.face]!;
    const n = body.quaternion.vmult(new CVec3(local[0], local[1], local[2]));
    const len = Math.hypot(n.z, n.x);
    if (len < 1e-9) return;
    const airtime = (2 * TIP.hop) / GRAVITY;
    const spin = Math.acos(Math.min(1, low.cos)) / airtime;
    const [ax, az] = awayFromProps(bodies, kinds, i);
    body.wakeUp();
    body.angularVelocity.set((n.z / len) * spin, 0, (-n.x / len) * spin);
    body.velocity.set(ax * TIP.slide, TIP.hop, az * TIP.slide);
    nudged++;
  });
  return nudged;
}
