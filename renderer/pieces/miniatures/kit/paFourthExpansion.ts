/**
 * Planet Apocalypse's expansion Fourth Circle demons, on octagon bases like
 * the Hellhound and the Catoblepas (their letters repeat no other octagon's).
 * Each reads by outline: the Secutor a gladiator behind a tall tower shield,
 * Magdalene a robed woman under a ring of seven little devils, the Mandrake a
 * forked root with a leafy crown and a screaming mouth, the Gadarene a herd
 * of three swine, the Nuckelavee a horse with a rider's long-armed torso
 * growing from its back, and the Tardigrade a fat eight-legged barrel.
 */
import { arm, beast, body, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { blade, helmet, shield } from '../props';
import { add, ball, limb, ring, spike, turned, type V3 } from '../shapes';
import { BASE_TOP } from '../base';
import { defineKit, type MiniatureSpec } from '../spec';

const FOURTH: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'planet-apocalypse', kind: 'demon' };
const B = BASE_TOP;

function secutor(): PaintedPart[] {
  const b = body({ height: 0.88, build: 1.25, stance: 0.12, stride: 0.08 });
  const swordHand = reachTo(b, 1, [-0.3, -0.3, 0.9], 0.9);
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'gunmetal', 'glow'),
    // A crest ridge over the smooth helm.
    limb(add(b.head, [0, b.headR * 1.2, -b.headR * 0.6]), add(b.head, [0, b.headR * 1.3, b.headR * 0.6]), 0.02, 'metal'),
    ...arm(b, 0, add(b.shoulders[0], [0.02, -0.12, 0.16]), 'team', 'team'),
    // The tall curved tower shield held in front of the body.
    ...shield([0.1, 0.45, 0.22], [0.25, 0, 1], 0.3, 0.56, { paint: 'team', boss: 'metal' }),
    ...arm(b, 1, swordHand, 'team', 'team'),
    ...blade(swordHand, add(swordHand, [-0.02, 0.05, 0.26]), 0.04),
  ];
}

function magdalene(): PaintedPart[] {
  const b = body({ height: 0.84, build: 0.9, stance: 0.06, coat: { length: 0.3, flare: 0.22, paint: 'teamDark' }, skin: 'flesh' });
  const parts: PaintedPart[] = [...b.parts];
  // Long hair down the back, hands raised in front of the face.
  parts.push(ball(add(b.head, [0, -0.04, -b.headR * 0.5]), b.headR * 1.1, 'cloth', [1, 1.6, 0.7]));
  parts.push(...arm(b, 0, add(b.head, [0.06, -0.05, 0.12]), 'teamDark', 'flesh'), ...arm(b, 1, add(b.head, [-0.06, -0.05, 0.12]), 'teamDark', 'flesh'));
  // Seven little devils circling above her on a ring of fire.
  const c = add(b.head, [0, 0.2, 0]);
  parts.push(ring(c, 0.24, 0.012, 'fire'));
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const at: V3 = add(c, [Math.cos(a) * 0.24, 0.03, Math.sin(a) * 0.24]);
    parts.push(ball(at, 0.04, 'team'), spike(add(at, [0.015, 0.02, 0]), add(at, [0.025, 0.07, 0]), 0.01, 'bone', 4), spike(add(at, [-0.015, 0.02, 0]), add(at, [-0.025, 0.07, 0]), 0.01, 'bone', 4));
  }
  return parts;
}

function mandrake(): PaintedPart[] {
  // A fat root standing on two forked root legs, a screaming face and a crown of leaves.
  const parts: PaintedPart[] = [
    turned([0, B + 0.14, 0], [[0, 0], [0.07, 0.02], [0.13, 0.12], [0.12, 0.26], [0.06, 0.36], [0, 0.38]], 'wood'),
    ball([0, B + 0.36, 0.1], 0.045, 'flesh', [1.1, 1.4, 0.5]),
    ball([0.045, B + 0.42, 0.1], 0.018, 'glow'),
    ball([-0.045, B + 0.42, 0.1], 0.018, 'glow'),
  ];
  for (const s of [1, -1]) {
    parts.push(limb([s * 0.05, B + 0.16, 0], [s * 0.16, B + 0.02, 0.04], 0.03, 'wood'), limb([s * 0.16, B + 0.02, 0.04], [s * 0.26, B + 0.01, -0.04], 0.018, 'wood'));
    // Rootlet arms thrown up.
    parts.push(limb([s * 0.11, B + 0.34, 0], [s * 0.24, B + 0.5, 0.04], 0.022, 'wood'), spike([s * 0.24, B + 0.5, 0.04], [s * 0.3, B + 0.6, 0.06], 0.012, 'wood', 4));
  }
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    parts.push(spike([0, B + 0.5, 0], [Math.cos(a) * 0.16, B + 0.72, Math.sin(a) * 0.16], 0.035, 'green', 4));
  }
  return parts;
}

