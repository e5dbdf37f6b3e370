/**
 * High quality's screen effects: ambient occlusion (N8AO) darkens the
 * creases where figures meet tiles and walls meet floors, and bloom makes
 * what glows glow (portals, fire, gates: materials brighter than white,
 * drawn with toneMapped={false}). The composer replaces the renderer's tone
 * mapping, so the same filmic (ACES) curve is applied as its last step.
 */
import { Bloom, EffectComposer, N8AO, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode } from 'postprocessing';

/** Only colours brighter than white bloom: the board's paint and felt never do. */
export const BLOOM_THRESHOLD = 1;

export function TableEffects({ multisampling }: { multisampling: number }) {
  return (
    <EffectComposer multisampling={multisampling}>
      <N8AO aoRadius={0.5} distanceFalloff={0.6} intensity={2.2} halfRes />
      <Bloom luminanceThreshold={BLOOM_THRESHOLD} luminanceSmoothing={0.2} intensity={0.8} mipmapBlur />
      <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
    </EffectComposer>
  );
}
