// The balance table's goals (ours, ASSUMPTIONS.md "Balance against the bots"): setup writes them into the public
// counters and the win checks read them before the objective card's count. Data Vault's card: "The marines win
// with 2 progress tokens"; a lone marine at normal needs all three cores (a frag token was too coarse a step there).
import { describe, expect, it } from 'vitest';
import { DATA_VAULT } from '../content/missions/m2DataVault';
import { newMatch, toMarineTurn } from '../testing/arrange';
import { conditionHolds } from './missionRules';
import { missionGoals } from './setup';

describe('mission goals by difficulty and squad size', () => {
  it('Data Vault: a lone marine at normal needs 3 progress tokens and the invader 4 frags; a squad keeps the card\'s 2', () => {
    expect(missionGoals(DATA_VAULT, 'normal', 1)).toEqual({ fragGoal: 4, threatGoal: undefined, progressGoal: 3 });
    expect(missionGoals(DATA_VAULT, 'normal', 2)).toEqual({ fragGoal: 6, threatGoal: undefined });
    expect(missionGoals(DATA_VAULT, 'hard', 1).progressGoal).toBe(2);
  });

  it('the progress win reads the table\'s goal from the counters: 2 tokens do not win a lone marine\'s normal game, 3 do', () => {
    const d = toMarineTurn(newMatch({ marines: 1, mission: 'data-vault', difficulty: 'normal' }, 5));
    const g = d.g;
    expect(g.counters.progressGoal).toBe(3);
    expect(g.counters.fragGoal).toBe(4);
    g.counters.progress = 2;
    expect(conditionHolds(g, 'progressTokens', { count: 2 })).toBe(false);
    g.counters.progress = 3;
    expect(conditionHolds(g, 'progressTokens', { count: 2 })).toBe(true);
    const squad = toMarineTurn(newMatch({ marines: 2, mission: 'data-vault', difficulty: 'normal' }, 5)).g;
    squad.counters.progress = 2;
    expect(conditionHolds(squad, 'progressTokens', { count: 2 })).toBe(true);
  });
});
