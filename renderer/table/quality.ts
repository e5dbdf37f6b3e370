/**
 * What each graphics quality setting turns on. Low is for old laptops and
 * software rendering: one pixel per CSS pixel, no shadows, no antialiasing.
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
}

export function qualityOptions(quality: GraphicsQuality): QualityOptions {
  switch (quality) {
    case 'low':
      return { dpr: [1, 1], shadows: false, shadowMapSize: 0, shadowRadius: 0, antialias: false };
    case 'medium':
      return { dpr: [1, 1.5], shadows: true, shadowMapSize: 1024, shadowRadius: 4, antialias: true };
    case 'high':
      return { dpr: [1, 2], shadows: true, shadowMapSize: 2048, shadowRadius: 6, antialias: true };
  }
}
