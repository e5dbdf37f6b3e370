/**
 * The still part of the tray: felt floor, four low rims exactly where the
 * physics walls stand (tray.ts wallPlanes), and the lights. The rims are
 * subtle (dark, half see-through) so they frame the throw without hiding a
 * die resting against them.
 */
import { BoxGeometry, MeshStandardMaterial, PlaneGeometry } from 'three';
import { TRAY, wallPlanes } from './tray';

/** Height and thickness of the visible rims (the physics walls are infinite planes). */
const RIM_HEIGHT = 1.2;
const RIM_THICKNESS = 0.35;

const feltGeo = new PlaneGeometry(TRAY.width, TRAY.depth);
const feltMat = new MeshStandardMaterial({ color: '#23372b', roughness: 0.95 });
const tableGeo = new PlaneGeometry(60, 40);
const tableMat = new MeshStandardMaterial({ color: '#2a211a', roughness: 0.9 });
const rimMat = new MeshStandardMaterial({ color: '#5a4634', roughness: 0.7, transparent: true, opacity: 0.55 });
const longRim = new BoxGeometry(TRAY.width + 2 * RIM_THICKNESS, RIM_HEIGHT, RIM_THICKNESS);
const shortRim = new BoxGeometry(RIM_THICKNESS, RIM_HEIGHT, TRAY.depth);

export function TrayScene() {
  return (
    <>
      <hemisphereLight args={['#fff6e4', '#2b2418', 0.9]} />
      <directionalLight position={[3, 12, 6]} intensity={1.6} />
      <directionalLight position={[-6, 6, -4]} intensity={0.35} />
      <mesh geometry={tableGeo} material={tableMat} rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.02, 0]} />
      <mesh geometry={feltGeo} material={feltMat} rotation={[-Math.PI / 2, 0, 0]} />
      {wallPlanes().map(({ at, inward }, i) => {
        // Each rim sits just outside its wall plane: its inner face is the wall.
        const x = at[0] - inward[0] * (RIM_THICKNESS / 2);
        const z = at[2] - inward[2] * (RIM_THICKNESS / 2);
        return <mesh key={i} geometry={inward[0] !== 0 ? shortRim : longRim} material={rimMat} position={[x, RIM_HEIGHT / 2, z]} />;
      })}
    </>
  );
}
