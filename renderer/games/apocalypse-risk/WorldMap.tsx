/**
 * The world board on the table: an ocean plate, each territory extruded from
 * its Natural Earth outline in its continent's tint (scorched when a meteor
 * or the plague has ruined it), thin coast and border lines, territory names
 * lying on the land, dashed sea lanes, and the glow of prompt targets.
 * Hovering a territory shows its details; clicking a target answers with it.
 */
import { useEffect, useMemo } from 'react';
import { CircleGeometry, Color, DoubleSide, LineBasicMaterial, LineDashedMaterial, LineSegments, MeshBasicMaterial, MeshStandardMaterial, PlaneGeometry } from 'three';
import { CONTINENTS } from '../../../core/games/apocalypse-risk/content/board';
import { useTableInspect } from '../../inspect/useTableInspect';
import { FlatLabel, type HighlightKind } from '../../pieces';
import { usePieceTheme } from '../../pieces/pieceTheme';
import { laneGeometry, outlineGeometry, ringGeometry, territoryGeometry } from './mapGeometry';
import type { SplitDisc } from './pieceModel';
import { LAND_TOP, type TerritoryShape, type WorldShapes } from './worldShapes';

const TINT = new Map(CONTINENTS.map((c) => [c.id as string, c.color]));
const SCORCHED = { crater: '#2a2420', barren: '#6d6152' };

const landMats = new Map<string, MeshStandardMaterial[]>();
/** Top and side materials for a tint: the sides a shade darker, like the edge of a cut board. */
function landMaterials(colour: string): MeshStandardMaterial[] {
  let m = landMats.get(colour);
  if (!m) {
    const side = new Color(colour).multiplyScalar(0.55);
    m = [new MeshStandardMaterial({ color: colour, roughness: 0.82 }), new MeshStandardMaterial({ color: side, roughness: 0.9 })];
    landMats.set(colour, m);
  }
  return m;
}

const ocean = new PlaneGeometry(1, 1);
const oceanMat = new MeshStandardMaterial({ color: '#23465e', roughness: 0.7 });
const outlineMat = new LineBasicMaterial({ color: '#1d1812' });
const laneMat = new LineDashedMaterial({ color: '#e9e1c8', dashSize: 0.16, gapSize: 0.11 });
const half = new CircleGeometry(0.36, 24, Math.PI / 2, Math.PI);
const whole = new CircleGeometry(0.36, 32);
const discMats = new Map<string, MeshBasicMaterial>();
function discMat(colour: string): MeshBasicMaterial {
  let m = discMats.get(colour);
  if (!m) discMats.set(colour, (m = new MeshBasicMaterial({ color: colour, transparent: true, opacity: 0.6, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 })));
  return m;
}

export interface TerritoryMarks {
  highlight: ReadonlyMap<string, HighlightKind>;
  /** Territories a click answers the prompt with. */
  clickable: ReadonlySet<string>;
  onClick(territory: string): void;
}

export function WorldMap({ world, marks, scorched, discs }: { world: WorldShapes; marks: TerritoryMarks; scorched: ReadonlyMap<string, 'crater' | 'barren'>; discs: SplitDisc[] }) {
  const lanes = useMemo(() => {
    const l = new LineSegments(laneGeometry(world.lanes, 0.03), laneMat);
    l.computeLineDistances();
    return l;
  }, [world]);
  return (
    <group>
      <mesh geometry={ocean} material={oceanMat} position={[0, 0.01, 0]} rotation-x={-Math.PI / 2} scale={[world.width + 0.8, world.depth + 0.8, 1]} receiveShadow />
      <primitive object={lanes} />
      {[...world.territories.values()].map((t) => {
        const s = scorched.get(t.id);
        return (
          <Territory
            key={t.id}
            shape={t}
            colour={s ? SCORCHED[s] : TINT.get(t.continent) ?? '#888'}
            highlight={marks.highlight.get(t.id) ?? null}
            onClick={marks.clickable.has(t.id) ? () => marks.onClick(t.id) : undefined}
          />
        );
      })}
      <lineSegments geometry={outlineGeometry(world)} material={outlineMat} />
      {discs.map((d) => (
        <group key={d.territory} position={[d.centre[0], LAND_TOP + 0.003, d.centre[1]]} rotation-x={-Math.PI / 2}>
          {d.colours.length === 1 ? (
            <mesh geometry={whole} material={discMat(d.colours[0]!)} />
          ) : (
            <>
              <mesh geometry={half} material={discMat(d.colours[0]!)} />
              <mesh geometry={half} material={discMat(d.colours[1]!)} rotation-z={Math.PI} />
            </>
          )}
        </group>
      ))}
    </group>
  );
}

const glowMats = new Map<string, MeshBasicMaterial>();
function glowMat(colour: string, opacity: number): MeshBasicMaterial {
  const key = `${colour}:${opacity}`;
  let m = glowMats.get(key);
  if (!m) glowMats.set(key, (m = new MeshBasicMaterial({ color: colour, transparent: true, opacity, depthWrite: false, side: DoubleSide, toneMapped: false })));
  return m;
}
const ringMats = new Map<string, LineBasicMaterial>();
function ringMat(colour: string): LineBasicMaterial {
  let m = ringMats.get(colour);
  if (!m) ringMats.set(colour, (m = new LineBasicMaterial({ color: colour, toneMapped: false })));
  return m;
}

/** Name size by the territory's extent: small islands get small names. */
function nameSize(t: TerritoryShape): number {
  let minX = Infinity, maxX = -Infinity;
  for (const [x] of t.polygons[0]?.[0] ?? []) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  return Math.max(0.15, Math.min(0.28, (maxX - minX) * 0.11));
}

function Territory({ shape, colour, highlight, onClick }: { shape: TerritoryShape; colour: string; highlight: HighlightKind | null; onClick?: () => void }) {
  const look = useTableInspect({ kind: 'area', id: shape.id });
  const theme = usePieceTheme();
  const geo = territoryGeometry(shape);
  const ring = useMemo(() => (highlight ? ringGeometry(shape, LAND_TOP + 0.006) : null), [shape, highlight !== null]);
  useEffect(() => () => ring?.dispose(), [ring]);
  const tint = highlight ? theme.highlight[highlight] : null;
  return (
    <group>
      <mesh
        geometry={geo.body}
        material={landMaterials(colour)}
        rotation-x={-Math.PI / 2}
        // The land is a thin slab: its shadow on the ocean is invisible from the table's cameras and cost a second pass per territory.
        receiveShadow
        onClick={(e) => {
          e.stopPropagation();
          if (onClick) onClick();
          else look.pin();
        }}
        onContextMenu={look.onContextMenu}
        onPointerOver={(e) => {
          e.stopPropagation();
          look.over();
          if (onClick) document.body.style.cursor = 'pointer';
        }}
        onPointerOut={() => {
          look.out();
          document.body.style.cursor = '';
        }}
      />
      {tint && <mesh geometry={geo.top} material={glowMat(tint, highlight === 'target' ? 0.35 : 0.5)} rotation-x={-Math.PI / 2} position-y={LAND_TOP + 0.004} renderOrder={4} />}
      {tint && ring && <lineSegments geometry={ring} material={ringMat(tint)} renderOrder={6} />}
      <FlatLabel text={shape.name} position={[shape.centre[0], LAND_TOP + 0.006, shape.centre[1] + 0.22]} size={nameSize(shape)} colour="#fbf5e4" background="rgba(22,18,12,0.62)" shape="pill" bold />
    </group>
  );
}
