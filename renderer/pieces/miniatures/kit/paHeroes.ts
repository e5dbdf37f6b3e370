/**
 * Planet Apocalypse's heroes (one sculpt each) and trooper types. Each hero's
 * pose and big prop is what tells it apart from above: Hannah's long rifle
 * laid forward, Maxwell's steel helmet and raised sabre, Tarang's wide silat
 * stance, Naomi's robe and tall staff, Cindrew's witch hat and broom, John
 * Dark's fedora and lantern held out, Doc Hunter's field pack, Amelia's
 * flag, Moose's axe overhead. Heroes stand on round bases, troopers on square.
 */
import { arm, body, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { axe, backpack, blade, cape, flag, hat, helmet, pistol, rifle, shield, staff } from '../props';
import { add, ball, block, limb, panel, ring, rod, spike, type V3 } from '../shapes';
import { defineKit, type MiniatureSpec } from '../spec';

const HERO: Pick<MiniatureSpec, 'game' | 'kind' | 'footprint'> = { game: 'planet-apocalypse', kind: 'hero', footprint: [0.62, 0.62] };
const TROOPER: Pick<MiniatureSpec, 'game' | 'kind' | 'footprint'> = { game: 'planet-apocalypse', kind: 'trooper', footprint: [0.5, 0.5] };

function hannah(): PaintedPart[] {
  const b = body({ height: 0.74, crouch: 0.38, stance: 0.13, stride: 0.08, lean: 0.25 });
  const [sr] = b.shoulders;
  const butt: V3 = [sr[0] * 0.55, sr[1] - 0.02, sr[2] + 0.02];
  const muzzle: V3 = [0.1, sr[1] + 0.02, 0.82];
  return [
    ...b.parts,
    ...rifle(butt, muzzle, { scope: true }),
    ...arm(b, 0, add(butt, [0.02, -0.03, 0.12])),
    ...arm(b, 1, [0.06, sr[1] - 0.03, 0.34]),
    // Bipod legs down to the ground near the muzzle, and a ponytail.
    limb([0.09, sr[1] - 0.01, 0.6], [0.16, 0.08, 0.66], 0.008, 'gunmetal'),
    limb([0.09, sr[1] - 0.01, 0.6], [0.02, 0.08, 0.66], 0.008, 'gunmetal'),
    limb(add(b.head, [0, 0.02, -b.headR]), add(b.head, [0, -0.12, -b.headR * 1.8]), 0.022, 'leather'),
  ];
}

function maxwell(): PaintedPart[] {
  const b = body({ height: 0.8, coat: { length: 0.2, flare: 0.2, paint: 'teamDark' } });
  const sabreHand = reachTo(b, 0, [0.4, 0.9, 0.3], 0.9);
  const caneHand: V3 = [-0.27, 0.36, 0.1];
  return [
    ...b.parts,
    // The old soldier's wide steel helmet.
    ...hat(b.head, b.headR, { brim: 0.15, crown: 0.055, crownR: b.headR * 1.05, paint: 'green', tilt: [0.12, 0, 0] }),
    ...arm(b, 0, sabreHand),
    ...blade(sabreHand, add(sabreHand, [0.12, 0.42, 0.08]), 0.032),
    ...arm(b, 1, caneHand),
    ...staff([-0.33, 0.07, 0.16], caneHand, { r: 0.014, paint: 'wood' }),
    ball(add(b.head, [0, -0.04, b.headR * 0.9]), 0.03, 'white'),
  ];
}

function tarang(): PaintedPart[] {
  const b = body({ height: 0.7, crouch: 0.3, stance: 0.24, lean: 0.1 });
  const strike = reachTo(b, 0, [1, 0.05, 1], 1);
  const guard = reachTo(b, 1, [-1, 0.6, -0.4], 0.95);
  return [
    ...b.parts,
    ...arm(b, 0, strike, 'skin'),
    ...arm(b, 1, guard, 'skin'),
    // The kris: a short wavy blade.
    ...blade(strike, add(strike, [0.16, 0.03, 0.14]), 0.03, 'metal', false),
    // Headband with two long tails flying back.
    ring(add(b.head, [0, 0.01, 0]), b.headR * 1.02, 0.014, 'red', [Math.PI / 2, 0, 0]),
    limb(add(b.head, [0.02, 0, -b.headR]), add(b.head, [0.1, -0.05, -0.26]), 0.012, 'red'),
    limb(add(b.head, [-0.02, 0, -b.headR]), add(b.head, [-0.06, -0.09, -0.24]), 0.012, 'red'),
  ];
}

function naomi(): PaintedPart[] {
  const b = body({ height: 0.78, coat: { length: 0.33, flare: 0.2 } });
  const staffHand = reachTo(b, 1, [-0.6, -0.2, 0.3], 0.85);
  const palm = reachTo(b, 0, [0.3, 0.5, 1], 0.95);
  return [
    ...b.parts,
    // Hood: a larger shell behind and over the head, and her cursed eye glowing.
    ball(add(b.head, [0, 0.015, -0.02]), b.headR * 1.3, 'teamDark', [1, 1.1, 1.05]),
    ball(add(b.head, [0.025, 0.005, b.headR * 0.95]), 0.018, 'glow'),
    ...arm(b, 1, staffHand),
    ...staff([staffHand[0], 0.07, staffHand[2]], add(staffHand, [0, 0.55, 0]), { orb: 0.06, orbPaint: 'plasma' }),
    ...arm(b, 0, palm),
  ];
}

function cindrew(): PaintedPart[] {
  const b = body({ height: 0.76, coat: { length: 0.3, flare: 0.22 } });
  const low: V3 = [-0.12, 0.42, 0.2];
  const high: V3 = [0.1, 0.56, 0.12];
  const stickA: V3 = [-0.36, 0.2, 0.3];
  const stickB: V3 = [0.3, 0.72, -0.02];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.17, crown: 0.32, point: true, paint: 'cloth' }),
    ...arm(b, 1, low),
    ...arm(b, 0, high),
    rod(stickA, stickB, 0.014, 'wood'),
    spike(add(stickA, [0.12, 0.09, -0.05]), add(stickA, [-0.05, -0.04, 0.03]), 0.07, 'leather', 9),
    // Fidget the familiar: a black cat on her shoulder.
    ball(add(b.shoulders[1], [-0.02, 0.07, -0.02]), 0.055, 'cloth', [1, 0.8, 1.3]),
    ball(add(b.shoulders[1], [-0.03, 0.14, 0.05]), 0.04, 'cloth'),
    spike(add(b.shoulders[1], [-0.05, 0.17, 0.05]), add(b.shoulders[1], [-0.06, 0.22, 0.05]), 0.014, 'cloth', 4),
    spike(add(b.shoulders[1], [-0.01, 0.17, 0.05]), add(b.shoulders[1], [0, 0.22, 0.05]), 0.014, 'cloth', 4),
    limb(add(b.shoulders[1], [-0.02, 0.06, -0.08]), add(b.shoulders[1], [-0.12, 0.16, -0.14]), 0.01, 'cloth'),
  ];
}

