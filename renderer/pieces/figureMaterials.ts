/**
 * Materials for figures, one per role and colour, made once and shared: a
 * hundred red figures use one red material. Only the body (and the base ring,
 * which is part of the body group) takes the team colour.
 */
import { MeshStandardMaterial } from 'three';
import type { Role } from './geometryParts';

const cache = new Map<string, MeshStandardMaterial>();

function make(role: Role, colour: string): MeshStandardMaterial {
  switch (role) {
    case 'body':
      return new MeshStandardMaterial({ color: colour, roughness: 0.55, metalness: 0.05 });
    case 'accent':
      return new MeshStandardMaterial({ color: '#2c2b30', roughness: 0.5, metalness: 0.35 });
    case 'trim':
      return new MeshStandardMaterial({ color: '#e9dfc6', roughness: 0.45, metalness: 0.0 });
    case 'eye':
      return new MeshStandardMaterial({ color: '#fff3a0', emissive: '#ffcc33', emissiveIntensity: 1.4, roughness: 0.3 });
  }
}

/** The material for one role; only 'body' depends on the colour. */
export function roleMaterial(role: Role, colour: string): MeshStandardMaterial {
  const key = role === 'body' ? `body:${colour.toLowerCase()}` : role;
  let m = cache.get(key);
  if (!m) cache.set(key, (m = make(role, colour)));
  return m;
}

/** The material array for a silhouette's draw groups, in group order. */
export function figureMaterials(roles: readonly Role[], colour: string): MeshStandardMaterial[] {
  return roles.map((r) => roleMaterial(r, colour));
}
