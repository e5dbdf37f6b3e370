/**
 * Bodies to hang props on: an upright figure (legs, torso, head, optional
 * coat or robe) that reports where its shoulders, hands' reach, head and back
 * are, two-bone arms and legs that bend at a natural joint, and a
 * four-legged body. Sculpts (kit/*.ts) pose these and add what makes each
 * type its own: weapons, hats, wings, horns.
 */
import { BASE_TOP } from '../geometryParts';
import type { PaintedPart } from './bake';
import type { Paint } from './paints';
import { add, ball, len, lerp, limb, norm, scale, sub, turned, type V3 } from './shapes';

/** The middle joint of a two-bone limb from `a` to `b` of total length `reach`, bent towards `prefer`. */
export function joint(a: V3, b: V3, reach: number, prefer: V3): V3 {
  const d = len(sub(b, a));
  const mid = lerp(a, b, 0.5);
  if (d >= reach) return mid;
  const axis = norm(sub(b, a));
  // The preferred direction with its part along the limb removed.
  const along = prefer[0] * axis[0] + prefer[1] * axis[1] + prefer[2] * axis[2];
  const side = norm(sub(prefer, scale(axis, along)));
  const h = Math.sqrt((reach / 2) ** 2 - (d / 2) ** 2);
  return add(mid, scale(side, h));
}

/** Upper and lower limb with a ball at the joint, and a hand or foot ball at the end. */
export function twoBone(a: V3, b: V3, reach: number, r: number, paint: Paint, prefer: V3, end?: { r: number; paint: Paint }): PaintedPart[] {
  const j = joint(a, b, reach, prefer);
  const parts = [limb(a, j, r, paint), limb(j, b, r * 0.9, paint)];
  if (end) parts.push(ball(b, end.r, end.paint));
  return parts;
}

export interface BodyOpts {
  /** Top of the head above the table (default 0.8). */
  height?: number;
  /** Width and limb thickness, 1 = ordinary (1.4 brawler, 0.75 skinny). */
  build?: number;
  /** Half the distance between the feet. */
  stance?: number;
  /** The +x foot this far forward (+z), the other as far back. */
  stride?: number;
  /** 0..0.5: how far the hips drop with bent knees. */
  crouch?: number;
  /** Forward lean of the torso (radians). */
  lean?: number;
  legs?: Paint;
  torso?: Paint;
  skin?: Paint;
  /** A coat, robe or skirt hanging from the waist: its length down from the hips and its flare at the hem. */
  coat?: { length: number; flare: number; paint?: Paint };
  /** Head radius relative to the default. */
  head?: number;
}

export interface Body {
  parts: PaintedPart[];
  /** Shoulder joints: [0] on +x, [1] on -x. */
  shoulders: [V3, V3];
  /** Arm length (shoulder to hand) at full stretch. */
  reach: number;
  armR: number;
  head: V3;
  headR: number;
  /** The middle of the back's surface (packs, capes, quivers). */
  back: V3;
  /** The middle of the chest's surface. */
  chest: V3;
  hip: number;
  chestR: number;
}

export function body(o: BodyOpts = {}): Body {
  const H = o.height ?? 0.8;
  const build = o.build ?? 1;
  const h = H - BASE_TOP;
  const k = h / 0.73;
  const crouch = o.crouch ?? 0;
  const lean = o.lean ?? 0;
  const legR = 0.052 * k * build;
  const headR = 0.068 * k * (o.head ?? 1);
  const hip = BASE_TOP + 0.44 * h * (1 - crouch);
  const torsoH = 0.3 * h;
  const chestR = 0.15 * k * build;
  const stance = o.stance ?? 0.07 * k * build;
  const stride = o.stride ?? 0;
  const legPaint = o.legs ?? 'teamDark';
  const torsoPaint = o.torso ?? 'team';
  const skin = o.skin ?? 'skin';
  const parts: PaintedPart[] = [];
  const legReach = 0.44 * h + 0.01;
  for (const s of [1, -1] as const) {
    const hipJ: V3 = [s * chestR * 0.45, hip, 0];
    const foot: V3 = [s * stance, BASE_TOP + legR * 0.8, s * stride];
    parts.push(...twoBone(hipJ, foot, legReach, legR, legPaint, [s * 0.2, 0, 1]));
    parts.push(limb(foot, add(foot, [0, 0, legR * 1.3]), legR * 0.85, 'cloth'));
  }
  const up: V3 = [0, Math.cos(lean), Math.sin(lean)];
  const top = add([0, hip, 0], scale(up, torsoH));
  parts.push(
    turned([0, hip - 0.02, 0], [[0, 0], [chestR * 0.66, 0], [chestR * 0.8, torsoH * 0.45], [chestR, torsoH * 0.85], [chestR * 0.55, torsoH + 0.02], [0, torsoH + 0.02]], torsoPaint, {
      r: [lean, 0, 0],
      s: [1, 1, 0.78],
    }),
  );
  if (o.coat) {
    const { length, flare } = o.coat;
    parts.push(turned([0, hip - length, 0], [[0, 0], [flare, 0], [chestR * 0.72, length], [0, length]], o.coat.paint ?? torsoPaint, { s: [1, 1, 0.85] }));
  }
  const head = add(top, scale(up, headR * 1.05));
  parts.push(ball(head, headR, skin));
  const shoulderY = top[1] - torsoH * 0.12;
  const shoulderZ = top[2] - Math.sin(lean) * torsoH * 0.12;
  const armR = 0.036 * k * build;
  return {
    parts,
    shoulders: [[chestR * 0.98, shoulderY, shoulderZ], [-chestR * 0.98, shoulderY, shoulderZ]],
    reach: 0.34 * h,
    armR,
    head,
    headR,
    back: add([0, hip + torsoH * 0.6, 0], [0, 0, -chestR * 0.72 + Math.sin(lean) * torsoH * 0.6]),
    chest: add([0, hip + torsoH * 0.62, 0], [0, 0, chestR * 0.7 + Math.sin(lean) * torsoH * 0.6]),
    hip,
    chestR,
  };
}

