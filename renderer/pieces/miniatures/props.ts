/**
 * Weapons and gear, each placed by the points that matter (grip and aim,
 * haft and head) so a sculpt puts them in a hand. Sized for a figure about
 * 0.8 tall; the big props are what tell similar bodies apart from above.
 */
import type { PaintedPart } from './bake';
import type { Paint } from './paints';
import { add, ball, block, drum, len, limb, norm, panel, rod, scale, slab, spike, sub, turned, type V3 } from './shapes';

/** A long gun from the stock at `butt` towards `muzzle`: stock, receiver, barrel, optional scope. */
export function rifle(butt: V3, muzzle: V3, o: { scope?: boolean; thick?: number; paint?: Paint; bayonet?: boolean } = {}): PaintedPart[] {
  const t = o.thick ?? 1;
  const paint = o.paint ?? 'gunmetal';
  const dir = norm(sub(muzzle, butt));
  const L = len(sub(muzzle, butt));
  const recv = add(butt, scale(dir, L * 0.4));
  const parts: PaintedPart[] = [
    slab(butt, recv, 0.05 * t, 0.07 * t, o.paint ? paint : 'wood'),
    slab(recv, add(butt, scale(dir, L * 0.62)), 0.055 * t, 0.075 * t, paint),
    rod(add(butt, scale(dir, L * 0.6)), muzzle, 0.02 * t, paint),
  ];
  if (o.scope) parts.push(rod(add(recv, [0, 0.05 * t, 0]), add(add(recv, scale(dir, L * 0.25)), [0, 0.05 * t, 0]), 0.028, 'gunmetal', 0.03));
  if (o.bayonet) parts.push(spike(muzzle, add(muzzle, scale(dir, 0.12)), 0.012, 'metal', 4));
  return parts;
}

export function pistol(hand: V3, aim: V3, paint: Paint = 'gunmetal'): PaintedPart[] {
  const dir = norm(sub(aim, hand));
  return [slab(hand, add(hand, scale(dir, 0.13)), 0.035, 0.05, paint), block(add(hand, [0, -0.03, 0]), [0.03, 0.06, 0.03], paint)];
}

/** A blade from the hand: grip, guard and a flat blade `length` long. */
export function blade(hand: V3, tip: V3, width = 0.045, paint: Paint = 'metal', guard = true): PaintedPart[] {
  const dir = norm(sub(tip, hand));
  const start = add(hand, scale(dir, 0.04));
  const parts: PaintedPart[] = [slab(start, tip, width, 0.012, paint), limb(add(hand, scale(dir, -0.04)), start, 0.014, 'leather')];
  if (guard) parts.push(slab(add(start, [0, 0, 0]), add(start, scale(dir, 0.012)), width * 2.6, 0.03, 'gold'));
  return parts;
}

/** A haft from `bottom` to `top` with an axe head (double for a war axe) at the top, blades out along `edge`. */
export function axe(bottom: V3, top: V3, edge: V3, o: { double?: boolean; size?: number; paint?: Paint } = {}): PaintedPart[] {
  const s = o.size ?? 1;
  const e = norm(edge);
  const up = norm(sub(top, bottom));
  const head = add(top, scale(up, -0.06 * s));
  const parts: PaintedPart[] = [rod(bottom, top, 0.018 * s, 'wood')];
  for (const side of o.double ? [1, -1] : [1]) {
    const out = (k: number, v: number): V3 => add(add(head, scale(e, side * k * s)), scale(up, v * s));
    // The blade widens from the haft to its curved edge.
    parts.push(panel([out(0.01, -0.05), out(0.15, -0.11), out(0.17, 0), out(0.15, 0.11), out(0.01, 0.05)], 0.02 * s, o.paint ?? 'metal'));
  }
  return parts;
}

/** A hammer or club: haft and a heavy block head across it. */
export function hammer(bottom: V3, top: V3, headSize = 0.12, paint: Paint = 'metal'): PaintedPart[] {
  const dir = norm(sub(top, bottom));
  const across: V3 = Math.abs(dir[0]) < 0.9 ? norm([1 - dir[0] * dir[0], -dir[0] * dir[1], -dir[0] * dir[2]]) : [0, 1, 0];
  return [rod(bottom, top, 0.02, 'wood'), slab(add(top, scale(across, -headSize)), add(top, scale(across, headSize)), headSize * 0.9, headSize * 0.9, paint)];
}

/** A staff or pole, with an optional orb (glowing) or lantern at the top. */
export function staff(bottom: V3, top: V3, o: { r?: number; orb?: number; orbPaint?: Paint; paint?: Paint } = {}): PaintedPart[] {
  const parts: PaintedPart[] = [rod(bottom, top, o.r ?? 0.016, o.paint ?? 'wood')];
  if (o.orb) parts.push(ball(add(top, scale(norm(sub(top, bottom)), o.orb * 0.8)), o.orb, o.orbPaint ?? 'glow'));
  return parts;
}

/** A flat shield centred at `c`, facing along `normal`, `w` wide and `h` tall (round when `round`). */
export function shield(c: V3, normal: V3, w: number, h: number, o: { round?: boolean; paint?: Paint; boss?: Paint } = {}): PaintedPart[] {
  const n = norm(normal);
  const yaw = Math.atan2(n[0], n[2]);
  const paint = o.paint ?? 'metal';
  const face: PaintedPart = o.round
    ? drum(c, w / 2, 0.03, paint, { r: [Math.PI / 2, 0, 0], s: [1, 1, h / w] }, 18)
    : block(c, [w, h, 0.03], paint);
  // Turn the shield (built facing +z) to face `normal`.
  face.geo.translate(-c[0], -c[1], -c[2]);
  face.geo.rotateY(yaw);
  face.geo.translate(c[0], c[1], c[2]);
  const parts = [face];
  if (o.boss) parts.push(ball(add(c, scale(n, 0.02)), Math.min(w, h) * 0.14, o.boss));
  return parts;
}

