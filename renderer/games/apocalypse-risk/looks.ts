/**
 * How each side looks on the board: player colours (the game's own, or
 * Okabe–Ito hues of the same names for colour-blind players) and each
 * scenario's apocalytes. Kept apart from the shapes so the side panel does
 * not pull the world map into the main bundle.
 */
import type { ScenarioId } from '../../../core/games/apocalypse-risk/content/numbers';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import type { SilhouetteId } from '../../pieces';

/** Each scenario's apocalytes: a silhouette of their own, a near-black tint (the apocalypse's colour is black) and a type id for the miniatures kit. */
export const APOCALYTE_LOOK: Record<ScenarioId, { silhouette: SilhouetteId; colour: string; typeId: string }> = {
  zombies: { silhouette: 'zombie', colour: '#3b4a2e', typeId: 'zombie' },
  plague: { silhouette: 'crawler', colour: '#4b3552', typeId: 'infected' },
  mutants: { silhouette: 'brute', colour: '#4a4d1c', typeId: 'mutant' },
  aliens: { silhouette: 'floater', colour: '#24484d', typeId: 'alien' },
  demons: { silhouette: 'imp', colour: '#561c1c', typeId: 'demon' },
  meteors: { silhouette: 'hero', colour: '#34302c', typeId: 'rioter' },
};
export const MOTHERSHIP_LOOK = { silhouette: 'behemoth' as SilhouetteId, colour: '#7d8f9c', typeId: 'mothership' };
export const METEOR_LOOK = { silhouette: 'blob' as SilhouetteId, colour: '#5a4a3e', typeId: 'meteorite' };

/** Player colours: the game's own (its players are called Red, Blue ...), or Okabe–Ito hues of the same names for colour-blind players. */
const COLOUR_BLIND_SEAT: Record<string, string> = { p1: '#D55E00', p2: '#0072B2', p3: '#009E73', p4: '#F0E442', p5: '#CC79A7' };
export function seatColour(view: RiskView, seat: string, colourBlind: boolean): string {
  if (colourBlind && COLOUR_BLIND_SEAT[seat]) return COLOUR_BLIND_SEAT[seat]!;
  return view.players.find((p) => p.seat === seat)?.color ?? '#999999';
}
export function apocColour(view: RiskView): string {
  return view.scenario ? APOCALYTE_LOOK[view.scenario].colour : '#2b2b2b';
}

