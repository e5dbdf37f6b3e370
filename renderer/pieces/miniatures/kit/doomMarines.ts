/**
 * DOOM's marines, one per class: the same armoured body (box helmet with a
 * glowing visor, big shoulder plates) told apart by pose and kit: the
 * pointman's chainsaw held out, the sharpshooter's long rifle at the
 * shoulder, the demolitionist's launcher, the medic's pack and antenna, the
 * quartermaster's ammo crate, the brawler's fists. Round bases, the class's
 * letter in front.
 */
import { arm, body, reachTo, type Body } from '../anatomy';
import type { PaintedPart } from '../bake';
import { backpack, pistol, rifle, tube } from '../props';
import { add, ball, block, limb, rod, slab, spike, type V3 } from '../shapes';
import { defineKit, type MiniatureSpec } from '../spec';

const MARINE: Pick<MiniatureSpec, 'game' | 'kind' | 'footprint'> = { game: 'doom', kind: 'marine', footprint: [0.72, 0.72] };

/** The armoured marine: body, box helmet with visor, shoulder plates. */
function armoured(o: Parameters<typeof body>[0] = {}): Body {
  const b = body({ height: 0.86, build: 1.3, skin: 'gunmetal', ...o });
  b.parts.push(
    block(add(b.head, [0, 0.01, 0]), [b.headR * 2.2, b.headR * 2.2, b.headR * 2.3], 'team'),
    block(add(b.head, [0, 0.015, b.headR * 1.15]), [b.headR * 1.6, b.headR * 0.5, 0.02], 'plasma'),
    ball(b.shoulders[0], b.armR * 2.3, 'teamDark', [1.1, 0.8, 1.1]),
    ball(b.shoulders[1], b.armR * 2.3, 'teamDark', [1.1, 0.8, 1.1]),
    block(add(b.chest, [0, -0.02, 0.01]), [b.chestR * 1.2, b.chestR * 0.8, 0.03], 'gunmetal'),
  );
  return b;
}

function pointman(): PaintedPart[] {
  const b = armoured({ stride: 0.04, lean: 0.12 });
  const saw = reachTo(b, 1, [-0.4, -0.3, 1], 1);
  const gun = reachTo(b, 0, [0.3, -0.6, 0.6], 0.9);
  return [
    ...b.parts,
    ...arm(b, 1, saw, 'team', 'gunmetal'),
    // The chainsaw: a motor block and a long toothed bar out in front.
    block(saw, [0.09, 0.1, 0.12], 'red'),
    slab(add(saw, [0, 0, 0.05]), add(saw, [-0.02, 0.03, 0.38]), 0.025, 0.07, 'metal', Math.PI / 2),
    ...arm(b, 0, gun, 'team', 'gunmetal'),
    ...rifle(add(gun, [0, 0, -0.08]), add(gun, [0.02, -0.05, 0.3]), { thick: 1.3 }),
  ];
}

function sharpshooter(): PaintedPart[] {
  const b = armoured({ stance: 0.13, stride: -0.07 });
  const [sr] = b.shoulders;
  const butt: V3 = [sr[0] * 0.6, sr[1] + 0.02, sr[2] + 0.04];
  const muzzle: V3 = [0.02, sr[1] + 0.14, 0.85];
  return [
    ...b.parts,
    ...rifle(butt, muzzle, { scope: true, thick: 1.2 }),
    ...arm(b, 0, add(butt, [0, -0.03, 0.12]), 'team', 'gunmetal'),
    ...arm(b, 1, [0.04, sr[1] + 0.02, 0.4], 'team', 'gunmetal'),
  ];
}

function demolitionist(): PaintedPart[] {
  const b = armoured();
  const [sr] = b.shoulders;
  const back: V3 = add(sr, [0.02, 0.09, -0.34]);
  const front: V3 = add(sr, [0.02, 0.13, 0.38]);
  return [
    ...b.parts,
    ...tube(back, front, 0.065),
    block(add(sr, [0.02, 0.03, 0.1]), [0.05, 0.1, 0.05], 'gunmetal'),
    ...arm(b, 0, add(sr, [0.03, -0.02, 0.12]), 'team', 'gunmetal'),
    ...arm(b, 1, add(sr, [-0.08, -0.06, 0.26]), 'team', 'gunmetal'),
    // Grenades on the belt.
    ...[-1, 0, 1].map((i) => ball([i * 0.07, b.hip + 0.02, b.chestR * 0.8], 0.03, 'green')),
  ];
}

