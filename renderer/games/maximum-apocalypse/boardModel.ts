/**
 * What stands on the map, from the game view: each cell's tile (face down,
 * or its type, spawn number and scavenge icons), the survivors and the
 * Veteran's Dog in seat colours, the monsters attached to each survivor
 * beside them, Monster tokens, scavenge blocks and the cards the dead left.
 * Pure (no three.js), so it can be tested without a GPU.
 */
import type { TableTarget } from '../../../core/engine/types';
import { TILE_BY_ID, TILE_TYPE_BY_ID } from '../../../core/games/maximum-apocalypse/content';
import type { ScavengeColor } from '../../../core/games/maximum-apocalypse/content/types';
import { starredTiles } from '../../../core/games/maximum-apocalypse/inspectTable';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import type { SilhouetteId, TokenSpec, Vec3 } from '../../pieces';
import { cellCentre, type Grid, inTile, SPOTS, spread, spreadRows } from './mapGrid';
import { monsterLook } from './monsterLooks';

export interface TilePiece {
  key: string;
  centre: [number, number];
  faceUp: boolean;
  /** Tile type id ('' face down). */
  type: string;
  name: string;
  spawn: number | null;
  scavenge: ScavengeColor[];
  stop: boolean;
  blocked: boolean;
  tokens: number;
  dropped: string[];
}

export interface FigurePiece {
  /** Table target id: a body id (figure) or a monster card (card). */
  id: string;
  inspect: TableTarget;
  tile: string;
  silhouette: SilhouetteId;
  colour: string;
  position: Vec3;
  scale: number;
  /** Health left, shown over the figure. */
  health: number;
  badges: { kind: string; value?: number }[];
  kind: 'survivor' | 'companion' | 'monster';
}

export interface BoardPieces {
  tiles: TilePiece[];
  figures: FigurePiece[];
  tokens: TokenSpec[];
}

export const TOKEN_COLOUR = '#b3261e';
export const BLOCK_COLOUR = '#3a3a3a';
export const STAR_COLOUR = '#a8780a';

/** Survivors' colours by seat order; the board passes its palette's seat colours. */
export function boardPieces(view: MAView, grid: Grid, seatColours: (seat: string) => string): BoardPieces {
  const tiles: TilePiece[] = [];
  const figures: FigurePiece[] = [];
  const tokens: TokenSpec[] = [];
  for (const t of view.tiles) {
    const centre = cellCentre(grid, t.key);
    if (!centre) continue;
    const def = t.faceUp ? TILE_BY_ID[t.def] : undefined;
    const type = def ? TILE_TYPE_BY_ID[def.type] : undefined;
    tiles.push({
      key: t.key, centre, faceUp: t.faceUp, type: type?.id ?? '', name: type?.name ?? '', spawn: def?.spawn ?? null,
      scavenge: type?.scavenge ?? [], stop: Boolean(type?.stop), blocked: t.blocked, tokens: t.tokens, dropped: t.dropped,
    });
    if (t.tokens > 0) tokens.push({ id: `tokens:${t.key}`, shape: 'disc', colour: TOKEN_COLOUR, position: inTile(centre, ...SPOTS.tokens), count: t.tokens, letter: 'M' });
    if (t.blocked) tokens.push({ id: `block:${t.key}`, shape: 'hex', colour: BLOCK_COLOUR, position: inTile(centre, ...SPOTS.block), letter: 'X' });
  }
  // The objective stars mark the places the mission sends the team to, once their tiles are face up.
  for (const key of starredTiles(view)) {
    const centre = cellCentre(grid, key);
    if (centre) tokens.push({ id: `star:${key}`, shape: 'disc', colour: STAR_COLOUR, position: inTile(centre, ...SPOTS.star), letter: '★' });
  }

  // Survivors (alive) by tile, in turn order, so two on one tile stand side by side.
  const byTile = new Map<string, MAView['survivors']>();
  for (const s of view.survivors) {
    if (s.dead) continue;
    byTile.set(s.tile, [...(byTile.get(s.tile) ?? []), s]);
  }
  for (const [key, here] of byTile) {
    const centre = cellCentre(grid, key);
    if (!centre) continue;
    const bodies = here.flatMap((s) => s.bodies.filter((b) => !b.dead).map((b) => ({ s, b })));
    const monsters = view.monsters.filter((m) => here.some((s) => s.id === m.owner));
    const at = spreadRows(bodies.length, SPOTS.survivors.perRow, SPOTS.survivors.from, monsters.length ? SPOTS.survivors.to : SPOTS.survivors.toAlone);
    bodies.forEach(({ s, b }, i) => {
      figures.push({
        id: b.id, inspect: { kind: 'figure', id: b.id }, tile: key, kind: b.companion ? 'companion' : 'survivor',
        silhouette: b.companion ? 'beast' : 'hero', colour: seatColours(s.seat), position: inTile(centre, at[i]![0], SPOTS.survivors.z + at[i]![1] * SPOTS.survivors.rowStep),
        scale: b.companion ? 0.52 : 0.78, health: b.health,
        badges: b.companion ? [] : [...(s.poison ? [{ kind: 'poison', value: s.poison }] : []), ...(s.starving ? [{ kind: 'hunger', value: s.starving }] : [])],
      });
    });
    const mx = spread(monsters.length, SPOTS.monsters.from, SPOTS.monsters.to);
    monsters.forEach((m, i) => {
      const look = monsterLook(m.card);
      figures.push({
        id: m.card, inspect: { kind: 'card', id: m.card }, tile: key, kind: 'monster', silhouette: look.silhouette, colour: look.colour,
        position: inTile(centre, mx[i]!, SPOTS.monsters.z), scale: monsters.length > 4 ? look.scale * 0.8 : look.scale,
        health: Math.max(0, look.health - m.damage), badges: m.stunned ? [{ kind: 'stun' }] : [],
      });
    });
  }
  return { tiles, figures, tokens };
}

/** The keys the grid must hold: every tile, and the empty cells a prompt offers (setup placements). */
export function gridKeys(view: MAView, offered: Iterable<string>): string[] {
  return [...view.tiles.map((t) => t.key), ...offered];
}