function swine(at: V3, size: number, turn: number): PaintedPart[] {
  const b = beast({ length: 0.42 * size, height: 0.24 * size, girth: 0.1 * size, headR: 0.07 * size, neck: 0.02, headDrop: -0.02, legR: 0.025 * size, tail: 0.05 });
  const parts: PaintedPart[] = [
    ...b.parts,
    ball(add(b.withers, [0, -0.02, -0.08 * size]), 0.13 * size, 'team', [0.9, 0.85, 1.4]),
    ball(add(b.head, [0, -0.01, 0.07 * size]), 0.035 * size, 'flesh', [1, 0.8, 0.6]),
    spike(add(b.head, [0.04 * size, 0.04 * size, 0]), add(b.head, [0.06 * size, 0.1 * size, 0.02]), 0.02 * size, 'team', 4),
    spike(add(b.head, [-0.04 * size, 0.04 * size, 0]), add(b.head, [-0.06 * size, 0.1 * size, 0.02]), 0.02 * size, 'team', 4),
    ball(add(b.head, [0.03 * size, 0.02, 0.05 * size]), 0.012, 'glow'),
    ball(add(b.head, [-0.03 * size, 0.02, 0.05 * size]), 0.012, 'glow'),
  ];
  for (const p of parts) {
    p.geo.rotateY(turn);
    p.geo.translate(at[0], 0, at[2]);
  }
  return parts;
}

function gadarene(): PaintedPart[] {
  // The possessed herd: three swine stampeding side by side, the leader bigger.
  return [...swine([0, 0, 0.08], 1.25, 0), ...swine([0.24, 0, -0.12], 0.9, 0.25), ...swine([-0.24, 0, -0.14], 0.9, -0.25)];
}

function nuckelavee(): PaintedPart[] {
  const b = beast({ length: 0.8, height: 0.5, girth: 0.12, headR: 0.09, neck: 0.16, headDrop: 0.02, legR: 0.035, tail: 0 });
  const waist: V3 = add(b.withers, [0, 0.04, -0.12]);
  const chest: V3 = add(waist, [0, 0.26, 0]);
  const head: V3 = add(chest, [0, 0.14, 0.04]);
  const parts: PaintedPart[] = [
    ...b.parts,
    // A rider's torso grown out of the horse's back, with a huge lolling head.
    limb(waist, chest, 0.07, 'flesh'),
    ball(chest, 0.09, 'flesh', [1.3, 1, 0.8]),
    ball(head, 0.1, 'flesh', [1.1, 1, 1]),
    ball(add(head, [0, -0.03, 0.08]), 0.03, 'glow', [2, 0.6, 0.6]),
  ];
  // Arms so long the hands nearly reach the ground.
  for (const s of [1, -1]) {
    const sh: V3 = add(chest, [s * 0.11, 0.03, 0]);
    const el: V3 = add(sh, [s * 0.16, -0.16, 0.06]);
    const hand: V3 = [s * 0.32, B + 0.06, add(chest, [0, 0, 0.1])[2]];
    parts.push(limb(sh, el, 0.025, 'flesh'), limb(el, hand, 0.022, 'flesh'), spike(hand, add(hand, [0, -0.04, 0.06]), 0.02, 'bone', 4));
  }
  return parts;
}

function tardigrade(): PaintedPart[] {
  // A fat segmented barrel on eight short clawed legs, a round tube mouth at the front.
  const parts: PaintedPart[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(ball([0, B + 0.22, 0.24 - i * 0.16], 0.19 - Math.abs(i - 1.5) * 0.02, i % 2 ? 'teamDark' : 'team', [1.15, 0.9, 0.75]));
  }
  parts.push(ball([0, B + 0.24, 0.38], 0.09, 'team'), ring([0, B + 0.24, 0.46], 0.045, 0.018, 'flesh', [0, 0, 0]));
  for (let i = 0; i < 4; i++) {
    const z = 0.26 - i * 0.16;
    for (const s of [1, -1]) {
      const hip: V3 = [s * 0.15, B + 0.14, z];
      const foot: V3 = [s * 0.26, B + 0.02, z + 0.02];
      parts.push(limb(hip, foot, 0.045, 'team'), spike(foot, add(foot, [s * 0.04, 0, 0.05]), 0.012, 'bone', 4));
    }
  }
  return parts;
}

export const PA_FOURTH_EXPANSION = defineKit({
  'pa-secutor': { ...FOURTH, name: 'Secutor', description: 'A gladiator in a smooth crested helm behind a tall tower shield, sword drawn.', footprint: [0.7, 0.7], base: { shape: 'octagon', letter: 'E' }, sculpt: secutor },
  'pa-magdalene': { ...FOURTH, name: 'Magdalene', description: 'A robed woman with long hair, hands to her face, under a ring of seven little devils.', footprint: [0.7, 0.7], base: { shape: 'octagon', letter: 'M' }, sculpt: magdalene },
  'pa-mandrake': { ...FOURTH, name: 'Mandrake', description: 'A forked root on root legs, screaming, with a crown of leaves.', footprint: [0.6, 0.6], base: { shape: 'octagon', letter: 'K' }, sculpt: mandrake },
  'pa-gadarene': { ...FOURTH, name: 'Gadarene', description: 'A herd of three possessed swine stampeding side by side.', footprint: [0.9, 0.9], base: { shape: 'octagon', letter: 'A', letterAt: 0.95 }, sculpt: gadarene },
  'pa-nuckelavee': { ...FOURTH, name: 'Nuckelavee', description: 'A skinless horse with a rider\'s long-armed torso growing from its back.', footprint: [0.8, 1.1], base: { shape: 'octagon', letter: 'N', letterAt: 0.95 }, sculpt: nuckelavee },
  'pa-tardigrade': { ...FOURTH, name: 'Tardigrade', description: 'A fat segmented barrel on eight short clawed legs, a tube mouth in front.', footprint: [0.7, 0.9], base: { shape: 'octagon', letter: 'D', letterAt: 0.95 }, sculpt: tardigrade },
});
