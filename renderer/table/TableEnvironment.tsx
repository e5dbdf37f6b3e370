/**
 * Image-based light for the table: a small CC0 HDRI from @pmndrs/assets
 * ("apartment", Poly Haven's "lebombo" interior, about 130 KB of EXR shipped
 * base64 in the package, so it works offline with no asset fetch). It gives
 * metal and paint their reflections and fills shadows with soft room light;
 * the key light still casts the shadows. The bytes are parsed here rather
 * than fetched from the data URL, so the content security policy needs no
 * data: connections. The background stays the room's dark colour.
 */
import { Environment } from '@react-three/drei';
import { useEffect, useState } from 'react';
import { DataTexture, EquirectangularReflectionMapping, LinearFilter, LinearSRGBColorSpace } from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import { dataUrlBytes } from './dataUrl';

let cached: Promise<DataTexture> | null = null;

/** Loads and decodes the HDRI once per page (its module is split from the main bundle). */
export function loadTableHdri(): Promise<DataTexture> {
  cached ??= import('@pmndrs/assets/hdri/apartment.exr.js').then((m: { default: string }) => {
    const exr = new EXRLoader().parse(dataUrlBytes(m.default));
    const texture = new DataTexture(exr.data, exr.width, exr.height, exr.format, exr.type);
    texture.colorSpace = exr.colorSpace ?? LinearSRGBColorSpace;
    texture.mapping = EquirectangularReflectionMapping;
    texture.magFilter = LinearFilter;
    texture.minFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.flipY = false;
    texture.needsUpdate = true;
    return texture;
  });
  return cached;
}

/** The HDRI as the scene's environment light, once decoded; nothing before (the hemisphere light carries the table meanwhile). */
export function TableEnvironment({ intensity }: { intensity: number }) {
  const [map, setMap] = useState<DataTexture | null>(null);
  useEffect(() => {
    let live = true;
    loadTableHdri().then((t) => live && setMap(t), (e: unknown) => console.warn('Table HDRI not loaded:', e));
    return () => {
      live = false;
    };
  }, []);
  return map ? <Environment map={map} environmentIntensity={intensity} /> : null;
}
