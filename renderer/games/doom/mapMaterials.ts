/**
 * The map's materials, shared by every instanced mesh of a kind (one draw
 * call each) and by the doors sliding open. Colours come from the instances;
 * the textures from mapTextures.ts. Glowing things (portals, teleporters,
 * pits, screens) are unlit and not tone-mapped, so they stay bright under any
 * lighting and a bloom pass picks them up.
 */
import { AdditiveBlending, DoubleSide, MeshBasicMaterial, MeshStandardMaterial, type Material } from 'three';
import { mapTextures } from './mapTextures';

export interface MapMaterials {
  grout: Material;
  floor: Material;
  trim: Material;
  wall: Material;
  door: Material;
  crate: Material;
  portal: Material;
  prop: Material;
  glow: Material;
  marking: Material;
  beam: Material;
}

let cache: MapMaterials | null = null;

export function mapMaterials(): MapMaterials {
  if (cache) return cache;
  const t = mapTextures();
  const lit = (roughness: number, metalness: number, map: MeshStandardMaterial['map'] = null) => new MeshStandardMaterial({ color: '#ffffff', roughness, metalness, map });
  cache = {
    grout: lit(0.95, 0),
    floor: lit(0.62, 0.35, t.deck),
    trim: lit(0.35, 0.7),
    wall: lit(0.55, 0.45, t.wall),
    door: lit(0.5, 0.3, t.door),
    // Metal crates: the deck plate's rivets and tread read as a crate's panels.
    crate: lit(0.6, 0.35, t.deck),
    portal: lit(0.4, 0.2),
    prop: lit(0.45, 0.55),
    glow: new MeshBasicMaterial({ color: '#ffffff', toneMapped: false }),
    marking: new MeshBasicMaterial({ color: '#ffffff' }),
    beam: new MeshBasicMaterial({ color: '#ffffff', map: t.beam, transparent: true, blending: AdditiveBlending, depthWrite: false, side: DoubleSide, toneMapped: false }),
  };
  return cache;
}
