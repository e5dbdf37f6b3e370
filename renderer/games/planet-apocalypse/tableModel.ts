/**
 * The Planet Apocalypse view as pieces on the table: one figure per hero,
 * minion, Fourth Circle demon and the Lord, each in its area's share of the
 * area's standing circle (areaLayout.ts), an ambush as its trooper type's
 * figure with "×n", and markers (invasion tokens, Shadow, the Lord's gate,
 * the Tardigrade's cyst) on the circle's back rim; a Final Battle token in a
 * corner of the gate lies on the rim toward the path it leaves by. Minions of one
 * kind in one area stand as a stack: MAX_SHOWN figure(s), the first carrying
 * "×n" for the whole group (and answering for every member of it).
 *
 * Pure: the scene turns these into <Figure> and <TokenInstances>.
 */
import { FOURTH_BY_ID, MINIONS } from '../../../core/games/planet-apocalypse/content';
import type { MinionKind } from '../../../core/games/planet-apocalypse/content/types';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import type { BadgeSpec } from '../../pieces/badges';
import { paMiniature } from '../../pieces/miniatures/gameMiniatures';
import type { MiniatureId } from '../../pieces/miniatures/registry';
import type { SilhouetteId } from '../../pieces/silhouettes';
import type { TokenSpec } from '../../pieces/tokens';
import { rimSlots, spreadFigures } from './areaLayout';
import { lordsOf, shadowAreas } from './lords';
import { HELL_AREA, type AreaSpot, type MapLayout, type Vec3 } from './mapLayout';

/** Height of an area's plate: pieces stand on it. */
export const PLATE_TOP = 0.06;
/** Figures shown for a stack of one minion kind in one area; the rest are counted on the first. */
export const MAX_SHOWN = 1;

export interface PAColours {
  seats: string[];
  minion: Record<MinionKind, string>;
  fourth: string;
  lord: string;
  token: string;
  /** Dragon Back's hindbody tokens (larvae only): a token of their own colour. */
  hindbody: string;
  /** A slain Tardigrade's cyst. */
  cyst: string;
  shadow: string;
  ambush: string;
  gate: string;
}

export type FigureRole = 'hero' | 'trooper' | 'minion' | 'fourth' | 'lord';

export interface FigurePiece {
  /** The figure id the rules use (a seat, a minion or demon id, 'lord'). */
  id: string;
  /** React key: changes when a new hero takes the seat. */
  key: string;
  role: FigureRole;
  silhouette: SilhouetteId;
  /** The type's own sculpt (drawn instead of the silhouette). */
  miniature?: MiniatureId;
  colour: string;
  area: string;
  position: Vec3;
  scale: number;
  facing: number;
  label?: string;
  badges: BadgeSpec[];
  /** Figure ids this piece stands for (a minion group's hidden members too), for prompt targets. */
  members: string[];
  /** What hovering it inspects: the figure itself, or for an ambush its token entry (`ambush:<area>`). */
  inspect: { kind: 'figure' | 'token'; id: string };
  dead: boolean;
}

export interface TableModel {
  figures: FigurePiece[];
  markers: TokenSpec[];
  /** Areas under the Lord's Shadow. */
  shadowed: ReadonlySet<string>;
}

// Sizes read from the overview over a whole city map: one stack per kind leaves room for big figures.
const LOOK: Record<MinionKind, { silhouette: SilhouetteId; scale: number }> = {
  larva: { silhouette: 'blob', scale: 1.1 },
  gryllus: { silhouette: 'crawler', scale: 1.1 },
  fiend: { silhouette: 'brute', scale: 1.2 },
  cacodemon: { silhouette: 'floater', scale: 1.2 },
};
const FOURTH_LOOK: Record<string, { silhouette: SilhouetteId; scale: number }> = {
  hellhound: { silhouette: 'beast', scale: 1.3 },
  catoblepas: { silhouette: 'behemoth', scale: 0.85 },
};
const HERO_SCALE = 1.4;
const LORD_SCALE = 1.75;
/** Troopers are people like the heroes, a little smaller so the hero in the same area reads first. */
const TROOPER_SCALE = 1.15;
/** Footprint (table units at scale 1) used to space figures: the widest side of the silhouette. */
const FOOTPRINT: Partial<Record<SilhouetteId, number>> = { hero: 0.62, blob: 0.7, crawler: 0.78, brute: 0.8, floater: 0.7, beast: 0.9, behemoth: 1.7, giant: 1.1 };

/** Share of the plate's radius left to figures (the rim holds markers and the name). */
const FIGURE_ROOM = 0.78;
const MARKER_RING = 0.82;

