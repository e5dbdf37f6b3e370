/**
 * DOOM's demons, one sculpt per type, each a different outline from the
 * default camera: the possessed shambling with arms out, the imp crouched
 * and spiked with a fireball, the soldier behind an energy shield, the lost
 * soul a flaming skull on a stand, the pinky a charging head of jaws, the
 * spectre rearing, the cacodemon a crested ball, the hell knight's long
 * arms, the revenant's shoulder launchers, the summoner's raised hands, the
 * mancubus' forward cannons, the baron's horns and goat legs, and the
 * cyberdemon's rocket arm. Hex bases for the small ones, octagons for the big;
 * every letter differs within a base shape (piNky, spEctre, cYberdemon), so
 * base shape and letter alone tell any two types apart.
 */
import { arm, beast, body, flightStand, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { BASE_TOP } from '../base';
import { helmet, hornPair, rifle, shield, tube } from '../props';
import { add, ball, block, limb, ring, rod, spike, turned, type V3 } from '../shapes';
import { defineKit, type MiniatureSpec } from '../spec';

const DEMON: Pick<MiniatureSpec, 'game' | 'kind'> = { game: 'doom', kind: 'demon' };
const B = BASE_TOP;

function possessed(): PaintedPart[] {
  const b = body({ height: 0.74, lean: 0.3, stride: 0.04, skin: 'flesh', torso: 'team', legs: 'teamDark' });
  return [
    ...b.parts,
    ...arm(b, 0, reachTo(b, 0, [0.15, 0.05, 1], 1), 'flesh', 'flesh'),
    ...arm(b, 1, reachTo(b, 1, [-0.2, -0.25, 1], 1), 'flesh', 'flesh'),
    ball(add(b.head, [0.03, 0, b.headR * 0.8]), 0.02, 'glow'),
  ];
}

function imp(): PaintedPart[] {
  const b = body({ height: 0.62, build: 0.8, crouch: 0.35, lean: 0.5, stance: 0.12, skin: 'team', torso: 'team', legs: 'teamDark' });
  const fire = reachTo(b, 0, [0.3, 1, -0.2], 1);
  const claw = reachTo(b, 1, [-0.7, -0.2, 0.7], 1);
  return [
    ...b.parts,
    ...arm(b, 0, fire, 'team', 'team'),
    ...arm(b, 1, claw, 'team', 'team'),
    ball(add(fire, [0, 0.08, 0]), 0.075, 'fire'),
    // Spikes over the shoulders and down the back.
    ...b.shoulders.flatMap((s, i) => [spike(s, add(s, [(i ? -1 : 1) * 0.05, 0.12, -0.05]), 0.025, 'bone', 5)]),
    ...[0, 1, 2, 3].map((i) => spike(add(b.back, [0, 0.1 - i * 0.06, 0]), add(b.back, [0, 0.16 - i * 0.06, -0.12]), 0.02, 'bone', 4)),
    ball(add(b.head, [0.025, 0.01, b.headR * 0.85]), 0.015, 'fire'),
    ball(add(b.head, [-0.025, 0.01, b.headR * 0.85]), 0.015, 'fire'),
  ];
}

function possessedSoldier(): PaintedPart[] {
  const b = body({ height: 0.78, build: 1.1, skin: 'gunmetal' });
  const shieldAt = reachTo(b, 1, [-0.3, -0.2, 1], 0.9);
  const gun = reachTo(b, 0, [0.4, -0.5, 0.6], 0.9);
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'gunmetal'),
    ball(add(b.head, [0, 0.01, b.headR * 1.15]), 0.03, 'fire'),
    ...arm(b, 1, shieldAt, 'team', 'gunmetal'),
    ...shield(add(shieldAt, [0, 0.04, 0.05]), [0, 0, 1], 0.3, 0.4, { paint: 'plasma' }),
    ...arm(b, 0, gun, 'team', 'gunmetal'),
    ...rifle(add(gun, [0, 0, -0.1]), add(gun, [0.02, 0.02, 0.26])),
  ];
}

function lostSoul(): PaintedPart[] {
  const c: V3 = [0, 0.52, 0.06];
  return [
    flightStand(0.44),
    ball(c, 0.1, 'bone', [1, 1.05, 1.1]),
    block(add(c, [0, -0.08, 0.04]), [0.12, 0.06, 0.1], 'bone'),
    ball(add(c, [0.04, 0.02, 0.09]), 0.025, 'cloth'),
    ball(add(c, [-0.04, 0.02, 0.09]), 0.025, 'cloth'),
    ...hornPair(add(c, [0.06, 0.06, 0]), [0.07, 0.08, -0.02], 0.02),
    // Flames streaming back and up.
    ...[-1, 0, 1].map((i) => spike(add(c, [i * 0.05, 0.02, -0.06]), add(c, [i * 0.09, 0.14 + (1 - Math.abs(i)) * 0.06, -0.32]), 0.07, 'fire', 7)),
  ];
}

