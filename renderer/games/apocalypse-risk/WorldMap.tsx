/**
 * The world board on the table: an ocean plate, each territory extruded from
 * its Natural Earth outline in its continent's tint (scorched when a meteor
 * or the plague has ruined it), thin coast and border lines, territory names
 * lying on the land, dashed sea lanes, and the glow of prompt targets.
 * Hovering a territory shows its details; clicking a target answers with it.
 */
import { useMemo } from 'react';
import { LineBasicMaterial, LineDashedMaterial, LineSegments, MeshStandardMaterial, PlaneGeometry } from 'three';
import { CONTINENTS } from '../../../core/games/apocalypse-risk/content/board';
import type { HighlightKind } from '../../pieces';
import { FlatLabelBatch, type FlatLabelItem } from '../../pieces/FlatLabelBatch';
import { laneGeometry, outlineGeometry } from './mapGeometry';
import { OwnerDiscs } from './OwnerDiscs';
import type { SplitDisc } from './pieceModel';
import { WorldLand } from './WorldLand';
import { LAND_TOP, type TerritoryShape, type WorldShapes } from './worldShapes';

const TINT = new Map(CONTINENTS.map((c) => [c.id as string, c.color]));
const SCORCHED = { crater: '#2a2420', barren: '#6d6152' };

const ocean = new PlaneGeometry(1, 1);
const oceanMat = new MeshStandardMaterial({ color: '#23465e', roughness: 0.7 });
const outlineMat = new LineBasicMaterial({ color: '#1d1812' });
const laneMat = new LineDashedMaterial({ color: '#e9e1c8', dashSize: 0.16, gapSize: 0.11 });

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
  // The names never change: one atlas and one mesh for all of them.
  const names: FlatLabelItem[] = useMemo(
    () => [...world.territories.values()].map((t) => ({
      style: { text: t.name, colour: '#fbf5e4', background: 'rgba(22,18,12,0.62)', shape: 'pill' as const, bold: true },
      position: [t.centre[0], LAND_TOP + 0.006, t.centre[1] + 0.22],
      size: nameSize(t),
    })),
    [world],
  );
  return (
    <group>
      <mesh geometry={ocean} material={oceanMat} position={[0, 0.01, 0]} rotation-x={-Math.PI / 2} scale={[world.width + 0.8, world.depth + 0.8, 1]} receiveShadow />
      <primitive object={lanes} />
      <WorldLand
        world={world}
        tint={(id) => {
          const s = scorched.get(id);
          return s ? SCORCHED[s] : TINT.get(world.territories.get(id)?.continent ?? '') ?? '#888';
        }}
        highlight={marks.highlight}
        clickable={marks.clickable}
        onClick={marks.onClick}
      />
      <lineSegments geometry={outlineGeometry(world)} material={outlineMat} />
      <OwnerDiscs discs={discs} />
      <FlatLabelBatch items={names} />
    </group>
  );
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
