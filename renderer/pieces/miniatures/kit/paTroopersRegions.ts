/**
 * Miniatures for the Planet Apocalypse regions' troopers (core/games/
 * planet-apocalypse/content/troopersRegions.ts): each a pose and prop of its
 * own so that no two trooper types share a silhouette on the table.
 */
import { arm, body, reachTo } from '../anatomy';
import type { PaintedPart } from '../bake';
import { backpack, blade, cape, flag, hat, helmet, pistol, rifle, staff, tube } from '../props';
import { add, ball, block, limb, type V3 } from '../shapes';
import { defineKit, type MiniatureSpec } from '../spec';

const TROOPER: Pick<MiniatureSpec, 'game' | 'kind' | 'footprint'> = { game: 'planet-apocalypse', kind: 'trooper', footprint: [0.5, 0.5] };

function gang(): PaintedPart[] {
  // Slouched, legs wide, a pistol held out sideways at arm's length, a bandana.
  const b = body({ height: 0.66, stance: 0.16, lean: -0.1, legs: 'cloth', torso: 'team' });
  const hand = reachTo(b, 0, [1, 0.15, 0.25], 1);
  return [
    ...b.parts,
    block(add(b.head, [0, b.headR * 0.5, 0]), [b.headR * 1.05, 0.03, b.headR * 1.05], 'red'),
    ...arm(b, 0, hand),
    ...pistol(hand, add(hand, [0.12, 0, 0.02])),
    ...arm(b, 1, [-0.14, 0.38, 0.02]),
  ];
}

function evangelicals(): PaintedPart[] {
  // A long robe and a tall cross held high in both hands.
  const b = body({ height: 0.72, coat: { length: 0.3, flare: 0.35, paint: 'white' }, torso: 'white' });
  const top: V3 = [0.02, 1.2, 0.12];
  return [
    ...b.parts,
    ...staff([0.02, 0.3, 0.12], top, { r: 0.016, paint: 'wood' }),
    limb(add(top, [-0.1, -0.12, 0]), add(top, [0.1, -0.12, 0]), 0.016, 'wood'),
    ...arm(b, 0, [0.04, 0.86, 0.12]),
    ...arm(b, 1, [0, 0.7, 0.12]),
  ];
}

function nationalGuard(): PaintedPart[] {
  // Helmeted standard-bearer: a flag on a pole, a rifle slung on the back.
  const b = body({ height: 0.72 });
  const bottom: V3 = [0.16, 0.2, 0.08];
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'green'),
    ...flag(bottom, [0.16, 1.3, 0.08], [-0.3, 0, 0], 0.2, 'team'),
    ...rifle(add(b.back, [0.1, -0.15, -0.04]), add(b.back, [-0.12, 0.22, -0.04])),
    ...arm(b, 0, [0.16, 0.7, 0.08]),
    ...arm(b, 1, [-0.12, 0.42, 0.06]),
  ];
}

function texasRangers(): PaintedPart[] {
  // Wide-brimmed hat and two pistols, both arms forward.
  const b = body({ height: 0.74, stance: 0.1 });
  const l = reachTo(b, 0, [0.25, 0, 1], 0.95);
  const r = reachTo(b, 1, [-0.25, 0, 1], 0.95);
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.16, crown: 0.07, paint: 'leather' }),
    ...arm(b, 0, l),
    ...arm(b, 1, r),
    ...pistol(l, add(l, [0.02, 0.01, 0.12])),
    ...pistol(r, add(r, [-0.02, 0.01, 0.12])),
  ];
}

function gendarme(): PaintedPart[] {
  // Tall kepi, a short cape, the rifle held upright at the shoulder.
  const b = body({ height: 0.74, torso: 'teamDark' });
  const hand: V3 = [0.16, 0.62, 0.08];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.03, crown: 0.12, crownR: b.headR * 0.95, paint: 'team' }),
    ...cape(b.shoulders[0][1], 0.2, b.back[2] - 0.02, 0.5, 'teamDark', 1.2),
    ...rifle(hand, [0.18, 1.22, 0.02], { bayonet: true }),
    ...arm(b, 0, hand),
    ...arm(b, 1, [-0.12, 0.4, 0.05]),
  ];
}

function paramilitary(): PaintedPart[] {
  // Balaclava, a rifle brandished over the head in both hands.
  const b = body({ height: 0.7, legs: 'cloth', torso: 'green' });
  const l: V3 = [0.16, 1.08, 0.02];
  const r: V3 = [-0.16, 1.08, 0.02];
  return [
    ...b.parts,
    ball(b.head, b.headR * 1.06, 'cloth'),
    ...arm(b, 0, l),
    ...arm(b, 1, r),
    ...rifle(add(r, [-0.1, 0, 0]), add(l, [0.18, 0.02, 0])),
  ];
}