/** A pack on the back at `back`, sticking out behind (-z). */
export function backpack(back: V3, size: V3, paint: Paint = 'leather'): PaintedPart[] {
  return [block(add(back, [0, 0, -size[2] / 2]), size, paint), block(add(back, [0, size[1] * 0.55, -size[2] / 2]), [size[0] * 0.9, 0.05, size[2] * 0.7], 'cloth')];
}

/** A hat on a head: a crown `crown` tall over a brim of radius `brim` (0 for none), tilted by `tilt`. */
export function hat(head: V3, headR: number, o: { brim: number; crown: number; crownR?: number; paint?: Paint; point?: boolean; tilt?: V3 }): PaintedPart[] {
  const paint = o.paint ?? 'cloth';
  const at = add(head, [0, headR * 0.55, 0]);
  const parts: PaintedPart[] = [];
  if (o.brim > 0) parts.push(drum(at, o.brim, 0.018, paint, { r: o.tilt ?? [0, 0, 0] }, 20));
  const cr = o.crownR ?? headR * 1.02;
  if (o.point) parts.push(spike(at, add(at, [0, o.crown, -o.crown * 0.25]), cr, paint, 12));
  else parts.push(turned(at, [[0, 0], [cr, 0], [cr * 0.92, o.crown], [0, o.crown]], paint, { r: o.tilt ?? [0, 0, 0] }));
  return parts;
}

/** A round helmet over the head, with an optional visor slit glowing. */
export function helmet(head: V3, headR: number, paint: Paint = 'team', visor?: Paint): PaintedPart[] {
  const parts = [ball(add(head, [0, headR * 0.2, 0]), headR * 1.18, paint, [1, 0.85, 1.05])];
  if (visor) parts.push(block(add(head, [0, headR * 0.1, headR * 0.95]), [headR * 1.4, headR * 0.3, headR * 0.3], visor));
  return parts;
}

/** A cape from the shoulders falling behind to the ground, flaring out. */
export function cape(shoulderY: number, width: number, backZ: number, hemY: number, paint: Paint = 'teamDark', flare = 1.5): PaintedPart[] {
  const h = shoulderY - hemY;
  return [turned([0, hemY, backZ], [[0, 0], [width * flare * 0.5, 0], [width * 0.5, h], [0, h]], paint, { s: [1, 1, 0.32] })];
}

/** A tube weapon (rocket launcher, cannon) from `back` to `front`. */
export function tube(back: V3, front: V3, r: number, paint: Paint = 'gunmetal'): PaintedPart[] {
  return [rod(back, front, r, paint, r, 10), drum(front, r * 0.75, 0.01, 'cloth', {}, 10)];
}

/** Horns from a head: a pair curving out and up from `at` (mirrored across x). */
export function hornPair(at: V3, out: V3, r: number, paint: Paint = 'bone'): PaintedPart[] {
  const parts: PaintedPart[] = [];
  for (const s of [1, -1]) {
    const base: V3 = [s * at[0], at[1], at[2]];
    const mid = add(base, [s * out[0] * 0.55, out[1] * 0.35, out[2] * 0.5]);
    parts.push(spike(base, mid, r, paint), spike(mid, add(base, [s * out[0], out[1], out[2]]), r * 0.6, paint));
  }
  return parts;
}

/**
 * A membrane wing from the shoulder blade at `root` out to `tip` (given for
 * the +x wing; mirrored), the membrane hanging `drop` below the bone.
 */
export function wingPair(root: V3, tip: V3, drop: number, paint: Paint = 'teamDark'): PaintedPart[] {
  const parts: PaintedPart[] = [];
  for (const s of [1, -1]) {
    const a: V3 = [s * root[0], root[1], root[2]];
    const b: V3 = [s * tip[0], tip[1], tip[2]];
    const elbow: V3 = [a[0] + (b[0] - a[0]) * 0.5, a[1] + (b[1] - a[1]) * 0.5 + drop * 0.25, a[2] + (b[2] - a[2]) * 0.5];
    parts.push(limb(a, elbow, 0.022, 'bone'), limb(elbow, b, 0.016, 'bone'));
    const low = (t: number, d: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - d, a[2] + (b[2] - a[2]) * t - 0.02];
    parts.push(panel([a, elbow, b, low(0.8, drop * 0.7), low(0.45, drop), low(0.1, drop * 0.6)], 0.012, paint));
  }
  return parts;
}

/** A flag on a pole: the pole from `bottom` to `top`, the cloth flying towards `fly`. */
export function flag(bottom: V3, top: V3, fly: V3, h: number, paint: Paint = 'team'): PaintedPart[] {
  const f = norm(fly);
  const at = (k: number, d: number): V3 => add(add(top, scale(f, k)), [0, -d, 0]);
  return [rod(bottom, top, 0.012, 'wood'), panel([at(0, 0.01), at(len(fly), 0.03), at(len(fly) * 0.9, h * 0.6), at(len(fly), h), at(0, h)], 0.01, paint)];
}
