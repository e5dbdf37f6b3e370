/**
 * Text on the table from the cached label textures (labels.ts): a sprite that
 * always faces the camera (numbers over figures) or a flat plane lying on the
 * board (names of areas and spaces).
 */
import { useMemo } from 'react';
import { DoubleSide, MeshBasicMaterial, PlaneGeometry, SpriteMaterial, type Texture } from 'three';
import { labels, type LabelStyle } from './labels';
import { useLabelOnTop } from './labelsOnTop';

export interface LabelProps extends LabelStyle {
  position?: [number, number, number];
  /** Height in board units. */
  size?: number;
  /** Draw over everything (badges and health numbers must never hide inside a figure). */
  onTop?: boolean;
}

const unitPlane = new PlaneGeometry(1, 1);
const spriteMats = new Map<string, SpriteMaterial>();
const planeMats = new Map<Texture, MeshBasicMaterial>();

function spriteMaterial(texture: Texture, onTop: boolean): SpriteMaterial {
  const key = `${texture.id}:${onTop}`;
  let m = spriteMats.get(key);
  if (!m) {
    m = new SpriteMaterial({ map: texture, transparent: true, depthTest: !onTop, depthWrite: false });
    spriteMats.set(key, m);
  }
  return m;
}

function planeMaterial(texture: Texture): MeshBasicMaterial {
  let m = planeMats.get(texture);
  if (!m) {
    m = new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -4 });
    planeMats.set(texture, m);
  }
  return m;
}

/** A label that faces the camera. */
export function Label({ position = [0, 0, 0], size = 0.22, onTop: asked = false, ...style }: LabelProps) {
  // Over everything, except while a throw's tray is in view (labelsOnTop.ts).
  const onTop = useLabelOnTop(asked);
  const key = JSON.stringify(style);
  // `key` stands for `style`: a new object with the same fields is the same label.
  const lt = useMemo(() => labels().get(style), [key]);
  return (
    <sprite position={position} scale={[size * lt.aspect, size, 1]} material={spriteMaterial(lt.texture, onTop)} renderOrder={onTop ? 20 : 0} />
  );
}

/** A label lying flat on the table, its top towards -z (away from the default camera). */
export function FlatLabel({ position = [0, 0, 0], size = 0.22, rotation = 0, ...style }: LabelProps & { rotation?: number }) {
  const key = JSON.stringify(style);
  const lt = useMemo(() => labels().get(style), [key]);
  return (
    <mesh position={position} rotation={[-Math.PI / 2, 0, rotation]} scale={[size * lt.aspect, size, 1]} geometry={unitPlane} material={planeMaterial(lt.texture)} />
  );
}