function pinky(): PaintedPart[] {
  const b = beast({ length: 0.5, height: 0.4, girth: 0.13, headR: 0.15, neck: 0.06, headDrop: 0.02, legR: 0.04, paint: 'team', legPaint: 'gunmetal' });
  return [
    ...b.parts,
    // All jaw: a wide mouth of teeth and two tusk horns.
    block(add(b.head, [0, -0.06, 0.1]), [0.2, 0.06, 0.12], 'flesh'),
    ...[-2, -1, 0, 1, 2].map((i) => spike(add(b.head, [i * 0.035, -0.03, 0.15]), add(b.head, [i * 0.035, -0.09, 0.17]), 0.012, 'bone', 4)),
    ...hornPair(add(b.head, [0.1, 0.0, 0.06]), [0.08, 0.12, 0.12], 0.03),
  ];
}

function spectre(): PaintedPart[] {
  // Rearing up on its hind legs, claws up, tail down behind: a pinky standing tall.
  const hips: V3 = [0, 0.3, -0.08];
  const chest: V3 = [0, 0.56, 0.04];
  const head: V3 = [0, 0.72, 0.14];
  const parts: PaintedPart[] = [limb(hips, chest, 0.13, 'team'), ball(chest, 0.15, 'team'), ball(head, 0.11, 'team', [1, 0.9, 1.2])];
  for (const s of [1, -1]) {
    parts.push(limb([s * 0.1, 0.3, -0.08], [s * 0.14, 0.2, 0.06], 0.05, 'gunmetal'), limb([s * 0.14, 0.2, 0.06], [s * 0.12, B + 0.03, -0.06], 0.04, 'gunmetal'));
    parts.push(limb([s * 0.13, 0.58, 0.06], [s * 0.26, 0.72, 0.16], 0.04, 'team'), spike([s * 0.26, 0.72, 0.16], [s * 0.3, 0.86, 0.22], 0.03, 'bone', 4));
  }
  parts.push(block(add(head, [0, -0.06, 0.08]), [0.16, 0.05, 0.1], 'flesh'), limb(hips, [0, B + 0.04, -0.34], 0.04, 'teamDark'));
  parts.push(...[0, 1, 2].map((i) => spike(add(chest, [0, 0.04 - i * 0.1, -0.12]), add(chest, [0, 0.08 - i * 0.1, -0.26]), 0.03, 'plasma', 5)));
  return parts;
}

function cacodemon(): PaintedPart[] {
  const c: V3 = [0, 0.5, 0];
  return [
    flightStand(0.3),
    ball(c, 0.24, 'team'),
    ball(add(c, [0, 0.07, 0.2]), 0.08, 'glow'),
    ball(add(c, [0, 0.07, 0.27]), 0.035, 'plasma'),
    block(add(c, [0, -0.1, 0.18]), [0.28, 0.09, 0.1], 'flesh'),
    ...[-2, -1, 0, 1, 2].map((i) => spike(add(c, [i * 0.05, -0.06, 0.23]), add(c, [i * 0.05, -0.12, 0.25]), 0.015, 'bone', 4)),
    // A crest of horns across the crown.
    ...[-2, -1, 0, 1, 2].map((i) => spike(add(c, [i * 0.08, 0.2 - Math.abs(i) * 0.03, -0.02]), add(c, [i * 0.14, 0.38 - Math.abs(i) * 0.05, -0.06]), 0.035, 'bone', 6)),
  ];
}

function hellKnight(): PaintedPart[] {
  const b = body({ height: 0.92, build: 1.45, lean: 0.35, crouch: 0.15, stance: 0.15, head: 0.7, skin: 'team', torso: 'team', legs: 'teamDark' });
  const l = reachTo(b, 0, [0.5, -0.8, 0.35], 1.15);
  const r = reachTo(b, 1, [-0.5, -0.8, 0.35], 1.15);
  return [
    ...b.parts,
    ...arm(b, 0, l, 'team', 'team'),
    ...arm(b, 1, r, 'team', 'team'),
    ...[-1, 0, 1].flatMap((i) => [spike(l, add(l, [i * 0.03, -0.12, 0.06]), 0.014, 'bone', 4), spike(r, add(r, [i * 0.03, -0.12, 0.06]), 0.014, 'bone', 4)]),
    ball(add(b.back, [0, 0.1, 0.04]), 0.16, 'team', [1.5, 0.8, 1]),
    ring(add(b.head, [0, -0.01, 0]), b.headR * 1.05, 0.012, 'glow', [Math.PI / 2, 0, 0]),
  ];
}