function fieldMedic(): PaintedPart[] {
  const b = armoured();
  const gun = reachTo(b, 0, [0.2, 0.1, 1], 0.95);
  const scanner = reachTo(b, 1, [-0.7, 0.4, 0.4], 1);
  return [
    ...b.parts,
    ...backpack(b.back, [0.28, 0.3, 0.16], 'white'),
    block(add(b.back, [0, 0, -0.165]), [0.16, 0.05, 0.01], 'red'),
    block(add(b.back, [0, 0, -0.165]), [0.05, 0.16, 0.01], 'red'),
    rod(add(b.back, [0.1, 0.1, -0.1]), add(b.back, [0.12, 0.62, -0.14]), 0.008, 'gunmetal'),
    ball(add(b.back, [0.12, 0.63, -0.14]), 0.02, 'glow'),
    ...arm(b, 0, gun, 'team', 'gunmetal'),
    ...pistol(gun, add(gun, [0, 0, 1])),
    ...arm(b, 1, scanner, 'team', 'gunmetal'),
    block(add(scanner, [0, 0.04, 0]), [0.08, 0.1, 0.03], 'plasma'),
  ];
}

function quartermaster(): PaintedPart[] {
  const b = armoured({ build: 1.4 });
  const hip: V3 = [0.2, b.hip + 0.06, 0.12];
  return [
    ...b.parts,
    // A tall ammo crate on the back, bigger than the marine's head.
    block(add(b.back, [0, 0.12, -0.16]), [0.36, 0.5, 0.24], 'green'),
    block(add(b.back, [0, 0.12, -0.285]), [0.3, 0.06, 0.01], 'gold'),
    limb(add(b.back, [0.16, 0.38, -0.1]), add(hip, [0.04, 0.04, -0.04]), 0.018, 'gold'),
    ...arm(b, 0, hip, 'team', 'gunmetal'),
    ...arm(b, 1, add(hip, [-0.22, 0.02, 0.12]), 'team', 'gunmetal'),
    ...rifle(add(hip, [0.02, 0, -0.12]), add(hip, [-0.1, 0.02, 0.42]), { thick: 1.6 }),
  ];
}

function brawler(): PaintedPart[] {
  const b = armoured({ build: 1.45, stance: 0.16, crouch: 0.15 });
  const up = reachTo(b, 0, [0.35, 0.9, 0.4], 1);
  const jab = reachTo(b, 1, [-0.2, 0.15, 1], 1);
  return [
    ...b.parts,
    ...arm(b, 0, up, 'team', 'gunmetal'),
    ...arm(b, 1, jab, 'team', 'gunmetal'),
    // Huge spiked gauntlets.
    ball(up, 0.085, 'gunmetal'),
    ball(jab, 0.085, 'gunmetal'),
    ...[-1, 0, 1].flatMap((i) => [spike(add(up, [i * 0.04, 0.05, 0]), add(up, [i * 0.05, 0.13, 0.02]), 0.018, 'metal', 4), spike(add(jab, [i * 0.04, 0, 0.05]), add(jab, [i * 0.05, 0, 0.14]), 0.018, 'metal', 4)]),
  ];
}

export const DOOM_MARINES = defineKit({
  'doom-pointman': { ...MARINE, name: 'Pointman', description: 'Striding marine with a chainsaw held out in front and a shotgun low.', base: { letter: 'P' }, sculpt: pointman },
  'doom-sharpshooter': { ...MARINE, name: 'Sharpshooter', description: 'Braced marine aiming a long scoped rifle from the shoulder.', base: { letter: 'S' }, sculpt: sharpshooter },
  'doom-demolitionist': { ...MARINE, name: 'Demolitionist', description: 'Marine with a rocket launcher on his shoulder, grenades on the belt.', base: { letter: 'D' }, sculpt: demolitionist },
  'doom-field-medic': { ...MARINE, name: 'Field Medic', description: 'Marine with a white medic pack and tall antenna, scanner held up.', base: { letter: 'M' }, sculpt: fieldMedic },
  'doom-quartermaster': { ...MARINE, name: 'Quartermaster', description: 'Heavy marine carrying a tall ammo crate, a heavy gun at the hip.', base: { letter: 'Q' }, sculpt: quartermaster },
  'doom-brawler': { ...MARINE, name: 'Brawler', description: 'Wide-set marine with spiked gauntlets, one fist raised, one jabbing.', base: { letter: 'B' }, sculpt: brawler },
});