function usMarines(): PaintedPart[] {
  // Low crouch, long rifle with a bayonet thrust forward, a field pack.
  const b = body({ height: 0.64, crouch: 0.3, stride: 0.14, lean: 0.3, build: 1.1 });
  const [sr] = b.shoulders;
  const butt: V3 = [sr[0] * 0.5, sr[1] - 0.06, sr[2] + 0.02];
  return [
    ...b.parts,
    ...helmet(b.head, b.headR, 'green'),
    ...backpack(b.back, [0.2, 0.2, 0.1], 'green'),
    ...rifle(butt, [0.02, sr[1] - 0.1, 0.62], { bayonet: true }),
    ...arm(b, 0, add(butt, [0, -0.02, 0.1])),
    ...arm(b, 1, [0.02, sr[1] - 0.1, 0.36]),
  ];
}

function navySeal(): PaintedPart[] {
  // Diver: air tanks on the back, mask, a knife held low and ready.
  const b = body({ height: 0.68, crouch: 0.15, lean: 0.2, legs: 'cloth', torso: 'cloth' });
  const knife = reachTo(b, 0, [0.5, -0.4, 1], 0.9);
  return [
    ...b.parts,
    ...tube(add(b.back, [0.05, -0.16, -0.08]), add(b.back, [0.05, 0.14, -0.08]), 0.05, 'gunmetal'),
    ...tube(add(b.back, [-0.05, -0.16, -0.08]), add(b.back, [-0.05, 0.14, -0.08]), 0.05, 'gunmetal'),
    block(add(b.head, [0, 0.01, b.headR * 0.9]), [0.1, 0.05, 0.03], 'glow'),
    ...arm(b, 0, knife),
    ...blade(knife, add(knife, [0.04, 0.02, 0.16]), 0.03),
    ...arm(b, 1, reachTo(b, 1, [-0.6, -0.5, 0.4], 0.85)),
  ];
}

function spetsnaz(): PaintedPart[] {
  // Heavy build, fur hat, a machine gun braced at the hip with its barrel long.
  const b = body({ height: 0.78, build: 1.35, stance: 0.12 });
  const hip: V3 = [0.1, 0.5, 0.12];
  return [
    ...b.parts,
    ...hat(b.head, b.headR, { brim: 0.02, crown: 0.08, crownR: b.headR * 1.15, paint: 'leather' }),
    ...tube(hip, [0.06, 0.56, 0.62], 0.03, 'gunmetal'),
    block(add(hip, [0, -0.07, 0.12]), [0.05, 0.08, 0.05], 'gunmetal'),
    ...arm(b, 0, hip),
    ...arm(b, 1, [0.04, 0.55, 0.38]),
  ];
}

export const PA_TROOPERS_REGIONS = defineKit({
  'pa-gang': { ...TROOPER, name: 'Gang', description: 'Slouching street tough in a red bandana, a pistol held out sideways.', base: { shape: 'square', letter: 'G' }, sculpt: gang },
  'pa-evangelicals': { ...TROOPER, name: 'Evangelicals', description: 'Believer in a long white robe holding a tall wooden cross high.', base: { shape: 'square', letter: 'E' }, sculpt: evangelicals },
  'pa-national-guard': { ...TROOPER, name: 'National Guard', description: 'Helmeted guardsman carrying a flag on a pole, rifle slung on the back.', base: { shape: 'square', letter: 'H' }, sculpt: nationalGuard },
  'pa-texas-rangers': { ...TROOPER, name: 'Texas Rangers', description: 'Lawman in a wide-brimmed hat, a pistol in each outstretched hand.', base: { shape: 'square', letter: 'T' }, sculpt: texasRangers },
  'pa-gendarme': { ...TROOPER, name: 'Gendarme', description: 'Officer in a tall kepi and short cape, a bayoneted rifle upright at the shoulder.', base: { shape: 'square', letter: 'F' }, sculpt: gendarme },
  'pa-paramilitary': { ...TROOPER, name: 'Paramilitary', description: 'Fighter in a balaclava brandishing a rifle over the head with both hands.', base: { shape: 'square', letter: 'R' }, sculpt: paramilitary },
  'pa-us-marines': { ...TROOPER, name: 'US Marines', description: 'Marine in a low crouch thrusting a bayoneted rifle forward, pack on the back.', base: { shape: 'square', letter: 'U' }, sculpt: usMarines },
  'pa-navy-seal': { ...TROOPER, name: 'Navy Seal', description: 'Combat diver with twin air tanks and a mask, a knife held low.', base: { shape: 'square', letter: 'D' }, sculpt: navySeal },
  'pa-spetsnaz': { ...TROOPER, name: 'Spetsnaz', description: 'Broad commando in a fur hat bracing a machine gun at the hip.', base: { shape: 'square', letter: 'Z' }, sculpt: spetsnaz },
});
