/**
 * While an attack option is pointed at (on the table or in the prompt list):
 * a line of sight from the attacker to the target, with the range, and a
 * "cover" marker over a target that has cover. The rules decide sight and
 * cover; this only draws what the option says.
 */
import { BoxGeometry, MeshBasicMaterial } from 'three';
import { Label } from '../../pieces';
import { LINE_HEIGHT, lineBetween, type Vec3 } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const lineMaterial = new MeshBasicMaterial({ color: '#ff4d3d', transparent: true, opacity: 0.85, depthTest: false, toneMapped: false });

export function AttackLine({ from, to, cover, range }: { from: Vec3; to: Vec3; cover: boolean; range: number | null }) {
  const { centre, length, angle } = lineBetween(from, to);
  return (
    <group>
      <mesh geometry={box} material={lineMaterial} position={centre} rotation-y={angle} scale={[length, 0.04, 0.04]} renderOrder={15} />
      {range !== null && <Label text={`range ${range}`} position={[centre[0], LINE_HEIGHT + 0.25, centre[2]]} size={0.24} background="#2a0d0a" colour="#ffffff" shape="pill" onTop />}
      {cover && <Label text="cover" position={[to[0], 1.55, to[2]]} size={0.26} background="#5dade2" colour="#00121f" border="#111111" shape="pill" onTop />}
    </group>
  );
}
