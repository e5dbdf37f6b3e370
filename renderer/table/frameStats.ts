/**
 * What one frame of the table costs, for `npm run bench` (issue 11's
 * measures): draw calls and triangles over every render pass of the frame
 * (shadow maps and screen effects included), and an estimate of the texture
 * memory the scene holds. three.js counts textures but not their bytes, so
 * the bytes are summed from each texture's size and pixel format.
 */
import {
  FloatType, HalfFloatType, Mesh, RedFormat, RGFormat,
  type Material, type Object3D, type Texture, type WebGLRenderTarget,
} from 'three';

export interface FrameStats {
  calls: number;
  triangles: number;
  /** Distinct textures the scene's materials and environment use, and their estimated bytes (mipmaps included). */
  textures: number;
  textureBytes: number;
  frames: number;
}

function channels(format: number): number {
  if (format === RedFormat) return 1;
  if (format === RGFormat) return 2;
  // RGBA, and the few others the table uses (depth, compressed) counted as four bytes' worth.
  return 4;
}

function bytesPerChannel(type: number): number {
  if (type === FloatType) return 4;
  if (type === HalfFloatType) return 2;
  return 1;
}

interface Sized { width?: number; height?: number; depth?: number }

/** Bytes a texture takes on the GPU: width x height (x layers) x pixel size, plus a third for mipmaps. */
export function textureBytes(t: Texture): number {
  const image = (t.image ?? {}) as Sized | Sized[];
  const layers = Array.isArray(image) ? image : [image];
  let pixels = 0;
  for (const img of layers) pixels += (img.width ?? 0) * (img.height ?? 0) * (img.depth ?? 1);
  const mips = t.generateMipmaps || (t.mipmaps?.length ?? 0) > 1 ? 4 / 3 : 1;
  return Math.round(pixels * channels(t.format) * bytesPerChannel(t.type) * mips);
}

function materialTextures(m: Material, into: Map<string, Texture>): void {
  for (const value of Object.values(m)) {
    const t = value as Texture | null;
    if (t && typeof t === 'object' && (t as { isTexture?: boolean }).isTexture) into.set(t.uuid, t);
  }
}

/** Every texture the scene draws with: materials' maps, the environment and background, and shadow maps. */
export function sceneTextures(scene: Object3D & { environment?: Texture | null; background?: unknown }): Texture[] {
  const found = new Map<string, Texture>();
  scene.traverse((o) => {
    if (o instanceof Mesh) {
      const ms = Array.isArray(o.material) ? o.material : [o.material];
      for (const m of ms as Material[]) materialTextures(m, found);
    }
    const shadow = (o as { shadow?: { map?: WebGLRenderTarget | null } }).shadow;
    if (shadow?.map?.texture) found.set(shadow.map.texture.uuid, shadow.map.texture);
  });
  if (scene.environment) found.set(scene.environment.uuid, scene.environment);
  const bg = scene.background as Texture | null | undefined;
  if (bg && (bg as { isTexture?: boolean }).isTexture) found.set(bg.uuid, bg);
  return [...found.values()];
}
