/**
 * What stands on the world board, from the game view: an army stack per side
 * in each territory (a figure with its count), the scenario's apocalytes with
 * their own silhouette, headquarters and supply tokens, the scenario's
 * markers, the barricades and the split colouring of contested territories.
 * Pure (no three.js), so it can be tested without a GPU.
 */
import type { TableTarget } from '../../../core/engine/types';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import type { SilhouetteId, TokenSpec, Vec3 } from '../../pieces';
import { APOCALYTE_LOOK, METEOR_LOOK, MOTHERSHIP_LOOK, seatColour } from './looks';
import { borderBetween, LAND_TOP, type Point, type WorldShapes } from './worldShapes';

/** A side on the board: a player's seat or the apocalytes. */
export type Side = NonNullable<RiskView['territories'][string]['owner']>;

export interface StackPiece {
  key: string;
  territory: string;
  side: Side;
  count: number;
  silhouette: SilhouetteId;
  colour: string;
  position: Vec3;
  scale: number;
  /** The miniature this stands for (a seat's army, an apocalyte kind, the mothership). */
  typeId: string;
  inspect: TableTarget;
}

export interface WallPiece {
  key: string;
  strong: boolean;
  /** Polylines on the closing territory's side of the border (table x/z). */
  paths: Point[][];
}

export interface SplitDisc {
  territory: string;
  centre: Point;
  /** One colour (owned) or two (contested: left and right halves). */
  colours: string[];
}

export interface BoardPieces {
  stacks: StackPiece[];
  tokens: TokenSpec[];
  walls: WallPiece[];
  discs: SplitDisc[];
  /** Territories no one may enter again (meteor craters) or left barren by the plague: drawn scorched. */
  scorched: Map<string, 'crater' | 'barren'>;
}

const FIGURE_SCALE = 0.62;
const STACK_GAP = 0.46;
const ON_LAND = LAND_TOP;

