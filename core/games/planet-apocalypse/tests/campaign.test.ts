import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { campaignStatus, recordOutcome } from '../../../engine/campaign';
import { CAMPAIGN_ORDER, campaignStages, PA_CAMPAIGN } from '../campaign';
import { MAPS } from '../content';
import { DEFAULT_OPTIONS, planetApocalypse } from '..';
import type { MatchState } from '../../../engine/types';
import type { PAState } from '../state';

describe('Planet Apocalypse campaign', () => {
  it('starts with Invasion and has Doomgate after it ("The first map you should use is the Invasion map ... the Doomgate map, which is more difficult")', () => {
    expect(CAMPAIGN_ORDER[0]).toBe('invasion');
    expect(CAMPAIGN_ORDER.indexOf('doomgate')).toBeGreaterThan(0);
    expect(CAMPAIGN_ORDER).toHaveLength(10);
  });

  it('takes the other maps ("a campaign of increasing challenge") in our measured order of challenge, The Final Battle last', () => {
    expect(CAMPAIGN_ORDER).toEqual(['invasion', 'launchSite', 'doomgate', 'washington', 'moonBase', 'dragonBack', 'dragonGuts', 'purgatory', 'stPeters', 'finalBattle']);
  });

  it('has every map of the game in its order, so a new map cannot be left out of it', () => {
    for (const id of Object.keys(MAPS)) expect(CAMPAIGN_ORDER, id).toContain(id);
    expect(campaignStages().map((s) => s.id)).toEqual(CAMPAIGN_ORDER.filter((id) => id in MAPS));
  });

  it('knows a campaign match by its options, and only that', () => {
    expect(PA_CAMPAIGN.stageOf({ ...DEFAULT_OPTIONS, map: 'doomgate', campaign: true })).toBe('doomgate');
    expect(PA_CAMPAIGN.stageOf({ ...DEFAULT_OPTIONS, map: 'doomgate' })).toBeNull();
    // The stage's options parse: a campaign match starts like any other.
    expect(planetApocalypse.optionsSchema.safeParse({ ...DEFAULT_OPTIONS, ...campaignStages()[1]!.options }).success).toBe(true);
  });

  it('reads a finished match: who played, how many rounds, and whether the heroes won; that result opens the next map only on a win', () => {
    const match = Match.start(planetApocalypse, {
      gameId: planetApocalypse.id, seed: 7,
      options: { ...DEFAULT_OPTIONS, heroes: 1, hero1: 'moose', campaign: true },
      controllers: { h1: { type: 'ai', bot: 'hero' } },
    });
    for (let i = 0; i < 5000 && !match.state.result; i++) match.playAi();
    expect(match.state.result).not.toBeNull();
    const outcome = PA_CAMPAIGN.outcome(match.state as unknown as MatchState<PAState>);
    expect(outcome.players).toContain('Moose Kowalski');
    expect(outcome.rounds).toBe(match.state.g.round);
    expect(outcome.won).toBe(match.state.result!.winners.length > 0);
    const record = recordOutcome({}, 'invasion', outcome);
    expect(campaignStatus(campaignStages(), record)[1]!.unlocked).toBe(outcome.won);
  });
});