function johnDark(): PaintedPart[] {
  const b = body({ height: 0.8, coat: { length: 0.22, flare: 0.2, paint: 'leather' } });
  const lampHand = reachTo(b, 1, [-1, 0.1, 0.25], 1);
  const gunHand = reachTo(b, 0, [0.15, -0.05, 1], 0.95);
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.12, crown: 0.07, paint: 'cloth' }),
    ...arm(b, 1, lampHand, 'leather'),
    ...arm(b, 0, gunHand, 'leather'),
    ...pistol(gunHand, add(gunHand, [0, 0, 1])),
    limb(lampHand, add(lampHand, [0, -0.08, 0]), 0.006, 'gunmetal'),
    block(add(lampHand, [0, -0.14, 0]), [0.07, 0.09, 0.07], 'gunmetal'),
    ball(add(lampHand, [0, -0.14, 0]), 0.04, 'fire'),
  ];
}

function docHunter(): PaintedPart[] {
  const b = body({ height: 0.8, build: 1.05 });
  const fore: V3 = [-0.16, 0.56, 0.2];
  const rear: V3 = [0.12, 0.42, 0.14];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0, crown: 0.05, paint: 'white' }),
    ...backpack(b.back, [0.34, 0.34, 0.2], 'white'),
    panel([add(b.back, [-0.04, 0.02, -0.205]), add(b.back, [0.04, 0.02, -0.205]), add(b.back, [0.04, -0.1, -0.205]), add(b.back, [-0.04, -0.1, -0.205])], 0.01, 'red'),
    block(add(b.back, [0, -0.04, -0.205]), [0.2, 0.07, 0.012], 'red'),
    ...rifle(rear, add(fore, [-0.12, 0.1, 0.12]), { thick: 1.3 }),
    ...arm(b, 0, rear),
    ...arm(b, 1, fore),
  ];
}

