/** The procedural piece library every game composes (see renderer/table/README.md). */
export { AnimationSpeedProvider, scaledDuration, useAnimationSpeed, type AnimationSpeed } from './animationSpeed';
export { AreaHighlight, type AreaHighlightProps, type HighlightKind } from './AreaHighlight';
export { BADGES, badgeLook, type BadgeSpec } from './badges';
export { Card3D, type Card3DProps } from './Card3D';
export { CardPiles, type CardPile, type CardPilesProps } from './CardPiles';
export type { CardBack, CardFace } from './cardFace';
export { Figure, type FigureProps } from './Figure';
export { FlatLabel, Label, type LabelProps } from './Label';
export { FloatingNumber } from './FloatingNumber';
export { labels } from './labels';
export { PieceThemeContext } from './pieceTheme';
export { SILHOUETTES, SILHOUETTE_IDS, isSilhouetteId, type SilhouetteId } from './silhouettes';
export { TokenInstances } from './TokenInstances';
export type { TokenSpec } from './tokens';
export { Track, TrackMarker, type TrackMarkerSpec, type TrackProps } from './Track';
export type { Vec3 } from './tween';
export { useAppearance, useMotion } from './useMotion';
