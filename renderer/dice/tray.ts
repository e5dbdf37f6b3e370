/**
 * The physics world a throw runs in: a floor and four walls (a tray about
 * 10 x 7 units, centred on the origin, y up), one material per surface and
 * dice bodies built from shapes.ts. Kept apart from throw.ts so the numbers
 * that set the feel of a throw (gravity, bounce, grip, damping) sit together.
 *
 * The world is rebuilt for every attempt: cannon-es keeps per-world state
 * (time, sleep timers, contact caches) that would otherwise leak one throw
 * into the next and break determinism.
 */
import { Body, ConvexPolyhedron, ContactMaterial, GSSolver, Material, Plane, SAPBroadphase, Vec3 as CVec3, World } from 'cannon-es';
import { dieShape, type DieKind, type Vec3 } from './shapes';
import { TRAY, wallPlanes } from './trayArea';

export { TRAY, wallPlanes };

/**
 * Gravity in table units per second squared. A d6 is about one unit wide, so
 * true gravity at that scale (~600) settles a throw in a blink; this value
 * gives a brisk roll of about a second that the eye can follow.
 */
export const GRAVITY = 60;

/**
 * Damping (fraction of velocity lost per second, as cannon-es applies it).
 * Light: air drag is nothing on a die; the stopping is done by the felt and
 * by the rolling resistance in settle.ts, which acts only once a die is slow.
 */
export const LINEAR_DAMPING = 0.1;
export const ANGULAR_DAMPING = 0.3;

/** A body counts as still when |v|^2 + |w|^2 (units/s, rad/s) is below this squared; cannon-es sleeps it after 0.15 s so. */
export const STILL_SPEED = 0.08;

export interface Tray {
  world: World;
  dieMaterial: Material;
}

/** A static half-space: the plane through `at` whose normal `normal` points into the tray. */
function plane(material: Material, at: [number, number, number], normal: [number, number, number]): Body {
  const body = new Body({ mass: 0, material, type: Body.STATIC });
  body.addShape(new Plane());
  body.position.set(at[0], at[1], at[2]);
  // A cannon-es Plane faces its local +z; turn it to face into the tray.
  const n = new CVec3(normal[0], normal[1], normal[2]);
  n.normalize();
  body.quaternion.setFromVectors(new CVec3(0, 0, 1), n);
  return body;
}

export function createTray(): Tray {
  const world = new World({ gravity: new CVec3(0, -GRAVITY, 0), allowSleep: true });
  // Sweep-and-prune beats the naive all-pairs test once a dozen dice share the tray.
  world.broadphase = new SAPBroadphase(world);
  const solver = new GSSolver();
  solver.iterations = 12;
  world.solver = solver;

  const dieMaterial = new Material('die');
  const floorMaterial = new Material('floor');
  const wallMaterial = new Material('wall');
  // Felt floor: grippy and dull, so dice stop rolling instead of sliding forever.
  world.addContactMaterial(new ContactMaterial(dieMaterial, floorMaterial, { friction: 0.35, restitution: 0.3 }));
  // Smooth walls: lively bounce, no grip, so dice glance off instead of climbing.
  world.addContactMaterial(new ContactMaterial(dieMaterial, wallMaterial, { friction: 0, restitution: 0.5 }));
  // Die on die: hard plastic, clacks off.
  world.addContactMaterial(new ContactMaterial(dieMaterial, dieMaterial, { friction: 0.15, restitution: 0.5 }));

  world.addBody(plane(floorMaterial, [0, 0, 0], [0, 1, 0]));
  for (const { at, inward: m } of wallPlanes()) {
    world.addBody(plane(wallMaterial, at, m));
  }
  return { world, dieMaterial };
}

/**
 * The face normals a separating-axis test between two dice must try: one of
 * each pair of opposite faces (a projection onto n and onto -n is the same
 * interval), so every die but the d4 tests half its faces. Die-on-die
 * contact tests are most of a 12-die throw's cost.
 */
export function separatingAxes(kind: DieKind): Vec3[] {
  const out: Vec3[] = [];
  for (const n of dieShape(kind).normals) {
    if (!out.some((m) => Math.abs(m[0] * n[0] + m[1] * n[1] + m[2] * n[2]) > 1 - 1e-9)) out.push(n);
  }
  return out;
}

/** A dynamic die body of the given kind; the caller places and launches it. */
export function createDieBody(tray: Tray, kind: DieKind): Body {
  const shape = dieShape(kind);
  const polyhedron = new ConvexPolyhedron({
    vertices: shape.vertices.map((v) => new CVec3(v[0], v[1], v[2])),
    faces: shape.faces.map((f) => [...f]),
    normals: shape.normals.map((n) => new CVec3(n[0], n[1], n[2])),
    axes: separatingAxes(kind).map((n) => new CVec3(n[0], n[1], n[2])),
  });
  const body = new Body({
    mass: 1,
    material: tray.dieMaterial,
    linearDamping: LINEAR_DAMPING,
    angularDamping: ANGULAR_DAMPING,
    allowSleep: true,
    sleepSpeedLimit: STILL_SPEED,
    sleepTimeLimit: 0.1,
  });
  body.addShape(polyhedron);
  tray.world.addBody(body);
  return body;
}