function amelia(): PaintedPart[] {
  const b = body({ height: 0.78 });
  const flagHand = reachTo(b, 1, [-0.5, -0.3, 0.2], 0.8);
  const point = reachTo(b, 0, [0.35, 0.45, 1], 1);
  return [
    ...b.parts,
    // Beret, worn tilted.
    ball(add(b.head, [0.02, b.headR * 0.65, 0]), b.headR * 1.05, 'teamDark', [1.1, 0.35, 1.1], [0, 0, -0.3]),
    ...arm(b, 1, flagHand),
    ...flag([flagHand[0], 0.07, flagHand[2]], add(flagHand, [0, 0.62, 0]), [-0.32, 0, -0.08], 0.2, 'white'),
    ...arm(b, 0, point),
  ];
}

function moose(): PaintedPart[] {
  const b = body({ height: 0.9, build: 1.4, stance: 0.12 });
  const h1: V3 = [0.12, 0.98, 0.04];
  const h2: V3 = [0.02, 0.86, 0.06];
  return [
    ...b.parts,
    ...arm(b, 0, h1),
    ...arm(b, 1, h2),
    ...axe([-0.12, 0.66, 0.08], [0.28, 1.22, -0.02], [0.6, -0.2, 0.2], { double: true, size: 1.35 }),
    // Beard.
    spike(add(b.head, [0, -0.01, b.headR * 0.6]), add(b.head, [0, -0.14, b.headR * 0.9]), 0.055, 'leather', 8),
  ];
}

function volunteer(): PaintedPart[] {
  const b = body({ height: 0.68, torso: 'team', legs: 'cloth' });
  const grip: V3 = [0.1, 0.62, -0.02];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0, crown: 0.03, paint: 'teamDark' }),
    block(add(b.head, [0, b.headR * 0.55, b.headR * 0.9]), [0.08, 0.012, 0.07], 'teamDark'),
    ...arm(b, 0, grip),
    ...arm(b, 1, add(grip, [-0.05, -0.03, 0.02])),
    rod(grip, [0.2, 0.92, -0.22], 0.016, 'wood', 0.03),
  ];
}

function militia(): PaintedPart[] {
  const b = body({ height: 0.7 });
  const fore: V3 = [-0.1, 0.62, 0.16];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.085, crown: 0.05, paint: 'leather' }),
    ...rifle([0.14, 0.36, 0.08], [-0.16, 0.9, 0.2]),
    ...arm(b, 0, [0.12, 0.4, 0.1]),
    ...arm(b, 1, fore),
  ];
}

function police(): PaintedPart[] {
  const b = body({ height: 0.7 });
  const shieldAt: V3 = [-0.04, 0.36, 0.2];
  const baton = reachTo(b, 0, [0.3, 1, 0.1], 0.9);
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'cloth', 'plasma'),
    ...shield(shieldAt, [0, 0, 1], 0.32, 0.5, { paint: 'plasma' }),
    ...arm(b, 1, add(shieldAt, [0, 0.05, -0.04])),
    ...arm(b, 0, baton),
    rod(baton, add(baton, [0.04, 0.2, -0.05]), 0.016, 'gunmetal'),
  ];
}

function army(): PaintedPart[] {
  const b = body({ height: 0.7, lean: 0.1 });
  const [sr] = b.shoulders;
  const butt: V3 = [sr[0] * 0.6, sr[1] - 0.02, sr[2] + 0.04];
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'green'),
    ...backpack(b.back, [0.24, 0.24, 0.12], 'green'),
    ...rifle(butt, [0.05, sr[1], 0.5]),
    ...arm(b, 0, add(butt, [0, -0.03, 0.1])),
    ...arm(b, 1, [0.02, sr[1] - 0.04, 0.3]),
  ];
}

function specialForces(): PaintedPart[] {
  const b = body({ height: 0.62, crouch: 0.4, stance: 0.14, stride: -0.08, lean: 0.35, legs: 'cloth', torso: 'team' });
  const [sr] = b.shoulders;
  return [
    ...b.parts,
    ball(b.head, b.headR * 1.08, 'cloth'),
    // Night-vision goggles.
    limb(add(b.head, [0.025, 0.02, b.headR]), add(b.head, [0.025, 0.02, b.headR + 0.07]), 0.014, 'glow'),
    limb(add(b.head, [-0.025, 0.02, b.headR]), add(b.head, [-0.025, 0.02, b.headR + 0.07]), 0.014, 'glow'),
    ...rifle([sr[0] * 0.5, sr[1] - 0.04, sr[2] + 0.05], [0.03, sr[1] - 0.02, 0.42], { thick: 1.2 }),
    ...arm(b, 0, [sr[0] * 0.5, sr[1] - 0.08, sr[2] + 0.14]),
    ...arm(b, 1, [0.02, sr[1] - 0.06, 0.3]),
  ];
}

