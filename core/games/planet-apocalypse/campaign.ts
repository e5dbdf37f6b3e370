/**
 * The campaign (rulebook "Map selection": begin with Invasion, then the harder
 * Doomgate on its back; the expansions' eight maps "make up a campaign of
 * increasing challenge"). Invasion comes first and Doomgate after it, as the
 * rulebook says; it ranks nothing else, so every map takes its place by the
 * challenge we measured (ASSUMPTIONS.md "Campaign"), which puts The Final
 * Battle, the finale, last and the Launch Site before Doomgate. A match
 * started from the campaign screen carries `campaign: true` in its options,
 * and the host records how it ended (core/engine/campaign.ts).
 */
import type { CampaignDef, CampaignStage } from '../../engine/campaign';
import { HEROES, MAPS } from './content';
import type { PAOptions, PAState } from './state';

/** Map ids in order of challenge; ASSUMPTIONS.md "Campaign" says why. */
export const CAMPAIGN_ORDER: readonly string[] = [
  'invasion', 'launchSite', 'doomgate', 'washington', 'moonBase',
  'dragonBack', 'dragonGuts', 'purgatory', 'stPeters', 'finalBattle',
];

/** The campaign's stages: the maps of CAMPAIGN_ORDER this build has, in that order. */
export function campaignStages(maps: Record<string, { id: string; name: string; text: string }> = MAPS): CampaignStage[] {
  return CAMPAIGN_ORDER.filter((id) => id in maps).map((id) => {
    const map = maps[id]!;
    return { id, name: map.name, text: map.text, options: { map: id, campaign: true } };
  });
}

export const PA_CAMPAIGN: CampaignDef<PAState, PAOptions> = {
  title: 'Planet Apocalypse campaign',
  stages: () => campaignStages(),
  stageOf: (options) => (options.campaign === true ? options.map : null),
  outcome: (state) => ({
    won: (state.result?.winners.length ?? 0) > 0,
    rounds: state.g.round,
    players: state.g.heroes.flatMap((h) => {
      const def = HEROES.find((d) => d.id === h.heroId);
      return def ? [def.name] : [];
    }),
  }),
};
