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

/**
 * N8AO notices any transparent material (labels, highlights, glows) and then
 * renders the scene twice more to treat them apart, and each of those renders
 * redraws the shadow maps: about 65 extra draw calls on a full board. The
 * table's transparent pieces are thin overlays that need no occlusion of
 * their own, so the pass treats everything as opaque.
 */
/** The two switches of n8ao's pass that decide it (the package ships no types). */
interface TransparencySwitches { autoDetectTransparency: boolean; configuration: { transparencyAware: boolean } }

function opaqueOnly(instance: unknown): void {
  const pass = instance as TransparencySwitches | null;
  if (!pass) return;
  pass.autoDetectTransparency = false;
  pass.configuration.transparencyAware = false;
}

export function TableEffects({ multisampling }: { multisampling: number }) {
  return (
    <EffectComposer multisampling={multisampling}>
      <N8AO ref={opaqueOnly} aoRadius={0.5} distanceFalloff={0.6} intensity={2.2} halfRes />
      <Bloom luminanceThreshold={BLOOM_THRESHOLD} luminanceSmoothing={0.2} intensity={0.8} mipmapBlur />
      <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
    </EffectComposer>
  );
}
