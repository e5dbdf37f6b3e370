/**
 * The material miniatures draw with: a standard (lit, shadowed) material
 * taking its colour from the baked vertex colours, mixing in the team colour
 * where the vertex's `tint` says so, and glowing where `glow` is set. One
 * shader program serves every type and colour; each team colour is a
 * material (a uniform), made once and shared, so a hundred red figures of
 * all types still use one material.
 */
import { Color, MeshStandardMaterial } from 'three';

const cache = new Map<string, MeshStandardMaterial>();

export function miniatureMaterial(colour: string): MeshStandardMaterial {
  const key = colour.toLowerCase();
  let m = cache.get(key);
  if (m) return m;
  m = new MeshStandardMaterial({ vertexColors: true, roughness: 0.62, metalness: 0.08 });
  const team = { value: new Color(colour) };
  m.onBeforeCompile = (shader) => {
    shader.uniforms.uTeam = team;
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nuniform vec3 uTeam;\nattribute float tint;\nattribute float glow;\nvarying float vGlow;')
      .replace(
        '#include <color_vertex>',
        // The chunk copied the baked paint; the team colour belongs only where tint is.
        ['#include <color_vertex>', '#ifdef USE_COLOR', '  vColor.rgb = mix( color.rgb, uTeam, tint );', '#endif', 'vGlow = glow;'].join('\n'),
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying float vGlow;')
      .replace('#include <emissivemap_fragment>', '#include <emissivemap_fragment>\ntotalEmissiveRadiance += vColor.rgb * vGlow;');
  };
  // Every colour compiles to the same program: only the uniform differs.
  m.customProgramCacheKey = () => 'miniature-v1';
  cache.set(key, m);
  return m;
}