function cosmonaut(): PaintedPart[] {
  const b = body({ height: 0.7, build: 1.15, legs: 'cloth', torso: 'white' });
  const [sr] = b.shoulders;
  return [
    ...b.parts,
    // Round pressure helmet with a glowing visor, a life-support box on the back, a rifle held across.
    ball(b.head, b.headR * 1.35, 'white'),
    block(add(b.head, [0, 0.005, b.headR * 0.95]), [0.09, 0.05, 0.03], 'glow'),
    ...backpack(b.back, [0.22, 0.26, 0.1], 'white'),
    ...rifle([sr[0] * 0.6, sr[1] - 0.06, sr[2] + 0.06], [0.04, sr[1] - 0.04, 0.42]),
    ...arm(b, 0, [sr[0] * 0.6, sr[1] - 0.1, sr[2] + 0.14]),
    ...arm(b, 1, [0.02, sr[1] - 0.08, 0.3]),
  ];
}

function astronaut(): PaintedPart[] {
  const b = body({ height: 0.7, build: 1.15, lean: 0.15, stride: 0.1, legs: 'cloth', torso: 'white' });
  const [sr] = b.shoulders;
  return [
    ...b.parts,
    // Helmet and visor, a thruster pack with two glowing nozzles, a carbine raised.
    ball(b.head, b.headR * 1.35, 'white'),
    block(add(b.head, [0, 0.005, b.headR * 0.95]), [0.09, 0.05, 0.03], 'glow'),
    ...backpack(b.back, [0.26, 0.3, 0.12], 'gunmetal'),
    limb(add(b.back, [0.06, -0.14, -0.06]), add(b.back, [0.06, -0.22, -0.08]), 0.03, 'glow'),
    limb(add(b.back, [-0.06, -0.14, -0.06]), add(b.back, [-0.06, -0.22, -0.08]), 0.03, 'glow'),
    ...rifle([sr[0] * 0.5, sr[1] - 0.04, sr[2] + 0.05], [0.03, sr[1] + 0.02, 0.42]),
    ...arm(b, 0, [sr[0] * 0.5, sr[1] - 0.08, sr[2] + 0.14]),
    ...arm(b, 1, [0.02, sr[1] - 0.04, 0.3]),
  ];
}

function dorothy(): PaintedPart[] {
  const b = body({ height: 0.76, coat: { length: 0.32, flare: 0.17, paint: 'white' } });
  const bagHand = reachTo(b, 1, [-0.5, -1, 0.15], 0.9);
  const wave = reachTo(b, 0, [0.45, 1, 0.15], 0.95);
  return [
    ...b.parts,
    // Nurse's cap with a red cross, a big medical bag swung low, the other arm waving.
    block(add(b.head, [0, b.headR * 0.8, 0]), [0.11, 0.045, 0.09], 'white'),
    block(add(b.head, [0, b.headR * 0.8, 0.046]), [0.035, 0.03, 0.004], 'red'),
    ...arm(b, 1, bagHand),
    ...arm(b, 0, wave),
    block(add(bagHand, [0, -0.1, 0]), [0.2, 0.14, 0.1], 'leather'),
    block(add(bagHand, [0, -0.1, 0.052]), [0.05, 0.05, 0.004], 'red'),
  ];
}

function victorSteele(): PaintedPart[] {
  const b = body({ height: 0.82, build: 1.05 });
  const point = reachTo(b, 0, [0.3, 0.75, 0.6], 1);
  const hip: V3 = [-0.14, 0.42, 0.06];
  return [
    ...b.parts,
    // Officer's peaked cap, a long cape, pistol raised to lead the charge.
    ...hat(b.head, b.headR, { brim: 0.07, crown: 0.06, crownR: b.headR * 1.15, paint: 'green', tilt: [-0.15, 0, 0] }),
    ...cape(b.shoulders[0][1], 0.34, b.back[2] - 0.02, 0.12, 'teamDark', 1.8),
    ...arm(b, 0, point),
    ...pistol(point, add(point, [0.2, 0.5, 0.4])),
    ...arm(b, 1, hip),
  ];
}

