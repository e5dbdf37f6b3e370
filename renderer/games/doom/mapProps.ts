/**
 * Props built from primitives where a mission's markers lie, so an objective
 * reads as the thing it stands for, not only as a counter: a generator (a
 * drum with a glowing band), a data core (a glowing crystal on a plinth), a
 * terminal (a console with a lit screen), and a glowing frame around the
 * exit. A prop stands at the back of its space (away from the player's
 * side), so the token and any figure in front of it stay in sight. Carried
 * markers (no space) get none. Pure, tested without a GPU.
 */
import type { Instance } from './mapMeshes';
import { FLOOR_TOP, type MarkerPiece } from './mapPieces';
import { spaceCentre, type GridSize } from './tableCoords';

export interface PropMeshes {
  /** Boxes of dark metal. */
  bodies: Instance[];
  /** Upright cylinders of dark metal. */
  drums: Instance[];
  /** Glowing boxes: screens, bands, crystals, the exit frame. */
  glows: Instance[];
}

export const PROP_COLOURS = {
  body: '#4a525c',
  generator: '#3dff8a',
  core: '#4fd8ff',
  screen: '#43f59a',
  exit: '#36e07e',
};

/** How far towards the back of its space a prop stands (grid units). */
const BACK = 0.27;

type Kind = 'generator' | 'data core' | 'terminal' | 'exit';

/** What a marker is drawn as: its mission name decides ("generator"), else its kind. */
export function propKind(kind: string, name: string | undefined): Kind | null {
  if (kind === 'exit') return 'exit';
  if (kind !== 'objective') return null;
  return name === 'generator' || name === 'data core' ? name : 'terminal';
}

export function markerProps(markers: readonly MarkerPiece[], names: Readonly<Record<string, string>>, grid: GridSize): PropMeshes {
  const out: PropMeshes = { bodies: [], drums: [], glows: [] };
  for (const mk of markers) {
    if (!mk.at) continue;
    const kind = propKind(mk.kind, names[mk.token]);
    if (!kind) continue;
    const [x, , cz] = spaceCentre(mk.at, grid);
    const z = cz - BACK;
    const y = FLOOR_TOP;
    if (kind === 'generator') {
      out.drums.push({ p: [x, y + 0.17, z], s: [0.34, 0.34, 0.34], colour: PROP_COLOURS.body });
      out.drums.push({ p: [x, y + 0.36, z], s: [0.24, 0.04, 0.24], colour: '#6b737d' });
      out.glows.push({ p: [x, y + 0.2, z], s: [0.36, 0.05, 0.36], colour: PROP_COLOURS.generator, r: Math.PI / 4 });
    } else if (kind === 'data core') {
      out.bodies.push({ p: [x, y + 0.07, z], s: [0.28, 0.14, 0.28], colour: PROP_COLOURS.body });
      out.glows.push({ p: [x, y + 0.24, z], s: [0.13, 0.2, 0.13], colour: PROP_COLOURS.core, r: Math.PI / 4 });
    } else if (kind === 'terminal') {
      out.bodies.push({ p: [x, y + 0.16, z], s: [0.42, 0.32, 0.14], colour: PROP_COLOURS.body });
      out.bodies.push({ p: [x, y + 0.05, z + 0.1], s: [0.42, 0.1, 0.1], colour: '#5d6670' });
      // The screen faces the player's side (+z).
      out.glows.push({ p: [x, y + 0.22, z + 0.072], s: [0.32, 0.14, 0.006], colour: PROP_COLOURS.screen });
    } else {
      // The exit: a glowing frame just inside the space's border.
      const [ex, , ez] = spaceCentre(mk.at, grid);
      const w = 0.8;
      const t = 0.05;
      out.glows.push({ p: [ex, y + 0.004, ez - w / 2], s: [w, 0.008, t], colour: PROP_COLOURS.exit });
      out.glows.push({ p: [ex, y + 0.004, ez + w / 2], s: [w, 0.008, t], colour: PROP_COLOURS.exit });
      out.glows.push({ p: [ex - w / 2, y + 0.004, ez], s: [t, 0.008, w], colour: PROP_COLOURS.exit });
      out.glows.push({ p: [ex + w / 2, y + 0.004, ez], s: [t, 0.008, w], colour: PROP_COLOURS.exit });
    }
  }
  return out;
}
