/**
 * The city map's materials, made once on first use (their textures are
 * painted then): one per district kind for the tiles, one for all the props,
 * the roads, the footpaths, the streets between tiles, the Shadow's fog.
 * Shared by every tile of a kind, so the map costs a draw call per tile and
 * one for each of the rest.
 */
import { DoubleSide, MeshBasicMaterial, MeshStandardMaterial } from 'three';
import type { DistrictKind } from './areaKinds';
import { fogTexture, groundTexture, pathTexture, roadTexture } from './groundTextures';

let cache: CityMaterials | null = null;

export interface CityMaterials {
  ground: (kind: DistrictKind) => MeshStandardMaterial;
  props: MeshStandardMaterial;
  road: MeshStandardMaterial;
  path: MeshBasicMaterial;
  streets: MeshStandardMaterial;
  fogLow: MeshBasicMaterial;
  fogHigh: MeshBasicMaterial;
  hell: MeshStandardMaterial;
  /** An area that encircles the map (the Final Battle's Outer Ring): scorched rubble of its own tint, and its bright rim. */
  ring: MeshStandardMaterial;
  ringRim: MeshBasicMaterial;
}

export function cityMaterials(): CityMaterials {
  if (cache) return cache;
  const grounds = new Map<DistrictKind, MeshStandardMaterial>();
  const streetTex = groundTexture('street');
  const fog = fogTexture();
  cache = {
    ground: (kind) => {
      let m = grounds.get(kind);
      if (!m) {
        m = new MeshStandardMaterial({ map: groundTexture(kind), vertexColors: true, roughness: 0.95 });
        grounds.set(kind, m);
      }
      return m;
    },
    props: new MeshStandardMaterial({ vertexColors: true, roughness: 0.85, flatShading: true }),
    road: new MeshStandardMaterial({ map: roadTexture(), roughness: 0.9, polygonOffset: true, polygonOffsetFactor: -2 }),
    path: new MeshBasicMaterial({ map: pathTexture(), transparent: true, opacity: 0.55, depthWrite: false }),
    // The streets between the tiles: the same tarmac, darker.
    streets: new MeshStandardMaterial({ map: streetTex, color: '#5a5856', roughness: 1 }),
    fogLow: new MeshBasicMaterial({ map: fog, transparent: true, opacity: 0.95, depthWrite: false, side: DoubleSide }),
    fogHigh: new MeshBasicMaterial({ map: fog, color: '#a070d0', transparent: true, opacity: 0.2, depthWrite: false, side: DoubleSide }),
    hell: new MeshStandardMaterial({ color: '#3d1512', roughness: 0.8 }),
    ring: new MeshStandardMaterial({ map: groundTexture('ruins'), color: '#d8a070', vertexColors: true, roughness: 0.95 }),
    ringRim: new MeshBasicMaterial({ color: '#ffb347', transparent: true, opacity: 0.85 }),
  };
  return cache;
}