function revenant(): PaintedPart[] {
  const b = body({ height: 0.86, build: 0.65, skin: 'bone', torso: 'bone', legs: 'bone' });
  const parts = [...b.parts, ...arm(b, 0, reachTo(b, 0, [0.5, -0.6, 0.4], 1), 'bone', 'bone'), ...arm(b, 1, reachTo(b, 1, [-0.5, -0.6, 0.4], 1), 'bone', 'bone')];
  // Ribs in team colour armour, and two launchers standing up off the shoulders.
  parts.push(ball(add(b.chest, [0, 0, -0.02]), b.chestR, 'team', [1.1, 1, 0.6]));
  for (const s of b.shoulders) {
    const base = add(s, [0, 0.02, -0.08]);
    parts.push(...tube(add(base, [0, -0.02, -0.04]), add(base, [s[0] * 0.6, 0.3, 0.08]), 0.04, 'team'));
  }
  parts.push(ball(add(b.head, [0.02, 0, b.headR * 0.85]), 0.014, 'fire'), ball(add(b.head, [-0.02, 0, b.headR * 0.85]), 0.014, 'fire'));
  return parts;
}

function summoner(): PaintedPart[] {
  const b = body({ height: 0.9, build: 0.75, coat: { length: 0.36, flare: 0.2, paint: 'teamDark' }, skin: 'flesh' });
  const l = reachTo(b, 0, [0.7, 0.8, 0.2], 1);
  const r = reachTo(b, 1, [-0.7, 0.8, 0.2], 1);
  return [
    ...b.parts,
    ...arm(b, 0, l, 'team', 'flesh'),
    ...arm(b, 1, r, 'team', 'flesh'),
    ball(add(l, [0.02, 0.06, 0]), 0.05, 'fire'),
    ball(add(r, [-0.02, 0.06, 0]), 0.05, 'fire'),
    // A tall crest of spines on the head.
    ...[-1, 0, 1].map((i) => spike(add(b.head, [i * 0.03, b.headR * 0.6, -0.01]), add(b.head, [i * 0.06, b.headR * 0.6 + 0.16 - Math.abs(i) * 0.05, -0.06]), 0.02, 'bone', 5)),
  ];
}

function mancubus(): PaintedPart[] {
  // A fat belly on short legs, two long cannon arms laid forward along the base.
  const belly: V3 = [0, 0.46, -0.12];
  const parts: PaintedPart[] = [ball(belly, 0.36, 'team', [1.05, 0.95, 1]), ball(add(belly, [0, 0.3, 0.12]), 0.12, 'team'), ball(add(belly, [0, 0.26, 0.24]), 0.06, 'flesh', [1.5, 0.6, 0.6])];
  for (const s of [1, -1]) {
    parts.push(limb([s * 0.16, 0.3, -0.12], [s * 0.2, B + 0.04, -0.1], 0.08, 'teamDark'));
    const shoulder: V3 = [s * 0.34, 0.56, -0.06];
    parts.push(ball(shoulder, 0.1, 'gunmetal'), ...tube(add(shoulder, [0, -0.06, 0]), [s * 0.36, 0.42, 0.82], 0.07, 'gunmetal'));
    parts.push(ball([s * 0.36, 0.42, 0.84], 0.045, 'fire'));
  }
  parts.push(rod(add(belly, [0, 0.2, -0.3]), add(belly, [0, 0.34, -0.42]), 0.06, 'gunmetal'));
  return parts;
}

function baron(): PaintedPart[] {
  const b = body({ height: 1.05, build: 1.6, stance: 0.17, stride: 0.06, crouch: 0.1, skin: 'team', torso: 'team', legs: 'teamDark' });
  const fire = reachTo(b, 0, [0.6, 0.2, 0.8], 1);
  const fist = reachTo(b, 1, [-0.5, -0.8, 0.3], 1);
  return [
    ...b.parts,
    // Goat legs: hooves and back-bent hocks.
    ...[1, -1].map((s) => ball([s * 0.17, B + 0.03, 0.02], 0.05, 'cloth', [1, 0.6, 1.3])),
    ...[1, -1].map((s) => ball([s * 0.13, 0.3, -0.08], 0.09, 'teamDark', [1, 1.3, 1])),
    ...arm(b, 0, fire, 'team', 'team'),
    ...arm(b, 1, fist, 'team', 'team'),
    ball(add(fire, [0, 0.04, 0.06]), 0.09, 'plasma'),
    ...hornPair(add(b.head, [b.headR * 0.6, b.headR * 0.5, 0]), [0.2, 0.26, 0.04], 0.035),
    ball(add(b.head, [0, -0.02, b.headR * 0.85]), 0.025, 'glow', [2, 0.5, 0.5]),
  ];
}

