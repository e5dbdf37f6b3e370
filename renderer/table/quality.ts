/**
 * What each graphics quality setting turns on. Low is for old laptops and
 * software rendering: one pixel per CSS pixel, no shadows, no antialiasing,
 * no image-based light (the look and cost of the first tables). Medium adds
 * soft shadows and the HDRI's light; high adds its reflections, ambient
 * occlusion and bloom.
 */
import type { Settings } from '../api/types';

export type GraphicsQuality = Settings['graphicsQuality'];

export interface QualityOptions {
  /** Device pixel ratio range for the canvas. */
  dpr: [number, number];
  shadows: boolean;
  /** Shadow map size in pixels (square); 0 without shadows. */
  shadowMapSize: number;
  /** Blur radius of shadow edges (PCF). */
  shadowRadius: number;
  antialias: boolean;
  /** Image-based light from the shipped HDRI (its soft room light); off on low to keep its cost. */
  environment: boolean;
  /** The HDRI as the scene's environment map too, so metal and paint reflect the room: its prefilter costs a software GPU seconds per table. */
  reflections: boolean;
  /** Screen-space ambient occlusion and bloom for glowing pieces (portals, fire, gates). */
  effects: boolean;
}

export function qualityOptions(quality: GraphicsQuality): QualityOptions {
  switch (quality) {
    case 'low':
      return { dpr: [1, 1], shadows: false, shadowMapSize: 0, shadowRadius: 0, antialias: false, environment: false, reflections: false, effects: false };
    case 'medium':
      return { dpr: [1, 1.5], shadows: true, shadowMapSize: 1024, shadowRadius: 4, antialias: true, environment: true, reflections: false, effects: false };
    case 'high':
      return { dpr: [1, 2], shadows: true, shadowMapSize: 2048, shadowRadius: 6, antialias: true, environment: true, reflections: true, effects: true };
  }
}
