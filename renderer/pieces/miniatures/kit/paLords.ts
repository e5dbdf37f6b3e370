/**
 * Planet Apocalypse's expansion Lords, on octagon bases like the others. Each
 * reads by outline: the Tarasque a shelled beast with a spiked dome, Stheno
 * a robed gorgon with a crown of snakes, Stroma a standing spring of coils
 * under a hag's head, the Pulgasaur a hunched spiny kaiju with a tail,
 * Geryon three torsos on one pair of legs, Scylla six necks fanned from a
 * mound, and Cthon a stack of boulders with stone fists.
 */
import { arm, beast, body, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { hornPair } from '../props';
import { add, ball, block, limb, ring, rod, spike, type V3 } from '../shapes';
import { BASE_TOP } from '../base';
import { defineKit, type MiniatureSpec } from '../spec';

const LORD: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'planet-apocalypse', kind: 'lord' };
const B = BASE_TOP;

function tarasque(): PaintedPart[] {
  const b = beast({ length: 0.9, height: 0.42, girth: 0.15, headR: 0.1, neck: 0.14, headDrop: 0.04, legR: 0.06, tail: 0.35 });
  const dome: V3 = add(b.withers, [0, 0.02, -0.16]);
  return [
    ...b.parts,
    // The great shell, studded with spikes.
    ball(dome, 0.3, 'teamDark', [1.05, 0.62, 1.2]),
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const a = (i / 6) * Math.PI * 2;
      const at: V3 = add(dome, [Math.cos(a) * 0.17, 0.13, Math.sin(a) * 0.2]);
      return spike(at, add(at, [Math.cos(a) * 0.05, 0.14, Math.sin(a) * 0.05]), 0.035, 'bone', 5);
    }),
    spike(add(dome, [0, 0.18, 0]), add(dome, [0, 0.36, 0]), 0.04, 'bone', 5),
    ball(add(b.head, [0.04, 0.03, 0.07]), 0.018, 'glow'),
    ball(add(b.head, [-0.04, 0.03, 0.07]), 0.018, 'glow'),
    ...hornPair(add(b.head, [0.06, 0.06, -0.02]), [0.1, 0.08, -0.06], 0.02),
  ];
}

function stheno(): PaintedPart[] {
  const b = body({ height: 1.0, build: 1.1, stance: 0.1, coat: { length: 0.4, flare: 0.3, paint: 'cloth' } });
  const raised = reachTo(b, 0, [0.6, 0.8, 0.3], 1);
  const other = reachTo(b, 1, [-0.7, 0.1, 0.5], 1);
  const snakes: PaintedPart[] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const root: V3 = add(b.head, [Math.cos(a) * b.headR * 0.8, b.headR * 0.4, Math.sin(a) * b.headR * 0.8]);
    const tip: V3 = add(root, [Math.cos(a) * 0.14, 0.1 + (i % 3) * 0.04, Math.sin(a) * 0.14]);
    snakes.push(limb(root, tip, 0.016, 'green'), ball(tip, 0.022, 'green'));
  }
  return [
    ...b.parts,
    ...snakes,
    ...arm(b, 0, raised, 'team', 'green'),
    ...arm(b, 1, other, 'team', 'green'),
    ball(add(b.head, [0.03, 0, b.headR * 0.9]), 0.016, 'glow'),
    ball(add(b.head, [-0.03, 0, b.headR * 0.9]), 0.016, 'glow'),
  ];
}

function stroma(): PaintedPart[] {
  const parts: PaintedPart[] = [];
  // A tall spring of coils.
  for (let i = 0; i < 6; i++) {
    parts.push(ring([0, B + 0.08 + i * 0.11, 0], 0.24 - i * 0.02, 0.055, i % 2 ? 'team' : 'teamDark', [Math.PI / 2 + (i % 2 ? 0.15 : -0.15), 0, 0]));
  }
  const neck: V3 = [0, B + 0.75, 0];
  const head: V3 = [0, B + 0.95, 0.04];
  parts.push(rod([0, B + 0.1, 0], neck, 0.06, 'team', 0.08), ball(neck, 0.1, 'team'), ball(head, 0.09, 'team'));
  parts.push(ball(add(head, [0.03, 0.01, 0.08]), 0.016, 'glow'), ball(add(head, [-0.03, 0.01, 0.08]), 0.016, 'glow'));
  // Long grasping tentacles reaching out of the coils.
  for (const s of [1, -1]) {
    const mid: V3 = [s * 0.36, B + 0.6, 0.1];
    const end: V3 = [s * 0.5, B + 0.4, 0.22];
    parts.push(limb([s * 0.12, B + 0.72, 0], mid, 0.03, 'teamDark'), limb(mid, end, 0.024, 'teamDark'), spike(end, add(end, [s * 0.04, -0.1, 0.04]), 0.02, 'bone', 4));
  }
  return parts;
}

function pulgasaur(): PaintedPart[] {
  const b = body({ height: 1.05, build: 1.8, crouch: 0.2, lean: 0.35, stance: 0.16, skin: 'team', legs: 'teamDark' });
  const l = reachTo(b, 0, [0.5, -0.3, 0.8], 0.9);
  const r = reachTo(b, 1, [-0.5, -0.3, 0.8], 0.9);
  const tailRoot: V3 = [0, 0.4, -0.1];
  return [
    ...b.parts,
    ...arm(b, 0, l, 'team', 'gunmetal'),
    ...arm(b, 1, r, 'team', 'gunmetal'),
    // Iron plates down the back and a heavy dragging tail.
    ...[0, 1, 2, 3].map((i) => spike(add(b.back, [0, 0.12 - i * 0.1, -0.02]), add(b.back, [0, 0.24 - i * 0.1, -0.16]), 0.05, 'gunmetal', 4)),
    rod(tailRoot, [0, B + 0.06, -0.6], 0.11, 'team', 0.04),
    ball(add(b.head, [0, -0.02, b.headR * 0.8]), 0.05, 'fire', [1.4, 0.6, 0.6]),
  ];
}