/** Who stands furthest back in a crowded area: the tallest. */
const BACK_FIRST: Record<FigureRole, number> = { lord: 0, fourth: 1, hero: 2, trooper: 3, minion: 4 };

interface Draft extends Omit<FigurePiece, 'position' | 'scale' | 'inspect'> {
  inspect?: FigurePiece['inspect'];
  baseScale: number;
}

/** Minions face the way they will walk (their next area); heroes and the Lord face the player. */
function facingTowards(from: AreaSpot | undefined, to: AreaSpot | undefined): number {
  if (!from || !to) return 0;
  return Math.atan2(to.centre[0] - from.centre[0], to.centre[2] - from.centre[2]);
}

function spot(layout: MapLayout, area: string): AreaSpot | undefined {
  return area === HELL_AREA ? layout.hell : layout.byId.get(area);
}

export function tableModel(view: PAView, layout: MapLayout, colours: PAColours, next: (area: string) => string | undefined): TableModel {
  const drafts: Draft[] = [];
  view.heroes.forEach((h, i) => {
    if (!h.heroId) return;
    const badges: BadgeSpec[] = [];
    if (h.fire) badges.push({ kind: 'fire' });
    if (h.stunned) badges.push({ kind: 'stun' });
    if (h.pestilence > 0) badges.push({ kind: 'pestilence', value: h.pestilence });
    drafts.push({
      id: h.seat, key: `${h.seat}:${h.heroId}`, role: 'hero', silhouette: 'hero', miniature: paMiniature('hero', h.heroId), colour: colours.seats[i % colours.seats.length]!,
      area: h.area, baseScale: HERO_SCALE, facing: 0, label: String(h.health),
      badges, members: [h.seat], dead: h.dead,
    });
  });
  for (const lord of lordsOf(view)) {
    if (!lord.revealed) continue;
    drafts.push({
      id: lord.id, key: lord.id, role: 'lord', silhouette: 'giant', miniature: paMiniature('lord', lord.defId), colour: colours.lord, area: lord.area, baseScale: LORD_SCALE,
      facing: 0, label: String(lord.health), badges: [], members: [lord.id], dead: lord.dead,
    });
  }
  for (const f of view.fourth) {
    const look = FOURTH_LOOK[f.defId] ?? { silhouette: 'beast' as const, scale: 0.8 };
    const def = FOURTH_BY_ID[f.defId];
    drafts.push({
      id: f.id, key: f.id, role: 'fourth', silhouette: look.silhouette, miniature: paMiniature('fourth', f.defId), colour: colours.fourth, area: f.area, baseScale: look.scale,
      facing: facingTowards(spot(layout, f.area), spot(layout, next(f.area) ?? '')),
      label: def ? String(def.health - f.damage) : undefined, badges: [], members: [f.id], dead: false,
    });
  }
  const groups = new Map<string, string[]>();
  for (const m of view.minions) {
    const k = `${m.area}|${m.kind}`;
    groups.set(k, [...(groups.get(k) ?? []), m.id]);
  }
  for (const m of view.minions) {
    const ids = groups.get(`${m.area}|${m.kind}`)!;
    const at = ids.indexOf(m.id);
    if (at >= MAX_SHOWN) continue;
    const hidden = ids.slice(MAX_SHOWN);
    const look = LOOK[m.kind];
    drafts.push({
      id: m.id, key: m.id, role: 'minion', silhouette: look.silhouette, miniature: paMiniature('minion', m.kind), colour: colours.minion[m.kind], area: m.area, baseScale: look.scale,
      facing: facingTowards(spot(layout, m.area), spot(layout, next(m.area) ?? '')),
      label: at === 0 && ids.length > MAX_SHOWN ? `×${ids.length}` : undefined,
      badges: [], members: at === MAX_SHOWN - 1 ? [m.id, ...hidden] : [m.id], dead: false,
    });
  }
  for (const amb of view.ambushes) {
    // An ambush is troopers waiting in the area: their figure, counted like a minion stack.
    const id = `ambush:${amb.area}`;
    drafts.push({
      id, key: `${id}:${amb.type}`, role: 'trooper', silhouette: 'hero', miniature: paMiniature('trooper', amb.type), colour: colours.ambush, area: amb.area,
      baseScale: TROOPER_SCALE, facing: 0, label: amb.count > 1 ? `×${amb.count}` : undefined, badges: [], members: [id], dead: false,
      inspect: { kind: 'token', id },
    });
  }
  const figures = placeFigures(drafts, layout);
  const markers = placeMarkers(view, layout, colours);
  return { figures, markers, shadowed: new Set(shadowAreas(view)) };
}

