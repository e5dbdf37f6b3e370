/**
 * The map itself on the table: a stone plate per area with its name, the
 * arrows minions follow towards the start, faint links between areas only
 * heroes may cross, the start and the Lord's area marked, the Shadow's
 * darkened plates, and the Lord's sheet beside the map. Areas a prompt offers
 * glow and can be clicked.
 */
import { useMemo } from 'react';
import { CylinderGeometry, MeshStandardMaterial, PlaneGeometry, Shape, ShapeGeometry, MeshBasicMaterial, BoxGeometry } from 'three';
import { useTableInspect } from '../../inspect/useTableInspect';
import { AreaHighlight, FlatLabel, type HighlightKind } from '../../pieces';
import { nameSize, type Arrow, type AreaSpot, type Link, type MapLayout } from './mapLayout';
import { PLATE_TOP } from './tableModel';

const plateGeometry = new CylinderGeometry(1, 1, PLATE_TOP, 48);
const hellGeometry = new BoxGeometry(1, PLATE_TOP, 1);
const strip = new PlaneGeometry(1, 1);
const HEAD_LEN = 0.34;
const head = (() => {
  const s = new Shape();
  s.moveTo(0, 0);
  s.lineTo(-HEAD_LEN, 0.2);
  s.lineTo(-HEAD_LEN, -0.2);
  s.closePath();
  return new ShapeGeometry(s);
})();

const mats = {
  plate: new MeshStandardMaterial({ color: '#6f6553', roughness: 0.9 }),
  start: new MeshStandardMaterial({ color: '#5d7a52', roughness: 0.9 }),
  lord: new MeshStandardMaterial({ color: '#6e3430', roughness: 0.9 }),
  shadow: new MeshStandardMaterial({ color: '#2c2433', roughness: 0.95 }),
  hell: new MeshStandardMaterial({ color: '#3d1512', roughness: 0.8 }),
  arrow: new MeshBasicMaterial({ color: '#e8dcb8', transparent: true, opacity: 0.85, depthWrite: false }),
  exit: new MeshBasicMaterial({ color: '#9fe08a', transparent: true, opacity: 0.9, depthWrite: false }),
  link: new MeshBasicMaterial({ color: '#d8ccb0', transparent: true, opacity: 0.28, depthWrite: false }),
};

export interface AreaMarks {
  /** Highlight kind for each area that shows one (prompt target, selected, hovered, event focus). */
  highlight: ReadonlyMap<string, HighlightKind>;
  onClick: ReadonlyMap<string, () => void>;
  shadowed: ReadonlySet<string>;
}

export function MapTiles({ layout, marks, lordName }: { layout: MapLayout; marks: AreaMarks; lordName: string }) {
  const hellSize = layout.hell.radius * 2;
  return (
    <group>
      {layout.links.map((l) => (
        <LinkStrip key={`${l.a}-${l.b}`} link={l} />
      ))}
      {layout.arrows.map((a) => (
        <ArrowMark key={`${a.from}-${a.to ?? 'out'}`} arrow={a} />
      ))}
      {layout.areas.map((s) => (
        <Plate key={s.id} spot={s} shadowed={marks.shadowed.has(s.id)} highlight={marks.highlight.get(s.id) ?? null} onClick={marks.onClick.get(s.id)} />
      ))}
      <mesh geometry={hellGeometry} material={mats.hell} position={[layout.hell.centre[0], PLATE_TOP / 2, layout.hell.centre[2]]} scale={[hellSize, 1, hellSize]} receiveShadow />
      <FlatLabel text={`${lordName}'s sheet`} position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] + layout.hell.radius * 0.8]} size={0.34} colour="#ffe4dc" background="rgba(0,0,0,0.6)" shape="pill" bold />
      <FlatLabel text="Lord Battle" position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] - layout.hell.radius * 0.8]} size={0.3} colour="#ffb4a8" bold />
      {marks.highlight.get(layout.hell.id) && (
        <AreaHighlight shape="square" position={[layout.hell.centre[0], PLATE_TOP, layout.hell.centre[2]]} size={hellSize + 0.3} kind={marks.highlight.get(layout.hell.id)!} onClick={marks.onClick.get(layout.hell.id)} />
      )}
    </group>
  );
}