function geryon(): PaintedPart[] {
  const b = body({ height: 0.95, build: 1.4, stance: 0.16, skin: 'skin', torso: 'team' });
  const parts: PaintedPart[] = [...b.parts];
  parts.push(...arm(b, 0, reachTo(b, 0, [0.9, 0.2, 0.3], 1), 'team', 'skin'), ...arm(b, 1, reachTo(b, 1, [-0.9, 0.2, 0.3], 1), 'team', 'skin'));
  // Two more torsos branching from the waist, each with a head and a raised fist.
  const waist: V3 = [0, 0.5, 0];
  for (const s of [1, -1]) {
    const chest: V3 = [s * 0.32, 0.82, -0.04];
    const head: V3 = add(chest, [s * 0.04, 0.18, 0]);
    const fist: V3 = add(chest, [s * 0.2, 0.22, 0.1]);
    parts.push(rod(waist, chest, 0.09, 'team', 0.12), ball(chest, 0.12, 'team', [1.1, 1, 0.8]), ball(head, 0.075, 'skin'));
    parts.push(limb(add(chest, [s * 0.08, 0.05, 0]), fist, 0.04, 'team'), ball(fist, 0.05, 'skin'));
  }
  return parts;
}

function scylla(): PaintedPart[] {
  const parts: PaintedPart[] = [ball([0, B + 0.18, 0], 0.28, 'teamDark', [1.1, 0.7, 1])];
  // Six long necks fanned out and up, each ending in a fanged head.
  for (let i = 0; i < 6; i++) {
    const a = -1.1 + (i / 5) * 2.2;
    const root: V3 = [Math.sin(a) * 0.12, B + 0.3, Math.cos(a) * 0.06];
    const bend: V3 = [Math.sin(a) * 0.3, B + 0.65 + (i % 2) * 0.1, Math.cos(a) * 0.12];
    const head: V3 = [Math.sin(a) * 0.42, B + 0.85 + (i % 2) * 0.12, Math.cos(a) * 0.2];
    parts.push(limb(root, bend, 0.035, 'team'), limb(bend, head, 0.03, 'team'), ball(head, 0.06, 'team', [1, 0.8, 1.4]));
    parts.push(spike(add(head, [0, -0.02, 0.05]), add(head, [0, -0.06, 0.12]), 0.015, 'bone', 4));
  }
  return parts;
}

function cthon(): PaintedPart[] {
  const parts: PaintedPart[] = [];
  // Stacked boulders for legs, body and head, and two great stone fists.
  parts.push(ball([0.14, B + 0.12, 0], 0.13, 'ground'), ball([-0.14, B + 0.12, 0], 0.13, 'ground'));
  parts.push(block([0, 0.5, 0], [0.5, 0.36, 0.32], 'team', [0, 0.2, 0.05]), block([0, 0.78, 0.02], [0.32, 0.22, 0.26], 'teamDark', [0, -0.3, 0]));
  parts.push(ball([0, 0.98, 0.04], 0.1, 'ground'), block([0, 0.98, 0.13], [0.12, 0.025, 0.02], 'fire'));
  for (const s of [1, -1]) {
    parts.push(limb([s * 0.28, 0.62, 0], [s * 0.42, 0.38, 0.12], 0.07, 'team'), ball([s * 0.44, 0.3, 0.14], 0.12, 'ground'));
  }
  parts.push(...[0, 1, 2].map((i) => spike([0.1 - i * 0.1, 0.88, -0.08], [0.12 - i * 0.12, 1.02, -0.16], 0.04, 'fire', 4)));
  return parts;
}

export const PA_LORDS = defineKit({
  'pa-tarasque': { ...LORD, name: 'Tarasque', description: 'A six-legged beast under a spiked turtle shell, a long tail behind.', footprint: [1.1, 1.3], base: { shape: 'octagon', letter: 'T' }, sculpt: tarasque },
  'pa-stheno': { ...LORD, name: 'Stheno', description: 'A robed gorgon with a crown of snakes, one hand raised.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'S' }, sculpt: stheno },
  'pa-stroma': { ...LORD, name: 'Stroma', description: 'A spring of coils rising to a hag\'s head, two tentacles reaching out.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'R' }, sculpt: stroma },
  'pa-pulgasaur': { ...LORD, name: 'Pulgasaur', description: 'A hunched iron-plated kaiju with a heavy tail and a glowing maw.', footprint: [1.1, 1.3], base: { shape: 'octagon', letter: 'U' }, sculpt: pulgasaur },
  'pa-geryon': { ...LORD, name: 'Geryon', description: 'Three torsos on one pair of legs, fists raised.', footprint: [1.2, 1.1], base: { shape: 'octagon', letter: 'G' }, sculpt: geryon },
  'pa-scylla': { ...LORD, name: 'Scylla', description: 'Six long necks fanned from one dark mound, each with a fanged head.', footprint: [1.2, 1.1], base: { shape: 'octagon', letter: 'Y' }, sculpt: scylla },
  'pa-cthon': { ...LORD, name: 'Cthon', description: 'A stack of boulders with burning eyes and two great stone fists.', footprint: [1.1, 1.1], base: { shape: 'octagon', letter: 'O' }, sculpt: cthon },
});
