/**
 * Every game the table knows. A game appears in the New game dialog only once
 * its module exists and says it is playable; the rest are listed as coming.
 */
import type { AnyGameModule } from '../engine/module';
import { apocalypseRisk } from './apocalypse-risk';
import { doomGame } from './doom';
import { maximumApocalypse } from './maximum-apocalypse';
import { planetApocalypse } from './planet-apocalypse';
import { referenceGame } from './reference';

export interface CatalogueEntry {
  id: string;
  title: string;
  /** The rules module, once the game is implemented. */
  module: AnyGameModule | null;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  { id: 'planet-apocalypse', title: 'Planet Apocalypse', module: planetApocalypse },
  { id: 'doom', title: 'DOOM: The Board Game', module: doomGame },
  { id: 'apocalypse-risk', title: 'Apocalypse (RISK variant)', module: apocalypseRisk },
  { id: 'repossession', title: 'Planet Repossession Force', module: null },
  { id: 'maximum-apocalypse', title: 'Maximum Apocalypse', module: maximumApocalypse },
  { id: referenceGame.id, title: referenceGame.title, module: referenceGame },
];

export function getGame(id: string): AnyGameModule | undefined {
  return CATALOGUE.find((e) => e.id === id)?.module ?? undefined;
}

/** Modules a player can start from the menu. */
export function playableGames(): AnyGameModule[] {
  return CATALOGUE.flatMap((e) => (e.module && e.module.playable ? [e.module] : []));
}
