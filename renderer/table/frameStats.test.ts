import { describe, expect, it } from 'vitest';
import { CanvasTexture, DataTexture, DirectionalLight, FloatType, Mesh, MeshStandardMaterial, PlaneGeometry, RGBAFormat, Scene } from 'three';
import { sceneTextures, textureBytes } from './frameStats';

describe('texture memory estimate', () => {
  it('counts pixels, pixel size and mipmaps', () => {
    const data = new DataTexture(new Float32Array(16 * 8 * 4), 16, 8, RGBAFormat, FloatType);
    expect(textureBytes(data)).toBe(16 * 8 * 4 * 4);
    const painted = new CanvasTexture({ width: 256, height: 256 } as never);
    expect(textureBytes(painted)).toBe(Math.round(256 * 256 * 4 * (4 / 3)));
  });

  it("finds each texture once: shared maps, the environment and a light's shadow map", () => {
    const scene = new Scene();
    const map = new CanvasTexture({ width: 64, height: 64 } as never);
    const material = new MeshStandardMaterial({ map, roughnessMap: map });
    scene.add(new Mesh(new PlaneGeometry(), material), new Mesh(new PlaneGeometry(), material));
    scene.environment = new DataTexture(new Float32Array(4), 1, 1, RGBAFormat, FloatType);
    scene.add(new DirectionalLight());
    expect(sceneTextures(scene)).toHaveLength(2);
  });
});