function penrod(): PaintedPart[] {
  const b = body({ height: 0.78, build: 1.35, stance: 0.16, stride: 0.1, crouch: 0.12, lean: 0.12, torso: 'skin' });
  const jab = reachTo(b, 0, [0.1, 0.35, 1], 0.95);
  const guard: V3 = [-0.08, b.head[1] - 0.05, b.head[2] + 0.14];
  return [
    ...b.parts,
    // Bare-chested boxer: fists up, one jabbing, big gloves.
    ...arm(b, 0, jab, 'skin', 'red'),
    ...arm(b, 1, guard, 'skin', 'red'),
    ball(jab, 0.06, 'red'),
    ball(guard, 0.06, 'red'),
    ring(add(b.head, [0, -b.headR * 1.3, 0]), b.chestR * 0.5, 0.012, 'teamDark'),
  ];
}

function bernice(): PaintedPart[] {
  const b = body({ height: 0.8, coat: { length: 0.24, flare: 0.15, paint: 'teamDark' } });
  const caseHand = reachTo(b, 0, [0.8, -0.7, 0], 0.95);
  const mouth = add(b.head, [-0.02, -0.03, b.headR + 0.03]);
  return [
    ...b.parts,
    // Hair in a bun, a heavy briefcase held out, a handkerchief to her mouth.
    ball(add(b.head, [0, b.headR * 0.6, -b.headR * 0.7]), b.headR * 0.55, 'leather'),
    ...arm(b, 0, caseHand),
    block(add(caseHand, [0.02, -0.13, 0]), [0.07, 0.22, 0.28], 'leather'),
    block(add(caseHand, [0.02, -0.01, 0]), [0.02, 0.03, 0.1], 'gold'),
    ...arm(b, 1, mouth),
    ball(add(mouth, [0, -0.02, 0.02]), 0.035, 'white', [1.2, 1, 0.6]),
  ];
}

function cissy(): PaintedPart[] {
  const b = body({ height: 0.72, head: 1.05, coat: { length: 0.3, flare: 0.24, paint: 'cloth' } });
  const l: V3 = [-0.16, b.shoulders[0][1] + 0.04, 0.3];
  const r: V3 = [0.16, b.shoulders[0][1] + 0.04, 0.3];
  const spine: V3 = [0, b.shoulders[0][1] + 0.02, 0.34];
  return [
    ...b.parts,
    // Long loose hair, a huge open grimoire held up before her with a glowing sigil.
    ball(add(b.head, [0, -0.04, -b.headR * 0.5]), b.headR * 1.2, 'leather', [1.05, 1.5, 0.8]),
    ...arm(b, 0, r),
    ...arm(b, 1, l),
    panel([spine, add(spine, [0, 0.26, 0]), add(r, [0.08, 0.24, -0.06]), add(r, [0.08, -0.02, -0.06])], 0.015, 'leather'),
    panel([spine, add(spine, [0, 0.26, 0]), add(l, [-0.08, 0.24, -0.06]), add(l, [-0.08, -0.02, -0.06])], 0.015, 'leather'),
    ball(add(spine, [0, 0.13, 0.04]), 0.035, 'glow'),
  ];
}

function madeleine(): PaintedPart[] {
  const b = body({ height: 0.74, stance: 0.1, stride: -0.1, lean: -0.05 });
  const up = reachTo(b, 1, [-0.15, 1, 0], 1);
  const fore: V3 = [0.1, 0.5, 0.2];
  return [
    ...b.parts,
    // Resistance fighter: scarf trailing behind, a grenade held high, a sten gun at the hip.
    ...hat(b.head, b.headR, { brim: 0.02, crown: 0.03, crownR: b.headR * 1.2, paint: 'cloth', tilt: [0, 0, 0.35] }),
    limb(add(b.head, [0, -b.headR * 1.2, -0.03]), add(b.head, [0.12, -b.headR * 2.2, -0.28]), 0.02, 'red'),
    ...arm(b, 1, up),
    ball(add(up, [0, 0.05, 0]), 0.04, 'green'),
    ...rifle([0.12, 0.42, -0.04], [0.06, 0.5, 0.4], { thick: 1.1 }),
    ...arm(b, 0, fore),
  ];
}

