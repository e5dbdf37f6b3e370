/**
 * How each DOOM figure stands on the table: which silhouette a demon type
 * uses, how big it is, where its base goes (large bases cover all their
 * spaces, turned by their facing), its colour, health number and badges.
 */
import { DEMONS } from '../../../core/games/doom/content/demons';
import type { Palette } from '../../lib/palette';
import { SILHOUETTES, type BadgeSpec, type SilhouetteId } from '../../pieces';
import { FLOOR_TOP } from './mapPieces';
import type { Facing, FigureSize } from './mapTypes';
import { baseSpaces, footprintCentre, type GridSize, type Vec3 } from './tableCoords';

/** The parts of a figure in the view this file reads. */
export interface FigureLike {
  id: string;
  side: 'marine' | 'demon';
  type: string;
  at: string;
  size: FigureSize;
  facing: Facing;
  flying: boolean;
  damage: number;
  stunned: boolean;
  /** Demons: already activated during the current demon-type activation. */
  activated?: boolean;
}

interface DemonLook {
  silhouette: SilhouetteId;
  /** Size relative to what fills the base (1 fills it; small figures look best a bit under). */
  fill: number;
  /** Index into the palette's enemy colours, so kinds that look alike differ in colour. */
  colour: number;
}

/** Demon types by look. Large ones: the Mancubus is the two-space war machine, the Cyberdemon the six-space brute. */
export const DEMON_LOOKS: Record<string, DemonLook> = {
  possessed: { silhouette: 'zombie', fill: 1, colour: 2 },
  imp: { silhouette: 'imp', fill: 1.05, colour: 3 },
  'possessed-soldier': { silhouette: 'soldier', fill: 1, colour: 2 },
  'lost-soul': { silhouette: 'floater', fill: 0.75, colour: 3 },
  pinky: { silhouette: 'beast', fill: 1.05, colour: 0 },
  spectre: { silhouette: 'beast', fill: 1.05, colour: 1 },
  cacodemon: { silhouette: 'floater', fill: 1.1, colour: 0 },
  'hell-knight': { silhouette: 'brute', fill: 1.05, colour: 1 },
  revenant: { silhouette: 'hero', fill: 1, colour: 2 },
  summoner: { silhouette: 'giant', fill: 0.8, colour: 1 },
  mancubus: { silhouette: 'tank', fill: 1, colour: 0 },
  'baron-of-hell': { silhouette: 'giant', fill: 1.25, colour: 0 },
  cyberdemon: { silhouette: 'behemoth', fill: 1, colour: 0 },
};
const UNKNOWN: DemonLook = { silhouette: 'blob', fill: 1, colour: 0 };

export function demonLook(type: string): DemonLook {
  return DEMON_LOOKS[type] ?? UNKNOWN;
}

export function demonName(type: string): string {
  return DEMONS.find((d) => d.id === type)?.name ?? type;
}

export function demonHealth(type: string): number {
  return DEMONS.find((d) => d.id === type)?.health ?? 0;
}

export function demonStagger(type: string): number {
  return DEMONS.find((d) => d.id === type)?.stagger ?? 0;
}

/** Small figures are drawn this much above their natural size (still inside their space). */
const SMALL_BOOST = 1.2;

/** How the figure stands: silhouette, scale, turn and where. */
export interface Placement {
  silhouette: SilhouetteId;
  scale: number;
  /** Turn about y (radians). */
  facing: number;
  position: Vec3;
  /** Base size in spaces along table x and z. */
  base: [number, number];
}

/**
 * A silhouette fills its base: it is scaled so its footprint (turned to lie
 * along the base's long side) fits the spaces it covers. Small figures stay
 * at about their natural size. Every figure faces the player (+z), so its
 * front, the part that tells a marine from a demon, is what the camera sees.
 */
export function placeFigure(f: FigureLike, grid: GridSize): Placement {
  const silhouette: SilhouetteId = f.side === 'marine' ? 'marine' : demonLook(f.type).silhouette;
  const fill = f.side === 'marine' ? 1 : demonLook(f.type).fill;
  const [bw, bd] = baseSpaces(f.size, f.facing);
  const [fw, fd] = SILHOUETTES[silhouette].footprint;
  // Turn a silhouette whose long side does not match the base's long side.
  const turn = bw !== bd && (fw > fd) !== (bw > bd);
  const [w, d] = turn ? [fd, fw] : [fw, fd];
  const room = 0.9;
  const fill2 = Math.min((room * bw) / w, (room * bd) / d);
  // Small figures stand a little above natural size (they read better from the overview) but never spill out of their space.
  const scale = f.size === 'small' ? Math.min(SMALL_BOOST * fill, fill2) : fill2 * fill;
  return {
    silhouette,
    scale,
    facing: turn ? Math.PI / 2 : 0,
    position: footprintCentre(f.at, f.size, f.facing, grid, FLOOR_TOP),
    base: [bw, bd],
  };
}

/** Health left: a marine's 10 minus his damage, a demon's card health minus its damage. */
/** Health left: a marine's damage is kept on the marine (the view's `marines`), a demon's on its figure. */
export function healthLeft(f: FigureLike, marineHealth: number, marineDamage?: number): number {
  const max = f.side === 'marine' ? marineHealth : demonHealth(f.type);
  return Math.max(0, max - (f.side === 'marine' && marineDamage !== undefined ? marineDamage : f.damage));
}

/**
 * Badges: stunned; staggered (damage at or past its stagger value: a Glory
 * Kill waits); and, while its type activates, a demon that has had its turn.
 */
export function figureBadges(f: FigureLike, staggerReduction = 0, activatingType: string | null = null): BadgeSpec[] {
  const out: BadgeSpec[] = [];
  if (f.stunned) out.push({ kind: 'stun' });
  if (f.side === 'demon' && f.activated && f.type === activatingType) out.push({ kind: 'activated' });
  if (f.side === 'demon') {
    const stagger = Math.max(0, demonStagger(f.type) - staggerReduction);
    if (f.damage >= stagger) out.push({ kind: 'glory' });
  }
  return out;
}

/** A demon type's colour from the palette (the same type always gets the same one). */
export function demonColour(type: string, pal: Palette): string {
  const i = demonLook(type).colour;
  return pal.enemies[i % pal.enemies.length] ?? pal.enemy;
}
