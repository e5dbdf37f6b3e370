/**
 * The table HDRI's light as nine spherical-harmonic coefficients, for a
 * three.js LightProbe: the room's soft fill light without prefiltering the
 * image into a reflection cube. That prefilter (three's PMREM, 256 GGX samples
 * a texel, a few dozen passes) took about four seconds of a software GPU on
 * every new table, whatever the image's size; the probe is a few milliseconds
 * of arithmetic here and nine uniforms there. What it gives up is reflections,
 * which only the high quality setting keeps.
 *
 * The projection is the usual one (as three's LightProbeGenerator does for a
 * cube): radiance times each basis function, weighted by the texel's solid
 * angle, scaled to the whole sphere.
 */
import { SphericalHarmonics3, Vector3 } from 'three';

/** `data` is RGBA floats, row 0 at the bottom (the image's south pole), as EXRLoader gives them for a texture with flipY off. */
export function equirectToSh(data: ArrayLike<number>, width: number, height: number): SphericalHarmonics3 {
  if (data.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} values for a ${width}x${height} RGBA image, got ${data.length}.`);
  const sh = new SphericalHarmonics3();
  const basis = new Array<number>(9).fill(0);
  const dir = new Vector3();
  let total = 0;
  for (let row = 0; row < height; row++) {
    // three's equirect lookup: v = asin(y) / PI + 0.5, u = atan(z, x) / (2 PI) + 0.5.
    const latitude = ((row + 0.5) / height - 0.5) * Math.PI;
    const weight = Math.cos(latitude); // a texel's solid angle shrinks toward the poles
    for (let col = 0; col < width; col++) {
      const longitude = ((col + 0.5) / width - 0.5) * 2 * Math.PI;
      dir.set(Math.cos(latitude) * Math.cos(longitude), Math.sin(latitude), Math.cos(latitude) * Math.sin(longitude));
      SphericalHarmonics3.getBasisAt(dir, basis);
      const i = (row * width + col) * 4;
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      for (let j = 0; j < 9; j++) {
        const w = basis[j]! * weight;
        const c = sh.coefficients[j]!;
        c.x += r * w;
        c.y += g * w;
        c.z += b * w;
      }
      total += weight;
    }
  }
  const norm = (4 * Math.PI) / total;
  for (const c of sh.coefficients) c.multiplyScalar(norm);
  return sh;
}