export function boardPieces(view: RiskView, shapes: WorldShapes, colourBlind: boolean): BoardPieces {
  const stacks: StackPiece[] = [];
  const tokens: TokenSpec[] = [];
  const discs: SplitDisc[] = [];
  const scorched = new Map<string, 'crater' | 'barren'>();
  const apoc = view.scenario ? APOCALYTE_LOOK[view.scenario] : APOCALYTE_LOOK.zombies;
  const colourOf = (side: Side) => (side === 'apoc' ? apoc.colour : seatColour(view, side, colourBlind));

  for (const [id, t] of Object.entries(view.territories)) {
    const shape = shapes.territories.get(id);
    if (!shape) continue;
    const [cx, cz] = shape.centre;
    const sides: { side: Side; count: number }[] = [
      ...view.players.map((p) => ({ side: p.seat as Side, count: t.troops[p.seat] ?? 0 })).filter((s) => s.count > 0),
      ...(t.apoc > 0 ? [{ side: 'apoc' as Side, count: t.apoc }] : []),
    ];
    // The stacks stand in a row above the name, the biggest army first.
    sides.sort((a, b) => b.count - a.count);
    sides.forEach((s, i) => {
      const x = cx + (i - (sides.length - 1) / 2) * STACK_GAP;
      const isApoc = s.side === 'apoc';
      stacks.push({
        key: `${id}:${s.side}`,
        territory: id,
        side: s.side,
        count: s.count,
        silhouette: isApoc ? apoc.silhouette : 'soldier',
        colour: colourOf(s.side),
        position: [x, ON_LAND, cz - 0.2],
        scale: FIGURE_SCALE,
        typeId: isApoc ? apoc.typeId : 'army',
        inspect: { kind: 'area', id },
      });
    });
    if (sides.length >= 2) discs.push({ territory: id, centre: [cx, cz - 0.2], colours: [colourOf(sides[0]!.side), colourOf(sides[1]!.side)] });
    else if (t.owner) discs.push({ territory: id, centre: [cx, cz - 0.2], colours: [colourOf(t.owner)] });

    // Tokens sit in a row below the name.
    let slot = 0;
    const tokenAt = (): Vec3 => [cx - 0.2 + 0.34 * slot++, ON_LAND, cz + 0.5];
    if (t.hq) tokens.push({ id: `hq:${id}`, shape: 'hex', colour: t.owner && t.owner !== 'apoc' ? colourOf(t.owner) : '#8a8a8a', position: tokenAt(), letter: 'H' });
    if (t.supplies > 0) tokens.push({ id: `supply:${id}`, shape: 'cube', colour: '#d9c48f', position: tokenAt(), count: t.supplies, letter: 'S' });
  }

  for (const id of view.groundZero) {
    const c = shapes.territories.get(id)?.centre;
    if (c) tokens.push({ id: `gz:${id}`, shape: 'disc', colour: '#d8e03a', position: [c[0] + 0.45, ON_LAND, c[1] - 0.35], letter: 'Z' });
  }
  for (const p of view.portals) {
    const c = shapes.territories.get(p.terr)?.centre;
    if (c) tokens.push({ id: `portal:${p.terr}`, shape: 'disc', colour: p.open ? '#b3261e' : '#6b6b6b', position: [c[0] - 0.45, ON_LAND, c[1] - 0.35], letter: p.open ? 'P' : 'X' });
  }
  for (const h of view.holds) {
    const c = shapes.territories.get(h.terr)?.centre;
    if (c) tokens.push({ id: `hold:${h.terr}`, shape: 'disc', colour: colourOf(h.seat), position: [c[0] + 0.45, ON_LAND, c[1] + 0.5], letter: h.purpose === 'missile' ? 'M' : 'C' });
  }
  for (const id of view.barren) scorched.set(id, 'barren');
  for (const id of view.annihilated) {
    scorched.set(id, 'crater');
    const c = shapes.territories.get(id)?.centre;
    if (c) stacks.push({ key: `meteor:${id}`, territory: id, side: 'apoc', count: 0, silhouette: METEOR_LOOK.silhouette, colour: METEOR_LOOK.colour, position: [c[0], ON_LAND, c[1] - 0.2], scale: FIGURE_SCALE, typeId: METEOR_LOOK.typeId, inspect: { kind: 'token', id: 'crater' } });
  }
  if (view.mothership) {
    const c = shapes.territories.get(view.mothership)?.centre;
    if (c) stacks.push({ key: 'mothership', territory: view.mothership, side: 'apoc', count: 0, silhouette: MOTHERSHIP_LOOK.silhouette, colour: MOTHERSHIP_LOOK.colour, position: [c[0], ON_LAND, c[1] - 0.6], scale: 0.3, typeId: MOTHERSHIP_LOOK.typeId, inspect: { kind: 'token', id: 'mothership' } });
  }

  return { stacks, tokens, walls: barricadeWalls(view, shapes), discs, scorched };
}

/** Each barricade as a wall along the border, nudged onto the closing territory's side. */
export function barricadeWalls(view: RiskView, shapes: WorldShapes): WallPiece[] {
  return view.barricades.map((b) => {
    const key = `${b.terr}|${b.other}`;
    const own = shapes.territories.get(b.terr)?.centre;
    const other = shapes.territories.get(b.other)?.centre;
    const border = borderBetween(shapes, b.terr, b.other);
    if (border && own) return { key, strong: b.strong, paths: border.paths.map((p) => nudge(p, own, 0.06)) };
    // Across the sea (or shapes that only touch): a short wall on the territory's side, facing the other.
    if (!own || !other) return { key, strong: b.strong, paths: [] };
    const dx = other[0] - own[0], dz = other[1] - own[1];
    const len = Math.hypot(dx, dz) || 1;
    const ux = dx / len, uz = dz / len;
    const at: Point = [own[0] + ux * Math.min(0.7, len * 0.4), own[1] + uz * Math.min(0.7, len * 0.4)];
    return { key, strong: b.strong, paths: [[[at[0] - uz * 0.3, at[1] + ux * 0.3], [at[0] + uz * 0.3, at[1] - ux * 0.3]]] };
  });
}

function nudge(path: Point[], towards: Point, by: number): Point[] {
  const mid = path[Math.floor(path.length / 2)]!;
  const dx = towards[0] - mid[0], dz = towards[1] - mid[1];
  const len = Math.hypot(dx, dz) || 1;
  return path.map(([x, z]) => [x + (dx / len) * by, z + (dz / len) * by]);
}