export const PA_HEROES = defineKit({
  'pa-hannah': { ...HERO, name: 'Hannah Hazard', description: 'Kneeling sniper: a long scoped rifle laid out forward on a bipod.', base: { letter: 'H' }, sculpt: hannah },
  'pa-maxwell': { ...HERO, name: 'Prof. Maxwell', description: 'Old soldier in a greatcoat and wide steel helmet, sabre raised, cane planted out to the side.', base: { letter: 'M' }, sculpt: maxwell },
  'pa-tarang': { ...HERO, name: 'Tarang', description: 'Silat master in a wide low stance, striking with a kris, headband tails flying.', base: { letter: 'T' }, sculpt: tarang },
  'pa-naomi': { ...HERO, name: 'Naomi Joslyn', description: 'Hooded seer in a long robe with a tall staff crowned by a glowing orb.', base: { letter: 'N' }, sculpt: naomi },
  'pa-cindrew': { ...HERO, name: 'Cindrew', description: 'Witch in a tall pointed hat holding a broom across her, a black cat on her shoulder.', base: { letter: 'C' }, sculpt: cindrew },
  'pa-john-dark': { ...HERO, name: 'John Dark', description: 'Investigator in fedora and trench coat, a lantern held out at arm\'s length, revolver forward.', base: { letter: 'J' }, sculpt: johnDark },
  'pa-doc-hunter': { ...HERO, name: 'Doc Hunter', description: 'Combat surgeon with a big white field pack marked with a cross and a shotgun across the chest.', base: { letter: 'D' }, sculpt: docHunter },
  'pa-amelia': { ...HERO, name: 'Amelia Azevedo', description: 'Camp commander in a beret pointing the way, a white flag on a tall pole.', base: { letter: 'A' }, sculpt: amelia },
  'pa-moose': { ...HERO, name: 'Moose Kowalski', description: 'Huge bearded logger swinging a double axe above his head.', base: { letter: 'K' }, sculpt: moose },
  'pa-dorothy': { ...HERO, name: 'Dorothy Hall', description: 'Field nurse in a long white dress and cap, a big medical bag swung low, waving with the other hand.', base: { letter: 'O' }, sculpt: dorothy },
  'pa-victor-steele': { ...HERO, name: 'Victor Steele', description: 'Officer in a peaked cap and long cape, pistol raised to lead the charge.', base: { letter: 'V' }, sculpt: victorSteele },
  'pa-penrod': { ...HERO, name: 'Penrod', description: 'Bare-chested heavyweight boxer in a forward stance, red gloves up, one jabbing.', base: { letter: 'P' }, sculpt: penrod },
  'pa-bernice': { ...HERO, name: 'Bernice', description: 'Lawyer in a dark coat holding a heavy briefcase out to the side, a handkerchief at her mouth.', base: { letter: 'B' }, sculpt: bernice },
  'pa-cissy': { ...HERO, name: 'Cissy', description: 'Long-haired occult student holding a huge open grimoire up before her, a sigil glowing on it.', base: { letter: 'S' }, sculpt: cissy },
  'pa-madeleine': { ...HERO, name: 'Madeleine', description: 'Resistance fighter in a tilted beret, scarf trailing, a grenade held high and a sten gun at the hip.', base: { letter: 'E' }, sculpt: madeleine },
  'pa-volunteer': { ...TROOPER, name: 'Volunteer', description: 'Townsperson in a cap with a baseball bat over the shoulder.', base: { shape: 'square', letter: 'V' }, sculpt: volunteer },
  'pa-militia': { ...TROOPER, name: 'Citizen Militia', description: 'Hunter in a brimmed hat holding a rifle across the body.', base: { shape: 'square', letter: 'M' }, sculpt: militia },
  'pa-police': { ...TROOPER, name: 'Police', description: 'Riot officer behind a tall clear shield, baton raised.', base: { shape: 'square', letter: 'P' }, sculpt: police },
  'pa-army': { ...TROOPER, name: 'Army', description: 'Helmeted soldier with a pack, rifle shouldered and aimed.', base: { shape: 'square', letter: 'A' }, sculpt: army },
  'pa-special-forces': { ...TROOPER, name: 'Special Forces', description: 'Crouched operator with night-vision goggles and a carbine.', base: { shape: 'square', letter: 'S' }, sculpt: specialForces },
  'pa-cosmonaut': { ...TROOPER, name: 'Cosmonaut', description: 'Crewman in a white pressure suit and round helmet, life-support box on the back, rifle across the body.', base: { shape: 'square', letter: 'C' }, sculpt: cosmonaut },
  'pa-astronaut': { ...TROOPER, name: 'Astronaut', description: 'Suited crewman striding forward with a thruster pack, two nozzles glowing, carbine raised.', base: { shape: 'square', letter: 'N' }, sculpt: astronaut },
});
