// The log speaks of the apocalytes in the plural ("the zombies attack"), of a player in the singular
// ("Red attacks"): a line like "The zombies attacks in Mongolia" was on the table in round 3 of a game.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import { apocalypseRisk } from '.';
import { SCENARIOS } from './content/scenarios';
import { SCENARIO_IDS } from './content/numbers';

const PLURALS = Object.values(SCENARIOS).map((s) => s.many).filter((many) => many.endsWith('s'));
const SINGULAR_AFTER_PLURAL = new RegExp(`\\bthe (${PLURALS.join('|')}) (attacks|defends|are coming and attacks)\\b`, 'i');

describe('apocalyte grammar in the log', () => {
  it('no line pairs a plural apocalyte side with a singular verb, in every scenario', () => {
    const bad: string[] = [];
    for (const [i, scenario] of SCENARIO_IDS.entries()) {
      const options = { players: 3, scenario, endMode: 'prevented', selection: 'deal', roundLimit: 6 };
      const controllers = Object.fromEntries(apocalypseRisk.seats(options as never).map((s) => [s.id, { type: 'ai' as const, bot: 'random' }]));
      const match = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: options as never, controllers, seed: 40 + i });
      while (match.isAiTurn()) match.playAi();
      for (const e of match.events.flat()) if (typeof e.text === 'string' && SINGULAR_AFTER_PLURAL.test(e.text)) bad.push(e.text);
    }
    expect(bad).toEqual([]);
  });
});