function cyberdemon(): PaintedPart[] {
  const b = body({ height: 1.2, build: 1.9, stance: 0.22, skin: 'team', torso: 'team', legs: 'teamDark' });
  const [sr, sl] = b.shoulders;
  const muzzle: V3 = [0.78, sr[1] - 0.06, 0.16];
  return [
    ...b.parts,
    // The rocket arm held straight out sideways, and a steel left leg.
    ...tube(add(sr, [0.04, -0.02, 0]), muzzle, 0.085),
    ball(muzzle, 0.05, 'fire'),
    ...arm(b, 1, reachTo(b, 1, [-0.7, -0.6, 0.4], 1), 'team', 'team'),
    rod([-0.22, b.hip, 0], [-0.22, B + 0.04, 0.04], 0.05, 'metal', 0.07),
    turned([-0.22, B, 0.04], [[0, 0], [0.09, 0], [0.06, 0.08], [0, 0.08]], 'metal'),
    ...hornPair(add(b.head, [b.headR * 0.7, b.headR * 0.4, 0]), [0.22, 0.2, 0.14], 0.045),
    ball(add(sl, [0, 0.04, 0]), 0.13, 'gunmetal'),
    block(add(b.chest, [0, 0, 0.02]), [0.2, 0.12, 0.04], 'gunmetal'),
  ];
}

const SMALL = { shape: 'hex' } as const;
const LARGE = { shape: 'octagon' } as const;

export const DOOM_DEMONS = defineKit({
  'doom-possessed': { ...DEMON, name: 'Possessed', description: 'Shambling corpse leaning in, arms reaching forward.', footprint: [0.55, 0.55], base: { ...SMALL, letter: 'P' }, sculpt: possessed },
  'doom-imp': { ...DEMON, name: 'Imp', description: 'Crouched, spiked, thin demon holding a fireball up.', footprint: [0.5, 0.5], base: { ...SMALL, letter: 'I' }, sculpt: imp },
  'doom-possessed-soldier': { ...DEMON, name: 'Possessed Soldier', description: 'Helmeted soldier behind a glowing energy shield, rifle low.', footprint: [0.56, 0.56], base: { ...SMALL, letter: 'S' }, sculpt: possessedSoldier },
  'doom-lost-soul': { ...DEMON, name: 'Lost Soul', description: 'A horned skull trailing flames, on a flight stand.', footprint: [0.6, 0.6], base: { ...SMALL, letter: 'L' }, sculpt: lostSoul },
  'doom-pinky': { ...DEMON, name: 'Pinky', description: 'A charging head of jaws and tusks on a short body.', footprint: [0.55, 0.9], base: { ...SMALL, letter: 'N', letterAt: 0.9 }, sculpt: pinky },
  'doom-spectre': { ...DEMON, name: 'Spectre', description: 'A pinky rearing on its hind legs, claws up, glassy spines on its back.', footprint: [0.55, 0.9], base: { ...SMALL, letter: 'E', letterAt: 0.9 }, sculpt: spectre },
  'doom-cacodemon': { ...DEMON, name: 'Cacodemon', description: 'A big one-eyed ball with a crest of horns, low on a stand.', footprint: [0.7, 0.7], base: { ...SMALL, letter: 'C' }, sculpt: cacodemon },
  'doom-hell-knight': { ...DEMON, name: 'Hell Knight', description: 'Hulking stooped demon with long clawed arms to the ground.', footprint: [0.8, 0.8], base: { ...SMALL, letter: 'K' }, sculpt: hellKnight },
  'doom-revenant': { ...DEMON, name: 'Revenant', description: 'A tall thin skeleton with two launchers up from its shoulders.', footprint: [0.62, 0.62], base: { ...SMALL, letter: 'R' }, sculpt: revenant },
  'doom-summoner': { ...DEMON, name: 'Summoner', description: 'Robed thin demon with both hands raised holding fire, spined crest.', footprint: [0.62, 0.62], base: { ...SMALL, letter: 'U' }, sculpt: summoner },
  'doom-mancubus': { ...DEMON, name: 'Mancubus', description: 'A huge belly on stubby legs with two cannon arms laid forward.', footprint: [0.95, 1.85], base: { ...LARGE, letter: 'M', letterAt: 0.92 }, sculpt: mancubus },
  'doom-baron-of-hell': { ...DEMON, name: 'Baron of Hell', description: 'Goat-legged horned giant with a green fireball in hand.', footprint: [1.1, 1.1], base: { ...LARGE, letter: 'B' }, sculpt: baron },
  'doom-cyberdemon': { ...DEMON, name: 'Cyberdemon', description: 'Towering horned giant with a rocket arm held out sideways and a steel leg.', footprint: [1.7, 1.2], base: { ...LARGE, letter: 'Y' }, sculpt: cyberdemon },
});