/** An arm from shoulder `i` of the body to `hand` (elbow out and down), with a hand. */
export function arm(b: Body, i: 0 | 1, hand: V3, paint: Paint = 'team', handPaint: Paint = 'skin'): PaintedPart[] {
  const s = i === 0 ? 1 : -1;
  return twoBone(b.shoulders[i], hand, b.reach, b.armR, paint, [s * 0.6, -0.6, -0.4], { r: b.armR * 1.25, paint: handPaint });
}

/** A point at `dist` (share of the reach) from shoulder `i` in direction `dir` (need not be unit). */
export function reachTo(b: Body, i: 0 | 1, dir: V3, dist = 0.85): V3 {
  return add(b.shoulders[i], scale(norm(dir), b.reach * dist));
}

export interface BeastOpts {
  /** Length of the body (z). */
  length: number;
  /** Height of the back. */
  height: number;
  girth: number;
  /** Head size, neck rise and how far it juts forward. */
  headR: number;
  neck?: number;
  /** Head lowered (negative) or raised relative to the back. */
  headDrop?: number;
  legR?: number;
  paint?: Paint;
  legPaint?: Paint;
  /** Tail length (0 for none). */
  tail?: number;
}

export interface Beast {
  parts: PaintedPart[];
  head: V3;
  headR: number;
  /** Top of the back at the shoulders and at the hips. */
  withers: V3;
  rump: V3;
}

/** A four-legged body facing +z. */
export function beast(o: BeastOpts): Beast {
  const paint = o.paint ?? 'team';
  const legPaint = o.legPaint ?? paint;
  const legR = o.legR ?? o.girth * 0.32;
  const half = o.length / 2;
  const y = o.height - o.girth * 0.6;
  const front: V3 = [0, y, half * 0.6];
  const rear: V3 = [0, y - o.girth * 0.1, -half * 0.6];
  const parts: PaintedPart[] = [limb(rear, front, o.girth, paint), ball(front, o.girth * 1.12, paint)];
  for (const s of [1, -1] as const) {
    for (const [at, bend] of [[front, -1], [rear, 1]] as const) {
      const top: V3 = [s * o.girth * 0.6, at[1] - o.girth * 0.3, at[2]];
      const foot: V3 = [s * o.girth * 0.75, BASE_TOP + legR, at[2] + bend * 0.02];
      parts.push(...twoBone(top, foot, len(sub(foot, top)) * 1.08, legR, legPaint, [0, 0, bend]));
    }
  }
  const neck = o.neck ?? o.girth * 1.2;
  const head: V3 = [0, y + (o.headDrop ?? o.girth * 0.5), half * 0.6 + neck];
  parts.push(limb(front, head, o.girth * 0.62, paint), ball(head, o.headR, paint));
  if (o.tail) parts.push(limb(rear, add(rear, [0, o.tail * 0.35, -o.tail]), o.girth * 0.22, paint));
  return { parts, head, headR: o.headR, withers: [0, y + o.girth, front[2]], rump: [0, y + o.girth * 0.9, rear[2]] };
}

/** A flight stand: a thin clear-ish rod from the base up to a hovering body. */
export function flightStand(topY: number): PaintedPart {
  return limb([0, BASE_TOP, 0], [0, topY, 0], 0.018, 'gunmetal');
}
