/**
 * Many short texts lying on the map (movement costs): one instanced flat
 * plane per distinct text, so thirty numbers cost a handful of draw calls
 * where thirty labels would cost thirty.
 */
import { MeshBasicMaterial, PlaneGeometry } from 'three';
import { labels } from '../../pieces';
import { Instances } from './Instances';
import type { Instance } from './mapMeshes';
import type { Vec3 } from './tableCoords';

const flat = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
const materials = new Map<string, { material: MeshBasicMaterial; aspect: number }>();

function textMaterial(text: string): { material: MeshBasicMaterial; aspect: number } {
  let m = materials.get(text);
  if (!m) {
    const lt = labels().get({ text, colour: '#ffffff', bold: true });
    m = { material: new MeshBasicMaterial({ map: lt.texture, transparent: true, depthWrite: false, toneMapped: false }), aspect: lt.aspect };
    materials.set(text, m);
  }
  return m;
}

export interface FlatText {
  text: string;
  position: Vec3;
}

/** Groups texts by what they say: one instance list per text. */
export function groupTexts(items: readonly FlatText[]): Map<string, Vec3[]> {
  const out = new Map<string, Vec3[]>();
  for (const it of items) {
    const list = out.get(it.text) ?? [];
    list.push(it.position);
    out.set(it.text, list);
  }
  return out;
}

export function FlatNumbers({ items, size = 0.34, colour = '#ffffff' }: { items: readonly FlatText[]; size?: number; colour?: string }) {
  return (
    <group>
      {[...groupTexts(items)].map(([text, positions]) => {
        const { material, aspect } = textMaterial(text);
        const inst: Instance[] = positions.map((p) => ({ p, s: [size * aspect, 1, size], colour }));
        return <Instances key={text} items={inst} geometry={flat} material={material} receiveShadow={false} />;
      })}
    </group>
  );
}