function Plate({ spot, shadowed, highlight, onClick }: { spot: AreaSpot; shadowed: boolean; highlight: HighlightKind | null; onClick?: () => void }) {
  const look = useTableInspect({ kind: 'area', id: spot.id });
  const [x, , z] = spot.centre;
  const r = spot.radius;
  const material = shadowed ? mats.shadow : spot.start ? mats.start : spot.lordOrigin ? mats.lord : mats.plate;
  const tag = spot.start ? 'START' : spot.lordOrigin ? "LORD'S GATE" : null;
  return (
    <group>
      <mesh
        geometry={plateGeometry}
        material={material}
        position={[x, PLATE_TOP / 2, z]}
        scale={[r, 1, r]}
        receiveShadow
        onClick={(e) => {
          e.stopPropagation();
          if (onClick) onClick();
          else look.pin();
        }}
        onContextMenu={look.onContextMenu}
        onPointerOver={(e) => (e.stopPropagation(), look.over())}
        onPointerOut={() => look.out()}
      />
      <FlatLabel text={spot.name} position={[x, PLATE_TOP + 0.004, z + r * 0.74]} size={nameSize(spot.name, r)} colour="#f4ecd6" background="rgba(20,16,12,0.7)" shape="pill" bold />
      {tag && (
        <FlatLabel text={tag} position={[x, PLATE_TOP + 0.004, z + r + 0.26]} size={0.3} colour={spot.start ? '#b9f0a8' : '#ffb4a8'} bold />
      )}
      {spot.start && <AreaHighlight shape="ring" position={[x, PLATE_TOP, z]} size={r * 2.25} colour="#8fe07a" intensity={0.55} />}
      {spot.lordOrigin && <AreaHighlight shape="ring" position={[x, PLATE_TOP, z]} size={r * 2.25} colour="#ff6a50" intensity={0.5} />}
      {shadowed && <AreaHighlight shape="disc" position={[x, PLATE_TOP, z]} size={r * 2.1} colour="#7a4fa8" intensity={0.35} />}
      {highlight && <AreaHighlight shape="ring" position={[x, PLATE_TOP, z]} size={r * 2.35} kind={highlight} onClick={onClick} intensity={highlight === 'target' ? 0.9 : 1} />}
    </group>
  );
}

function ArrowMark({ arrow }: { arrow: Arrow }) {
  const shaft = Math.max(0.05, arrow.length - HEAD_LEN);
  const material = arrow.to === null ? mats.exit : mats.arrow;
  return (
    <group position={[arrow.start[0], 0.006, arrow.start[2]]} rotation-y={arrow.heading}>
      <mesh geometry={strip} material={material} position={[shaft / 2, 0, 0]} rotation-x={-Math.PI / 2} scale={[shaft, 0.09, 1]} />
      <mesh geometry={head} material={material} position={[arrow.length, 0, 0]} rotation-x={-Math.PI / 2} />
    </group>
  );
}

function LinkStrip({ link }: { link: Link }) {
  const { position, heading, length } = useMemo(() => {
    const dx = link.end[0] - link.start[0];
    const dz = link.end[2] - link.start[2];
    return { position: [(link.start[0] + link.end[0]) / 2, 0.004, (link.start[2] + link.end[2]) / 2] as const, heading: Math.atan2(-dz, dx), length: Math.hypot(dx, dz) };
  }, [link]);
  return (
    <group position={[position[0], position[1], position[2]]} rotation-y={heading}>
      <mesh geometry={strip} material={mats.link} rotation-x={-Math.PI / 2} scale={[length, 0.05, 1]} />
    </group>
  );
}
