/**
 * Image-based light for the table: a small CC0 HDRI from @pmndrs/assets
 * ("apartment", Poly Haven's "lebombo" interior, about 130 KB of EXR shipped
 * base64 in the package, so it works offline with no asset fetch). It fills
 * shadows with soft room light; the key light still casts the shadows. On high
 * quality it is also the scene's environment, so metal and paint reflect the
 * room; on medium only its light is kept, as a spherical-harmonic probe (see
 * hdriLightProbe.ts: the reflections' prefilter froze a software GPU for
 * seconds on every new table). The bytes are parsed here rather than fetched
 * from the data URL, so the content security policy needs no data:
 * connections. The background stays the room's dark colour.
 */
import { Environment } from '@react-three/drei';
import { useEffect, useState } from 'react';
import { DataTexture, EquirectangularReflectionMapping, FloatType, LinearFilter, LinearSRGBColorSpace, type SphericalHarmonics3 } from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import { dataUrlBytes } from './dataUrl';
import { equirectToSh } from './hdriLightProbe';

/** The HDRI as a texture (for reflections) and as light-probe coefficients (for its light alone). */
export interface TableHdri {
  texture: DataTexture;
  sh: SphericalHarmonics3;
}

let cached: Promise<TableHdri> | null = null;
/** The decoded HDRI once the promise above has settled, for a table mounted after the prefetch. */
let decoded: TableHdri | null = null;

/** Loads and decodes the HDRI once per page (its module is split from the main bundle). */
export function loadTableHdri(): Promise<TableHdri> {
  cached ??= import('@pmndrs/assets/hdri/apartment.exr.js').then((m: { default: string }) => {
    const exr = new EXRLoader().setDataType(FloatType).parse(dataUrlBytes(m.default));
    const { width, height } = exr;
    // setDataType(FloatType): the decoded pixels are a Float32Array of the image's size.
    if (!(exr.data instanceof Float32Array) || width === undefined || height === undefined) throw new Error('The table HDRI did not decode to float pixels.');
    const texture = new DataTexture(exr.data, exr.width, exr.height, exr.format, exr.type);
    texture.colorSpace = exr.colorSpace ?? LinearSRGBColorSpace;
    texture.mapping = EquirectangularReflectionMapping;
    texture.magFilter = LinearFilter;
    texture.minFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.flipY = false;
    texture.needsUpdate = true;
    decoded = { texture, sh: equirectToSh(exr.data, width, height) };
    return decoded;
  });
  return cached;
}

/**
 * The HDRI's light, once decoded; nothing before (the hemisphere light carries the table meanwhile).
 * Already decoded (the menu prefetched it), it is there from the first frame: every lit material's shader then
 * compiles once, with it, instead of once without and again with it (six programs more on the Planet Apocalypse
 * board).
 */
export function TableEnvironment({ intensity, reflections }: { intensity: number; reflections: boolean }) {
  const [hdri, setHdri] = useState<TableHdri | null>(decoded);
  useEffect(() => {
    if (hdri) return;
    let live = true;
    loadTableHdri().then((t) => live && setHdri(t), (e: unknown) => console.warn('Table HDRI not loaded:', e));
    return () => {
      live = false;
    };
  }, [hdri]);
  if (!hdri) return null;
  return reflections ? <Environment map={hdri.texture} environmentIntensity={intensity} /> : <lightProbe args={[hdri.sh, intensity]} />;
}