/** Gives every figure its place in its area (an unknown area: the Lord's sheet). */
function placeFigures(drafts: Draft[], layout: MapLayout): FigurePiece[] {
  const byArea = new Map<string, Draft[]>();
  for (const d of drafts) {
    const area = spot(layout, d.area) ? d.area : HELL_AREA;
    byArea.set(area, [...(byArea.get(area) ?? []), d]);
  }
  const out: FigurePiece[] = [];
  for (const [area, drafted] of byArea) {
    const s = spot(layout, area)!;
    const spacing = Math.max(0.55, ...drafted.map((d) => (FOOTPRINT[d.silhouette] ?? 0.8) * d.baseScale)) * 1.05;
    const room = s.radius * (area === HELL_AREA ? 0.9 : FIGURE_ROOM);
    const spread = spreadFigures(drafted.length, room, spacing);
    const scale = spread.scale;
    // Back slots (smaller z) first: the tall figures take them, so a small minion stack is never hidden behind a hero.
    const offsets = [...spread.offsets].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const list = [...drafted].sort((a, b) => BACK_FIRST[a.role] - BACK_FIRST[b.role]);
    // Figures sit a little forward of the centre: the back rim holds the markers.
    const dz = area === HELL_AREA ? 0 : s.radius * 0.08;
    list.forEach((d, i) => {
      const [ox, oz] = offsets[i]!;
      const { baseScale, inspect, ...rest } = d;
      out.push({ ...rest, inspect: inspect ?? { kind: 'figure', id: d.members[0] ?? d.key }, area, position: [s.centre[0] + ox, PLATE_TOP, s.centre[2] + oz + dz], scale: baseScale * scale });
    });
  }
  return out;
}

/** A marker before it has its place: `toward` names the area whose side of the rim it lies on (else the back). */
type MarkerDraft = Omit<TokenSpec, 'position'> & { toward?: string };

/**
 * Dragon Back's hindbody tokens bring only larvae: bone-pale hexes with "L",
 * never mistaken for the purple "?" of a normal token.
 */
export function tokenMarker(t: PAView['tokens'][number], colours: PAColours): MarkerDraft {
  const look = t.limbo ? { colour: colours.hindbody, letter: 'L' } : { colour: colours.token, letter: '?' };
  return { id: t.id, shape: 'hex', ...look, ...(t.corner ? { toward: t.corner } : {}) };
}

function placeMarkers(view: PAView, layout: MapLayout, colours: PAColours): TokenSpec[] {
  const perArea = new Map<string, MarkerDraft[]>();
  const add = (area: string, t: MarkerDraft) => perArea.set(area, [...(perArea.get(area) ?? []), t]);
  for (const a of shadowAreas(view)) add(a, { id: `shadow:${a}`, shape: 'disc', colour: colours.shadow, letter: 'S' });
  if (view.gate) add(view.gate, { id: 'gate', shape: 'hex', colour: colours.gate, letter: 'G' });
  // The cyst is no enemy and cannot be attacked: a flat disc, not a token or a figure.
  if (view.cyst) add(view.cyst, { id: 'cyst', shape: 'disc', colour: colours.cyst, letter: 'C' });
  for (const t of view.tokens) add(t.area, tokenMarker(t, colours));
  const out: TokenSpec[] = [];
  for (const [area, list] of perArea) {
    const s = layout.byId.get(area);
    if (!s) continue;
    // One arc per side: the back for most, and the rim facing each corner's path for the Final Battle's corner tokens.
    const sides = new Map<string, MarkerDraft[]>();
    for (const t of list) sides.set(t.toward ?? '', [...(sides.get(t.toward ?? '') ?? []), t]);
    for (const [toward, group] of sides) {
      const slots = rimSlots(group.length, s.radius * MARKER_RING, 0.52, rimSide(s, layout.byId.get(toward)));
      group.forEach(({ toward: _, ...t }, i) => out.push({ ...t, position: [s.centre[0] + slots[i]![0], PLATE_TOP, s.centre[2] + slots[i]![1]] }));
    }
  }
  return out;
}

/** The angle of the rim facing `to` (the back, -π/2, when there is none). */
export function rimSide(from: AreaSpot, to: AreaSpot | undefined): number {
  if (!to || to === from) return -Math.PI / 2;
  return Math.atan2(to.centre[2] - from.centre[2], to.centre[0] - from.centre[0]);
}

/** Minion names for a kind (HUD and labels). */
export function minionName(kind: MinionKind, count: number): string {
  return count === 1 ? MINIONS[kind].name : MINIONS[kind].plural;
}
